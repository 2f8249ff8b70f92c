import type { ResourceDef } from '#sync/resources/define-resource.ts'
import type { Row } from '../platform/db/db.ts'

/**
 * Fills declared defaults into a save: on insert for fields not sent, and on any save for fields
 * sent empty whose column must hold a value (status, flags, tree parents), so a blank form field
 * never reaches a NOT NULL column.
 */
export function applyDefaults(resource: ResourceDef, input: Row, existing: Row | undefined): void {
  for (const [key, field] of Object.entries(resource.fields)) {
    const fallback = field.default ?? (field.type === 'bool' ? 0 : field.type === 'treeParent' ? '0' : undefined)
    if (fallback === undefined) continue
    const value = input[key]
    if (value === null || (value === undefined && !existing)) input[key] = fallback
  }
}
