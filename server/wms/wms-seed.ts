import { divideDecimal, multiplyDecimal } from '#sync/money/round-money.ts'
import type { Queryable } from '../platform/db/db.ts'
import { insertSeedRows } from '../platform/seed/insert-seed-rows.ts'
import { DEMO } from '../shops/seed-shops.ts'

/**
 * Fixed ids of the demo warehouses, zones and carriers (examples and other seeds point at them).
 * The warehouses and zones are the shops seed's: one warehouse model.
 */
export const WMS_IDS = {
  storeLa: DEMO.storeLosAngeles,
  storeNj: DEMO.storeNewJersey3pl,
  storeSz: DEMO.storeShenzhen,
  storeFba: DEMO.storeFbaOnt8,
  areaLaStorage: DEMO.areaLaStorage,
  areaLaPicking: DEMO.areaLaPicking,
  areaNjStorage: DEMO.areaNjStorage,
  areaSzStorage: DEMO.areaSzStorage,
  wareUps: '1000000000000005051',
  wareFedex: '1000000000000005052',
  wareUsps: '1000000000000005053',
  wareLtl: '1000000000000005054',
  transportUps: '1000000000000005111',
  transportFedex: '1000000000000005112',
  transportUsps: '1000000000000005113',
  transportSea: '1000000000000005114',
} as const

const volumeOf = (l: string, w: string, h: string) =>
  divideDecimal(multiplyDecimal(multiplyDecimal(l, w), h), '1000000', 6, 1)

function product(
  id: string,
  sku: string,
  name: string,
  barcode: string,
  dims: [string, string, string],
  weight: string,
) {
  const [length, width, height] = dims
  return { id, sku, name, barcode, unit: 'PCS', length, width, height, weight, volume: volumeOf(...dims) }
}

/** Demo positions in the shops seed's warehouses and zones, warehouse products, carriers and the ERP's transports. */
export async function seedWmsMasters(tx: Queryable, tenantId: string): Promise<void> {
  const I = WMS_IDS
  await insertSeedRows(tx, 'ware_base_store_position', tenantId, [
    {
      id: '1000000000000005021',
      storeId: I.storeLa,
      areaId: I.areaLaStorage,
      code: 'A-01-01',
      name: 'A区1排1层',
      type: 1,
      pickOrderNum: 101,
    },
    {
      id: '1000000000000005022',
      storeId: I.storeLa,
      areaId: I.areaLaStorage,
      code: 'A-01-02',
      name: 'A区1排2层',
      type: 1,
      pickOrderNum: 102,
    },
    {
      id: '1000000000000005023',
      storeId: I.storeLa,
      areaId: I.areaLaStorage,
      code: 'A-02-01',
      name: 'A区2排1层',
      type: 2,
      status: 1,
      pickOrderNum: 103,
    },
    {
      id: '1000000000000005024',
      storeId: I.storeLa,
      areaId: I.areaLaPicking,
      code: 'B-01-01',
      name: '拣货位1',
      type: 1,
      pickOrderNum: 201,
    },
    {
      id: '1000000000000005025',
      storeId: I.storeNj,
      areaId: I.areaNjStorage,
      code: 'A-01-01',
      name: 'A区1排1层',
      type: 1,
      pickOrderNum: 101,
    },
    {
      id: '1000000000000005026',
      storeId: I.storeSz,
      areaId: I.areaSzStorage,
      code: 'A-01-01',
      name: 'A区1排1层',
      type: 2,
      pickOrderNum: 101,
    },
  ])
  await insertSeedRows(tx, 'ware_base_product', tenantId, [
    product(
      '1000000000000005041',
      'WH-LAMP-001',
      'LED desk lamp, black',
      '0840012345610',
      ['30.50', '20.00', '10.00'],
      '1.250',
    ),
    product(
      '1000000000000005042',
      'WH-MUG-001',
      'Ceramic mug 350 ml',
      '0840012345627',
      ['12.00', '9.00', '10.50'],
      '0.420',
    ),
    product(
      '1000000000000005043',
      'WH-CHAIR-001',
      'Folding camp chair',
      '0840012345634',
      ['85.00', '15.00', '15.00'],
      '3.800',
    ),
  ])
  await insertSeedRows(tx, 'ware_base_transport', tenantId, [
    {
      id: I.wareUps,
      code: 'UPS-GND',
      name: 'UPS Ground',
      transportType: 1,
      carrierCode: 'UPSN',
      provideFace: 1,
      sort: 10,
      trackingUrl: 'https://www.ups.com/track?tracknum={trackNo}',
    },
    {
      id: I.wareFedex,
      code: 'FEDEX-HD',
      name: 'FedEx Home Delivery',
      transportType: 1,
      carrierCode: 'FDEG',
      provideFace: 1,
      sort: 20,
    },
    { id: I.wareUsps, code: 'USPS-PM', name: 'USPS Priority Mail', transportType: 1, carrierCode: 'USPS', sort: 30 },
    { id: I.wareLtl, code: 'LTL', name: 'LTL Freight', transportType: 2, sort: 40 },
  ])
  await insertSeedRows(tx, 'ware_base_transport_store', tenantId, [
    {
      storeId: I.storeLa,
      transportId: I.wareUps,
      channelName: 'UPS Ground',
      channelCode: 'LA-UPS',
      cutOffTime: '16:00',
      isDefault: 1,
      sort: 10,
    },
    {
      storeId: I.storeLa,
      transportId: I.wareFedex,
      channelName: 'FedEx Home Delivery',
      channelCode: 'LA-FEDEX',
      cutOffTime: '15:30',
      sort: 20,
    },
    {
      storeId: I.storeLa,
      transportId: I.wareUsps,
      channelName: 'USPS Priority Mail',
      channelCode: 'LA-USPS',
      cutOffTime: '14:00',
      sort: 30,
    },
    {
      storeId: I.storeNj,
      transportId: I.wareUps,
      channelName: 'UPS Ground',
      channelCode: 'NJ-UPS',
      cutOffTime: '16:00',
      isDefault: 1,
      sort: 10,
    },
    {
      storeId: I.storeNj,
      transportId: I.wareFedex,
      channelName: 'FedEx Home Delivery',
      channelCode: 'NJ-FEDEX',
      sort: 20,
    },
  ])
  await insertSeedRows(tx, 'erp_base_transport', tenantId, [
    {
      id: I.transportUps,
      code: 'UPS-GROUND',
      name: 'UPS Ground',
      transportType: 1,
      logisticsProviderId: '1000000000000005101',
      wareTransportId: I.wareUps,
      sort: 10,
      trackingUrl: 'https://www.ups.com/track?tracknum={trackNo}',
    },
    {
      id: I.transportFedex,
      code: 'FEDEX-HOME',
      name: 'FedEx Home Delivery',
      transportType: 1,
      logisticsProviderId: '1000000000000005102',
      wareTransportId: I.wareFedex,
      sort: 20,
    },
    {
      id: I.transportUsps,
      code: 'USPS-PRIORITY',
      name: 'USPS Priority Mail',
      transportType: 1,
      wareTransportId: I.wareUsps,
      sort: 30,
    },
    {
      id: I.transportSea,
      code: 'SEA-LCL',
      name: '海运拼箱',
      transportType: 3,
      logisticsProviderId: '1000000000000005104',
      sort: 40,
    },
    {
      id: '1000000000000005115',
      code: 'UPS-SUREPOST',
      name: 'UPS SurePost',
      transportType: 1,
      logisticsProviderId: '1000000000000005101',
      sort: 50,
      status: 2,
    },
  ])
  await insertSeedRows(tx, 'erp_base_transport_plat', tenantId, [
    {
      id: '1000000000000005121',
      transportId: I.transportUps,
      platformCode: 'AMAZON',
      platformName: 'Amazon',
      carrierCode: 'UPS',
      shippingMethod: 'UPS Ground',
    },
    {
      id: '1000000000000005122',
      transportId: I.transportUps,
      platformCode: 'WALMART',
      platformName: 'Walmart',
      carrierCode: 'UPS',
      shippingMethod: 'Ground',
    },
    {
      id: '1000000000000005123',
      transportId: I.transportFedex,
      platformCode: 'AMAZON',
      platformName: 'Amazon',
      carrierCode: 'FedEx',
      shippingMethod: 'FedEx Home Delivery',
    },
    {
      id: '1000000000000005124',
      transportId: I.transportUsps,
      platformCode: 'AMAZON',
      platformName: 'Amazon',
      carrierCode: 'USPS',
      shippingMethod: 'Priority Mail',
    },
    {
      id: '1000000000000005125',
      transportId: I.transportSea,
      platformCode: 'AMAZON',
      platformName: 'Amazon',
      carrierCode: 'Matson',
      shippingMethod: 'Ocean',
    },
  ])
}
