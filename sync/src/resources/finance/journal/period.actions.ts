import { z } from 'zod'
import { defineAction } from '../../define-action.ts'
import { FINANCE_PERIOD_PERMISSIONS, financePeriod } from './period.resource.ts'

/** Period statuses (dictionary fin_period_status). */
export const PERIOD_STATUS = { open: '1', closed: '2' } as const

/**
 * A month's close and reopening: closing (its earlier months closed, the trial balance zero) stops
 * postings dated in it; reopening, with a reason, needs the finance administrator's own grant and is
 * recorded on the period (who, when, why) and in its history.
 */
export const periodActions = {
  close: defineAction(financePeriod, 'close', {
    label: { zh: '结账', en: 'Close period', ja: '締め' },
    from: [PERIOD_STATUS.open],
    to: PERIOD_STATUS.closed,
    input: z.object({}),
    permission: FINANCE_PERIOD_PERMISSIONS.close,
    call: { path: 'close' },
    confirm: {
      zh: '结账后该期间不能再记账，确定结账？',
      en: 'Nothing can be posted in a closed period. Close it?',
      ja: '締めた期間には記帳できません。締めますか？',
    },
  }),
  reopen: defineAction(financePeriod, 'reopen', {
    label: { zh: '反结账', en: 'Reopen period', ja: '締め解除' },
    from: [PERIOD_STATUS.closed],
    to: PERIOD_STATUS.open,
    input: z.object({ reason: z.string().trim().min(1).max(500) }),
    inputLabels: { reason: { zh: '反结账原因', en: 'Reason reopened', ja: '締め解除理由' } },
    permission: FINANCE_PERIOD_PERMISSIONS.reopen,
    call: { path: 'reopen' },
  }),
}
