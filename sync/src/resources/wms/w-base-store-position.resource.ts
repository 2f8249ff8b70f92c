import { defineResource, f } from '../define-resource.ts'

/**
 * Warehouse position (库位): spec 1 §3 positions (code, name, type, pick order num), §4 position
 * status; /api/ware/wbasestoreposition, and the same records at /api/erp/basestoreposition. The
 * warehouse follows from the zone.
 */
export const wBaseStorePosition = defineResource({
  area: 'wms',
  module: 'ware',
  name: 'wbasestoreposition',
  table: 'ware_base_store_position',
  label: { zh: '库位', en: 'Warehouse position', ja: 'ロケーション' },
  fields: {
    storeId: f.link('erp/basestore', {
      label: { zh: '仓库', en: 'Warehouse', ja: '倉庫' },
      list: true,
      search: true,
      example: '1000000000000004202',
    }),
    areaId: f.link('erp/basestorearea', {
      label: { zh: '库区', en: 'Zone', ja: 'エリア' },
      dependsOn: { field: 'storeId', targetField: 'storeId' },
      required: true,
      list: true,
      search: true,
      example: '1000000000000004301',
    }),
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
      example: 'A-09-09',
    }),
    name: f.text({
      label: { zh: '库位名称', en: 'Position name', ja: 'ロケーション名' },
      max: 100,
      title: true,
      list: true,
      search: true,
      sort: true,
      example: 'A区9排9层',
    }),
    type: f.dict('store_position_type', {
      label: { zh: '库位类型', en: 'Position type', ja: 'ロケーションタイプ' },
      list: true,
      search: true,
      example: '1',
    }),
    status: f.dict('store_status', {
      label: { zh: '状态', en: 'Status', ja: 'ステータス' },
      default: 0,
      list: true,
      search: true,
      sort: true,
    }),
    pickOrderNum: f.integer({
      label: { zh: '拣货顺序', en: 'Pick order', ja: 'ピッキング順' },
      min: 0,
      max: 999999,
      list: true,
      sort: true,
      example: 909,
    }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: ['page', 'list', 'detail', 'select', 'submit', 'save', 'update', 'remove'],
  permissions: {
    view: 'wbasestoreposition_view',
    add: 'wbasestoreposition_add',
    edit: 'wbasestoreposition_edit',
    remove: 'wbasestoreposition_delete',
  },
  statusDict: 'store_status',
  defaultOrder: 'store_id, pick_order_num NULLS LAST, code, id DESC',
  menu: { parent: 'warehouses', sort: 30 },
  formerPermissions: [
    {
      view: 'basestoreposition_view',
      add: 'basestoreposition_add',
      edit: 'basestoreposition_edit',
      remove: 'basestoreposition_delete',
    },
  ],
})
