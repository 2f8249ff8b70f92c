import type { Label } from '#sync/i18n/language.ts'

/** Texts of the form inputs: batch search, date range, number input, remote select, long text. */
export const INPUTS_TEXT = {
  'inputs.batch.mode': { zh: '搜索方式', en: 'Search mode', ja: '検索方法' },
  'inputs.batch.fuzzy': { zh: '模糊', en: 'Fuzzy', ja: 'あいまい' },
  'inputs.batch.exact': { zh: '精确', en: 'Exact', ja: '完全一致' },
  'inputs.batch.open': { zh: '批量输入', en: 'Enter several values', ja: '一括入力' },
  'inputs.batch.boxLabel': { zh: '每行一条', en: 'One value per line', ja: '1行に1件' },
  'inputs.batch.boxPlaceholder': {
    zh: '每行一条，最多100行',
    en: 'One value per line, at most 100 lines',
    ja: '1行に1件、最大100行',
  },
  'inputs.batch.clear': { zh: '清空', en: 'Clear', ja: 'クリア' },
  'inputs.batch.close': { zh: '关闭', en: 'Close', ja: '閉じる' },
  'inputs.batch.save': { zh: '保存', en: 'Save', ja: '保存' },
  'inputs.batch.tooMany': {
    zh: '创建条目不能超过100行！',
    en: 'No more than 100 lines can be entered!',
    ja: '入力できるのは100行までです！',
  },
  'inputs.batch.more': { zh: '另有 {{count}} 条', en: '{{count}} more', ja: '他 {{count}} 件' },
  'inputs.dateRange.start': { zh: '开始', en: 'Start', ja: '開始' },
  'inputs.dateRange.end': { zh: '结束', en: 'End', ja: '終了' },
  'inputs.dateRange.granularity': { zh: '日期粒度', en: 'Date granularity', ja: '日付の単位' },
  'inputs.dateRange.day': { zh: '日', en: 'Day', ja: '日' },
  'inputs.dateRange.month': { zh: '月', en: 'Month', ja: '月' },
  'inputs.dateRange.year': { zh: '年', en: 'Year', ja: '年' },
  'inputs.number.increment': { zh: '增加', en: 'Increase', ja: '増やす' },
  'inputs.number.decrement': { zh: '减少', en: 'Decrease', ja: '減らす' },
  'inputs.remote.nothingFound': { zh: '无匹配数据', en: 'No matches', ja: '一致するデータはありません' },
  'inputs.remote.loading': { zh: '加载中…', en: 'Loading…', ja: '読み込み中…' },
  'inputs.remote.typeToSearch': { zh: '输入关键字搜索', en: 'Type to search', ja: 'キーワードを入力して検索' },
} as const satisfies Record<string, Label>
