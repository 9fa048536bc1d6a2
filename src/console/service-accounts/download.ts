/**
 * Saves a text the console already holds as a file, through a short-lived object URL and an
 * `<a download>` click; nothing is fetched.
 */
export function downloadTextFile(text: string, fileName: string, type = 'application/x-pem-file'): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // Freed on the next task: some browsers read the URL only after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
