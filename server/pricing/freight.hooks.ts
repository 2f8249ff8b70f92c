import { findDictionary } from '#sync/dictionaries/lookup.ts'
import { translate } from '#sync/i18n/messages.ts'
import { compareDecimal } from '#sync/money/round-money.ts'
import type { Field } from '#sync/resources/define-resource.ts'
import type { FieldProblem } from '#sync/resources/describe-issues.ts'
import { baseFreight } from '#sync/resources/pricing/base-freight.resource.ts'
import type { Row } from '../platform/db/db.ts'
import { validationError } from '../platform/http/app-error.ts'
import type { ResourceHooks } from '../platform/resources/hooks.ts'
import type { Actor } from '../platform/resources/record-store.ts'

const isBlank = (v: unknown) => v === undefined || v === null || v === ''
const fields: Record<string, Field> = baseFreight.fields
const labelOf = (key: string, actor: Actor) => fields[key]?.label[actor.lang] ?? key

/** What each charge basis needs: weight steps for 1 and 2 (and a divisor for 2), a unit price for 3 and 4. */
function chargeProblems(r: Row, actor: Actor): FieldProblem[] {
  const mode = String(r.chargeMode ?? '')
  const modeLabel = findDictionary('freight_charge_mode').entries.find((e) => e.key === mode)?.label[actor.lang] ?? mode
  const needed = (key: string): FieldProblem => ({
    field: key,
    message: translate('pricing.freightFieldNeeded', actor.lang, { field: labelOf(key, actor), mode: modeLabel }),
  })
  const positive = (key: string): FieldProblem => ({
    field: key,
    message: translate('pricing.positiveNeeded', actor.lang, { field: labelOf(key, actor) }),
  })
  const problems: FieldProblem[] = []
  if (mode === '1' || mode === '2') {
    if (isBlank(r.firstWeight)) problems.push(needed('firstWeight'))
    else if (compareDecimal(String(r.firstWeight), '0') <= 0) problems.push(positive('firstWeight'))
    if (isBlank(r.firstPrice)) problems.push(needed('firstPrice'))
    // Additional weight is charged per step, so a step price needs a step above zero.
    if (!isBlank(r.continuePrice)) {
      if (isBlank(r.continueWeight)) problems.push(needed('continueWeight'))
      else if (compareDecimal(String(r.continueWeight), '0') <= 0) problems.push(positive('continueWeight'))
    }
    if (mode === '2' && isBlank(r.volumeDivisor)) problems.push(needed('volumeDivisor'))
  } else if ((mode === '3' || mode === '4') && isBlank(r.unitPrice)) {
    problems.push(needed('unitPrice'))
  }
  return problems
}

/** Freight rates: a validity period in order, and the prices their charge basis needs (the currency is a declared choice). */
export const freightHooks: ResourceHooks = {
  beforeSave: async ({ actor }, input, existing) => {
    const r: Row = { ...existing, ...input }
    const problems = chargeProblems(r, actor)
    if (!isBlank(r.effectiveDate) && !isBlank(r.expiryDate) && String(r.expiryDate) < String(r.effectiveDate)) {
      problems.push({ field: 'expiryDate', message: translate('pricing.expiryBeforeEffective', actor.lang) })
    }
    if (problems.length) throw validationError(problems)
  },
}
