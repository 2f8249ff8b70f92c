import type { Label } from '#sync/i18n/language.ts'

/** Texts of the purchasing screens: the sales plan's cost trial. */
export const PURCHASING_TEXT = {
  'saleplan.trial': { zh: '成本试算', en: 'Cost trial', ja: 'コスト試算' },
  'saleplan.trial.title': { zh: '成本试算：{{code}}', en: 'Cost trial: {{code}}', ja: 'コスト試算：{{code}}' },
  'saleplan.trial.salePrice': {
    zh: '售价（计划币种）',
    en: 'Selling price (plan currency)',
    ja: '販売価格（計画通貨）',
  },
  'saleplan.trial.salePriceHint': {
    zh: '填写售价后计算佣金、广告、损耗、税费与毛利',
    en: 'With a selling price, commission, advertising, loss, tax and the margin are worked out',
    ja: '販売価格を入れると手数料・広告費・ロス・税と粗利を計算します',
  },
  'saleplan.trial.product': { zh: '产品', en: 'Product', ja: '商品' },
  'saleplan.trial.quantity': { zh: '数量', en: 'Quantity', ja: '数量' },
  'saleplan.trial.fob': { zh: 'FOB价', en: 'FOB price', ja: 'FOB価格' },
  'saleplan.trial.landed': { zh: '到岸成本/件', en: 'Landed cost / unit', ja: '着地原価/個' },
  'saleplan.trial.saleCost': { zh: '销售费用/件', en: 'Sales costs / unit', ja: '販売費/個' },
  'saleplan.trial.margin': { zh: '毛利/件', en: 'Margin / unit', ja: '粗利/個' },
  'saleplan.trial.marginRate': { zh: '毛利率', en: 'Margin rate', ja: '粗利率' },
  'saleplan.trial.totalMargin': { zh: '毛利合计', en: 'Total margin', ja: '粗利合計' },
  'saleplan.trial.total': {
    zh: '到岸成本合计 {{landed}}；毛利合计 {{margin}}',
    en: 'Total landed cost {{landed}}; total margin {{margin}}',
    ja: '着地原価合計 {{landed}}、粗利合計 {{margin}}',
  },
  'saleplan.trial.how': { zh: '计算明细', en: 'How it is reached', ja: '計算内訳' },
  'saleplan.trial.live': { zh: '成本试算（实时）', en: 'Cost trial (live)', ja: 'コスト試算（ライブ）' },
  'saleplan.trial.price': { zh: '售价', en: 'Selling price', ja: '販売価格' },
  'saleplan.trial.linePrice': {
    zh: '第{{index}}行售价',
    en: 'Selling price of line {{index}}',
    ja: '{{index}}行目の販売価格',
  },
  'saleplan.trial.incomplete': {
    zh: '填写店铺、产品与FOB价后试算',
    en: 'Costed once shop, product and FOB price are given',
    ja: 'ショップ・商品・FOB価格を入れると試算します',
  },
  'saleplan.trial.totalLanded': { zh: '到岸成本合计', en: 'Total landed cost', ja: '着地原価合計' },
  'saleplan.trial.howLanded': {
    zh: '到岸成本 = FOB价 + 每件费用',
    en: 'Landed cost = FOB price + per-unit fees',
    ja: '着地原価 = FOB価格 + 個当たり費用',
  },
  'saleplan.trial.howMargin': {
    zh: '毛利 = 售价 − 到岸成本 − 销售费用',
    en: 'Margin = price − landed cost − sales costs',
    ja: '粗利 = 販売価格 − 着地原価 − 販売費',
  },
  'saleplan.trial.failed': { zh: '试算失败', en: 'The trial failed', ja: '試算に失敗しました' },
} as const satisfies Record<string, Label>
