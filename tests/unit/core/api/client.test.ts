import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod/mini'
import { call, callEndpoint } from '../../../../src/core/api/client'
import type { EndpointDef } from '../../../../src/core/api/endpoints'
import { ApiError } from '../../../../src/core/api/errors'
import { storeTokens } from '../../../../src/core/auth/token-storage'
import { defaultConfig, setAppConfig } from '../../../../src/core/config'
import { mockServer } from '../../../../mocks/node'

const API = 'http://localhost:3000/api/iam/v1'

interface Seen {
  method: string
  url: URL
  headers: Headers
  body: string
  cache: RequestCache
}

/** Answers one method and path with `reply` and records what the console sent. */
function answer(method: 'get' | 'post' | 'put' | 'delete', path: string, reply: () => Response | Promise<Response>) {
  const seen: Seen[] = []
  mockServer.use(
    http[method](`${API}${path}`, async ({ request }) => {
      seen.push({ method: request.method, url: new URL(request.url), headers: request.headers, body: await request.text(), cache: request.cache })
      return reply()
    }),
  )
  return seen
}

const user = {
  uuid: 'u-1',
  username: 'jdoe',
  type: 'local' as const,
  display_name: 'J Doe',
  locale: 'en_US',
  additional_attributes: { email_address: 'jdoe@example.com' },
  active: true,
}

afterEach(() => {
  localStorage.clear()
  setAppConfig(defaultConfig(window.location.origin))
})

describe('call(): building the request', () => {
  it('fills :name path parameters from the payload, encodes them and leaves them out of the body', async () => {
    const seen = answer('put', '/users/:uuid/active', () => HttpResponse.json({}))
    await callEndpoint('ACTIVATE_USER', { uuid: 'a/b c', active: true })
    expect(seen[0]?.url.pathname).toBe('/api/iam/v1/users/a%2Fb%20c/active')
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ active: true })
    expect(seen[0]?.headers.get('content-type')).toBe('application/json')
  })

  it('sends a user update as the whole user, its uuid in the path and in the body', async () => {
    const seen = answer('put', '/users/:uuid', () => HttpResponse.json({ ...user, uuid: 'a/b c' }))
    await callEndpoint('UPDATE_USER', { ...user, uuid: 'a/b c', display_name: 'New' })
    expect(seen[0]?.url.pathname).toBe('/api/iam/v1/users/a%2Fb%20c')
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ ...user, uuid: 'a/b c', display_name: 'New' })
  })

  // The URL parser reads a `.` or `..` segment as a step (even written %2e): a call about one item
  // would go to another path with the admin's token.
  it.each([
    ['DELETE_ACCESS_KEY', { uuid: 'sa-1', keyUuid: '..' }],
    ['DELETE_SERVICE_ACCOUNT', { uuid: '.' }],
    ['DELETE_SAML_IDP', { idp_id: '..' }],
    ['GET_USER', { uuid: '..' }],
  ] as const)('%s with %o sends nothing: a path parameter is never a step', async (name, input) => {
    const fetch = vi.spyOn(globalThis, 'fetch')
    await expect(callEndpoint(name, input)).rejects.toThrow(TypeError)
    expect(fetch).not.toHaveBeenCalled()
  })

  it('sends a path parameter that only holds dots among other characters, encoded', async () => {
    const seen = answer('get', '/users/:uuid', () => HttpResponse.json({ ...user, uuid: '..a' }))
    await callEndpoint('GET_USER', { uuid: '..a' })
    expect(seen[0]?.url.pathname).toBe('/api/iam/v1/users/..a')
  })

  it('never sends client-only fields such as confirm_password and idp_name', async () => {
    const seen = answer('put', '/users/:uuid', () => HttpResponse.json(user))
    const edited = { ...user, password: 'x', confirm_password: 'x', idp_name: 'Okta' }
    await callEndpoint('UPDATE_USER', edited)
    const body = JSON.parse(seen[0]?.body ?? '') as Record<string, unknown>
    expect(body).not.toHaveProperty('confirm_password')
    expect(body).not.toHaveProperty('idp_name')
    expect(body.password).toBe('x')
  })

  it('sends the stored user whole: fields the console does not know are merged, not trimmed', async () => {
    const seen = answer('put', '/users/:uuid', () => HttpResponse.json(user))
    const stored = { ...user, created_time: '2026-01-02T03:04:05Z', additional_attributes: { email_address: 'jdoe@example.com', phone: '+1 555' } }
    await callEndpoint('UPDATE_USER', { ...stored, display_name: 'New' })
    const body = JSON.parse(seen[0]?.body ?? '') as Record<string, unknown>
    expect(body).toMatchObject({ display_name: 'New', created_time: '2026-01-02T03:04:05Z', additional_attributes: stored.additional_attributes })
  })

  it('keeps a path parameter in the body where the endpoint says so (directory update)', async () => {
    const seen = answer('put', '/directory_services/:dir_id', () => HttpResponse.json({}))
    await callEndpoint('UPDATE_DIRECTORY_SERVICE', {
      dir_id: 'd-1',
      name: 'Corp',
      directory_type: 'ACTIVE_DIRECTORY',
      domain_name: 'corp.example.com',
      url: 'ldap://ad.corp.example.com:389',
      service_account: { username: 'svc', password: 'secret' },
    })
    expect(seen[0]?.url.pathname).toBe('/api/iam/v1/directory_services/d-1')
    expect(JSON.parse(seen[0]?.body ?? '')).toMatchObject({ dir_id: 'd-1', group_search_type: 'NON_RECURSIVE' })
  })

  it('sends no body when nothing is left to send (a new access key is a bare POST)', async () => {
    const seen = answer('post', '/service_accounts/:uuid/nutanix_acccess_keys', () =>
      HttpResponse.json(
        { uuid: 'k', serial_number: '1', created_time: '2026-01-01T00:00:00Z', expiry_time: '2027-01-01T00:00:00Z' },
        { status: 201 },
      ),
    )
    await callEndpoint('CREATE_ACCESS_KEY', { uuid: 's-1' })
    expect(seen[0]?.body).toBe('')
    expect(seen[0]?.headers.get('content-type')).toBeNull()
  })

  it('sends a bind password exactly as typed, spaces included', async () => {
    const seen = answer('post', '/directory_services', () => HttpResponse.json({}, { status: 201 }))
    await callEndpoint('ADD_DIRECTORY_SERVICE', {
      name: ' Corp ',
      directory_type: 'ACTIVE_DIRECTORY',
      domain_name: 'corp.example.com',
      url: 'ldaps://ad.corp.example.com:636',
      service_account: { username: 'svc', password: ' pass phrase ' },
    })
    expect(JSON.parse(seen[0]?.body ?? '')).toMatchObject({ name: 'Corp', service_account: { password: ' pass phrase ' } })
  })

  it('sends a GET payload as the query string, leaving out what is not set', async () => {
    const seen = answer('get', '/users', () => HttpResponse.json({ result: [user], total_matches: 1 }))
    await callEndpoint('GET_USERS', { length: 5, offset: 10, filter: 'username==jd.*' })
    await callEndpoint('GET_USERS', { length: 5, offset: 0 })
    expect(seen[0]?.url.search).toBe('?length=5&offset=10&filter=username%3D%3Djd.*')
    expect(seen[0]?.body).toBe('')
    expect(seen[1]?.url.searchParams.has('filter')).toBe(false)
  })

  it('sends a multipart body as one part named files', async () => {
    const upload: EndpointDef = {
      method: 'POST',
      root: 'api',
      path: '/uploads',
      multipart: true,
      input: z.object({ files: z.instanceof(Blob) }),
      output: z.unknown(),
    }
    // jsdom's FormData cannot cross into Node's fetch, so look at what call() hands to fetch.
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }))
    await call(upload, { files: new Blob(['<xml/>'], { type: 'text/xml' }) })
    const init = fetchSpy.mock.calls[0]?.[1]
    expect(init?.body).toBeInstanceOf(FormData)
    const form = init?.body as FormData
    expect([...form.keys()]).toEqual(['files'])
    expect(await (form.get('files') as Blob).text()).toBe('<xml/>')
    expect(new Headers(init?.headers).has('content-type')).toBe(false)
  })

  it('sends the stored id_token as a Bearer credential, and nothing when none is stored', async () => {
    const seen = answer('get', '/system_configuration', () =>
      HttpResponse.json({ welcome_banner_status: false, welcome_banner_content: '' }),
    )
    await callEndpoint('GET_SYSTEM_CONFIG', {})
    storeTokens({ access_token: 'at', expires_in: 300, id_token: 'header.payload.sig', token_type: 'Bearer' })
    await callEndpoint('GET_SYSTEM_CONFIG', {})
    expect(seen[0]?.headers.get('authorization')).toBeNull()
    expect(seen[1]?.headers.get('authorization')).toBe('Bearer header.payload.sig')
  })

  it('uses the configured roots, absolute or relative', async () => {
    setAppConfig({ ...defaultConfig(window.location.origin), apiRoot: 'http://iam.test/base' })
    let hit = ''
    mockServer.use(
      http.get('http://iam.test/base/system_configuration', ({ request }) => {
        hit = request.url
        return HttpResponse.json({ welcome_banner_status: true, welcome_banner_content: '<b>x</b>' })
      }),
    )
    await callEndpoint('GET_SYSTEM_CONFIG', {})
    expect(hit).toBe('http://iam.test/base/system_configuration')
  })

  it('refuses a payload that does not fit the endpoint before anything is sent', async () => {
    const seen = answer('post', '/service_accounts', () => HttpResponse.json({}))
    await expect(callEndpoint('CREATE_SERVICE_ACCOUNT', { name: '   ' })).rejects.toThrow('Required')
    expect(seen).toHaveLength(0)
  })
})

describe('call(): reading the reply', () => {
  it('parses JSON by the endpoint schema', async () => {
    answer('get', '/users/:uuid', () => HttpResponse.json(user))
    await expect(callEndpoint('GET_USER', { uuid: 'u-1' })).resolves.toMatchObject({ username: 'jdoe' })
  })

  it('parses a text/plain 200 reply as JSON', async () => {
    answer('get', '/users/:uuid', () => HttpResponse.text(JSON.stringify(user)))
    await expect(callEndpoint('GET_USER', { uuid: 'u-1' })).resolves.toMatchObject({ uuid: 'u-1' })
  })

  it('takes 204 as ok', async () => {
    answer('delete', '/service_accounts/:uuid', () => new HttpResponse(null, { status: 204 }))
    await expect(callEndpoint('DELETE_SERVICE_ACCOUNT', { uuid: 's-1' })).resolves.toBeNull()
  })

  it('keeps the fields of a user the console does not know, so that an update can send them back', async () => {
    answer('get', '/users/:uuid', () => HttpResponse.json({ ...user, created_time: '2026-01-02T03:04:05Z', additional_attributes: { phone: '+1 555' } }))
    await expect(callEndpoint('GET_USER', { uuid: 'u-1' })).resolves.toMatchObject({ created_time: '2026-01-02T03:04:05Z', additional_attributes: { phone: '+1 555' } })
  })

  it.each([
    ['200 with no body and no type', () => new HttpResponse(null, { status: 200 })],
    ['201 with no body and no type', () => new HttpResponse(null, { status: 201 })],
    ['200 with an empty JSON body', () => new HttpResponse('', { status: 200, headers: { 'Content-Type': 'application/json' } })],
  ])('takes a change answered %s as done', async (_, reply) => {
    answer('put', '/users/:uuid/active', reply)
    await expect(callEndpoint('DEACTIVATE_USER', { uuid: 'u-1', active: false })).resolves.toBeNull()
  })

  it('answers a read with an empty body by INVALID_SERVER_RESPONSE: it has nothing to show', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    answer('get', '/users/:uuid', () => new HttpResponse(null, { status: 200 }))
    await expect(callEndpoint('GET_USER', { uuid: 'u-1' })).rejects.toMatchObject({ code: 'INVALID_SERVER_RESPONSE' })
  })

  it('answers a reply that does not fit the schema with INVALID_SERVER_RESPONSE, not a crash', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    answer('get', '/users/:uuid', () => HttpResponse.json({ username: 42 }))
    await expect(callEndpoint('GET_USER', { uuid: 'u-1' })).rejects.toMatchObject({ code: 'INVALID_SERVER_RESPONSE' })
    expect(logged).toHaveBeenCalled()
  })

  it.each([
    ['an HTML page', () => HttpResponse.html('<html>login</html>')],
    ['malformed JSON', () => new HttpResponse('{"result": [', { headers: { 'Content-Type': 'application/json' } })],
    ['a text/plain reply that is not JSON', () => HttpResponse.text('OK')],
  ])('answers %s with INVALID_SERVER_RESPONSE', async (_, reply) => {
    answer('get', '/users/:uuid', reply)
    await expect(callEndpoint('GET_USER', { uuid: 'u-1' })).rejects.toMatchObject({ code: 'INVALID_SERVER_RESPONSE' })
  })

  it('turns a non-2xx reply into an ApiError carrying the error-response object', async () => {
    const body = { details: 'User not found', endpoint: '/users/x', error_code: 'IAM_ERR_19', severity: 'ERROR' }
    answer('get', '/users/:uuid', () => HttpResponse.json(body, { status: 404 }))
    const error = await callEndpoint('GET_USER', { uuid: 'x' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 404, code: 'HTTP_404', body })
  })

  it('keeps every readable field of an error object whose other fields are of the wrong kind', async () => {
    const body = { message: 'The new password was used before.', details: 42, endpoint: ['x'], error_code: 'IAM_ERR_28', severity: null }
    answer('put', '/users/password', () => HttpResponse.json(body, { status: 400 }))
    const error = await callEndpoint('CHANGE_PASSWORD', { username: 'a', old_password: 'b', new_password: 'c' }).catch((e: unknown) => e)
    expect(error).toMatchObject({ status: 400, body: { message: 'The new password was used before.', error_code: 'IAM_ERR_28' } })
    expect((error as ApiError).body?.details).toBeUndefined()
  })

  it('keeps the status of a non-2xx reply whose body is not an error object', async () => {
    answer('get', '/users/:uuid', () => HttpResponse.html('<h1>Bad gateway</h1>', { status: 502 }))
    await expect(callEndpoint('GET_USER', { uuid: 'x' })).rejects.toMatchObject({ status: 502, body: undefined })
  })

  it('counts a 2xx reply carrying a code field as a failure', async () => {
    answer('post', '/service_accounts/:uuid/nutanix_acccess_keys', () =>
      HttpResponse.json({ code: 'IAM_ERR_22', message: 'invalid service account' }, { status: 201 }),
    )
    await expect(callEndpoint('CREATE_ACCESS_KEY', { uuid: 's-1' })).rejects.toMatchObject({
      status: 201,
      body: { error_code: 'IAM_ERR_22' },
    })
  })

  it('asks the browser to keep no answer in its HTTP cache, whatever the service’s headers say', async () => {
    const seen = answer('get', '/users/:uuid', () => HttpResponse.json(user, { headers: { 'Cache-Control': 'max-age=3600' } }))
    await callEndpoint('GET_USER', { uuid: 'u-1' })
    expect(seen[0]?.cache).toBe('no-store')
  })

  it('does not follow a redirect: the session is gone (RECEIVED_LOGIN_REDIRECT)', async () => {
    answer('get', '/users/:uuid', () => new HttpResponse(null, { status: 302, headers: { Location: '/ui/iam/login' } }))
    await expect(callEndpoint('GET_USER', { uuid: 'u-1' })).rejects.toMatchObject({ code: 'RECEIVED_LOGIN_REDIRECT' })
  })

  it('turns a network failure into FETCH_COMMUNICATION_ERROR', async () => {
    answer('get', '/users/:uuid', () => HttpResponse.error())
    await expect(callEndpoint('GET_USER', { uuid: 'u-1' })).rejects.toMatchObject({ code: 'FETCH_COMMUNICATION_ERROR' })
  })

  it('honours an AbortSignal and reports the abort as such', async () => {
    answer('get', '/users/:uuid', async () => {
      await new Promise((resolve) => setTimeout(resolve, 200))
      return HttpResponse.json(user)
    })
    const controller = new AbortController()
    const pending = callEndpoint('GET_USER', { uuid: 'u-1' }, { signal: controller.signal })
    controller.abort()
    const error = await pending.catch((e: unknown) => e)
    expect(error).not.toBeInstanceOf(ApiError)
    expect((error as Error).name).toBe('AbortError')
  })
})
