import { afterEach, describe, expect, it, vi } from 'vitest'
import { INERT_DOCUMENT_POLICY } from '../../../../src/core/utils/trusted-types'

/** What a browser with Trusted Types hands out: an object that DOMParser accepts, not a string. */
class FakeTrustedHtml {
  constructor(private readonly html: string) {}
  toString(): string {
    return this.html
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  vi.resetModules()
})

/** The module fresh, so that its policy is created under the globals of this test. */
const load = () => import('../../../../src/core/utils/inert-document')

describe('parseInertDocument', () => {
  it('hands DOMParser a value of its own policy, created once under the name the servers allow', async () => {
    const createHTML = vi.fn((input: string) => new FakeTrustedHtml(input))
    const createPolicy = vi.fn((_name: string, rules: { createHTML: (input: string) => string }) => ({
      createHTML: (input: string) => createHTML(rules.createHTML(input)),
    }))
    vi.stubGlobal('trustedTypes', { createPolicy })
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString')
    const { parseInertDocument } = await load()

    const html = parseInertDocument('<p>Authorized <b>use</b> only</p>', 'text/html')
    const xml = parseInertDocument('<md:EntityDescriptor xmlns:md="urn:x" entityID="e"/>', 'application/xml')

    expect(createPolicy).toHaveBeenCalledTimes(1)
    expect(createPolicy).toHaveBeenCalledWith(INERT_DOCUMENT_POLICY, expect.anything())
    expect(INERT_DOCUMENT_POLICY).toBe('inert-document')
    expect(parse.mock.calls.map(([input]) => input)).toEqual([expect.any(FakeTrustedHtml), expect.any(FakeTrustedHtml)])
    expect(html.body.querySelector('b')?.textContent).toBe('use')
    expect(xml.documentElement.getAttribute('entityID')).toBe('e')
  })

  it('passes a plain string where the browser has no Trusted Types', async () => {
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString')
    const { parseInertDocument } = await load()
    const document = parseInertDocument('<p>text</p>', 'text/html')
    expect(parse).toHaveBeenCalledWith('<p>text</p>', 'text/html')
    expect(document.body.textContent).toBe('text')
  })
})
