import { translate } from '#sync/i18n/messages.ts'
import { FLOOR_COMMAND_STATUS } from '#sync/resources/floor/floor-command.resource.ts'
import type { Queryable } from '../platform/db/db.ts'
import { insertSeedRows } from '../platform/seed/insert-seed-rows.ts'
import { DEMO_PRODUCTS as P } from '../products/seed-products.ts'
import { ACCESS_IDS } from '../system/access.ts'
import { INBOUND_IDS } from '../wms/inbound-seed.ts'
import { STOCKTAKING_IDS } from '../wms/stocktaking-seed.ts'
import { WMS_IDS as W } from '../wms/wms-seed.ts'
import { requestHash } from './floor-sync.ts'

/** The demo device and what it sent: ids the declarations' examples name. */
export const FLOOR_IDS = {
  device: '1000000000000011001',
  deviceId: '0190f5a2-7c3e-7a10-8b42-5d1e9c0a0001',
  countLine: '1000000000000011021',
} as const

const A_01_01 = '1000000000000005021'
const A_01_02 = '1000000000000005022'

/**
 * The warehouse operator's scanner in Los Angeles (tenant 000000 only) and its three commands: a
 * position counted empty on the count being counted (applied: its line is here too), a receipt
 * beyond what the inbound order allows and a putaway of units nobody received (both rejected, with
 * the reasons and hints the sync gives), so the devices and commands pages show each kind.
 */
export async function seedFloor(tx: Queryable, tenantId: string): Promise<void> {
  if (tenantId !== '000000') return
  const user = ACCESS_IDS.warehouseUser
  const opId = (n: number) => `0190f5a2-7c3e-7a10-8b42-5d1e9c0a100${n}`
  const commands = [
    {
      name: 'countPosition' as const,
      args: {
        opId: opId(1),
        stocktakingId: STOCKTAKING_IDS.counting,
        positionId: A_01_02,
        productId: P.kettle,
        quantity: 0,
      },
      result: { lines: [{ id: FLOOR_IDS.countLine, countedQuantity: 0 }] },
    },
    {
      name: 'receiveLine' as const,
      args: { opId: opId(2), inboundOrderId: INBOUND_IDS.orderLa, lineId: INBOUND_IDS.lineLaKettle, quantity: 50 },
      rejected: {
        reason: translate('wms.overReceipt', 'zh', { sku: 'DEMO-KETTLE-17L', quantity: 50, planned: 20, max: 22 }),
        hint: translate('floor.hint.overReceipt', 'zh'),
      },
    },
    {
      name: 'putAway' as const,
      args: { opId: opId(3), storeId: W.storeLa, productId: P.kettle, positionId: A_01_01, quantity: 5 },
      rejected: {
        reason: translate('floor.putAwayTooFew', 'zh', { sku: 'DEMO-KETTLE-17L', quantity: 5, waiting: 0 }),
        hint: translate('floor.hint.putAway', 'zh'),
      },
    },
  ]
  await insertSeedRows(tx, 'ware_stocktaking_item', tenantId, [
    {
      id: FLOOR_IDS.countLine,
      stocktakingId: STOCKTAKING_IDS.counting,
      positionId: A_01_02,
      productId: P.kettle,
      sysSku: 'DEMO-KETTLE-17L',
      batchNo: '',
      inboundDate: '2026-11-20',
      expectedQuantity: 0,
      countedQuantity: 0,
      systemQuantity: 0,
      differenceQuantity: 0,
      countTime: '2026-11-20 09:30:00',
      lineStatus: 2,
      createUser: user,
      updateUser: user,
    },
  ])
  await insertSeedRows(tx, 'floor_device', tenantId, [
    {
      id: FLOOR_IDS.device,
      deviceId: FLOOR_IDS.deviceId,
      name: '洛杉矶仓扫描枪 1',
      userId: user,
      storeId: W.storeLa,
      userAgent: 'Mozilla/5.0 (Linux; Android 13; TC21) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile',
      lastSeq: commands.length,
      lastSyncTime: '2026-11-20 09:31:00',
      pendingCount: 0,
      appliedCount: commands.filter((c) => !c.rejected).length,
      rejectedCount: commands.filter((c) => c.rejected).length,
      createUser: user,
      updateUser: user,
    },
  ])
  await insertSeedRows(
    tx,
    'floor_command',
    tenantId,
    commands.map((c, i) => ({
      id: `10000000000000110${11 + i}`,
      deviceId: FLOOR_IDS.deviceId,
      seq: i + 1,
      name: c.name,
      opId: c.args.opId,
      requestHash: requestHash({ name: c.name, args: c.args }),
      status: c.rejected ? FLOOR_COMMAND_STATUS.rejected : FLOOR_COMMAND_STATUS.applied,
      result: c.result ?? null,
      reason: c.rejected?.reason ?? null,
      hint: c.rejected?.hint ?? null,
      deviceTime: `2026-11-20 09:${30 + i}:00`,
      userId: user,
      createUser: user,
      updateUser: user,
    })),
  )
}
