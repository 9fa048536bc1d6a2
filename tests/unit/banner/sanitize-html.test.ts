import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from '../../../src/features/banner/sanitize-html'

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers, javascript: and data: links, SVG and frames', () => {
    const html = sanitizeHtml(
      '<p onclick="alert(1)">Hi<script>alert(2)</script></p><a href="javascript:alert(3)">x</a>' +
        '<a href="data:text/html,<b>1</b>">d</a><svg onload="alert(4)"><circle/></svg>' +
        '<iframe src="https://evil.example"></iframe><img src=x onerror="alert(5)">',
    )
    expect(html).not.toMatch(/script|onclick|onload|onerror|javascript:|data:|<svg|<iframe|<img/i)
    expect(html).toContain('Hi')
  })

  it('keeps formatting and safe links, which open in a new tab without an opener', () => {
    const html = sanitizeHtml(
      '<h2>T</h2><p><strong>b</strong> <em>i</em></p><ul><li>a</li></ul><a href="https://example.com/t">terms</a>',
    )
    expect(html).toContain('<strong>b</strong>')
    expect(html).toContain('<li>a</li>')
    const link = new DOMParser().parseFromString(html, 'text/html').querySelector('a')
    expect(link?.getAttribute('href')).toBe('https://example.com/t')
    expect(link?.getAttribute('target')).toBe('_blank')
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer')
  })
})
