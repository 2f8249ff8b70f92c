import { defineResource, f } from '../define-resource.ts'

/** Who works ships (containers): load plans, confirm, depart, cost, bill and send them to the warehouse. */
export const SHIP_PERMISSIONS = {
  view: 'ship_view',
  add: 'ship_add',
  edit: 'ship_edit',
  remove: 'ship_delete',
}

const decimal = (zh: string, en: string, ja: string, scale: number) =>
  f.decimal({ label: { zh, en, ja }, scale, min: 0, list: true })

/**
 * Ship (货柜, /api/erp/ship): one container of a container type (20GP … LCL, each with its capacity)
 * loaded with shipment plans (`erp_ship_order.ship_id`) bound for one destination warehouse. Its
 * lifecycle (`ship_status`): draft, confirmed, departed (the goods in transit on the ledger),
 * arriving (the warehouse's inbound order made), received, void; its costs (`ship_cost_status`):
 * not calculated, calculated (allocated to the plan lines), checked (locked), billed. Volume,
 * weight, units, cartons and goods value are the loaded plans', worked out on every load.
 */
export const ship = defineResource({
  area: 'shipping',
  module: 'erp',
  name: 'ship',
  table: 'erp_ship',
  label: { zh: '货柜', en: 'Ship (container)', ja: 'コンテナ' },
  fields: {
    code: f.text({
      label: { zh: '货柜编号', en: 'Ship no.', ja: 'コンテナ番号' },
      numbered: 'ship',
      max: 32,
      pattern: /^[A-Za-z0-9_-]+$/,
      unique: true,
      title: true,
      list: true,
      search: true,
      batchSearch: true,
      sort: true,
      example: 'SH-EXAMPLE-0099',
    }),
    containerType: f.dict('container_type', {
      label: { zh: '柜型', en: 'Container type', ja: 'コンテナタイプ' },
      required: true,
      list: true,
      search: true,
      example: '40HQ',
    }),
    storeId: f.link('erp/basestore', {
      label: { zh: '目的仓库', en: 'Destination warehouse', ja: '仕向け倉庫' },
      required: true,
      list: true,
      search: true,
      example: '1000000000000004202',
    }),
    forwarderId: f.link('erp/basefactory', {
      label: { zh: '货代', en: 'Forwarder', ja: 'フォワーダー' },
      list: true,
      search: true,
    }),
    ticketCode: f.text({
      workedOut: true,
      label: { zh: '票号', en: 'Ticket code', ja: '票番号' },
      max: 64,
      list: true,
      search: true,
      batchSearch: true,
    }),
    containerNo: f.text({
      label: { zh: '柜号', en: 'Container no.', ja: 'コンテナ番号' },
      max: 32,
      list: true,
      search: true,
    }),
    sealNo: f.text({ label: { zh: '封条号', en: 'Seal no.', ja: 'シール番号' }, max: 32 }),
    vessel: f.text({ label: { zh: '船名航次', en: 'Vessel / voyage', ja: '船名・航海番号' }, max: 100, list: true }),
    loadingPort: f.text({ label: { zh: '起运港', en: 'Port of loading', ja: '積出港' }, max: 64, list: true }),
    destinationPort: f.text({ label: { zh: '目的港', en: 'Port of discharge', ja: '仕向港' }, max: 64, list: true }),
    departureDate: f.date({
      label: { zh: '预计开船日', en: 'Departure (ETD)', ja: '出港予定日' },
      list: true,
      sort: true,
      example: '2027-01-20',
    }),
    arrivalDate: f.date({
      label: { zh: '预计到港日', en: 'Arrival (ETA)', ja: '入港予定日' },
      list: true,
      sort: true,
      example: '2027-02-25',
    }),
    status: f.dict('ship_status', {
      label: { zh: '货柜状态', en: 'Status', ja: 'ステータス' },
      default: 1,
      list: true,
      search: true,
    }),
    costStatus: f.dict('ship_cost_status', {
      label: { zh: '费用状态', en: 'Cost status', ja: '費用ステータス' },
      default: 0,
      list: true,
      search: true,
    }),
    changed: f.bool({
      workedOut: true,
      label: { zh: '发货变更', en: 'Shipment changed', ja: '出荷変更あり' },
      default: 0,
      list: true,
      search: true,
    }),
    volume: { ...decimal('体积(m³)', 'Volume (m³)', '容積(m³)', 4), workedOut: true },
    weight: { ...decimal('重量(kg)', 'Weight (kg)', '重量(kg)', 3), workedOut: true },
    totalQuantity: f.integer({ workedOut: true, label: { zh: '总数量', en: 'Units', ja: '数量' }, min: 0, list: true }),
    totalBoxes: f.integer({
      workedOut: true,
      label: { zh: '总箱数', en: 'Cartons', ja: 'カートン数' },
      min: 0,
      list: true,
    }),
    goodsValue: f.decimal({
      workedOut: true,
      label: { zh: '货值(本位币)', en: 'Goods value (base currency)', ja: '貨物価額(基軸通貨)' },
      scale: 4,
      shown: 2,
      min: 0,
      list: true,
    }),
    confirmTime: f.datetime({
      workedOut: true,
      label: { zh: '确认时间', en: 'Confirmed at', ja: '確定日時' },
      list: true,
    }),
    departTime: f.datetime({
      workedOut: true,
      label: { zh: '开船时间', en: 'Departed at', ja: '出港日時' },
      list: true,
      sort: true,
    }),
    inboundOrderId: f.link('ware/winboundorder', {
      workedOut: true,
      label: { zh: '入库单', en: 'Inbound order', ja: '入庫伝票' },
      list: true,
    }),
    receiveTime: f.datetime({
      workedOut: true,
      label: { zh: '入库时间', en: 'Received at', ja: '入庫日時' },
      list: true,
    }),
    mergedIntoId: f.link('erp/ship', {
      workedOut: true,
      label: { zh: '合并至', en: 'Merged into', ja: '統合先' },
      list: true,
    }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: ['list', 'detail', 'save', 'update', 'remove'],
  permissions: SHIP_PERMISSIONS,
  statusDict: 'ship_status',
  defaultOrder: 'id DESC',
  // What the ship was confirmed with (each plan's and its lines' versions), to tell a plan edited
  // since; and which inbound line carries each plan line, to follow the receipt onto purchase orders.
  serverOnly: { loadVersions: 'jsonb', inboundLines: 'jsonb' },
  menu: { parent: 'shipping', sort: 30 },
})

/** A file of a ship (bill of lading, packing photos, customs papers), /api/erp/shipfile/save. */
export const shipFile = defineResource({
  area: 'shipping',
  module: 'erp',
  name: 'shipfile',
  table: 'erp_ship_file',
  label: { zh: '货柜附件', en: 'Ship file', ja: 'コンテナ添付' },
  fields: {
    shipId: f.link('erp/ship', {
      label: { zh: '货柜', en: 'Ship', ja: 'コンテナ' },
      required: true,
      list: true,
      search: true,
      example: '1000000000000031001',
    }),
    fileName: f.text({
      label: { zh: '文件名', en: 'File name', ja: 'ファイル名' },
      required: true,
      max: 255,
      title: true,
      list: true,
      example: 'bill-of-lading.pdf',
    }),
    url: f.file({
      label: { zh: '文件', en: 'File', ja: 'ファイル' },
      required: true,
      accept: ['pdf', 'jpg', 'jpeg', 'png', 'xlsx', 'xls', 'doc', 'docx'],
      maxKb: 10240,
      example: '/upload/ship/bill-of-lading.pdf',
    }),
    fileType: f.dict('ship_file_type', {
      label: { zh: '附件类型', en: 'File type', ja: '添付種類' },
      default: '9',
      list: true,
      example: '1',
    }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: ['save'],
  permissions: SHIP_PERMISSIONS,
  isChild: true,
  defaultOrder: 'ship_id, id',
})
