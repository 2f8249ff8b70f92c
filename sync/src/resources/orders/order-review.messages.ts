import type { Label } from '../../i18n/language.ts'

/** Messages of the orders area's review part (keys prefixed `orders.`): rule checks, routing explanations, refusals. */
export const orderReviewMessages = {
  // What a rule item may not say (the rule's save and dry run).
  'orders.ruleFlagCondition': {
    zh: '“买家留言”条件只能用等于/不等于，值为 true/false',
    en: '"Buyer message" takes eq or ne with true or false',
    ja: '「購入者メッセージ」は eq／ne と true／false で指定します',
  },
  'orders.ruleBetweenValue': {
    zh: 'between 的值必须是 [起, 止]',
    en: 'between needs [from, to]',
    ja: 'between の値は [開始, 終了] です',
  },
  'orders.ruleNumberValue': {
    zh: '该条件的值必须是数字',
    en: 'this condition needs a number',
    ja: 'この条件の値は数値です',
  },
  'orders.ruleOperatorField': {
    zh: '运算符 {operator} 不适用于该字段',
    en: 'operator {operator} does not apply to this field',
    ja: '演算子 {operator} はこの項目に使えません',
  },
  'orders.ruleListValue': {
    zh: 'in/notIn 的值必须是列表',
    en: 'in and notIn need a list',
    ja: 'in／notIn の値はリストです',
  },
  'orders.ruleSingleValue': {
    zh: '{operator} 只能有一个值',
    en: '{operator} takes one value',
    ja: '{operator} の値は1つです',
  },
  'orders.ruleIdValue': {
    zh: '仓库或物流必须是记录ID',
    en: 'a warehouse or transport is given by its id',
    ja: '倉庫・配送はIDで指定します',
  },
  'orders.ruleTextValue': {
    zh: '该动作的值必须是文字',
    en: 'this action needs a text',
    ja: 'このアクションの値は文字列です',
  },
  'orders.ruleUnknownTarget': {
    zh: '{type} 指向不存在的记录：{ids}',
    en: '{type} names records that do not exist: {ids}',
    ja: '{type} が存在しないレコードを指しています：{ids}',
  },
  // Condition fields and operators in explanations.
  'orders.ruleFieldShopId': { zh: '店铺', en: 'shop', ja: 'ショップ' },
  'orders.ruleFieldPlatformId': { zh: '平台', en: 'platform', ja: 'プラットフォーム' },
  'orders.ruleFieldCountryCode': { zh: '国家', en: 'country', ja: '国' },
  'orders.ruleFieldStateOrRegion': { zh: '州/省', en: 'state', ja: '州・地域' },
  'orders.ruleFieldPostalCode': { zh: '邮编', en: 'postal code', ja: '郵便番号' },
  'orders.ruleFieldSku': { zh: 'SKU', en: 'SKU', ja: 'SKU' },
  'orders.ruleFieldQuantity': { zh: '商品数量', en: 'quantity', ja: '数量' },
  'orders.ruleFieldOrderAmount': { zh: '订单金额', en: 'order total', ja: '受注金額' },
  'orders.ruleFieldWeight': { zh: '重量', en: 'weight', ja: '重量' },
  'orders.ruleFieldShipType': { zh: '店铺发货方式', en: 'shop ship type', ja: 'ショップ出荷方式' },
  'orders.ruleFieldHasLeaveWord': { zh: '有买家留言', en: 'buyer message', ja: '購入者メッセージ' },
  'orders.ruleFieldAddressType': { zh: '地址类型', en: 'address type', ja: '住所種別' },
  'orders.ruleOpContains': { zh: '包含', en: 'contains', ja: 'を含む' },
  'orders.ruleOpStartsWith': { zh: '开头为', en: 'starts with', ja: 'で始まる' },
  'orders.ruleOpBetween': { zh: '介于', en: 'between', ja: '範囲' },
  // Why an order went where it went.
  'orders.explainRule': {
    zh: '规则“{rule}”（优先级 {priority}）：{conditions}',
    en: "Rule '{rule}' (priority {priority}): {conditions}",
    ja: 'ルール「{rule}」（優先度 {priority}）：{conditions}',
  },
  'orders.explainNoRule': { zh: '没有匹配的规则', en: 'No rule matched', ja: '一致するルールなし' },
  'orders.routeFixed': { zh: '仓库 {store}（指定）', en: 'warehouse {store} (fixed)', ja: '倉庫 {store}（指定）' },
  'orders.routePriority': {
    zh: '仓库 {store}（按优先级第一个）',
    en: 'warehouse {store} (first by priority)',
    ja: '倉庫 {store}（優先順位の先頭）',
  },
  'orders.routePriorityStock': {
    zh: '仓库 {store}（按优先级第一个有库存的）',
    en: 'warehouse {store} (first by priority with stock)',
    ja: '倉庫 {store}（在庫のある最優先倉庫）',
  },
  'orders.routePriorityNoStock': {
    zh: '仓库 {store}（没有仓库库存足够，取优先级第一个）',
    en: 'warehouse {store} (no warehouse has the stock; first by priority)',
    ja: '倉庫 {store}（在庫のある倉庫なし：最優先倉庫）',
  },
  'orders.routeNoCandidate': {
    zh: '规则没有可选仓库',
    en: 'the rule has no warehouse to choose from',
    ja: 'ルールに選べる倉庫がありません',
  },
  'orders.routeNearestServed': {
    zh: '仓库 {store}（覆盖邮编 {postal}）',
    en: 'warehouse {store} (serves postal code {postal})',
    ja: '倉庫 {store}（郵便番号 {postal} の担当）',
  },
  'orders.routeNearest': {
    zh: '仓库 {store}（离邮编 {postal} 最近）',
    en: 'warehouse {store} (nearest to postal code {postal})',
    ja: '倉庫 {store}（郵便番号 {postal} に最寄り）',
  },
  'orders.routeNearestFallback': {
    zh: '邮编 {postal} 附近没有仓库，按优先级：仓库 {store}',
    en: 'no warehouse near postal code {postal}, by priority: warehouse {store}',
    ja: '郵便番号 {postal} の近くに倉庫なし、優先順位で倉庫 {store}',
  },
  'orders.routeFreight': {
    zh: '仓库 {store}（运费最低 {amount} {currency}）',
    en: 'warehouse {store} (lowest freight {amount} {currency})',
    ja: '倉庫 {store}（最安送料 {amount} {currency}）',
  },
  'orders.routeFreightFallback': {
    zh: '没有可计算的运费，按优先级：仓库 {store}',
    en: 'no freight rate prices this order, by priority: warehouse {store}',
    ja: '送料を計算できる運賃がなく、優先順位で倉庫 {store}',
  },
  'orders.routeOwn': {
    zh: '沿用订单上的仓库 {store}',
    en: 'warehouse {store} as set on the order',
    ja: '受注に設定済みの倉庫 {store}',
  },
  'orders.routeNone': { zh: '没有仓库', en: 'no warehouse', ja: '倉庫なし' },
  'orders.routeByHand': {
    zh: '手动指定：仓库 {store}，物流 {transport}',
    en: 'Set by hand: warehouse {store}, transport {transport}',
    ja: '手動指定：倉庫 {store}、配送 {transport}',
  },
  'orders.routeTransportAssigned': {
    zh: '物流 {transport}（规则指定）',
    en: 'transport {transport} (set by the rule)',
    ja: '配送 {transport}（ルール指定）',
  },
  'orders.routeTransportFreight': {
    zh: '物流 {transport}（运费最低）',
    en: 'transport {transport} (lowest freight)',
    ja: '配送 {transport}（最安送料）',
  },
  'orders.routeTransportOwn': {
    zh: '沿用物流 {transport}',
    en: 'transport {transport} as set on the order',
    ja: '受注に設定済みの配送 {transport}',
  },
  'orders.routeTransportDefault': {
    zh: '物流 {transport}（仓库默认渠道）',
    en: "transport {transport} (the warehouse's default channel)",
    ja: '配送 {transport}（倉庫の既定チャネル）',
  },
  'orders.routeTransportMode': {
    zh: '物流 {transport}（仓库渠道中符合运输方式的）',
    en: "transport {transport} (the warehouse's channel of the rule's transport mode)",
    ja: '配送 {transport}（ルールの輸送方法に合う倉庫チャネル）',
  },
  'orders.actionChannel': { zh: '渠道 {channel}', en: 'channel {channel}', ja: 'チャネル {channel}' },
  'orders.actionFreeze': { zh: '冻结', en: 'frozen', ja: '凍結' },
  'orders.actionProblem': { zh: '问题件：{reason}', en: 'problem: {reason}', ja: '問題あり：{reason}' },
  'orders.actionAutoReview': { zh: '自动审核', en: 'reviewed automatically', ja: '自動審査' },
  'orders.actionManualReview': { zh: '待人工审核', en: 'waits for a review', ja: '手動審査待ち' },
  // What a review did, and why it could not.
  'orders.reviewedIn': {
    zh: '已审核，库存已在 {store} 预留',
    en: 'Reviewed, stock reserved in {store}',
    ja: '審査済み、{store} で在庫を引当',
  },
  'orders.outOfStock': { zh: '缺货：{skus}', en: 'Out of stock: {skus}', ja: '在庫不足：{skus}' },
  'orders.shortSku': {
    zh: '{sku}（需要 {needed}，可用 {available}）',
    en: '{sku} (needs {needed}, {available} available)',
    ja: '{sku}（必要 {needed}、引当可能 {available}）',
  },
  'orders.noWarehouse': {
    zh: '订单 {code} 没有仓库：没有规则分配仓库，订单上也没有',
    en: 'Order {code} has no warehouse: no rule gives one and none is set on the order',
    ja: '受注 {code} に倉庫がありません：ルールでも受注でも倉庫が決まっていません',
  },
  'orders.noTransport': {
    zh: '订单 {code} 没有物流方式',
    en: 'Order {code} has no transport',
    ja: '受注 {code} に配送方法がありません',
  },
  'orders.transportDisabled': {
    zh: '物流 {transport} 不存在或已停用',
    en: 'Transport {transport} does not exist or is disabled',
    ja: '配送 {transport} は存在しないか無効です',
  },
  'orders.transportNotServing': {
    zh: '物流 {transport} 不服务仓库 {store}（仓库没有该物流的渠道）',
    en: 'Transport {transport} does not serve warehouse {store} (the warehouse has no channel of it)',
    ja: '配送 {transport} は倉庫 {store} を扱いません（倉庫にそのチャネルがありません）',
  },
  'orders.released': { zh: '释放预留 {units} 件', en: 'released {units} reserved units', ja: '引当 {units} 個を解除' },
  'orders.reservedAgain': {
    zh: '已在 {store} 重新预留',
    en: 'reserved again in {store}',
    ja: '{store} で再引当',
  },
  'orders.channelChanged': {
    zh: '渠道 {from} → {to}',
    en: 'Channel {from} → {to}',
    ja: 'チャネル {from} → {to}',
  },
  'orders.unknownStore': {
    zh: '仓库 {id} 不存在或已删除',
    en: 'Warehouse {id} does not exist or was removed',
    ja: '倉庫 {id} は存在しないか削除されています',
  },
  'orders.unknownTransport': {
    zh: '物流 {id} 不存在或已删除',
    en: 'Transport {id} does not exist or was removed',
    ja: '配送 {id} は存在しないか削除されています',
  },
  'orders.replacedOrder': {
    zh: '订单 {code} 已被拆分或合并为 {by}，不能转回待审核',
    en: 'Order {code} was split or merged into {by} and cannot go back to review',
    ja: '受注 {code} は {by} に分割または統合済みのため、審査待ちに戻せません',
  },
} as const satisfies Record<string, Label>
