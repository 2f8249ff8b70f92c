import { z } from 'zod'

/**
 * Record ids and their schema, apart from the resource schemas (resource-schemas.ts re-exports them):
 * the floor protocol needs ids without the declarations and vocabularies, which the floor app's first
 * load would otherwise carry.
 */

/** Ids are 64-bit integers sent as decimal strings. */
export const ID_PATTERN = /^[1-9]\d{0,18}$/
const MAX_ID = '9223372036854775807'

/** A positive 64-bit id as a decimal string: 19 digits may still overflow bigint, so compare them. */
export function isId(value: string): boolean {
  return ID_PATTERN.test(value) && (value.length < 19 || value <= MAX_ID)
}

/** An id schema: numbers are taken as their decimal string; anything but a 64-bit positive id is refused. */
export const idSchema = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  // The pattern stays for the JSON schema (clients see ids are digits); the refinement bounds them to 64 bits.
  z.string().regex(ID_PATTERN, { error: 'id', abort: true }).refine(isId, { error: 'id' }),
)
