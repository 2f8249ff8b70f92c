import { defineSyncArea, type SyncAreaDef } from '../../define-area.ts'
import type { ResourceDef } from '../define-resource.ts'
import { shippingDictionaries } from './shipping.dictionaries.ts'
import { shippingMessages } from './shipping.messages.ts'

/** The shipping area's resources. */
export const shippingResources: readonly ResourceDef[] = []

/** The shipping area's shared declarations (sync/src/areas.ts lists it). */
export const shippingArea: SyncAreaDef<typeof shippingMessages> = defineSyncArea({
  name: 'shipping',
  resources: shippingResources,
  dictionaries: shippingDictionaries,
  messages: shippingMessages,
  actions: [],
})
