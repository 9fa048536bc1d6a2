import { endpoints, type EndpointName } from '../../src/core/api/endpoints'
import { isPublicApiCall } from './api-bridge'
import { escapeHtml } from './http-utils'
import { page } from './html-pages'

export interface ApiDocsOptions {
  /** Paths, as the emulator serves them. */
  issuerPath: string
  authnRoot: string
  apiRoot: string
  gatewayRoot: string
}

interface Row {
  method: string
  path: string
  what: string
  access: 'public' | 'token' | 'browser'
}

const ACCESS_TEXT: Record<Row['access'], string> = {
  public: '<span class="public">public</span>',
  token: 'Bearer id_token',
  browser: 'browser redirect',
}

function table(rows: readonly Row[]): string {
  const body = rows
    .map(
      (row) =>
        `<tr><td><code>${row.method}</code></td><td><code>${escapeHtml(row.path)}</code></td>` +
        `<td>${escapeHtml(row.what)}</td><td>${ACCESS_TEXT[row.access]}</td></tr>`,
    )
    .join('\n')
  return `<table>\n<thead><tr><th>Method</th><th>Path</th><th>Purpose</th><th>Access</th></tr></thead>\n<tbody>\n${body}\n</tbody>\n</table>`
}

const describe = (name: string) => name.toLowerCase().replaceAll('_', ' ')

/** The target of the console's 'Launch AuthN API Docs': what this emulator serves, on one page. */
export function apiDocsPage({ issuerPath, authnRoot, apiRoot, gatewayRoot }: ApiDocsOptions): string {
  const authentication: Row[] = [
    { method: 'GET', path: `${issuerPath}/.well-known/openid-configuration`, what: 'OpenID Connect discovery', access: 'public' },
    { method: 'GET', path: `${issuerPath}/jwks`, what: 'signing keys (RS256)', access: 'public' },
    { method: 'GET', path: `${issuerPath}/auth`, what: 'authorization: code flow with PKCE (S256), client iam-ui', access: 'browser' },
    { method: 'POST', path: `${issuerPath}/token`, what: 'code for id_token and access token', access: 'public' },
    { method: 'GET', path: `${issuerPath}/me`, what: 'userinfo', access: 'token' },
    { method: 'GET', path: `${issuerPath}/session/end`, what: 'RP-initiated logout', access: 'browser' },
    { method: 'GET', path: `${authnRoot}/interaction/{uid}`, what: 'login step of a sign-in', access: 'browser' },
    { method: 'POST', path: `${authnRoot}/sessions`, what: 'login form: login, password, interaction', access: 'browser' },
    { method: 'GET', path: `${authnRoot}/api-docs`, what: 'this page', access: 'public' },
  ]

  const roots = { api: apiRoot, gateway: gatewayRoot }
  // Keyed by method and path: activate and deactivate share PUT …/active and get one row.
  const iam = new Map<string, Row>()
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    const { method, root, path } = endpoints[name]
    if (root === 'authority') continue
    const fullPath = `${roots[root]}${path.replace(/:(\w+)/g, '{$1}')}`
    const existing = iam.get(`${method} ${fullPath}`)
    if (existing) {
      existing.what += `, ${describe(name)}`
      continue
    }
    const access = isPublicApiCall(root, method, path) ? 'public' : 'token'
    iam.set(`${method} ${fullPath}`, { method, path: fullPath, what: describe(name), access })
  }
  const metadataPath = `${apiRoot}/saml/sp/metadata`
  iam.set(`GET ${metadataPath}`, { method: 'GET', path: metadataPath, what: 'service provider SAML metadata', access: 'public' })

  return page(
    'IAM emulator API',
    [
      '<h1>IAM emulator API</h1>',
      '<p>The local IAM emulator serves these endpoints. Protected calls need',
      ' <code>Authorization: Bearer &lt;id_token&gt;</code>; without a valid one they answer 401',
      ' with error code <code>AUTHN_ERR_11</code>.</p>',
      '<h2>Authentication</h2>',
      table(authentication),
      '<h2>Identity and access management</h2>',
      table([...iam.values()]),
    ].join('\n'),
  )
}
