// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ApiError, describeError, errorCodeText } from '../../../../src/core/api/errors'

describe('errorCodeText', () => {
  it.each([
    ['AUTHN_ERR_7', 'We encountered a login failure: the user name or password did not match. Please try again.'],
    ['ERR-401', 'We encountered a login failure. Please try again.'],
    ['IAM_ERR_29', 'We encountered a disabled account. Please try again.'],
    ['IAM_ERR_31', 'We encountered an unknown error. Please try again.'],
    ['ERR_999', 'We encountered an unknown error. Please try again.'],
    // The codes with a text of their own are 0 to 31, 400, 401, 404 and 500; any other number is unknown.
    ['IAM_ERR_409', 'We encountered an unknown error. Please try again.'],
    ['ERR-403', 'We encountered an unknown error. Please try again.'],
    ['ERR', 'We encountered an unknown error. Please try again.'],
    ['IAM_ERR_007', 'We encountered a login failure: the user name or password did not match. Please try again.'],
  ])('%s reads %j', (code, text) => {
    expect(errorCodeText(code)).toBe(text)
  })

  it.each(['ERR-412', 'AUTHN_ERR_412', 'AUTHN_7', 'err_7', '', null, undefined])(
    'shows nothing for %j (no ERR, or the 412 refresh code)',
    (code) => {
      expect(errorCodeText(code)).toBeUndefined()
    },
  )
})

describe('describeError', () => {
  it('gives the client-made texts', () => {
    expect(describeError(ApiError.client('FETCH_COMMUNICATION_ERROR'))).toBe('Error in connecting to server ...')
    expect(describeError(ApiError.client('INVALID_SERVER_RESPONSE'))).toBe(
      'Either server not authenticated or error on server',
    )
    expect(describeError(ApiError.client('RECEIVED_LOGIN_REDIRECT'))).toBe(
      'Your session expired. Please refresh the page.',
    )
  })

  it('prefers the service code, then the bad-request default, then the status', () => {
    expect(describeError(new ApiError('HTTP_400', 400, { error_code: 'IAM_ERR_19' }))).toBe(
      'We encountered a user that was not found. Please try again.',
    )
    expect(describeError(new ApiError('HTTP_409', 409, { details: 'exists' }))).toBe('Bad Request HTTP 400.')
    expect(describeError(new ApiError('HTTP_400', 400))).toBe('Bad Request HTTP 400.')
    expect(describeError(new ApiError('HTTP_500', 500))).toBe(
      'We encountered an unexpected internal error. Please try again.',
    )
    expect(describeError(new ApiError('HTTP_403', 403))).toBe('We encountered an unknown error. Please try again.')
    expect(describeError(new ApiError('HTTP_401', 401))).toBe('Your session expired. Please refresh the page.')
  })

  it('passes the 412 refresh code over in silence', () => {
    expect(describeError(new ApiError('HTTP_412', 412, { error_code: 'ERR-412' }))).toBeUndefined()
  })

  it('explains an unexpected error as unknown', () => {
    expect(describeError(new TypeError('boom'))).toBe('We encountered an unknown error. Please try again.')
  })
})

describe('ApiError', () => {
  it('retries only 5xx and network failures', () => {
    expect(ApiError.client('FETCH_COMMUNICATION_ERROR').isRetryable).toBe(true)
    expect(new ApiError('HTTP_502', 502).isRetryable).toBe(true)
    expect(new ApiError('HTTP_404', 404).isRetryable).toBe(false)
    expect(new ApiError('HTTP_409', 409).isRetryable).toBe(false)
    expect(ApiError.client('INVALID_SERVER_RESPONSE').isRetryable).toBe(false)
  })

  it('knows the bad codes and a lost session', () => {
    expect(new ApiError('HTTP_400', 400).isBadCode).toBe(true)
    expect(new ApiError('HTTP_409', 409).isBadCode).toBe(true)
    expect(new ApiError('HTTP_500', 500).isBadCode).toBe(false)
    expect(new ApiError('HTTP_401', 401).isSessionLost).toBe(true)
    expect(ApiError.client('RECEIVED_LOGIN_REDIRECT').isSessionLost).toBe(true)
  })
})
