import type { Locator } from '@playwright/test'

/** Whether the line is cut: one line, narrower than its text, ending in an ellipsis. */
export function isCut(line: Locator): Promise<boolean> {
  return line.evaluate((element) => {
    const style = getComputedStyle(element)
    return style.whiteSpace === 'nowrap' && style.textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth
  })
}

/** Whether a text kept to `lines` lines (a plain button's label) is cut: it needs more than it shows. */
export function isCutAfterLines(text: Locator, lines: number): Promise<boolean> {
  return text.evaluate(
    (element, most) => getComputedStyle(element).getPropertyValue('-webkit-line-clamp') === String(most) && element.scrollHeight > element.clientHeight,
    lines,
  )
}

/** Whether all of a text is in view: nothing of it cut off at its side or below. */
export function isWhollyShown(text: Locator): Promise<boolean> {
  return text.evaluate((element) => element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight)
}
