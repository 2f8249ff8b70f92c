import { syncAreas } from '../areas.ts'
import { isLinkField, type ResourceDef, resourceKey } from './define-resource.ts'

/** Every declared resource, area by area (sync/src/areas.ts); the server mounts each, the console lists each. */
export const resources: readonly ResourceDef[] = syncAreas.flatMap((a) => a.resources)

const byKey = new Map(resources.map((r) => [resourceKey(r), r]))

/** The resource with this `module/name` key; an unknown key is a declaration error. */
export function findResource(key: string): ResourceDef {
  const found = byKey.get(key)
  if (!found) throw new Error(`no resource "${key}" is declared`)
  return found
}

/**
 * Links from other resources to `target`'s records (field, resource, one id or several), for remove
 * checks: a link to another address of the same records (`alsoServedAt`) counts, each table's field once.
 */
export function linksTo(target: ResourceDef): { resource: ResourceDef; field: string; several: boolean }[] {
  const byColumn = new Map<string, { resource: ResourceDef; field: string; several: boolean }>()
  for (const r of resources) {
    for (const [field, f] of Object.entries(r.fields)) {
      if (!isLinkField(f) || byKey.get(f.target ?? '')?.table !== target.table) continue
      if (!byColumn.has(`${r.table}.${field}`))
        byColumn.set(`${r.table}.${field}`, { resource: r, field, several: f.type === 'links' })
    }
  }
  return [...byColumn.values()]
}
