import { expect, type APIRequestContext } from '@playwright/test'
import type { Fault } from '../../../mocks/faults'
import type { EndpointName } from '../../../src/core/api/endpoints'

// The worker's emulator's test controls (docs/emulator.md 'Test controls'): its store back to the
// seed, and faults it plays on an endpoint until they are cleared.

/** Back to the seed with no faults and no lockouts; the test's own faults come after. */
export async function resetEmulator(request: APIRequestContext): Promise<void> {
  expect((await request.post('/__emulator/reset')).status()).toBe(204)
}

/** Makes the emulator play `fault` for the endpoint (mocks/faults.ts). */
export async function setFault(request: APIRequestContext, name: EndpointName, fault: Fault): Promise<void> {
  const response = await request.post('/__emulator/faults', { data: { name, fault } })
  expect(response.status(), `fault for ${name}: ${await response.text()}`).toBe(204)
}

export async function clearFaults(request: APIRequestContext): Promise<void> {
  expect((await request.delete('/__emulator/faults')).status()).toBe(204)
}

/** Makes the emulator answer `name` with `body` (and `status`), whatever the request asked. */
export function answerWith(request: APIRequestContext, name: EndpointName, body: unknown, status = 200): Promise<void> {
  return setFault(request, name, { status, body })
}

/**
 * Turns the terms banner off for the rest of the test (the emulator answers the system
 * configuration with it off), for tests that sign in and out often.
 */
export function hideTermsBanner(request: APIRequestContext): Promise<void> {
  return answerWith(request, 'GET_SYSTEM_CONFIG', { welcome_banner_status: false, welcome_banner_content: '' })
}
