import type { Label } from '../../i18n/language.ts'

/** Messages of the orders area's handling part (keys prefixed `orders.`). */
export const orderHandlingMessages = {
  'orders.splitPartsMin': {
    zh: '订单 {code} 至少要拆成两份',
    en: 'Split {code} into at least two parts',
    ja: '受注 {code} は2つ以上に分割してください',
  },
  'orders.splitNotFull': {
    zh: '订单 {code} 必须全部拆分：{sku} 拆分了 {split}，订单数量为 {quantity}',
    en: '{code} must be fully split: {sku} is split {split} of {quantity}',
    ja: '受注 {code} は全量を分割してください：{sku} は {quantity} のうち {split} を分割',
  },
  'orders.splitPartEmpty': {
    zh: '拆分的第 {part} 份没有商品数量',
    en: 'Part {part} of the split has no quantity',
    ja: '分割の第 {part} 部分に数量がありません',
  },
  'orders.lineNotOnOrder': {
    zh: '订单 {code} 没有商品 {sku}',
    en: '{code} has no line of {sku}',
    ja: '受注 {code} に {sku} の明細はありません',
  },
  'orders.codeTooLong': {
    zh: '订单号 {code} 太长，无法生成拆分或合并后的单号',
    en: 'The order no. {code} is too long to number its parts',
    ja: '受注番号 {code} が長すぎるため、分割・統合後の番号を作れません',
  },
  'orders.mergeTwo': {
    zh: '请至少选择两个订单合并',
    en: 'Choose at least two orders to merge',
    ja: '統合する受注を2件以上選んでください',
  },
  'orders.unableToMerge': {
    zh: '订单无法合并：{codes} 的{field}不同',
    en: 'Order unable to be merged: the {field} of {codes} differs',
    ja: '注文を統合できません：{codes} の{field}が異なります',
  },
  'orders.notFba': {
    zh: '订单 {code} 不是FBA发货订单',
    en: '{code} is not an FBA delivery order',
    ja: '受注 {code} はFBA出荷ではありません',
  },
  'orders.storeNotFba': {
    zh: '仓库 {store} 不是FBA仓库',
    en: 'The warehouse {store} is not an FBA warehouse',
    ja: '倉庫 {store} はFBA倉庫ではありません',
  },
  'orders.addressNothing': {
    zh: '请至少填写一项地址信息',
    en: 'Give at least one address field',
    ja: '住所の項目を1つ以上入力してください',
  },
  'orders.notRefundable': {
    zh: '订单 {code} 尚未发货，没有可退金额',
    en: '{code} has not shipped: only a shipped order has a refundable amount',
    ja: '受注 {code} は未出荷のため返金可能額がありません',
  },
  'orders.trackNumberRequired': {
    zh: '订单 {code} 没有跟踪号',
    en: '{code} has no tracking number',
    ja: '受注 {code} に追跡番号がありません',
  },
  'orders.alreadyReturned': {
    zh: '订单 {code} 已标记退回',
    en: '{code} is already marked returned',
    ja: '受注 {code} はすでに返送済みです',
  },
  'orders.notReturned': {
    zh: '订单 {code} 未标记退回',
    en: '{code} is not marked returned',
    ja: '受注 {code} は返送済みではありません',
  },
  'orders.storeRequired': {
    zh: '订单 {code} 没有发货仓库',
    en: '{code} has no warehouse',
    ja: '受注 {code} に出荷倉庫がありません',
  },
  'orders.noWarehouseOrder': {
    zh: '订单 {code} 没有进行中的仓库订单',
    en: '{code} has no open warehouse order',
    ja: '受注 {code} に処理中の倉庫オーダーがありません',
  },
  'orders.abolishCutOpen': {
    zh: '订单 {code} 有进行中的截单，请完成截单，不要直接作废出库单',
    en: '{code} has a cut in progress: complete the cut instead of abolishing its outbound order',
    ja: '受注 {code} には処理中のカットがあります。出庫伝票を廃止せず、カットを完了してください',
  },
  'orders.cutOpen': {
    zh: '订单 {code} 已有进行中的截单',
    en: '{code} already has a cut in progress',
    ja: '受注 {code} にはすでに処理中のカットがあります',
  },
  'orders.noCutApplied': {
    zh: '订单 {code} 没有已申请的截单',
    en: '{code} has no applied cut',
    ja: '受注 {code} に申請済みのカットがありません',
  },
  'orders.pushRefused': {
    zh: '{marketplace} 拒收订单 {code} 的跟踪号：{reason}',
    en: '{marketplace} refused the tracking number of {code}: {reason}',
    ja: '{marketplace} は受注 {code} の追跡番号を受け付けませんでした：{reason}',
  },
  'orders.history.split': { zh: '拆分为 {codes}', en: 'Split into {codes}', ja: '{codes} に分割' },
  'orders.history.splitFrom': { zh: '由 {code} 拆分而来', en: 'Split from {code}', ja: '{code} から分割' },
  'orders.history.merged': { zh: '合并到 {code}', en: 'Merged into {code}', ja: '{code} に統合' },
  'orders.history.mergedFrom': { zh: '由 {codes} 合并而来', en: 'Merged from {codes}', ja: '{codes} を統合' },
  'orders.history.address': { zh: '修改地址：{fields}', en: 'Address changed: {fields}', ja: '住所変更：{fields}' },
  'orders.history.sku': {
    zh: '修改SKU：{from} → {to}（{lines} 行）',
    en: 'SKU changed: {from} → {to} ({lines} lines)',
    ja: 'SKU変更：{from} → {to}（{lines} 行）',
  },
  'orders.history.fba': {
    zh: '转FBA发货：{store}',
    en: 'Converted to FBA delivery: {store}',
    ja: 'FBA出荷に変更：{store}',
  },
  'orders.history.fbaZero': {
    zh: 'FBA商品价格改为0，订单金额 {total}',
    en: 'FBA prices set to zero, order total {total}',
    ja: 'FBA価格を0に変更、受注金額 {total}',
  },
  'orders.history.forwarding': {
    zh: '交给货代（LTL）{remark}',
    en: 'Handed to a freight forwarder (LTL) {remark}',
    ja: 'フォワーダーに委託（LTL）{remark}',
  },
  'orders.history.shipped': {
    zh: '标记发货，跟踪号 {trackNumber}',
    en: 'Shipped, tracking no. {trackNumber}',
    ja: '出荷済み、追跡番号 {trackNumber}',
  },
  'orders.history.trackNumber': {
    zh: '跟踪号 {from} → {to}',
    en: 'Tracking no. {from} → {to}',
    ja: '追跡番号 {from} → {to}',
  },
  'orders.history.pushed': {
    zh: '跟踪号 {trackNumber} 已推送到 {marketplace}',
    en: 'Tracking no. {trackNumber} pushed to {marketplace}',
    ja: '追跡番号 {trackNumber} を {marketplace} に送信',
  },
  'orders.history.returned': { zh: '标记退回', en: 'Marked returned', ja: '返送済みにした' },
  'orders.history.unreturned': { zh: '取消退回', en: 'Returned mark removed', ja: '返送を取消' },
  'orders.history.pushWarehouse': {
    zh: '推送到仓库，出库单 {outbound}',
    en: 'Pushed to the warehouse, outbound order {outbound}',
    ja: '倉庫へ送信、出庫伝票 {outbound}',
  },
  'orders.history.cut': { zh: '截单：{step} {reason}', en: 'Cut: {step} {reason}', ja: 'カット：{step} {reason}' },
  'orders.history.warehouse': { zh: '仓库：{step}', en: 'Warehouse: {step}', ja: '倉庫：{step}' },
  'orders.history.outboundAbolished': {
    zh: '仓库作废了出库单 {outbound}，订单退回待审核',
    en: 'The warehouse abolished outbound order {outbound}; the order is back to pending review',
    ja: '倉庫が出庫伝票 {outbound} を廃止し、受注は審査待ちに戻りました',
  },
} as const satisfies Record<string, Label>
