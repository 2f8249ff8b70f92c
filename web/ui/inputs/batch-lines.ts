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
