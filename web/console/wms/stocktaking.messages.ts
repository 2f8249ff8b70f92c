import type { Label } from '#sync/i18n/language.ts'

/** Texts of the stock count screen: count the lines (blind), add a lot found, recount, and submit for approval. */
export const STOCKTAKING_TEXT = {
  'stocktaking.action': { zh: '盘点', en: 'Count', ja: '棚卸' },
  'stocktaking.title': { zh: '盘点：{{code}}', en: 'Count: {{code}}', ja: '棚卸：{{code}}' },
  'stocktaking.loadFailed': {
    zh: '盘点单加载失败',
    en: 'The count did not load',
    ja: '棚卸を読み込めませんでした',
  },
  'stocktaking.notStarted': {
    zh: '该盘点单尚未开始盘点（冻结库位后才能录入实盘数量）',
    en: 'This count has not started: its positions must be frozen before counting',
    ja: 'この棚卸はまだ開始されていません（ロケーションを凍結してから入力してください）',
  },
  'stocktaking.blindHint': {
    zh: '盲盘：请录入实际清点到的数量，盘点期间不显示账面数量',
    en: 'Blind count: enter what you find; the books are not shown while counting',
    ja: 'ブラインド棚卸：実際に数えた数を入力してください。棚卸中は帳簿数を表示しません',
  },
  'stocktaking.countingHint': {
    zh: '录入每行实际清点到的数量',
    en: 'Enter what you find for each line',
    ja: '各行の実棚数を入力してください',
  },
  'stocktaking.auditHint': {
    zh: '审批中（在待办事务中审批）：差异 = 实盘数量 − 盘点时账面数；审批通过后按差异调整库存',
    en: 'In approval (decided from the to-do list): difference = counted − books when counted; the last approval posts the differences',
    ja: '承認中（ToDoで承認）：差異 = 実棚数 − 棚卸時帳簿数。最後の承認で差異を在庫に計上します',
  },
  'stocktaking.doneHint': {
    zh: '盘点已完成，差异已过账',
    en: 'The count is done: its differences are posted',
    ja: '棚卸は完了し、差異を計上しました',
  },
  'stocktaking.closed': {
    zh: '该盘点单当前状态不能录入',
    en: 'This count takes no counts in its status',
    ja: 'この棚卸は現在の状態では入力できません',
  },
  'stocktaking.rejectedBy': {
    zh: '审核驳回：{{remark}}',
    en: 'Sent back: {{remark}}',
    ja: '却下：{{remark}}',
  },
  'stocktaking.lines': { zh: '盘点明细', en: 'Count lines', ja: '棚卸明細' },
  'stocktaking.position': { zh: '库位', en: 'Position', ja: 'ロケーション' },
  'stocktaking.sku': { zh: '系统SKU', en: 'System SKU', ja: 'システムSKU' },
  'stocktaking.lot': { zh: '批次', en: 'Lot', ja: 'ロット' },
  'stocktaking.expected': { zh: '冻结数量', en: 'Expected', ja: '凍結数' },
  'stocktaking.counted': { zh: '实盘数量', en: 'Counted', ja: '実棚数' },
  'stocktaking.countedOf': {
    zh: '{{position}} {{sku}} 实盘数量',
    en: '{{position}} {{sku}} counted',
    ja: '{{position}} {{sku}} 実棚数',
  },
  'stocktaking.books': { zh: '盘点时账面数', en: 'Books when counted', ja: '棚卸時帳簿数' },
  'stocktaking.difference': { zh: '差异', en: 'Difference', ja: '差異' },
  'stocktaking.differenceTotal': {
    zh: '差异合计 {{total}}',
    en: 'Difference in all: {{total}}',
    ja: '差異合計 {{total}}',
  },
  'stocktaking.lineStatus': { zh: '状态', en: 'Status', ja: '状態' },
  'stocktaking.toCount': { zh: '待盘点', en: 'To count', ja: '未棚卸' },
  'stocktaking.countedStatus': { zh: '已盘点', en: 'Counted', ja: '棚卸済' },
  'stocktaking.toRecount': { zh: '待复盘', en: 'To recount', ja: '再棚卸待ち' },
  'stocktaking.recount': { zh: '复盘', en: 'Recount', ja: '再棚卸' },
  'stocktaking.recountSent': {
    zh: '已退回复盘',
    en: 'Sent back to be counted again',
    ja: '再棚卸に戻しました',
  },
  'stocktaking.noLines': {
    zh: '没有盘点明细（库位中没有库存时，可添加发现的批次）',
    en: 'No lines (the positions held nothing when frozen; add a lot you find)',
    ja: '明細がありません（見つかったロットを追加できます）',
  },
  'stocktaking.addFound': { zh: '添加发现的批次', en: 'Add a lot found', ja: '見つかったロットを追加' },
  'stocktaking.foundTitle': {
    zh: '发现的批次（盘点库位中、冻结时未列出）',
    en: 'Lots found (in the count’s positions, not listed at the freeze)',
    ja: '見つかったロット（棚卸ロケーション内、凍結時に未記載）',
  },
  'stocktaking.foundPosition': {
    zh: '发现批次的库位',
    en: 'Position of the lot found',
    ja: '見つかったロットのロケーション',
  },
  'stocktaking.foundProduct': { zh: '发现批次的产品', en: 'Product of the lot found', ja: '見つかったロットの商品' },
  'stocktaking.foundBatch': {
    zh: '发现批次的批次号',
    en: 'Batch of the lot found',
    ja: '見つかったロットのロット番号',
  },
  'stocktaking.foundDate': {
    zh: '发现批次的入库日期（YYYY-MM-DD，可选）',
    en: 'Inbound date of the lot found (YYYY-MM-DD, optional)',
    ja: '見つかったロットの入庫日（YYYY-MM-DD、任意）',
  },
  'stocktaking.foundCounted': {
    zh: '发现批次的实盘数量',
    en: 'Counted of the lot found',
    ja: '見つかったロットの実棚数',
  },
  'stocktaking.removeFound': { zh: '移除', en: 'Remove', ja: '削除' },
  'stocktaking.save': { zh: '保存盘点数量', en: 'Save counts', ja: '実棚数を保存' },
  'stocktaking.saved': { zh: '盘点数量已保存', en: 'Counts saved', ja: '実棚数を保存しました' },
  'stocktaking.submit': { zh: '提交审核', en: 'Submit for audit', ja: '審査に提出' },
  'stocktaking.submitted': { zh: '已提交审核', en: 'Submitted for audit', ja: '審査に提出しました' },
  'stocktaking.uncounted': {
    zh: '还有 {{count}} 行未盘点',
    en: '{{count}} line(s) not counted yet',
    ja: '未棚卸の明細が {{count}} 行あります',
  },
  'stocktaking.close': { zh: '关闭', en: 'Close', ja: '閉じる' },
  'stocktaking.problem.count': {
    zh: '实盘数量须为 0 到 99999999 的整数',
    en: 'A count is a whole number from 0 to 99999999',
    ja: '実棚数は 0〜99999999 の整数で入力してください',
  },
  'stocktaking.problem.foundPosition': {
    zh: '请选择发现批次的库位',
    en: 'Choose the position of the lot found',
    ja: '見つかったロットのロケーションを選択してください',
  },
  'stocktaking.problem.foundProduct': {
    zh: '请选择发现批次的产品',
    en: 'Choose the product of the lot found',
    ja: '見つかったロットの商品を選択してください',
  },
  'stocktaking.problem.foundCount': {
    zh: '请填写发现批次的实盘数量',
    en: 'Enter what was counted of the lot found',
    ja: '見つかったロットの実棚数を入力してください',
  },
  'stocktaking.problem.foundDate': {
    zh: '入库日期格式为 YYYY-MM-DD',
    en: 'The inbound date is YYYY-MM-DD',
    ja: '入庫日は YYYY-MM-DD 形式です',
  },
  'stocktaking.problem.nothing': {
    zh: '没有新录入的盘点数量',
    en: 'No count was entered or changed',
    ja: '入力・変更された実棚数がありません',
  },
} as const satisfies Record<string, Label>
