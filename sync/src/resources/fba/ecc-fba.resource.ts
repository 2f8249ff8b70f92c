import { defineResource, f } from '../define-resource.ts'

/** Who keeps the third-party warehouse's FBA addresses, transports and transfer orders. */
export const ECC_PERMISSIONS = {
  view: 'ecctransferorder_view',
  add: 'ecctransferorder_add',
  edit: 'ecctransferorder_edit',
  remove: 'ecctransferorder_delete',
}

const TEXT = (zh: string, en: string, ja: string, max: number, more: { list?: boolean; example?: string } = {}) =>
  f.text({ label: { zh, en, ja }, max, ...more })

/**
 * Amazon fulfilment centres as the warehouse system (ECC) addresses them (/api/eccFbaAddress):
 * the centre's code (ONT8), name and address; transfers name their destination by this code.
 */
export const eccFbaAddress = defineResource({
  area: 'fba',
  module: 'erp',
  name: 'eccfbaaddress',
  basePath: '/api/eccFbaAddress',
  table: 'erp_ecc_fba_address',
  label: { zh: 'FBA仓地址', en: 'Fulfilment centre address', ja: 'FBA倉庫住所' },
  fields: {
    code: f.text({
      label: { zh: 'FBA仓代码', en: 'Centre code', ja: 'FBA倉庫コード' },
      required: true,
      max: 16,
      pattern: /^[A-Za-z0-9_-]+$/,
      unique: true,
      title: true,
      list: true,
      search: true,
      sort: true,
      example: 'TST1',
    }),
    name: TEXT('名称', 'Name', '名称', 128, { list: true, example: 'Amazon.com Services LLC' }),
    countryCode: f.dict('country', {
      label: { zh: '国家', en: 'Country', ja: '国' },
      required: true,
      list: true,
      search: true,
      example: 'US',
    }),
    state: TEXT('州/省', 'State', '州', 64, { list: true, example: 'CA' }),
    city: TEXT('城市', 'City', '市区町村', 64, { list: true, example: 'Moreno Valley' }),
    postalCode: TEXT('邮编', 'Postal code', '郵便番号', 16, { list: true, example: '92551' }),
    addressLine: TEXT('地址', 'Address', '住所', 255, { example: '24208 San Michele Rd' }),
    phone: TEXT('电话', 'Phone', '電話', 32),
    remark: TEXT('备注', 'Remark', '備考', 500),
  },
  calls: ['page', 'detail', 'submit', 'remove', { op: 'list', path: 'getEccFbaAddress' }],
  permissions: ECC_PERMISSIONS,
  defaultOrder: 'code',
  menu: { parent: 'warehouses', sort: 172, code: 'eccfbaaddress' },
})

/** The warehouse system's transports to Amazon (/api/eccTransport): code, name and carrier. */
export const eccTransport = defineResource({
  area: 'fba',
  module: 'erp',
  name: 'ecctransport',
  basePath: '/api/eccTransport',
  table: 'erp_ecc_transport',
  label: { zh: 'FBA运输方式', en: 'FBA transport', ja: 'FBA輸送方法' },
  fields: {
    code: f.text({
      label: { zh: '运输方式代码', en: 'Transport code', ja: '輸送コード' },
      required: true,
      max: 64,
      pattern: /^[A-Za-z0-9_-]+$/,
      unique: true,
      title: true,
      list: true,
      search: true,
      sort: true,
      example: 'TEST-LTL',
    }),
    name: TEXT('名称', 'Name', '名称', 128, { list: true, example: 'Test LTL' }),
    carrier: TEXT('承运商', 'Carrier', '運送会社', 64, { list: true, example: 'UPS' }),
    storeId: f.link('erp/basestore', {
      label: { zh: '仓库', en: 'Warehouse', ja: '倉庫' },
      list: true,
      search: true,
      example: '1000000000000004202',
    }),
    remark: TEXT('备注', 'Remark', '備考', 500),
  },
  calls: ['page', 'detail', 'submit', 'remove', { op: 'list', path: 'getEccTransport' }],
  permissions: ECC_PERMISSIONS,
  defaultOrder: 'code',
  menu: { parent: 'warehouses', sort: 173, code: 'ecctransport' },
})

/**
 * A transfer order sent to the warehouse system (ECC调拨单, /api/eccTransferOrder; ours, not in the
 * spec: 1 draft, 2 submitted, 3 shipped, 4 cancelled): the warehouse's request to ship an FBA
 * transfer's boxes to a centre by a transport. Stock moves with the FBA transfer, never here.
 */
export const eccTransferOrder = defineResource({
  area: 'fba',
  module: 'erp',
  name: 'ecctransferorder',
  basePath: '/api/eccTransferOrder',
  table: 'erp_ecc_transfer_order',
  label: { zh: 'ECC调拨单', en: 'Warehouse system transfer', ja: 'ECC移動指示' },
  fields: {
    referenceNo: f.text({
      label: { zh: '参考号', en: 'Reference no.', ja: '参照番号' },
      required: true,
      max: 32,
      pattern: /^[A-Za-z0-9_-]+$/,
      unique: true,
      title: true,
      list: true,
      search: true,
      example: 'ECC-EXAMPLE-0099',
    }),
    fbaTransferId: f.link('erp/fbatransfer', {
      label: { zh: 'FBA调拨单', en: 'FBA transfer', ja: 'FBA移動' },
      list: true,
      search: true,
    }),
    // Both required, but taken from the FBA transfer when one is named (ecc-transfer-order.hooks.ts).
    storeId: f.link('erp/basestore', {
      label: { zh: '发货仓库', en: 'From warehouse', ja: '出荷倉庫' },
      list: true,
      search: true,
      example: '1000000000000004202',
    }),
    fbaAddressCode: f.text({
      label: { zh: '目的FBA仓', en: 'Fulfilment centre', ja: '納品先FBA倉庫' },
      max: 16,
      choices: { from: 'erp/eccfbaaddress', value: 'code' },
      list: true,
      search: true,
      example: 'ONT8',
    }),
    transportCode: f.text({
      label: { zh: '运输方式', en: 'Transport', ja: '輸送方法' },
      max: 64,
      choices: { from: 'erp/ecctransport', value: 'code' },
      list: true,
      example: 'UPS-GROUND',
    }),
    shipmentId: TEXT('货件编号', 'Shipment ID', '納品プランID', 32, { list: true }),
    trackingNo: TEXT('跟踪号', 'Tracking no.', '追跡番号', 64, { list: true }),
    boxCount: f.integer({ label: { zh: '箱数', en: 'Boxes', ja: '箱数' }, min: 0, max: 99_999, list: true }),
    totalQuantity: f.integer({
      label: { zh: '总数', en: 'Quantity', ja: '数量' },
      min: 0,
      max: 99_999_999,
      list: true,
    }),
    status: f.dict('ecc_transfer_status', {
      label: { zh: '状态', en: 'Status', ja: 'ステータス' },
      default: 1,
      list: true,
      search: true,
    }),
    remark: TEXT('备注', 'Remark', '備考', 500),
  },
  calls: ['list', 'page', 'detail', 'remove', { op: 'submit', path: 'saveOrUpdate' }],
  permissions: ECC_PERMISSIONS,
  statusDict: 'ecc_transfer_status',
  defaultOrder: 'id DESC',
  menu: { parent: 'warehouses', sort: 171 },
})
