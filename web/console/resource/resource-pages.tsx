import type { JSX } from 'react'
import { type ResourceDef, resourceKey } from '#sync/resources/define-resource.ts'
import { areaScreens } from '../area-screens.ts'
import { ResourceListPage } from './resource-list.page.tsx'

const pages = new Map<string, () => JSX.Element>()

/**
 * The console page of a declared resource: its area's own screen where it has one (dictionaries,
 * parameters, roles, users), the generic list page for the rest. One component per resource, so a revisit does not remount it.
 */
export function pageForResource(resource: ResourceDef): () => JSX.Element {
  const key = resourceKey(resource)
  const known = pages.get(key)
  if (known) return known
  const special = areaScreens[key]
  const Page = special ? () => special(resource) : () => <ResourceListPage resource={resource} />
  pages.set(key, Page)
  return Page
}
