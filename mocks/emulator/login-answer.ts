import { randomBytes } from 'node:crypto'
import type { User } from '../../src/core/api/schemas'
import { accountClaims } from './account-claims'
import { mintIdToken } from './id-token'
import type { SigningKey } from './signing-key'

/**
 * How a successful login posted without an interaction is answered: 'code', the emulator's own
 * way (a pre-authentication cookie, then the console's code sign-in), or 'fragment', the real
 * service's compatibility path, which hands the tokens over in the console's address fragment.
 */
export type LoginAnswerMode = 'code' | 'fragment'

export interface FragmentAnswerOptions {
  signingKey: SigningKey
  /** The provider's issuer URL. */
  issuer: string
  clientId: string
  tokenTtlSeconds: number
  /** e.g. /ui/iam/ */
  consoleBasePath: string
  now?: () => number
}

/** The answer mode (switched by a test control, docs/emulator.md) and the fragment it leads to. */
export class LoginAnswer {
  mode: LoginAnswerMode = 'code'

  constructor(private readonly options: FragmentAnswerOptions) {}

  /**
   * In fragment mode, where the login of `user` sends the browser:
   * `/ui/iam/#access_token=…&expires_in=…&id_token=…&state=…&token_type=Bearer`. The posted
   * `state` is echoed as it came, for the console to match with the one it posted; without one
   * there is none to echo, and the console refuses the answer. Undefined in code mode.
   */
  fragmentLocation(user: User, state: string | undefined): string | undefined {
    if (this.mode !== 'fragment') return undefined
    const { signingKey, issuer, clientId, tokenTtlSeconds, consoleBasePath } = this.options
    const iat = Math.floor((this.options.now ?? Date.now)() / 1000)
    const claims = { iss: issuer, aud: clientId, ...accountClaims(user), iat, exp: iat + tokenTtlSeconds }
    const fragment = new URLSearchParams({
      // The API takes the id_token as its bearer token; the access token is only ever handed over.
      access_token: randomBytes(32).toString('base64url'),
      expires_in: String(tokenTtlSeconds),
      id_token: mintIdToken({ privateJwk: signingKey.privateJwk, kid: signingKey.kid, claims }),
      ...(state === undefined ? {} : { state }),
      token_type: 'Bearer',
    })
    return `${consoleBasePath}#${fragment.toString()}`
  }
}
