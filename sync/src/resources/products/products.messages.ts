import type { Label } from '../../i18n/language.ts'

/** Messages of the products area (keys prefixed `products.`), in each language. */
export const productsMessages = {
  'products.partsOnlyCombination': {
    zh: '只有组合产品才能有组合明细',
    en: 'Only a combination product has parts',
    ja: '構成品を持てるのはセット商品だけです',
  },
  'products.partSelf': {
    zh: '组合产品不能包含自己',
    en: 'A combination cannot contain itself',
    ja: 'セット商品は自分自身を含められません',
  },
  'products.partNotIndividual': {
    zh: '子产品 {sku} 不是单品，组合不能嵌套',
    en: 'Part {sku} is not an individual product; combinations do not nest',
    ja: '構成品 {sku} は単品ではありません。セットは入れ子にできません',
  },
  'products.partDuplicate': {
    zh: '子产品 {sku} 重复，请合并数量',
    en: 'Part {sku} is listed twice; add up the quantities instead',
    ja: '構成品 {sku} が重複しています。数量をまとめてください',
  },
  'products.sysSkuTaken': {
    zh: '系统SKU“{sku}”已被使用',
    en: 'System SKU "{sku}" is already in use',
    ja: 'システムSKU「{sku}」は既に使用されています',
  },
  'products.declareCountryDuplicate': {
    zh: '同一目的国只能有一条申报信息：{country}',
    en: 'Only one declaration per destination country: {country}',
    ja: '仕向国ごとに申告情報は1件だけです：{country}',
  },
  'products.factoryDuplicate': {
    zh: '供应商“{factory}”重复',
    en: 'Supplier "{factory}" is listed twice',
    ja: 'サプライヤー「{factory}」が重複しています',
  },
  'products.factoryDefaultMany': {
    zh: '只能有一个默认供应商',
    en: 'Only one supplier can be the default',
    ja: '既定の仕入先は1つだけです',
  },
  'products.productDisabled': {
    zh: '产品 {sku} 已禁用，不能推送',
    en: 'Product {sku} is disabled and cannot be pushed',
    ja: '商品 {sku} は無効のため連携できません',
  },
  'products.notRemoved': {
    zh: '产品 {record} 不在回收站中，无需恢复',
    en: 'Product {record} is not removed; nothing to restore',
    ja: '商品 {record} は削除されていないため復元できません',
  },
  'products.priceUnchanged': {
    zh: '价格没有变化',
    en: 'The price did not change',
    ja: '価格に変更がありません',
  },
  'products.priceTarget': {
    zh: '请指定产品或申报信息（productId 或 declareId）',
    en: 'Name a product or a declaration (productId or declareId)',
    ja: '商品または申告情報（productId か declareId）を指定してください',
  },
  'products.batchFieldsRequired': {
    zh: '请至少填写一个要修改的字段',
    en: 'Fill in at least one field to change',
    ja: '変更する項目を少なくとも1つ入力してください',
  },
  'products.upcLength': {
    zh: '标识码、厂商代码和商品代码合计应为 11 位（当前 {length} 位）',
    en: 'Flag, manufacturer and commodity codes must add up to 11 digits (now {length})',
    ja: 'フラグ・メーカー・商品コードの合計は11桁である必要があります（現在 {length} 桁）',
  },
  'products.upcCheckDigit': {
    zh: 'UPC {upc} 的校验位错误，应为 {digit}',
    en: 'UPC {upc} has a wrong check digit; it should be {digit}',
    ja: 'UPC {upc} のチェックデジットが誤っています。正しくは {digit} です',
  },
  'products.upcMismatch': {
    zh: 'UPC {upc} 与标识码、厂商代码、商品代码不一致',
    en: 'UPC {upc} does not match the flag, manufacturer and commodity codes',
    ja: 'UPC {upc} がフラグ・メーカー・商品コードと一致しません',
  },
  'products.upcExhausted': {
    zh: '厂商代码 {code} 下已没有可用的商品代码',
    en: 'Manufacturer code {code} has no free commodity codes left',
    ja: 'メーカーコード {code} には空きの商品コードがありません',
  },
  'products.upcOneProduct': {
    zh: '一次生成多个 UPC 时不能指定产品',
    en: 'A product can only be given when creating one UPC',
    ja: '複数のUPCを生成する場合は商品を指定できません',
  },
  'products.associationDuplicate': {
    zh: '系统SKU {sku} 重复，请合并数量',
    en: 'System SKU {sku} is listed twice; add up the quantities instead',
    ja: 'システムSKU {sku} が重複しています。数量をまとめてください',
  },
  'products.sysSkuUnknown': {
    zh: '系统SKU {sku} 不存在',
    en: 'System SKU {sku} does not exist',
    ja: 'システムSKU {sku} は存在しません',
  },
  'products.reviewSubmitState': {
    zh: '销售SKU {record} 当前为“{status}”，不能提交审核',
    en: 'Sales SKU {record} is "{status}" and cannot be submitted for review',
    ja: '販売SKU {record} は「{status}」のため審査に提出できません',
  },
  'products.reviewUnmapped': {
    zh: '销售SKU {sku} 尚未映射系统SKU，不能提交审核',
    en: 'Sales SKU {sku} is not mapped to a system SKU and cannot be submitted for review',
    ja: '販売SKU {sku} はシステムSKUに紐付いていないため審査に提出できません',
  },
  'products.reviewState': {
    zh: '销售SKU {record} 当前为“{status}”，不是待审核',
    en: 'Sales SKU {record} is "{status}", not pending review',
    ja: '販売SKU {record} は「{status}」で、審査待ちではありません',
  },
  'products.rejectRemark': {
    zh: '驳回时请填写审核意见',
    en: 'Give a remark when rejecting',
    ja: '却下する場合は審査コメントを入力してください',
  },
} as const satisfies Record<string, Label>
