import type { TFunction } from 'i18next'

/** The server explains figures in the names of their inputs (`avg7`, `coverDays`); the popover shows them in words. */
export function termLabel(t: TFunction, key: string): string {
  const window = /^(sold|avg)(\d+)$/.exec(key)
  if (window) return t(`replenishment.term.${window[1]}`, { n: window[2] })
  return t(`replenishment.term.${key}`, { defaultValue: key })
}

/** An input's value in words where it is a word (where a rule came from), else as answered. */
export function termValue(t: TFunction, key: string, value: unknown): string {
  if (value === null || value === undefined) return '—'
  if (key === 'ruleSource') return t(`replenishment.term.rule.${String(value)}`, { defaultValue: String(value) })
  return String(value)
}

/** The server's fixed phrases in its formulas, longest first, with the words that stand for them. */
const PHRASES: [string, string][] = [
  ['(2 decimals; none without sales)', 'decimalsOrNone'],
  ['(2 decimals)', 'decimals'],
  ['no sales: 0', 'noSales'],
  [', at least 0', 'atLeastZero'],
  ['(no box: max(...))', 'noBox'],
  ['; else 0', 'elseZero'],
]

/** A formula with its fixed phrases and each input's name in words (whole names only: `avg7` is not `avg70`). */
export function formulaInWords(t: TFunction, formula: string): string {
  const phrased = PHRASES.reduce(
    (text, [phrase, key]) => text.replace(phrase, t(`replenishment.term.phrase.${key}`)),
    formula,
  )
  return phrased.replace(/\b[a-z][A-Za-z]*\d*\b/g, (word) => {
    const label = termLabel(t, word)
    return label === word ? word : label
  })
}
