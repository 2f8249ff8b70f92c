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
  'purchasing.contractDocumentNotFound': {
    zh: '单据 {id} 不存在或已删除，无法生成合同',
    en: 'Document {id} does not exist or was removed; no contract can be made of it',
    ja: '伝票 {id} は存在しないか削除されたため、契約書を作成できません',
  },
  'purchasing.contractWithoutLines': {
    zh: '单据 {id} 没有明细行，无法生成合同',
    en: 'Document {id} has no lines; no contract can be made of it',
    ja: '伝票 {id} に明細がないため、契約書を作成できません',
  },
} as const satisfies Record<string, Label>
