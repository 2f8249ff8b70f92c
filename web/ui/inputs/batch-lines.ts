/** The most entries one batch search takes (spec 1 §5). */
export const BATCH_LINE_LIMIT = 100

/** The entries of a multi-line box, or the refusal when there are too many. */
export type BatchLines = { ok: true; values: string[] } | { ok: false; count: number }

/**
 * Splits a multi-line box into entries: each line trimmed, empty lines dropped; more than 100
 * entries is refused as a whole (nothing is kept).
 */
export function parseBatchLines(text: string): BatchLines {
  const values = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
  return values.length > BATCH_LINE_LIMIT ? { ok: false, count: values.length } : { ok: true, values }
}

/** What the one-line box shows: the first entry, and how many more there are. */
export function summariseBatch(values: readonly string[]): { first: string; more: number } {
  return { first: values[0] ?? '', more: Math.max(0, values.length - 1) }
}

/**
 * The entries after typing `text` into the one-line box: it edits the first entry and the others stay;
 * a box emptied with no others holds no entry at all.
 */
export function replaceFirstEntry(values: readonly string[], text: string): string[] {
  const rest = values.slice(1)
  return text.trim() === '' && rest.length === 0 ? [] : [text, ...rest]
}

/** The entries trimmed and without empty ones, or null when they are so already (nothing to report). */
export function tidyEntries(values: readonly string[]): string[] | null {
  const trimmed = values.map((v) => v.trim()).filter((v) => v !== '')
  return trimmed.length !== values.length || trimmed.some((v, i) => v !== values[i]) ? trimmed : null
}
