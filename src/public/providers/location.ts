/** Sends the browser to `url`; its own module so tests can replace it. */
export function assignLocation(url: string): void {
  window.location.assign(url)
}
