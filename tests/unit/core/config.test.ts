// @vitest-environment node
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { runInNewContext } from 'node:vm'
import { describe, expect, it, vi } from 'vitest'
import { defaultConfig, readConfig } from '../../../src/core/config'

const origin = 'https://pc.example.com:9440'

describe('readConfig', () => {
  it('gives every default of config.js when nothing is configured', () => {
    const config = readConfig(undefined, origin)
    expect(config).toEqual({
      apiRoot: '/api/iam/v1',
      authnRoot: '/api/iam/authn/v1',
      gatewayRoot: '/PrismGateway',
      versionKey: 'version',
      oidc: {
        authority: `${origin}/api/iam/authn`,
        client_id: 'iam-ui',
        scope: 'openid profile email',
        redirect_uri: `${origin}/ui/iam/callback`,
        silent_redirect_uri: `${origin}/ui/iam/silent-renew`,
        post_logout_redirect_uri: `${origin}/ui/iam/login`,
      },
      apiDocsUrl: '/api/iam/authn/v1/api-docs',
      docsVersion: '5.18',
      maxCertificates: 2,
      defaultPassword: 'Nutanix/4u',
      allowedRedirectHosts: [],
      mock: false,
      mockDelayMs: 1000,
    })
  })

  it('takes valid values over the defaults and trims trailing slashes from roots', () => {
    const report = vi.fn()
    const config = readConfig(
      {
        apiRoot: 'https://iam.example.com/api/iam/v1/',
        maxCertificates: 5,
        mock: true,
        mockDelayMs: 0,
        allowedRedirectHosts: ['idp.example.com', 'sso.example.org:8443', 'idp_1.corp', '[fd00::1]:443'],
        oidc: { client_id: 'console' },
      },
      origin,
      report,
    )
    expect(report).not.toHaveBeenCalled()
    expect(config.apiRoot).toBe('https://iam.example.com/api/iam/v1')
    expect(config.maxCertificates).toBe(5)
    expect(config.mock).toBe(true)
    expect(config.mockDelayMs).toBe(0)
    expect(config.allowedRedirectHosts).toEqual(['idp.example.com', 'sso.example.org:8443', 'idp_1.corp', '[fd00::1]:443'])
    expect(config.oidc.client_id).toBe('console')
    expect(config.oidc.scope).toBe('openid profile email')
  })

  it('keeps the authority as written, a trailing slash included: it is the issuer tokens name', () => {
    expect(readConfig({ oidc: { authority: 'https://idp.example.com/' } }, origin).oidc.authority).toBe('https://idp.example.com/')
  })

  it('takes a path only when it stays on this origin: a second slash or a backslash names another host', () => {
    const report = vi.fn()
    const config = readConfig({ authnRoot: '//evil.example/authn', gatewayRoot: '/\\evil.example/gw', apiDocsUrl: '//evil.example/docs' }, origin, report)
    const defaults = defaultConfig(origin)
    expect(config.authnRoot).toBe(defaults.authnRoot)
    expect(config.gatewayRoot).toBe(defaults.gatewayRoot)
    expect(config.apiDocsUrl).toBe(defaults.apiDocsUrl)
    expect(report).toHaveBeenCalledTimes(3)
    expect(readConfig({ authnRoot: '/custom/authn' }, origin).authnRoot).toBe('/custom/authn')
  })

  it('reports each invalid value and keeps its default, never throwing', () => {
    const report = vi.fn()
    const config = readConfig(
      {
        apiRoot: 'ftp://nope',
        maxCertificates: 'two',
        mock: 'yes',
        mockDelayMs: -5,
        allowedRedirectHosts: ['https://evil.example.com/path'],
        oidc: { authority: '/relative', redirect_uri: 42 },
      },
      origin,
      report,
    )
    const defaults = defaultConfig(origin)
    expect(config.apiRoot).toBe(defaults.apiRoot)
    expect(config.maxCertificates).toBe(2)
    expect(config.mock).toBe(false)
    expect(config.mockDelayMs).toBe(1000)
    expect(config.allowedRedirectHosts).toEqual([])
    expect(config.oidc).toEqual(defaults.oidc)
    expect(report).toHaveBeenCalledTimes(7)
    expect(report.mock.calls.map(([message]) => String(message))).toContainEqual(
      expect.stringContaining('maxCertificates'),
    )
  })

  it('falls back to all defaults when the setting is not an object', () => {
    const report = vi.fn()
    expect(readConfig('mock', origin, report)).toEqual(defaultConfig(origin))
    expect(report).toHaveBeenCalledOnce()
    expect(readConfig({ oidc: 'x' }, origin, report).oidc).toEqual(defaultConfig(origin).oidc)
    expect(report).toHaveBeenCalledTimes(2)
  })

  it('lets the API docs link follow a changed authnRoot unless it is set itself', () => {
    expect(readConfig({ authnRoot: '/authn' }, origin).apiDocsUrl).toBe('/authn/api-docs')
    expect(readConfig({ authnRoot: '/authn', apiDocsUrl: '/docs' }, origin).apiDocsUrl).toBe('/docs')
  })

  it('falls back to the docs of a changed authnRoot when the API docs link is set wrongly', () => {
    const report = vi.fn()
    expect(readConfig({ authnRoot: '/authn', apiDocsUrl: 42 }, origin, report).apiDocsUrl).toBe('/authn/api-docs')
    expect(report).toHaveBeenCalledTimes(1)
  })
})

describe('public/config.js', () => {
  const source = readFileSync(resolve(import.meta.dirname, '../../../public/config.js'), 'utf8')

  /** The settings the file sets, run as the plain script it is against a stand-in `window`. */
  function settingsOf(script: string): unknown {
    const page = { location: { origin } } as { location: { origin: string }; __IAM_CONFIG__?: unknown }
    runInNewContext(script, { window: page })
    return page.__IAM_CONFIG__
  }

  it('sets every default that the console itself falls back to', () => {
    expect(settingsOf(source)).toEqual(defaultConfig(origin))
  })

  it('moves the API docs link with the login endpoint when a deployer edits only authnRoot', () => {
    const edited = source.replace("'/api/iam/authn/v1'", "'/authn/v1'")
    expect(edited).not.toBe(source)
    expect(readConfig(settingsOf(edited), origin)).toMatchObject({ authnRoot: '/authn/v1', apiDocsUrl: '/authn/v1/api-docs' })
  })
})
