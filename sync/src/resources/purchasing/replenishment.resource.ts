import { defineResource, f } from '../define-resource.ts'

/** Who reads the replenishment figures and sets their rules (the hand-written calls share these codes). */
export const REPLENISHMENT_PERMISSIONS = {
  view: 'replenishmentrules_view',
  add: 'replenishmentrules_add',
  edit: 'replenishmentrules_edit',
  remove: 'replenishmentrules_delete',
}

const days = (zh: string, en: string, ja: string, example: number) =>
  f.integer({ label: { zh, en, ja }, min: 0, max: 3650, list: true, sort: true, example })

/**
 * Replenishment rules (补货规则, /api/erp/replenishmentrules; spec 1 §9): the stocking, safety and
 * expected sales days of one SKU or of a category, over the tenant's defaults
 * (productInventoryAnalyse/updateConfig). A SKU's rule wins over its category's; a day left empty
 * takes the next one's.
 */
export const replenishmentRule = defineResource({
  area: 'purchasing',
  module: 'erp',
  name: 'replenishmentrules',
  table: 'erp_replenishment_rule',
  label: { zh: '补货规则', en: 'Replenishment rule', ja: '補充ルール' },
  fields: {
    productId: f.link('erp/baseproduct', {
      label: { zh: '产品', en: 'Product', ja: '商品' },
      list: true,
      search: true,
      title: true,
      example: '1000000000000003101',
    }),
    categoryId: f.link('erp/basecategory', {
      label: { zh: '产品分类', en: 'Category', ja: 'カテゴリ' },
      list: true,
      search: true,
    }),
    stockingDays: days('备货天数', 'Stocking days', '準備日数', 30),
    safetyDays: days('安全天数', 'Safety days', '安全日数', 7),
    expectedDays: days('预计销售天数', 'Expected sales days', '予定販売日数', 60),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: ['page', 'detail', 'submit', 'remove'],
  permissions: REPLENISHMENT_PERMISSIONS,
  defaultOrder: 'create_time DESC, id DESC',
  menu: { parent: 'purchase', sort: 40 },
})

/**
 * Purchase rules of replenishment (/api/erp/replenishmentpurchaserules): the minimum order and the
 * box a suggestion is rounded up to, per SKU or per factory; without one, the product's supplier row
 * (its minimum order) and the product's box quantity apply.
 */
export const replenishmentPurchaseRule = defineResource({
  area: 'purchasing',
  module: 'erp',
  name: 'replenishmentpurchaserules',
  table: 'erp_replenishment_purchase_rule',
  label: { zh: '补货采购规则', en: 'Replenishment purchase rule', ja: '補充発注ルール' },
  fields: {
    productId: f.link('erp/baseproduct', {
      label: { zh: '产品', en: 'Product', ja: '商品' },
      list: true,
      search: true,
      title: true,
      example: '1000000000000003101',
    }),
    factoryId: f.link('erp/basefactory', {
      label: { zh: '供应商', en: 'Supplier', ja: 'サプライヤー' },
      list: true,
      search: true,
    }),
    minOrderQuantity: f.integer({
      label: { zh: '最小起订量', en: 'Minimum order', ja: '最小発注数' },
      min: 0,
      max: 10_000_000,
      list: true,
      example: 100,
    }),
    boxQuantity: f.integer({
      label: { zh: '每箱数量', en: 'Units per box', ja: '入数' },
      min: 0,
      max: 100_000,
      list: true,
      example: 12,
    }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: ['page', 'detail', 'submit', 'remove'],
  permissions: {
    view: REPLENISHMENT_PERMISSIONS.view,
    add: REPLENISHMENT_PERMISSIONS.add,
    edit: REPLENISHMENT_PERMISSIONS.edit,
    remove: REPLENISHMENT_PERMISSIONS.remove,
  },
  defaultOrder: 'create_time DESC, id DESC',
  isChild: true,
})
