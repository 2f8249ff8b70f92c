import type { JSX } from 'react'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { DictionaryPage } from './dictionary.page.tsx'
import { ParamPage } from './param.page.tsx'
import { RolePage } from './role.page.tsx'
import { UserPage } from './user.page.tsx'

/** The system area's screens of their own (spec 1 §2.5 and §5), by resource key. */
export const systemScreens: Record<string, (resource: ResourceDef) => JSX.Element> = {
  'blade-system/dict': (resource) => <DictionaryPage resource={resource} />,
  'blade-system/dict-biz': (resource) => <DictionaryPage resource={resource} />,
  'blade-system/param': (resource) => <ParamPage resource={resource} />,
  'blade-system/role': (resource) => <RolePage resource={resource} />,
  'blade-user/user': (resource) => <UserPage resource={resource} />,
}
