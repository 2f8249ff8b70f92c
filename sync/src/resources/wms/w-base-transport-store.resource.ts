import { defineResource, f } from '../define-resource.ts'

/**
 * Which carriers a warehouse ships with (仓库物流渠道): /api/ware/wbasetransportstore. The channel
 * name defaults to the carrier's name.
 */
export const wBaseTransportStore = defineResource({
  area: 'wms',
  module: 'ware',
  name: 'wbasetransportstore',
  table: 'ware_base_transport_store',
  label: { zh: '仓库物流渠道', en: 'Warehouse carrier channel', ja: '倉庫配送チャネル' },
  fields: {
    storeId: f.link('ware/wbasestore', {
      label: { zh: '仓库', en: 'Warehouse', ja: '倉庫' },
      required: true,
      list: true,
      search: true,
      example: '1000000000000004203',
    }),
    transportId: f.link('ware/wbasetransport', {
      label: { zh: '物流方式', en: 'Carrier', ja: '配送方法' },
      required: true,
      unique: true,
      uniqueWith: ['storeId'],
      list: true,
      search: true,
      example: '1000000000000005054',
    }),
    channelName: f.text({
      label: { zh: '渠道名称', en: 'Channel name', ja: 'チャネル名' },
      max: 100,
      title: true,
      list: true,
      search: true,
      sort: true,
      example: 'NJ LTL pallets',
    }),
    channelCode: f.text({
      label: { zh: '渠道代码', en: 'Channel code', ja: 'チャネルコード' },
      max: 64,
      list: true,
      search: true,
      example: 'NJ-LTL',
    }),
    cutOffTime: f.text({
      label: { zh: '截单时间', en: 'Cut-off time', ja: '締め時刻' },
      max: 5,
      pattern: /^([01]\d|2[0-3]):[0-5]\d$/,
      list: true,
      example: '15:00',
    }),
    isDefault: f.bool({ label: { zh: '默认渠道', en: 'Default', ja: 'デフォルト' }, list: true }),
    sort: f.integer({ label: { zh: '排序', en: 'Sort', ja: '並び順' }, min: 0, max: 9999, sort: true }),
    status: f.dict('enable_status', {
      label: { zh: '状态', en: 'Status', ja: 'ステータス' },
      default: 1,
      list: true,
      search: true,
    }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: ['page', 'list', 'detail', 'select', 'submit', 'save', 'update', 'remove'],
  permissions: {
    view: 'wbasetransportstore_view',
    add: 'wbasetransportstore_add',
    edit: 'wbasetransportstore_edit',
    remove: 'wbasetransportstore_delete',
  },
  statusDict: 'enable_status',
  defaultOrder: 'store_id, sort NULLS LAST, id DESC',
  menu: { parent: 'warehouses', sort: 60 },
})
