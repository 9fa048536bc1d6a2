import { z } from 'zod/mini'
import { endpoints, type EndpointName } from '../src/core/api/endpoints'

const times = z.optional(z.int().check(z.positive()))

/**
 * A failure the mock service plays instead of (or before) its normal answer. `times` limits
 * how many calls it affects; without it the fault stays until cleared.
 */
export const faultSchema = z.union([
  z.strictObject({ status: z.int().check(z.gte(200), z.lte(599)), body: z.optional(z.unknown()), times }),
  z.strictObject({ malformed: z.literal(true), times }),
  z.strictObject({ network: z.literal(true), times }),
  z.strictObject({ delayMs: z.int().check(z.gte(0), z.lte(600_000)), times }),
])
export type Fault = z.infer<typeof faultSchema>

export type FaultEntries = Partial<Record<EndpointName, Fault>>

export function isEndpointName(name: string): name is EndpointName {
  return Object.hasOwn(endpoints, name)
}

/** Reads stored or user-given faults, dropping whatever does not fit rather than failing. */
export function parseFaultEntries(raw: unknown): FaultEntries {
  const entries: FaultEntries = {}
  if (typeof raw !== 'object' || raw === null) return entries
  for (const [name, value] of Object.entries(raw)) {
    const fault = faultSchema.safeParse(value)
    if (isEndpointName(name) && fault.success) entries[name] = fault.data
  }
  return entries
}

/** The faults currently set, by endpoint name; `onChange` lets the browser persist them. */
export class FaultRegistry {
  private readonly entries: Map<EndpointName, Fault>

  constructor(
    initial: FaultEntries = {},
    private readonly onChange: (entries: FaultEntries) => void = () => undefined,
  ) {
    this.entries = new Map(Object.entries(parseFaultEntries(initial)) as [EndpointName, Fault][])
  }

  set(name: EndpointName, fault: Fault): void {
    this.entries.set(name, faultSchema.parse(fault))
    this.changed()
  }

  /** Clears one endpoint's fault, or all of them. */
  clear(name?: EndpointName): void {
    if (name === undefined) this.entries.clear()
    else this.entries.delete(name)
    this.changed()
  }

  /** The fault for this call, counting it against `times`. */
  take(name: EndpointName): Fault | undefined {
    const fault = this.entries.get(name)
    if (fault?.times === undefined) return fault
    if (fault.times <= 1) this.entries.delete(name)
    else this.entries.set(name, { ...fault, times: fault.times - 1 })
    this.changed()
    return fault
  }

  snapshot(): FaultEntries {
    return Object.fromEntries(this.entries)
  }

  private changed(): void {
    this.onChange(this.snapshot())
  }
}
