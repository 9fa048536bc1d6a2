/** The port in the PORT environment variable, or `fallback` without one; 0 asks for a free port. */
export function portFromEnvironment(fallback: number): number {
  const raw = process.env.PORT ?? String(fallback)
  const port = Number(raw)
  if (!/^\d+$/.test(raw) || port > 65535) throw new Error(`PORT must be a number from 0 to 65535, got "${raw}".`)
  return port
}
