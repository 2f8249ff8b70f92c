import { alsoServedAt, defineResource, f } from '../define-resource.ts'
import { storeProductInventory } from './stock-ledger.resource.ts'

/**
 * What is to be done with aged stock (库龄处理计划, the records of /api/erp/inventorylibraryage):
 * per warehouse and product, the action (clearance, promotion, return, transfer, scrap, keep), the
 * units it covers and by when. The age page shows each SKU's open plan beside its buckets.
 */
export const inventoryAgePlan = defineResource({
  area: 'inventory',
  module: 'erp',
  name: 'inventorylibraryage',
  table: 'erp_inventory_age_plan',
  label: { zh: '库龄处理计划', en: 'Aged stock plan', ja: '長期在庫対応計画' },
  fields: {
    storeId: f.link('erp/basestore', {
      label: { zh: '仓库', en: 'Warehouse', ja: '倉庫' },
      required: true,
      list: true,
      search: true,
      example: '1000000000000004202',
    }),
    productId: f.link('erp/baseproduct', {
      label: { zh: '产品', en: 'Product', ja: '商品' },
      required: true,
      list: true,
      search: true,
      example: '1000000000000003104',
    }),
    action: f.dict('inventory_age_action', {
      label: { zh: '处理方式', en: 'Action', ja: '対応' },
      required: true,
      list: true,
      search: true,
      example: '1',
    }),
    quantity: f.integer({
      label: { zh: '计划数量', en: 'Units', ja: '数量' },
      required: true,
      min: 1,
      max: 99_999_999,
      list: true,
      example: 2,
    }),
    targetDate: f.date({
      label: { zh: '完成期限', en: 'Due by', ja: '期限' },
      list: true,
      sort: true,
      example: '2026-12-31',
    }),
    planStatus: f.dict('inventory_age_plan_status', {
      label: { zh: '计划状态', en: 'Plan status', ja: '計画状態' },
      default: 1,
      list: true,
      search: true,
    }),
    remark: f.text({
      label: { zh: '备注', en: 'Remark', ja: '備考' },
      max: 500,
      title: true,
      list: true,
      example: 'Clear before the spring range',
    }),
  },
  // page and detail are the age figures themselves (server/inventory/inventory-age.calls.ts); detail with id reads a plan.
  calls: ['save', 'submit', 'update', 'remove'],
  permissions: storeProductInventory.permissions,
  defaultOrder: 'target_date NULLS LAST, id',
  // Its page is the age screen (web/console/inventory/inventory-age.page.tsx); it shares the stock's
  // permission codes, so the page has a code of its own.
  menu: { parent: 'warehouses', sort: 120, code: 'inventorylibraryage' },
})

/** The floor's address of the same plans (/api/ware/winventorylibraryage: save, update). */
export const wInventoryAgePlan = alsoServedAt(inventoryAgePlan, {
  area: 'wms',
  module: 'ware',
  name: 'winventorylibraryage',
  calls: ['save', 'update'],
})
