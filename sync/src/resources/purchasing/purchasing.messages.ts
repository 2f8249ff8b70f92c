import type { Label } from '../../i18n/language.ts'

/** Messages of the purchasing area (keys prefixed `purchasing.`), in each language. */
export const purchasingMessages = {
  'purchasing.factoryDisabled': {
    zh: '供应商“{factory}”已禁用',
    en: 'Supplier "{factory}" is disabled',
    ja: 'サプライヤー「{factory}」は無効です',
  },
  'purchasing.datesOutOfOrder': {
    zh: '“{field}”不能早于或等于“{previous}”',
    en: '"{field}" must come after "{previous}"',
    ja: '「{field}」は「{previous}」より後の日付にしてください',
  },
  'purchasing.itemProductRequired': {
    zh: '第 {line} 行：请选择产品',
    en: 'Line {line}: choose a product',
    ja: '{line} 行目：商品を選択してください',
  },
  'purchasing.itemPositive': {
    zh: '第 {line} 行：“{field}”必须大于 0',
    en: 'Line {line}: "{field}" must be greater than 0',
    ja: '{line} 行目：「{field}」は 0 より大きくしてください',
  },
  'purchasing.planWithoutItems': {
    zh: '销售计划“{plan}”没有添加产品，不能提交',
    en: 'Sales plan "{plan}" has no products and cannot be submitted',
    ja: '販売計画「{plan}」には商品がないため提出できません',
  },
  'purchasing.shopWithoutFees': {
    zh: '店铺“{shop}”没有损益配置（费用配置），销售计划不能提交',
    en: 'Shop "{shop}" has no profit-and-loss (fee) configuration; the sales plan cannot be submitted',
    ja: 'ショップ「{shop}」に損益（費用）設定がないため、販売計画を提出できません',
  },
  'purchasing.trialCostNeedsPlan': {
    zh: '请指定销售计划（planId）或计划明细（id）',
    en: 'Name a sales plan (planId) or a plan line (id)',
    ja: '販売計画（planId）または計画明細（id）を指定してください',
  },
  'purchasing.ruleTarget': {
    zh: '请选择产品或产品分类（二选一）',
    en: 'Choose either a product or a category',
    ja: '商品かカテゴリのどちらか一方を選択してください',
  },
  'purchasing.purchaseRuleTarget': {
    zh: '请选择产品或供应商（二选一）',
    en: 'Choose either a product or a supplier',
    ja: '商品かサプライヤーのどちらか一方を選択してください',
  },
  'purchasing.ruleExists': {
    zh: '“{target}”已有规则，请修改原规则',
    en: '"{target}" already has a rule; change that one',
    ja: '「{target}」には既にルールがあります。既存のルールを変更してください',
  },
  'purchasing.replenishmentRowMissing': {
    zh: '没有产品 {productId} 在该仓库的补货数据',
    en: 'No replenishment figures for product {productId} in that warehouse',
    ja: '商品 {productId} のその倉庫の補充データがありません',
  },
} as const satisfies Record<string, Label>
