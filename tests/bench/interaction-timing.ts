// Times one click in the page: from the input event to the first frame painted with the answer,
// as interaction to next paint counts it.
import { setTimeout as sleep } from 'node:timers/promises'
import type { Locator, Page } from '@playwright/test'

/** An element that must be on screen (visible) for a click to have answered. */
export interface Shown {
  /** Where to look, e.g. 'table[aria-label="Users"][aria-busy="false"] tbody input'. */
  css: string
  /**
   * Its accessible name, when the selector alone says too little: aria-label, else the text
   * aria-labelledby points at, else its own text; spaces collapsed.
   */
  name?: string
}

/** A click's answer: every one of these on screen in the same frame. */
export type Answer = readonly Shown[]

/** A click that has not answered by then is reported as a failure, not waited for. */
export const ANSWER_TIMEOUT_MS = 10_000

interface Armed {
  duration: Promise<number>
}

interface ArmOptions {
  answer: Answer
  timeoutMs: number
}

/**
 * Runs in the page (sent as its source, so it names nothing from outside). Throws when the
 * answer is already on screen: a check that holds before the click measures nothing.
 */
function armTiming({ answer, timeoutMs }: ArmOptions): Armed {
  const normalize = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim()
  const nameOf = (element: Element) => {
    const label = element.getAttribute('aria-label')
    if (label !== null) return normalize(label)
    const labelledBy = element.getAttribute('aria-labelledby')
    if (labelledBy !== null) return normalize(labelledBy.split(/\s+/).map((id) => document.getElementById(id)?.textContent).join(' '))
    return normalize(element.textContent)
  }
  const isNamed = (element: Element, name: string | undefined) => name === undefined || nameOf(element) === name
  // As Playwright's visible: a box of some size, not hidden by display or visibility. Opacity is
  // not checked: the first frame of a fade-in already answers.
  const isVisible = (element: Element) => {
    const box = element.getBoundingClientRect()
    return box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true })
  }
  const holds = () =>
    answer.every(({ css, name }) => Array.from(document.querySelectorAll(css)).some((element) => isVisible(element) && isNamed(element, name)))

  if (holds()) throw new Error('the answer is on screen before the click')
  const duration = new Promise<number>((resolve, reject) => {
    const noInput = setTimeout(() => reject(new Error(`no pointerdown reached the page within ${String(timeoutMs)} ms`)), timeoutMs)
    const onPointerDown = (event: PointerEvent) => {
      clearTimeout(noInput)
      let frame = 0
      const giveUp = setTimeout(() => {
        cancelAnimationFrame(frame)
        reject(new Error(`no answer painted within ${String(timeoutMs / 1000)} s of the click`))
      }, timeoutMs)
      const poll = () => {
        if (!holds()) {
          frame = requestAnimationFrame(poll)
          return
        }
        clearTimeout(giveUp)
        // This frame paints the answer; a message posted from its rAF callback is handled after the paint.
        const channel = new MessageChannel()
        channel.port1.onmessage = () => {
          // event.timeStamp and performance.now() share the page's time origin.
          resolve(performance.now() - event.timeStamp)
          channel.port1.close()
        }
        channel.port2.postMessage(null)
      }
      frame = requestAnimationFrame(poll)
    }
    document.addEventListener('pointerdown', onPointerDown, { capture: true, once: true })
  })
  // A click that failed leaves its timing unread; its rejection is not the page's error.
  duration.catch(() => undefined)
  return { duration }
}

/**
 * `fn(options)` as a script for the page. tsx (esbuild's keepNames) wraps every named function
 * inside `fn` in a `__name(fn, 'name')` call to a helper only Node has, so the page is handed a
 * stand-in that returns the function unchanged.
 */
const callInPage = (fn: (options: ArmOptions) => Armed, options: ArmOptions) =>
  `((__name) => (${fn.toString()})(${JSON.stringify(options)}))((fn) => fn)`

/**
 * How long the pointer rests on its target before it goes down. A person's pointer comes to a
 * stop on a button or link and the press follows, usually after a few hundred milliseconds; a
 * script's press comes the instant the pointer arrives, which no person does. 100 ms is well
 * under what people take, and leaves what the console starts on a pointer's arrival (a link's
 * screen and data read ahead by the router 50 ms after it, decision 029) the head start a person
 * gives it, no more. The time measured still starts when the pointer goes down.
 */
export const POINTER_REST_MS = 100

/**
 * Clicks `target` as a person would (the pointer moves onto it, rests, then presses) and returns
 * the ms from the press until `answer` was painted.
 */
export async function timeClick(page: Page, target: Locator, answer: Answer): Promise<number> {
  await target.hover({ timeout: ANSWER_TIMEOUT_MS })
  await sleep(POINTER_REST_MS)
  // Armed, then clicked: the pointerdown listener must be in place before the pointer goes down.
  const armed = await page.evaluateHandle<Armed>(callInPage(armTiming, { answer, timeoutMs: ANSWER_TIMEOUT_MS }))
  try {
    await target.click({ timeout: ANSWER_TIMEOUT_MS })
    return await armed.evaluate((timing) => timing.duration)
  } finally {
    await armed.dispose()
  }
}
