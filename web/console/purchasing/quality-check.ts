import { divideDecimal } from '#sync/money/round-money.ts'

/** A lot's check as typed in the dialog: counts as text until they are whole numbers. */
export type LotEntry = { lotNo: string; productId: string; sampled: string; defects: string; result: '' | '1' | '2' }

const WHOLE = /^\d{1,8}$/

/** Defect rate = defects ÷ sampled (spec 1 §9), exact to four places (0.0250), or null while it cannot be worked out. */
export function defectRate(sampled: string, defects: string): string | null {
  if (!WHOLE.test(sampled.trim()) || !WHOLE.test(defects.trim()) || Number(sampled) === 0) return null
  return divideDecimal(defects.trim(), sampled.trim(), 4, 1)
}

/** What is wrong with a lot's entry before it is sent, as message keys by field (none when it can go). */
export function lotProblems(entry: LotEntry): Record<string, string> {
  const problems: Record<string, string> = {}
  if (!entry.lotNo.trim()) problems.lotNo = 'purchase.qc.needLot'
  if (!WHOLE.test(entry.sampled.trim()) || Number(entry.sampled) === 0) problems.sampled = 'purchase.qc.needSampled'
  if (!WHOLE.test(entry.defects.trim())) problems.defects = 'purchase.qc.needDefects'
  else if (!problems.sampled && Number(entry.defects) > Number(entry.sampled))
    problems.defects = 'purchase.qc.defectsOverSampled'
  if (!entry.result) problems.result = 'purchase.qc.needResult'
  return problems
}
