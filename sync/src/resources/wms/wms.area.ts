import { defineSyncArea, type SyncAreaDef } from '../../define-area.ts'
import type { ResourceDef } from '../define-resource.ts'
import { wInventoryAgePlan } from '../inventory/inventory-age-plan.resource.ts'
import { baseStorePosition } from './base-store-position.resource.ts'
import { baseTransport } from './base-transport.resource.ts'
import { baseTransportPlat } from './base-transport-plat.resource.ts'
import { transferActions } from './transfer-order.actions.ts'
import { transferOrder, transferOrderItem, wTransferOrder } from './transfer-order.resource.ts'
import { wBaseProduct } from './w-base-product.resource.ts'
import { wBaseStore } from './w-base-store.resource.ts'
import { wBaseStoreArea } from './w-base-store-area.resource.ts'
import { wBaseStorePosition } from './w-base-store-position.resource.ts'
import { wBaseTransport } from './w-base-transport.resource.ts'
import { wBaseTransportStore } from './w-base-transport-store.resource.ts'
import {
  inboundOrderActions,
  inboundRecordActions,
  inboundShelvesActions,
  qualityActions,
} from './w-inbound-order.actions.ts'
import { wInboundBatchItem, wInboundOrder, wInboundShelves, wQualityInspection } from './w-inbound-order.resource.ts'
import { boxActions, orderPickActions, outboundActions, packingActions } from './w-outbound.actions.ts'
import { wOrderPick, wOrderPickItem, wOutbound, wOutboundItem } from './w-outbound.resource.ts'
import { wOutboundBox, wOutboundBoxItem, wOutboundLabel, wOutboundPackOp } from './w-outbound-packing.resource.ts'
import { stocktakingActions } from './w-stocktaking.actions.ts'
import { wStocktaking, wStocktakingItem } from './w-stocktaking.resource.ts'
import { wStoreProductInventory, wStoreProductInventoryLog } from './w-store-product-inventory.resource.ts'
import { wmsDictionaries } from './wms.dictionaries.ts'
import { wmsMessages } from './wms.messages.ts'

/** The wms area's resources: warehouse-floor masters (ware/*) and the ERP's positions and transports. */
export const wmsResources: readonly ResourceDef[] = [
  wBaseStore,
  wBaseStoreArea,
  wBaseStorePosition,
  wBaseProduct,
  wBaseTransport,
  wBaseTransportStore,
  baseStorePosition,
  baseTransport,
  baseTransportPlat,
  wInboundOrder,
  wInboundBatchItem,
  wInboundShelves,
  wQualityInspection,
  wStoreProductInventory,
  wStoreProductInventoryLog,
  wStocktaking,
  wStocktakingItem,
  transferOrder,
  transferOrderItem,
  wTransferOrder,
  wOutbound,
  wOutboundItem,
  wOrderPick,
  wOrderPickItem,
  wOutboundBox,
  wOutboundBoxItem,
  wOutboundPackOp,
  wOutboundLabel,
  wInventoryAgePlan,
]

/** The wms area's shared declarations (sync/src/areas.ts lists it). */
export const wmsArea: SyncAreaDef<typeof wmsMessages> = defineSyncArea({
  name: 'wms',
  resources: wmsResources,
  dictionaries: wmsDictionaries,
  messages: wmsMessages,
  actions: [
    ...Object.values(inboundOrderActions),
    ...Object.values(inboundShelvesActions),
    ...Object.values(inboundRecordActions),
    ...Object.values(stocktakingActions),
    ...Object.values(qualityActions),
    ...Object.values(transferActions),
    ...Object.values(outboundActions),
    ...Object.values(orderPickActions),
    ...Object.values(packingActions),
    ...Object.values(boxActions),
  ],
})
