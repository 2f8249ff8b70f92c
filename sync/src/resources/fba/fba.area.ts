import { defineSyncArea, type SyncAreaDef } from '../../define-area.ts'
import type { ResourceDef } from '../define-resource.ts'
import {
  fbaInboundShipmentItem,
  fbaInventory,
  fbaInventoryBaseSku,
  fbaInventoryLog,
  fbaShipmentLog,
} from './amazon-fba.resource.ts'
import { eccFbaAddress, eccTransferOrder, eccTransport } from './ecc-fba.resource.ts'
import { eccTransferActions } from './ecc-transfer-order.actions.ts'
import { fbaDictionaries } from './fba.dictionaries.ts'
import { fbaMessages } from './fba.messages.ts'
import { fbaInboundActions } from './fba-inbound.actions.ts'
import { fbaInboundMain, fbaInboundShipmentLog } from './fba-inbound.resource.ts'
import { fbaTransferActions } from './fba-transfer.actions.ts'
import { fbaTransfer, fbaTransferBox, fbaTransferItem, wFbaTransfer } from './fba-transfer.resource.ts'
import { fbaTurnoverActions } from './fba-turnover.actions.ts'
import {
  fbaTurnover,
  fbaTurnoverBox,
  fbaTurnoverBoxItem,
  fbaTurnoverFile,
  fbaTurnoverItem,
  wFbaTurnover,
} from './fba-turnover.resource.ts'

/** The fba area's resources. */
export const fbaResources: readonly ResourceDef[] = [
  fbaTransfer,
  fbaTransferBox,
  fbaTransferItem,
  wFbaTransfer,
  fbaInventory,
  fbaInventoryBaseSku,
  fbaInventoryLog,
  fbaInboundMain,
  fbaInboundShipmentItem,
  fbaShipmentLog,
  fbaInboundShipmentLog,
  eccFbaAddress,
  eccTransport,
  eccTransferOrder,
  fbaTurnover,
  fbaTurnoverItem,
  fbaTurnoverBox,
  fbaTurnoverBoxItem,
  fbaTurnoverFile,
  wFbaTurnover,
]

/** The fba area's shared declarations (sync/src/areas.ts lists it). */
export const fbaArea: SyncAreaDef<typeof fbaMessages> = defineSyncArea({
  name: 'fba',
  resources: fbaResources,
  dictionaries: fbaDictionaries,
  messages: fbaMessages,
  actions: [
    ...Object.values(fbaTransferActions),
    ...Object.values(fbaInboundActions),
    ...Object.values(eccTransferActions),
    ...Object.values(fbaTurnoverActions),
  ],
})
