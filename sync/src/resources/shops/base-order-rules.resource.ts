import { defineResource, f } from '../define-resource.ts'

/** A JSON array (the rule's conditions or actions; their content is checked by the rule's hook). */
const JSON_ARRAY = /^\s*\[[\s\S]*\]\s*$/

/**
 * Order dividing rules (spec 1 §3 dividing rule): which warehouse and transport an order gets.
 * Higher priority wins; the rule engine that applies them belongs to the orders area.
 */
export const baseOrderRules = defineResource({
  area: 'shops',
  module: 'erp',
  name: 'baseorderrules',
  table: 'erp_base_order_rules',
  label: { zh: '分仓规则', en: 'Order dividing rule', ja: '倉庫振り分けルール' },
  fields: {
    ruleName: f.text({
      label: { zh: '规则名称', en: 'Rule name', ja: 'ルール名' },
      required: true,
      max: 100,
      unique: true,
      title: true,
      list: true,
      search: true,
      sort: true,
      example: 'Japan orders from Tokyo',
    }),
    dividingMode: f.dict('order_dividing_mode', {
      label: { zh: '分仓方式', en: 'Dividing mode', ja: '振り分け方式' },
      required: true,
      list: true,
      search: true,
      example: '1',
    }),
    storeId: f.link('erp/basestore', {
      label: { zh: '仓库', en: 'Warehouse', ja: '倉庫' },
      list: true,
      search: true,
      example: '1000000000000004201',
    }),
    transportMode: f.dict('transport_type', {
      label: { zh: '运输方式', en: 'Transport mode', ja: '輸送方法' },
      list: true,
      search: true,
      example: '1',
    }),
    priority: f.integer({
      label: { zh: '优先级', en: 'Priority', ja: '優先度' },
      min: 0,
      max: 1_000_000,
      list: true,
      search: true,
      sort: true,
    }),
    status: f.dict('enable_status', {
      label: { zh: '状态', en: 'Status', ja: 'ステータス' },
      default: '1',
      list: true,
      search: true,
      example: '1',
    }),
    isCheckInventory: f.bool({
      label: { zh: '校验库存', en: 'Check inventory', ja: '在庫確認' },
      list: true,
      search: true,
      example: 1,
    }),
    conditions: f.longText({
      label: { zh: '条件', en: 'Conditions', ja: '条件' },
      required: true,
      max: 20000,
      pattern: JSON_ARRAY,
      example: '[{"field":"countryCode","operator":"eq","value":"JP"}]',
    }),
    actions: f.longText({
      label: { zh: '动作', en: 'Actions', ja: 'アクション' },
      max: 20000,
      pattern: JSON_ARRAY,
      example: '[{"type":"markReview","value":"1"}]',
    }),
    isAutoReview: f.bool({
      label: { zh: '自动审核', en: 'Review automatically', ja: '自動審査' },
      list: true,
      search: true,
      example: 0,
    }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500, example: 'Ship JP orders locally' }),
  },
  calls: ['page', 'list', 'detail', 'submit', 'update', 'remove', { op: 'save', path: 'addOrderRules' }],
  permissions: {
    view: 'baseorderrules_view',
    add: 'baseorderrules_add',
    edit: 'baseorderrules_edit',
    remove: 'baseorderrules_delete',
  },
  defaultOrder: 'priority desc nulls last, id',
  menu: { parent: 'shops', sort: 70 },
})
