/** True when the bundle includes the in-browser mock service (demo, dev and test modes). */
declare const __IAM_MOCK_SUPPORT__: boolean

interface Window {
  __IAM_CONFIG__?: unknown
}
