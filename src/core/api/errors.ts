import { hasMessage, t } from '../i18n/t'
import { isCodeLoadFailure } from '../utils/code-load-failure'
import type { ErrorResponse } from './schemas'

/** Errors the console makes itself (docs/product/errors.md), as opposed to codes the service sends. */
export const CLIENT_ERROR_CODES = [
  'RECEIVED_LOGIN_REDIRECT',
  'INVALID_SERVER_RESPONSE',
  'FETCH_COMMUNICATION_ERROR',
] as const
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number]

/** HTTP statuses that raise the bad-request toast and stop a batch (docs/product/errors.md 'Bad HTTP codes'). */
const BAD_CODES: readonly number[] = [400, 409]

/** A failed call: either one the console detected itself, or a non-2xx reply of the service. */
export class ApiError extends Error {
  override readonly name = 'ApiError'

  constructor(
    /** A client error code, or `HTTP_<status>` for a service reply. */
    readonly code: ClientErrorCode | `HTTP_${number}`,
    /** The HTTP status, when the service answered. */
    readonly status?: number,
    /** The service's error-response object, when it sent one. */
    readonly body?: ErrorResponse,
    options?: { cause?: unknown },
  ) {
    super(body?.details ?? body?.message ?? code, options)
  }

  static client(code: ClientErrorCode, cause?: unknown): ApiError {
    return new ApiError(code, undefined, undefined, { cause })
  }

  /** True for the codes after which the product stops a batch (docs/product/errors.md 'Bad HTTP codes'). */
  get isBadCode(): boolean {
    return this.status !== undefined && BAD_CODES.includes(this.status)
  }

  /** Worth trying again: the service failed (5xx) or could not be reached. Never a 4xx. */
  get isRetryable(): boolean {
    if (this.code === 'FETCH_COMMUNICATION_ERROR') return true
    return this.status !== undefined && this.status >= 500
  }

  /** The session is gone: the service redirected to sign-in or refused the token. */
  get isSessionLost(): boolean {
    return this.code === 'RECEIVED_LOGIN_REDIRECT' || this.status === 401
  }
}

/**
 * What browsers say, in a TypeError, when a fetch found no server: Chromium's 'Failed to fetch',
 * Firefox's 'NetworkError when attempting to fetch resource', Safari's 'Load failed' (a module's
 * import that found none: isCodeLoadFailure). A TypeError is also what a bug throws, so the type
 * alone says nothing.
 */
const UNREACHABLE = /failed to fetch|networkerror|load failed/i

/**
 * A failure to reach a server: the API client's carry their code; the sign-in client names a call
 * that ran out of time 'ErrorTimeout'; a browser's own is a TypeError in the words above.
 */
export function isConnectionFailure(error: unknown): boolean {
  if (error instanceof ApiError) return error.code === 'FETCH_COMMUNICATION_ERROR'
  if (error instanceof Error && error.name === 'ErrorTimeout') return true
  return (error instanceof TypeError && UNREACHABLE.test(error.message)) || isCodeLoadFailure(error)
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/**
 * The user-facing text for a service error code (docs/product/errors.md): shown only when the code
 * contains 'ERR' and not '412' (the refresh code); its last number selects the text.
 * Returns undefined when nothing is to be shown.
 */
export function errorCodeText(code: string | null | undefined): string | undefined {
  if (!code || !code.includes('ERR') || code.includes('412')) return undefined
  const number = code.match(/(\d+)(?!.*\d)/)?.[1]
  const key = number === undefined ? undefined : `Errors.codes.${String(Number(number))}`
  if (key === undefined || !hasMessage(key)) return t('Errors.unknownError')
  return t('Errors.encountered', { error: t(key) })
}

/**
 * The one sentence that explains a failure to the user, or undefined when the failure is
 * to be passed over silently (the 412 refresh code).
 */
export function describeError(error: unknown): string | undefined {
  if (!isApiError(error)) return t('Errors.unknownError')
  if (error.status === undefined) return t(`Errors.${error.code as ClientErrorCode}`)
  // A refused token means the session is over, whatever code came with it.
  if (error.status === 401) return t('Errors.RECEIVED_LOGIN_REDIRECT')
  const code = error.body?.error_code
  if (code?.includes('412')) return undefined
  const coded = errorCodeText(code)
  if (coded) return coded
  if (error.isBadCode) return t('Errors.badRequest')
  return errorCodeText(`ERR_${error.status}`)
}
