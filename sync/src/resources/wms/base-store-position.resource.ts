import { defineResource, f } from '../define-resource.ts'

/**
 * The ERP's copy of warehouse positions (库位): /api/erp/basestoreposition. `synchronous` copies
 * the warehouse floor's positions (ware/wbasestoreposition) into it; positions may also be kept
 * by hand (no source position).
 */
export const baseStorePosition = defineResource({
  area: 'wms',
  module: 'erp',
  name: 'basestoreposition',
  table: 'erp_base_store_position',
  label: { zh: 'ERP库位', en: 'ERP position', ja: 'ERPロケーション' },
  fields: {
    storeId: f.link('ware/wbasestore', {
      label: { zh: '仓库', en: 'Warehouse', ja: '倉庫' },
      required: true,
      list: true,
      search: true,
      example: '1000000000000005001',
    }),
    // A copy of a floor position: its zone is the floor zone it was copied from.
    areaId: f.link('ware/wbasestorearea', {
      label: { zh: '库区', en: 'Zone', ja: 'エリア' },
      search: true,
      dependsOn: { field: 'storeId', targetField: 'storeId' },
    }),
    areaCode: f.text({
      label: { zh: '库区编码', en: 'Zone code', ja: 'エリアコード' },
      max: 32,
      list: true,
      search: true,
      example: 'A',
    }),
    areaName: f.text({ label: { zh: '库区名称', en: 'Zone name', ja: 'エリア名' }, max: 100, list: true }),
    code: f.text({
      label: { zh: '库位编码', en: 'Position code', ja: 'ロケーションコード' },
      required: true,
      max: 32,
      pattern: /^[A-Za-z0-9_-]+$/,
      unique: true,
      uniqueWith: ['storeId'],
      list: true,
      search: true,
      sort: true,
      example: 'ERP-01',
    }),
    name: f.text({
      label: { zh: '库位名称', en: 'Position name', ja: 'ロケーション名' },
      max: 100,
      title: true,
      list: true,
      search: true,
      example: 'ERP 手工库位',
    }),
    type: f.dict('store_position_type', {
      label: { zh: '库位类型', en: 'Position type', ja: 'ロケーションタイプ' },
      list: true,
      search: true,
      example: '3',
    }),
    status: f.dict('store_status', {
      label: { zh: '状态', en: 'Status', ja: 'ステータス' },
      default: 0,
      list: true,
      search: true,
    }),
    pickOrderNum: f.integer({
      label: { zh: '拣货顺序', en: 'Pick order', ja: 'ピッキング順' },
      min: 0,
      max: 999999,
      list: true,
      sort: true,
    }),
    sourcePositionId: f.id({
      label: { zh: '仓库库位', en: 'Floor position', ja: '現場ロケーション' },
      search: true,
    }),
    syncTime: f.datetime({ label: { zh: '同步时间', en: 'Synchronised at', ja: '同期日時' }, list: true, sort: true }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: ['page', 'list', 'detail', 'select', 'submit', 'remove'],
  permissions: {
    view: 'basestoreposition_view',
    add: 'basestoreposition_add',
    edit: 'basestoreposition_edit',
    remove: 'basestoreposition_delete',
  },
  statusDict: 'store_status',
  defaultOrder: 'store_id, pick_order_num NULLS LAST, code, id DESC',
  menu: { parent: 'warehouses', sort: 70 },
})
