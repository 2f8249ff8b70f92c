import { periodActions } from '#sync/resources/finance/journal/period.actions.ts'
import { type ActionWork, actionWork } from '../../platform/records/action-calls.ts'
import { closePeriods, DEMO_PERIODS, reopenPeriods } from './periods.ts'

/** The server's work of the journal's declared actions (a month's close and reopening). */
export const journalActionWorks: ActionWork[] = [
  actionWork(periodActions.close, (tx, actor, ids) => closePeriods(tx, actor, ids), {
    summary:
      'Closes accounting periods (ids): refused while an earlier month is open or the trial balance up to its end is not zero; postings dated in a closed month are refused',
    example: { ids: DEMO_PERIODS.open },
  }),
  actionWork(periodActions.reopen, (tx, actor, ids, input) => reopenPeriods(tx, actor, ids, input.reason), {
    summary:
      'Reopens closed accounting periods (ids, reason): the finance administrator’s own grant; refused while a later month is closed; who, when and why are kept',
    example: { ids: DEMO_PERIODS.closed, reason: 'Late supplier invoice' },
  }),
]
