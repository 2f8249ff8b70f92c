import type { Label, Language } from '#sync/i18n/language.ts'

/** Texts of the floor app's outbox: what the person reads when the queue cannot go on by itself. */
export const FLOOR_STORE_TEXT = {
  'floorStore.gapMissing': {
    zh: '服务器缺少本设备已不再保存的操作（自第 {seq} 条起）。请导出队列并联系主管。',
    en: 'The server misses commands this device no longer holds (from no. {seq}). Export the queue and call your supervisor.',
    ja: 'サーバーに、この端末にもう残っていない操作がありません（{seq} 番から）。キューをエクスポートして責任者に連絡してください。',
  },
  'floorStore.gapStuck': {
    zh: '服务器仍缺少第 {seq} 条之前的操作，稍后将重试。',
    en: 'The server still misses commands before no. {seq}; retrying later.',
    ja: 'サーバーにはまだ {seq} 番より前の操作がありません。後で再試行します。',
  },
  'floorStore.conflictHint': {
    zh: '此编号已被另一条操作占用，之后的操作都在等待。请导出队列并联系主管。',
    en: 'Another command was already sent under this number, and the commands after it wait. Export the queue and call your supervisor.',
    ja: 'この番号ではすでに別の操作が送信されており、以降の操作は待機中です。キューをエクスポートして責任者に連絡してください。',
  },
} as const satisfies Record<string, Label>

/** The key of one of the outbox's texts. */
export type FloorStoreTextKey = keyof typeof FLOOR_STORE_TEXT

/** One of the outbox's texts in a language, with `{name}` placeholders filled. */
export function floorStoreText(key: FloorStoreTextKey, lang: Language, values: Record<string, string | number> = {}) {
  return FLOOR_STORE_TEXT[key][lang].replace(/\{(\w+)\}/g, (all, name: string) =>
    name in values ? String(values[name]) : all,
  )
}
