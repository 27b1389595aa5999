// Hands a downloaded file to the browser to save, under the name the service gave it.

import type { DownloadedFile } from '../api/client.js'

/** How long the file's address stays valid: long enough for a slow disk to take it. */
const KEEP_URL_MS = 60_000

export function saveFile({ file, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(file)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), KEEP_URL_MS)
}
