import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from '../../../../src/public/terms-banner/sanitize-html'

/** The sanitised banner as the page would hold it. */
function shown(html: string): HTMLDivElement {
  const container = document.createElement('div')
  container.append(sanitizeHtml(html))
  return container
}

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers, javascript: and data: links, SVG and frames', () => {
    const html = shown(
      '<p onclick="alert(1)">Hi<script>alert(2)</script></p><a href="javascript:alert(3)">x</a>' +
        '<a href="data:text/html,<b>1</b>">d</a><svg onload="alert(4)"><circle/></svg>' +
        '<iframe src="https://evil.example"></iframe><img src=x onerror="alert(5)">',
    ).innerHTML
    expect(html).not.toMatch(/script|onclick|onload|onerror|javascript:|data:|<svg|<iframe|<img/i)
    expect(html).toContain('Hi')
  })

  it('keeps formatting and safe links, which open in a new tab without an opener', () => {
    const banner = shown(
      '<h2>T</h2><p><strong>b</strong> <em>i</em></p><ul><li>a</li></ul><a href="https://example.com/t">terms</a>',
    )
    expect(banner.innerHTML).toContain('<strong>b</strong>')
    expect(banner.innerHTML).toContain('<li>a</li>')
    const link = banner.querySelector('a')
    expect(link?.getAttribute('href')).toBe('https://example.com/t')
    expect(link?.getAttribute('target')).toBe('_blank')
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it.each([
    ['a script tag', '<script>alert(1)</script>'],
    ['an upper-case script tag', '<SCRIPT SRC=//evil.example/x.js></SCRIPT>'],
    ['an image error handler', '<img src=x onerror=alert(1)>'],
    ['a body load handler', '<body onload=alert(1)>'],
    ['a focus handler', '<div tabindex=0 autofocus onfocus=alert(1)>x</div>'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>'],
    ['an entity-encoded javascript: link', '<a href="&#106;avascript:alert(1)">x</a>'],
    ['a javascript: link with a tab', '<a href="java	script:alert(1)">x</a>'],
    ['a data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
    ['a vbscript: link', '<a href="vbscript:msgbox(1)">x</a>'],
    ['an SVG with a script', '<svg><script>alert(1)</script></svg>'],
    ['an SVG load handler', '<svg/onload=alert(1)>'],
    ['an SVG animate href', '<svg><a><animate attributeName=href values=javascript:alert(1) /><text>x</text></a></svg>'],
    ['an iframe', '<iframe src="javascript:alert(1)"></iframe>'],
    ['an iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ['an object', '<object data="javascript:alert(1)"></object>'],
    ['an embed', '<embed src="javascript:alert(1)">'],
    ['a form action', '<form action="javascript:alert(1)"><button>x</button></form>'],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
    ['a base tag', '<base href="javascript:alert(1)//">'],
    ['a style expression', '<div style="background:url(javascript:alert(1))">x</div>'],
    ['a style tag', '<style>@import "javascript:alert(1)";</style>'],
    ['a template', '<template><img src=x onerror=alert(1)></template>'],
    ['math with a link', '<math><mi xlink:href="javascript:alert(1)">x</mi></math>'],
    ['noscript nesting (mXSS)', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
    ['a protocol-relative link', '<a href="//evil.example/">x</a>'],
    ['a link split by a tab into a protocol-relative one', '<a href="/\t/evil.example/">x</a>'],
    ['a table background', '<table background="https://evil.example/x.png"><tr><td>x</td></tr></table>'],
  ])('takes out %s', (_name, payload) => {
    const banner = shown(`<p>before</p>${payload}<p>after</p>`)
    expect(banner.querySelectorAll('script, iframe, object, embed, form, svg, math, style, meta, base, img, template')).toHaveLength(0)
    for (const element of banner.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        expect(attribute.name).not.toMatch(/^on|^style$|^srcdoc$|^background$/i)
        // Browsers drop tabs and line breaks inside URLs, so test what they would follow.
        expect(attribute.value.replace(/[\t\n\r]/g, '')).not.toMatch(/^\s*(javascript|data|vbscript):|^\s*\/\//i)
      }
    }
    // The surrounding text stays (a payload that leaves a quote open may swallow what follows it).
    expect(banner.textContent).toContain('before')
  })

  it('keeps links on this site and mail links', () => {
    const links = [...shown('<a href="/ui/iam/help">h</a><a href="mailto:it@example.com">m</a><a href="#top">t</a>').querySelectorAll('a')]
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/ui/iam/help', 'mailto:it@example.com', '#top'])
  })

  it('drops code, comments and foreign markup whole, but keeps the text of unknown formatting', () => {
    const banner = shown(
      '<div>a<script>alert(1)</script><style>p{}</style><!-- note --><font color="red">b</font>' +
        '<center>c</center><textarea>d</textarea><svg><text>e</text></svg><noscript>f</noscript></div>',
    )
    expect(banner.innerHTML).toBe('<div>abc</div>')
  })

  it('keeps no id, class, name or style: server HTML cannot restyle the page or stand in for its globals', () => {
    const banner = shown('<p id="config" class="plain-dialog" name="x" style="color:red" data-x="1" title="t" lang="fr">p</p>')
    expect(banner.innerHTML).toBe('<p title="t" lang="fr">p</p>')
  })

  it('keeps tables and numbered lists as written', () => {
    const banner = shown('<table><tr><th scope="col" colspan="2">h</th></tr></table><ol start="3"><li>c</li></ol>')
    expect(banner.querySelector('th')?.getAttribute('colspan')).toBe('2')
    expect(banner.querySelector('ol')?.getAttribute('start')).toBe('3')
  })

  it('hands over nodes of the page, not markup to parse again', () => {
    const fragment = sanitizeHtml('<p>x</p>')
    expect(fragment).toBeInstanceOf(DocumentFragment)
    expect(fragment.firstChild?.ownerDocument).toBe(document)
  })
})
