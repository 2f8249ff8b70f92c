import { defineSyncArea, type SyncAreaDef } from '../../define-area.ts'
import type { ResourceDef } from '../define-resource.ts'
import { attach } from './attach.resource.ts'
import { baseCustomer } from './base-customer.resource.ts'
import { otherDictionaries } from './other.dictionaries.ts'
import { otherMessages } from './other.messages.ts'

/** The other area's resources. */
export const otherResources: readonly ResourceDef[] = [baseCustomer, attach]

/** The other area's shared declarations (sync/src/areas.ts lists it). */
export const otherArea: SyncAreaDef<typeof otherMessages> = defineSyncArea({
  name: 'other',
  resources: otherResources,
  dictionaries: otherDictionaries,
  messages: otherMessages,
  actions: [],
})
