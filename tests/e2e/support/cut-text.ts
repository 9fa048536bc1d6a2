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

/** The words of these elements' texts that run over more than one line (broken inside the word). */
export function wordsSplitOverLines(texts: Locator): Promise<string[]> {
  return texts.evaluateAll((elements) =>
    elements.flatMap((element) => {
      const split: string[] = []
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        for (const word of (text.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange()
          range.setStart(text, word.index)
          range.setEnd(text, word.index + word[0].length)
          if ([...range.getClientRects()].filter((line) => line.width > 0).length > 1) split.push(word[0])
        }
      }
      return split
    }),
  )
}
