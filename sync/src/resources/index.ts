import { type ResourceDef, resourceKey } from './define-resource.ts'
import { inventoryResources } from './inventory/index.ts'
import { otherResources } from './other/index.ts'
import { pricingResources } from './pricing/index.ts'
import { productsResources } from './products/index.ts'
import { purchasingResources } from './purchasing/index.ts'
import { shopsResources } from './shops/index.ts'
import { systemResources } from './system/index.ts'
import { wmsResources } from './wms/index.ts'

/** Every declared resource; the server mounts each, the console lists each. An area adds its index here. */
export const resources: readonly ResourceDef[] = [
  ...systemResources,
  ...otherResources,
  ...pricingResources,
  ...wmsResources,
  ...purchasingResources,
  ...productsResources,
  ...shopsResources,
  ...inventoryResources,
]

const byKey = new Map(resources.map((r) => [resourceKey(r), r]))

/** The resource with this `module/name` key; an unknown key is a declaration error. */
export function findResource(key: string): ResourceDef {
  const found = byKey.get(key)
  if (!found) throw new Error(`no resource "${key}" is declared`)
  return found
}

/** Links from other resources to `target` (field and resource), for remove checks. */
export function linksTo(target: ResourceDef): { resource: ResourceDef; field: string }[] {
  const key = resourceKey(target)
  return resources.flatMap((r) =>
    Object.entries(r.fields)
      .filter(([, f]) => f.type === 'link' && f.target === key)
      .map(([field]) => ({ resource: r, field })),
  )
}
