import type { Locator } from '@playwright/test'

/** Whether the line is cut: one line, narrower than its text, ending in an ellipsis. */
export function isCut(line: Locator): Promise<boolean> {
  return line.evaluate((element) => {
    const style = getComputedStyle(element)
    return style.whiteSpace === 'nowrap' && style.textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth
  })
}
