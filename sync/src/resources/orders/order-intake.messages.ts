import type { Label } from '../../i18n/language.ts'

/** Messages of the orders area's intake part (keys prefixed `orders.`). */
export const orderIntakeMessages = {
  'orders.productMissing': {
    zh: '第 {line} 行：产品 {product} 不存在',
    en: 'Line {line}: product {product} does not exist',
    ja: '{line} 行目：商品 {product} が存在しません',
  },
  'orders.lineProblem': {
    zh: '第 {line} 行商品：{message}',
    en: 'Line {line}: {message}',
    ja: '{line} 行目の商品：{message}',
  },
  'orders.skuUnmapped': {
    zh: '第 {line} 行：销售SKU {sku} 在该店铺没有对应的产品，请填写系统SKU',
    en: 'Line {line}: sales SKU {sku} maps to no product of this shop; give the system SKU',
    ja: '{line} 行目：販売SKU {sku} はこのショップの商品に対応していません。システムSKUを指定してください',
  },
  'orders.totalNegative': {
    zh: '优惠 {discount} 超过了商品金额加运费 {gross}',
    en: 'The discount {discount} exceeds goods plus freight {gross}',
    ja: '値引き {discount} が商品金額と送料の合計 {gross} を超えています',
  },
  'orders.notEditable': {
    zh: '订单 {code} 当前为「{status}」，已不能修改',
    en: 'Order {code} is {status} and can no longer be changed',
    ja: '受注 {code} は「{status}」のため変更できません',
  },
  'orders.auditedLocked': {
    zh: '订单 {code} 已审核并占用了库存：请先转待审核，再修改商品或仓库',
    en: 'Order {code} is reviewed and holds stock for its lines: send it back to review before changing its products or warehouse',
    ja: '受注 {code} は審査済みで在庫を引き当てています。商品や倉庫を変更するには先に審査待ちに戻してください',
  },
  'orders.notRemovable': {
    zh: '订单 {code} 当前为「{status}」：只能删除已作废或待审核的订单',
    en: 'Order {code} is {status}: only discarded or pending-review orders can be removed',
    ja: '受注 {code} は「{status}」です。削除できるのは破棄済みか審査待ちの受注だけです',
  },
  'orders.shopMissing': {
    zh: '店铺 {shop} 不存在',
    en: 'Shop {shop} does not exist',
    ja: 'ショップ {shop} が存在しません',
  },
  'orders.notB2B': {
    zh: '订单 {code} 不是B2B批发订单',
    en: 'Order {code} is not a B2B wholesale order',
    ja: '受注 {code} はB2B卸売受注ではありません',
  },
  'orders.importHeaders': {
    zh: '表头与订单模板不一致：{headers}',
    en: 'The headers are not those of the order template: {headers}',
    ja: 'ヘッダーが受注テンプレートと一致しません：{headers}',
  },
  'orders.importOrderDiffers': {
    zh: '与同一订单前面的行（第 {first} 行）的「{field}」不一致',
    en: '{field} differs from the same order’s row {first}',
    ja: '同じ受注の {first} 行目と「{field}」が一致しません',
  },
  'orders.wordRequired': {
    zh: '请填写留言或备注',
    en: 'Give a message or a remark',
    ja: 'メッセージか備考を入力してください',
  },
  'orders.historyCreated': {
    zh: '创建订单（{source}）：{lines} 个商品，共 {quantity} 件，订单金额 {total} {currency}',
    en: 'Created ({source}): {lines} line(s), {quantity} unit(s), total {total} {currency}',
    ja: '作成（{source}）：{lines} 明細、{quantity} 点、受注金額 {total} {currency}',
  },
  'orders.historyChanged': {
    zh: '修改：{changes}',
    en: 'Changed: {changes}',
    ja: '変更：{changes}',
  },
  'orders.historyLines': {
    zh: '商品明细 {from} → {to}',
    en: 'lines {from} → {to}',
    ja: '明細 {from} → {to}',
  },
  'orders.historyWords': {
    zh: '留言：{leaveWord}；备注：{remark}',
    en: 'Message: {leaveWord}; remark: {remark}',
    ja: 'メッセージ：{leaveWord}；備考：{remark}',
  },
  'orders.historyRemoved': {
    zh: '删除订单',
    en: 'Removed',
    ja: '削除',
  },
  'orders.sourceForm': { zh: '表单', en: 'form', ja: 'フォーム' },
  'orders.sourceB2B': { zh: 'B2B表单', en: 'B2B form', ja: 'B2Bフォーム' },
  'orders.sourceImport': { zh: '导入', en: 'import', ja: 'インポート' },
  'orders.sourcePull': { zh: '平台拉单', en: 'marketplace', ja: 'モール取込' },
} as const satisfies Record<string, Label>
