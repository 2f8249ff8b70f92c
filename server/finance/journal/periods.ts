import { compareDecimal } from '#sync/money/round-money.ts'
import { PERIOD_STATUS, periodActions } from '#sync/resources/finance/journal/period.actions.ts'
import type { Actor } from '../../platform/actor.ts'
import type { Queryable } from '../../platform/db/db.ts'
import { AppError } from '../../platform/http/app-error.ts'
import { NOW, runAction } from '../../platform/records/transition.ts'

/** Fixed ids of the demo periods (the close and reopen examples name them). */
export const DEMO_PERIODS = { closed: '1000000000000032101', open: '1000000000000032102' } as const

/**
 * Closes periods (ids), oldest first: each only once every earlier month is closed and the trial
 * balance up to its end is zero (debits equal credits in base currency); postings dated in it are
 * refused from then on.
 */
export async function closePeriods(tx: Queryable, actor: Actor, ids: readonly string[]) {
  await runAction(tx, actor, periodActions.close, ids, {}, async (_tx, _actor, record) => {
    const period = String(record.period)
    const [earlier] = await tx.query<{ period: string }>(
      `SELECT period FROM fin_period WHERE period < $1 AND status = $2 AND is_deleted = 0 ORDER BY period LIMIT 1`,
      [period, Number(PERIOD_STATUS.open)],
    )
    if (earlier) throw new AppError('VALIDATION', 'finance.periodEarlierOpen', { earlier: earlier.period })
    const [sums] = await tx.query<{ debit: string; credit: string }>(
      `SELECT coalesce(sum(base_debit), 0)::text AS debit, coalesce(sum(base_credit), 0)::text AS credit
         FROM fin_account_balance WHERE period <= $1`,
      [period],
    )
    if (sums && compareDecimal(sums.debit, sums.credit) !== 0)
      throw new AppError('VALIDATION', 'finance.trialBalanceNotZero', sums)
    return { closeUser: actor.session.userId, closeTime: NOW }
  })
  return true
}

/** Reopens closed periods (ids, with the reason), latest first: never one with a later month still closed. */
export async function reopenPeriods(tx: Queryable, actor: Actor, ids: readonly string[], reason: string) {
  await runAction(tx, actor, periodActions.reopen, ids, { reason }, async (_tx, _actor, record) => {
    const [later] = await tx.query<{ period: string }>(
      `SELECT period FROM fin_period WHERE period > $1 AND status = $2 AND is_deleted = 0 ORDER BY period DESC LIMIT 1`,
      [String(record.period), Number(PERIOD_STATUS.closed)],
    )
    if (later) throw new AppError('VALIDATION', 'finance.periodLaterClosed', { later: later.period })
    return { reopenUser: actor.session.userId, reopenTime: NOW, reopenReason: reason }
  })
  return true
}
