import type { JSX } from 'react'
import { type ResourceDef, resourceKey } from '#sync/resources/define-resource.ts'
import { DictionaryPage } from '../system/dictionary.page.tsx'
import { ParamPage } from '../system/param.page.tsx'
import { RolePage } from '../system/role.page.tsx'
import { UserPage } from '../system/user.page.tsx'
import { ResourceListPage } from './resource-list.page.tsx'

/** Resources with a screen of their own (spec 1 §2.5 and §5); every other one gets the generic page. */
const SPECIAL_SCREENS: Record<string, (resource: ResourceDef) => JSX.Element> = {
  'blade-system/dict': (resource) => <DictionaryPage resource={resource} />,
  'blade-system/dict-biz': (resource) => <DictionaryPage resource={resource} />,
  'blade-system/param': (resource) => <ParamPage resource={resource} />,
  'blade-system/role': (resource) => <RolePage resource={resource} />,
  'blade-user/user': (resource) => <UserPage resource={resource} />,
}

const pages = new Map<string, () => JSX.Element>()

/**
 * The console page of a declared resource: the dictionary or parameter screen for those, the
 * generic list page for the rest. One component per resource, so a revisit does not remount it.
 */
export function pageForResource(resource: ResourceDef): () => JSX.Element {
  const key = resourceKey(resource)
  const known = pages.get(key)
  if (known) return known
  const special = SPECIAL_SCREENS[key]
  const Page = special ? () => special(resource) : () => <ResourceListPage resource={resource} />
  pages.set(key, Page)
  return Page
}
