import type { Label } from '#sync/i18n/language.ts'

/** Texts of the shipping screens: applications, plans, ships with their fill, costs and documents. */
export const SHIPPING_TEXT = {
  'ship.gauge.title': { zh: '装柜进度（{{type}}）', en: 'Container fill ({{type}})', ja: 'コンテナ積載率（{{type}}）' },
  'ship.gauge.volume': { zh: '体积', en: 'Volume', ja: '容積' },
  'ship.gauge.weight': { zh: '重量', en: 'Weight', ja: '重量' },
  'ship.gauge.used': {
    zh: '{{used}} / {{capacity}} {{unit}}（{{percent}}%）',
    en: '{{used}} / {{capacity}} {{unit}} ({{percent}}%)',
    ja: '{{used}} / {{capacity}} {{unit}}（{{percent}}%）',
  },
  'ship.gauge.over': { zh: '超出货柜容量', en: 'over capacity', ja: '容量超過' },
  'ship.gauge.noCapacity': {
    zh: '柜型 {{type}} 无容量数据',
    en: 'No capacity known for container type {{type}}',
    ja: 'コンテナ種別 {{type}} の容量は未登録です',
  },
  'ship.allocation.title': { zh: '费用分摊', en: 'Cost allocation', ja: '費用配賦' },
  'ship.allocation.empty': {
    zh: '尚未计算费用分摊',
    en: 'The costs are not allocated yet',
    ja: '費用はまだ配賦されていません',
  },
  'ship.allocation.plan': { zh: '发货计划', en: 'Shipment plan', ja: '出荷計画' },
  'ship.allocation.sku': { zh: 'SKU', en: 'SKU', ja: 'SKU' },
  'ship.allocation.quantity': { zh: '数量', en: 'Quantity', ja: '数量' },
  'ship.allocation.total': { zh: '合计', en: 'Total', ja: '合計' },
  'ship.allocation.perUnit': { zh: '单件分摊', en: 'Per unit', ja: '1個あたり' },
  'ship.allocation.totals': { zh: '费用合计', en: 'Cost totals', ja: '費用合計' },
  'ship.documents.title': { zh: '单证下载', en: 'Documents', ja: '書類ダウンロード' },
  'ship.documents.factory': { zh: '工厂', en: 'Factory', ja: '工場' },
  'ship.documents.allFactories': { zh: '全部工厂', en: 'All factories', ja: 'すべての工場' },
  'ship.documents.packing': { zh: '装箱单', en: 'Packing list', ja: 'パッキングリスト' },
  'ship.documents.invoice': { zh: '商业发票', en: 'Commercial invoice', ja: 'インボイス' },
  'ship.documents.customsDeclaration': { zh: '报关单', en: 'Customs declaration', ja: '輸出申告書' },
  'ship.documents.saleContract': { zh: '销售合同', en: 'Sales contract', ja: '売買契約書' },
  'ship.documents.saleContractTicketCode': {
    zh: '销售合同（按票号）',
    en: 'Sales contract (by ticket code)',
    ja: '売買契約書（チケット番号別）',
  },
} as const satisfies Record<string, Label>
