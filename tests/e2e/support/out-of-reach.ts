import type { Page } from '@playwright/test'

/** The provider's discovery document: without it no sign-in can start and no logout can find its way. */
export const PROVIDER_DISCOVERY = /\/\.well-known\/openid-configuration$/

/** Requests of `page` to `address` find no server until the returned function brings it back. */
export async function outOfReach(page: Page, address: RegExp): Promise<() => void> {
  let away = true
  await page.route(address, (route) => (away ? route.abort('connectionrefused') : route.fallback()))
  return () => {
    away = false
  }
}
