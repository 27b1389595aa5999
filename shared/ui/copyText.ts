// Puts text on the clipboard. The Clipboard API needs a secure context; a site served over plain HTTP on a
// closed network falls back to the older copy command on a hidden text area.

/** spec-1 §9, spec-3 §9: the copy confirmation shows this long. */
export const COPY_CONFIRMATION_MS = 1_000

export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text)
      return true
    }
  } catch {
    // refused (permissions, focus): try the older way
  }
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.style.position = 'fixed'
  area.style.opacity = '0'
  document.body.appendChild(area)
  area.select()
  try {
    return document.execCommand('copy')
  } catch {
    return false
  } finally {
    area.remove()
  }
}
