import type { ActionDef } from './define-action.ts'
import { type ResourceDef, resourceKey } from './define-resource.ts'
import { saleSkuActions } from './products/base-sale-sku.actions.ts'
import { offlineExportActions } from './system/offline-export.actions.ts'

/** Every declared action; an area adds its `<name>.actions.ts` here. */
export const declaredActions: readonly ActionDef[] = [
  ...Object.values(saleSkuActions),
  ...Object.values(offlineExportActions),
]

/** The declared actions of one resource (the console offers those a row's status allows). */
export function actionsOf(resource: Pick<ResourceDef, 'module' | 'name'>): ActionDef[] {
  const key = resourceKey(resource)
  return declaredActions.filter((a) => resourceKey(a.resource) === key)
}
