import {
  applyFeeActions as a,
  feeDetailActions as d,
  receiveFeeActions as r,
} from '#sync/resources/finance/fees/fees.actions.ts'
import { type ActionWork, actionWork } from '../../platform/records/action-calls.ts'
import {
  approveApplications,
  finishApplications,
  registerFeeDetails,
  rejectApplications,
  reopenApplications,
  submitReceipts,
  voidApplications,
  voidFeeDetails,
  withdrawReceipts,
  writeOffReceipts,
} from './fees.ts'
import { DEMO_FEES as F } from './fees-seed.ts'

/** What the server does for each fees action beyond its status change (posting, reversing). */
export const feesActionWorks: ActionWork[] = [
  actionWork(d.register, (tx, actor, ids) => registerFeeDetails(tx, actor, ids), {
    summary:
      'Registers bills to register (ids): each posts Dr fee expense / Cr payable to its provider against the bill, in its currency, due on its due date',
    example: { ids: [F.billToRegister] },
  }),
  actionWork(d.void, (tx, actor, ids) => voidFeeDetails(tx, actor, ids), {
    summary:
      'Voids bills (ids) to register or registered: what a registered bill posted is reversed; a bill with anything paid on it is refused',
    example: { ids: [F.billToRegister] },
  }),
  actionWork(a.reopen, (tx, actor, ids) => reopenApplications(tx, actor, ids), {
    summary: 'Takes fee applications (ids) to audit or rejected back to confirm (status 1)',
    example: { ids: [F.applicationToAudit], status: '1' },
  }),
  actionWork(a.approve, (tx, actor, ids) => approveApplications(tx, actor, ids), {
    summary:
      'Approves fee applications (ids) to audit (status 3): each makes its bill (fee type, provider, amount, currency, month, account) and registers it, posting Dr fee expense / Cr payable',
    example: { ids: [F.applicationToAudit], status: '3' },
  }),
  actionWork(a.reject, (tx, actor, ids, input) => rejectApplications(tx, actor, ids, input), {
    summary: 'Rejects fee applications (ids) to audit (status 4) with a rejectReason',
    example: { ids: [F.applicationToAudit], status: '4', rejectReason: 'Bill missing' },
  }),
  actionWork(a.done, (tx, actor, ids) => finishApplications(tx, actor, ids), {
    summary: 'Marks approved fee applications (ids) done (status 5) once every bill they made is paid; else a 400',
    example: { ids: [F.applicationApproved], status: '5' },
  }),
  actionWork(a.void, (tx, actor, ids) => voidApplications(tx, actor, ids), {
    summary:
      "Voids fee applications (ids, status 6) to confirm, rejected or approved: an approved one's bills are voided with it (their entries reversed), refused once anything of them is paid",
    example: { ids: [F.applicationToConfirm], status: '6' },
  }),
  actionWork(r.submit, (tx, actor, ids) => submitReceipts(tx, actor, ids), {
    summary: 'Submits fees received (ids) to submit, one or a batch',
    example: { ids: [F.receiptToSubmit] },
    alsoOn: { path: 'updateStatus', fixed: { status: '2' } },
  }),
  actionWork(r.writeOff, (tx, actor, ids) => writeOffReceipts(tx, actor, ids), {
    summary:
      'Writes off submitted fees received (ids, status 3): each posts Dr bank (its bank account, else the bank of its currency) / Cr fee expense on its receive date',
    example: { ids: [F.receiptSubmitted], status: '3' },
    alsoOn: { path: 'updateStatus', fixed: { status: '3' } },
  }),
  actionWork(r.withdraw, (tx, actor, ids) => withdrawReceipts(tx, actor, ids), {
    summary:
      "Withdraws submitted or written-off fees received (id or ids) back to submit; a written-off one's entry is reversed",
    example: { ids: [F.receiptSubmitted] },
  }),
]
