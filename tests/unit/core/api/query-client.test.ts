import type { QueryClient } from '@tanstack/react-query'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../../src/core/api/errors'
import { apiBatchMutation, apiMutation, apiQuery, queryKeyFor } from '../../../../src/core/api/endpoint-options'
import { notify } from '../../../../src/core/notify'
import { createQueryClient, failureMessage } from '../../../../src/core/api/query-client'
import { mockServer } from '../../../../mocks/node'
// The endpoints used here are the settings lists', whose English texts come with their screens' code.
import '../../../../src/core/i18n/other-screens-texts'

vi.mock('../../../../src/core/notify', () => ({ notify: vi.fn(), TOAST_DURATION_MS: 2000 }))

const API = 'http://localhost:3000/api/iam/v1'
const page = { length: 5, offset: 0 }

function runMutation(client: QueryClient, options: object, variables: unknown) {
  return client.getMutationCache().build(client, options).execute(variables)
}

describe('query keys', () => {
  it('are the endpoint name, then its input', () => {
    expect(queryKeyFor('GET_USERS', { ...page, filter: 'username==a.*' })).toEqual([
      'GET_USERS',
      { length: 5, offset: 0, filter: 'username==a.*' },
    ])
    expect(apiQuery('GET_SAML_IDP', { idp_id: 'p-1' }).queryKey).toEqual(['GET_SAML_IDP', { idp_id: 'p-1' }])
  })
})

describe('createQueryClient', () => {
  let client: QueryClient
  const onSessionLost = vi.fn()

  beforeEach(() => {
    onSessionLost.mockClear()
    client = createQueryClient({ onSessionLost })
  })

  it('invalidates exactly the queries the endpoint names after a mutation succeeds, and toasts its text', async () => {
    await client.query(apiQuery('GET_SERVICE_ACCOUNTS', page))
    await client.query(apiQuery('GET_USERS', page))
    await runMutation(client, apiMutation('CREATE_SERVICE_ACCOUNT'), { name: 'ci-robot', email_address: 'ci@example.com' })
    expect(client.getQueryState(queryKeyFor('GET_SERVICE_ACCOUNTS', page))?.isInvalidated).toBe(true)
    expect(client.getQueryState(queryKeyFor('GET_USERS', page))?.isInvalidated).toBe(false)
    expect(notify).toHaveBeenCalledWith('Successfully created a service account.', 'success')
  })

  it('toasts the endpoint failure text with the catalogue reason, and invalidates nothing', async () => {
    await client.query(apiQuery('GET_SERVICE_ACCOUNTS', page))
    mockServer.use(
      http.post(`${API}/service_accounts`, () =>
        HttpResponse.json({ error_code: 'IAM_ERR_22', details: 'Name taken' }, { status: 400 }),
      ),
    )
    await expect(runMutation(client, apiMutation('CREATE_SERVICE_ACCOUNT'), { name: 'x' })).rejects.toBeInstanceOf(
      ApiError,
    )
    expect(notify).toHaveBeenCalledWith(
      'Failed to create service account. We encountered an invalid service account. Please try again. Name taken',
      'error',
    )
    expect(client.getQueryState(queryKeyFor('GET_SERVICE_ACCOUNTS', page))?.isInvalidated).toBe(false)
  })

  it('reads the changed lists again after a conflict: what the screen showed is out of date', async () => {
    await client.query(apiQuery('GET_SERVICE_ACCOUNTS', page))
    await client.query(apiQuery('GET_USERS', page))
    mockServer.use(http.post(`${API}/service_accounts`, () => HttpResponse.json({ error_code: 'IAM_ERR_22' }, { status: 409 })))
    await expect(runMutation(client, apiMutation('CREATE_SERVICE_ACCOUNT'), { name: 'x' })).rejects.toBeInstanceOf(ApiError)
    expect(client.getQueryState(queryKeyFor('GET_SERVICE_ACCOUNTS', page))?.isInvalidated).toBe(true)
    expect(client.getQueryState(queryKeyFor('GET_USERS', page))?.isInvalidated).toBe(false)
  })

  it('reads the list again when the item is gone: deleted elsewhere, its row must go', async () => {
    await client.query(apiQuery('GET_SAML_IDENTITY_PROVIDERS', page))
    mockServer.use(
      http.delete(`${API}/saml_identity_providers/:id`, () =>
        HttpResponse.json({ error_code: 'IAM_ERR_404', details: 'no IdP found with the given name' }, { status: 404 }),
      ),
    )
    await expect(runMutation(client, apiBatchMutation('DELETE_SAML_IDP'), [{ idp_id: 'gone' }])).rejects.toMatchObject({ done: 0 })
    expect(client.getQueryState(queryKeyFor('GET_SAML_IDENTITY_PROVIDERS', page))?.isInvalidated).toBe(true)
  })

  it('leaves an item that is gone alone after a failed update: the open form keeps what was typed', async () => {
    const item = queryKeyFor('GET_SAML_IDP', { idp_id: 'gone' })
    client.setQueryData(item, { uuid: 'gone' })
    mockServer.use(http.put(`${API}/saml_identity_providers/:id`, () => HttpResponse.json({ error_code: 'IAM_ERR_404' }, { status: 404 })))
    const update = { idp_id: 'gone', saml_idp_name: 'Okta', username_attr: 'u', email_attr: 'e', groups_attr: '', type: 'url', idp_metadata_url: 'https://idp.example.com/m' }
    await expect(runMutation(client, apiMutation('UPDATE_SAML_IDP'), update)).rejects.toMatchObject({ status: 404 })
    expect(client.getQueryState(item)?.isInvalidated).toBe(false)
  })

  it('runs a batch one by one, stops at the first failure and still refreshes what changed', async () => {
    await client.query(apiQuery('GET_SERVICE_ACCOUNTS', page))
    const deleted: string[] = []
    mockServer.use(
      http.delete(`${API}/service_accounts/:uuid`, ({ params }) => {
        const uuid = String(params.uuid)
        if (uuid === 'bad') return HttpResponse.json({ details: 'no' }, { status: 400 })
        deleted.push(uuid)
        return new HttpResponse(null, { status: 204 })
      }),
    )
    const inputs = [{ uuid: 'a' }, { uuid: 'bad' }, { uuid: 'c' }]
    await expect(runMutation(client, apiBatchMutation('DELETE_SERVICE_ACCOUNT'), inputs)).rejects.toMatchObject({
      done: 1,
      failedIndex: 1,
    })
    expect(deleted).toEqual(['a'])
    expect(notify).toHaveBeenCalledWith('Failed to delete service account. Bad Request HTTP 400. no', 'error')
    expect(client.getQueryState(queryKeyFor('GET_SERVICE_ACCOUNTS', page))?.isInvalidated).toBe(true)
  })

  it('toasts a failed read with its reason', async () => {
    mockServer.use(http.get(`${API}/users`, () => HttpResponse.json({}, { status: 500 })))
    await expect(client.query({ ...apiQuery('GET_USERS', page), retry: false })).rejects.toBeInstanceOf(ApiError)
    expect(notify).toHaveBeenCalledWith('We encountered an unexpected internal error. Please try again.', 'error')
    expect(onSessionLost).not.toHaveBeenCalled()
  })

  it('raises no toast for a call whose screen shows the failure itself', async () => {
    mockServer.use(http.get(`${API}/users`, () => HttpResponse.json({}, { status: 500 })))
    mockServer.use(http.put(`${API}/users/password`, () => HttpResponse.json({ message: 'Wrong' }, { status: 400 })))
    await expect(
      client.query({ ...apiQuery('GET_USERS', page, { failureShownByScreen: true }), retry: false }),
    ).rejects.toBeInstanceOf(ApiError)
    await expect(
      runMutation(client, apiMutation('CHANGE_PASSWORD', { failureShownByScreen: true }), {
        username: 'a',
        old_password: 'b',
        new_password: 'c',
      }),
    ).rejects.toBeInstanceOf(ApiError)
    expect(notify).not.toHaveBeenCalled()
  })

  it('leaves a lost session to onSessionLost instead of toasting it per call', async () => {
    mockServer.use(http.get(`${API}/users`, () => HttpResponse.json({}, { status: 401 })))
    mockServer.use(http.post(`${API}/service_accounts`, () => new HttpResponse(null, { status: 302 })))
    await expect(client.query({ ...apiQuery('GET_USERS', page), retry: false })).rejects.toBeInstanceOf(ApiError)
    await expect(runMutation(client, apiMutation('CREATE_SERVICE_ACCOUNT'), { name: 'x' })).rejects.toBeInstanceOf(
      ApiError,
    )
    expect(onSessionLost).toHaveBeenCalledTimes(2)
    expect(notify).toHaveBeenCalledTimes(1)
    expect(notify).toHaveBeenCalledWith('Failed to create service account.', 'error')
  })

  it('retries a GET only after a 5xx or a network failure, and never a mutation', () => {
    const retry = client.getDefaultOptions().queries?.retry
    if (typeof retry !== 'function') throw new Error('expected a retry policy')
    expect(retry(0, new ApiError('HTTP_503', 503))).toBe(true)
    expect(retry(1, ApiError.client('FETCH_COMMUNICATION_ERROR'))).toBe(true)
    expect(retry(2, new ApiError('HTTP_503', 503))).toBe(false)
    expect(retry(0, new ApiError('HTTP_404', 404))).toBe(false)
    expect(retry(0, new ApiError('HTTP_400', 400))).toBe(false)
    expect(client.getDefaultOptions().mutations?.retry).toBe(false)
  })

  it('tries a GET again after a 500 and then succeeds', async () => {
    let calls = 0
    mockServer.use(
      http.get(`${API}/system_configuration`, () => {
        calls++
        return calls === 1
          ? HttpResponse.json({}, { status: 500 })
          : HttpResponse.json({ welcome_banner_status: false, welcome_banner_content: '' })
      }),
    )
    const data = await client.query({ ...apiQuery('GET_SYSTEM_CONFIG', {}), retryDelay: 0 })
    expect(data.welcome_banner_status).toBe(false)
    expect(calls).toBe(2)
  })
})

describe('failureMessage', () => {
  it('leaves out repeated and empty parts', () => {
    expect(failureMessage('DELETE_SAML_IDP', ApiError.client('FETCH_COMMUNICATION_ERROR'))).toBe(
      'Failed to delete the provider. Error in connecting to server ...',
    )
    expect(failureMessage(undefined, new ApiError('HTTP_412', 412, { error_code: 'ERR-412' }))).toBe('')
  })

  it('still says a change failed when its code is the 412 refresh code, which adds no reason', () => {
    const refresh = new ApiError('HTTP_412', 412, { error_code: 'ERR-412', details: 'Refresh and try again.' })
    expect(failureMessage('DELETE_SAML_IDP', refresh)).toBe('Failed to delete the provider. Refresh and try again.')
  })
})
