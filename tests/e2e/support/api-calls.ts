import type { Request } from '@playwright/test'
import { endpoints, type EndpointName } from '../../../src/core/api/endpoints'

export const API_ROOT = '/api/iam/v1'

/** Whether a browser request is a call of the endpoint: its method and its path template. */
export function isCallOf(name: EndpointName, request: Request): boolean {
  const { method, path, root } = endpoints[name]
  if (root !== 'api' || request.method() !== method) return false
  const template = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]\w*/g, '[^/]+')
  return new RegExp(`^${API_ROOT}${template}$`).test(new URL(request.url()).pathname)
}
