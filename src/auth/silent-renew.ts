import { appConfig } from '../config'
import { createUserManager } from './oidc'

/** The silent-renew page, in its hidden frame: hands the provider's reply to the console that opened it. */
export async function finishSilentRenew(): Promise<void> {
  await createUserManager(appConfig()).signinSilentCallback()
}
