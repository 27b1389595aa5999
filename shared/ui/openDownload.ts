// Opens a download link the service gave (a one-time export link): the browser saves what it answers, under
// the name the reply's Content-Disposition gives, without the page leaving.

export function openDownload(url: string): void {
  const link = document.createElement('a')
  link.href = url
  link.download = ''
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
}
