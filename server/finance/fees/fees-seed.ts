import type { Queryable } from '../../platform/db/db.ts'
import { enterScope } from '../../platform/db/tenant-scope.ts'
import { insertSeedRows } from '../../platform/seed/insert-seed-rows.ts'
import { seedActor } from '../../platform/seed/seed-actor.ts'
import { DEMO_FACTORIES } from '../../purchasing/seed-purchasing.ts'
import {
  approveApplications,
  registerFeeDetails,
  submitApplications,
  submitReceipts,
  writeOffReceipts,
} from './fees.ts'

/** Fixed demo ids of the fees part (examples and tests link to them). */
export const DEMO_FEES = {
  /** The ships' forwarder (server/shipping/ship-seed.ts), the provider of the demo freight. */
  provider: '1000000000000031901',
  providerName: 'Oceanlink Forwarding (Ningbo) Co., Ltd.',
  billRegistered: '1000000000000054001',
  billToRegister: '1000000000000054002',
  billInspection: '1000000000000054003',
  applicationToConfirm: '1000000000000054011',
  applicationToAudit: '1000000000000054012',
  applicationApproved: '1000000000000054013',
  applicationToAudit2: '1000000000000054014',
  receiptToSubmit: '1000000000000054021',
  receiptSubmitted: '1000000000000054022',
  receiptWrittenOff: '1000000000000054023',
} as const
const F = DEMO_FEES

const account = {
  receiveName: 'Oceanlink Forwarding (Ningbo) Co., Ltd.',
  receiveBank: '中国银行宁波分行',
  receiveAccount: '3560 5810 2233',
}

/**
 * The demo tenant's fees, each step taken through the fees' own functions so what posts is in the
 * journal: two bills registered (freight owed to the forwarder in CNY, an inspection fee to Kaili),
 * one to register (the forwarder's Los Angeles warehousing in USD); fee applications to confirm, to
 * audit (two) and approved (its bill registered); fees received to submit, submitted and written off.
 */
export async function seedFees(tx: Queryable, tenantId: string): Promise<void> {
  const actor = await seedActor(tx, tenantId)
  await enterScope(tx, { tenantId, userId: actor.session.userId })
  const applicant = { applyUserId: actor.session.userId, applyUserName: 'Admin', createUser: actor.session.userId }
  await insertSeedRows(tx, 'fin_fee_detail', tenantId, [
    {
      id: F.billRegistered,
      billNo: 'OCL-2026-11-0001',
      feeType: 1,
      partyId: F.provider,
      partyName: F.providerName,
      amount: '3200.0000',
      currencyCode: 'CNY',
      month: '2026-11',
      dueDate: '2026-12-31',
      ...account,
      ...applicant,
      status: 0,
      remark: '11月宁波-洛杉矶拖车及报关',
    },
    {
      id: F.billToRegister,
      billNo: 'LASP-2026-12-017',
      feeType: 2,
      partyId: F.provider,
      partyName: F.providerName,
      amount: '860.5000',
      currencyCode: 'USD',
      month: '2026-12',
      dueDate: '2027-01-15',
      receiveName: 'Oceanlink Logistics USA Inc.',
      receiveBank: 'Bank of America',
      receiveAccount: '026009593-4471',
      remark: '洛杉矶仓12月仓储费',
      ...applicant,
      status: 0,
    },
    {
      id: F.billInspection,
      billNo: 'KL-QC-2026-12',
      feeType: 8,
      partyId: DEMO_FACTORIES.kaili,
      partyName: '宁波凯利电器有限公司',
      amount: '299.0000',
      currencyCode: 'CNY',
      month: '2026-12',
      dueDate: '2026-12-20',
      ...applicant,
      status: 0,
      remark: '12月第三方验货费',
    },
  ])
  await registerFeeDetails(tx, actor, [F.billRegistered, F.billInspection])

  const application = (id: string, code: string, amount: string, reason: string) => ({
    id,
    code,
    feeType: 1,
    partyId: F.provider,
    partyName: F.providerName,
    amount,
    currencyCode: 'CNY',
    month: '2026-12',
    dueDate: '2027-01-10',
    ...account,
    ...applicant,
    reason,
    status: 1,
  })
  await insertSeedRows(tx, 'fin_apply_fee', tenantId, [
    application(F.applicationToConfirm, 'AF-20261201-0001', '450.0000', '12月港杂费'),
    application(F.applicationToAudit, 'AF-20261201-0002', '1180.0000', '12月拖车费'),
    application(F.applicationApproved, 'AF-20261201-0003', '2650.0000', '12月报关及查验费'),
    application(F.applicationToAudit2, 'AF-20261201-0004', '96.0000', '12月港口安保费'),
  ])
  await submitApplications(tx, actor, [F.applicationToAudit, F.applicationApproved, F.applicationToAudit2])
  await approveApplications(tx, actor, [F.applicationApproved])

  const receipt = (id: string, code: string, amount: string, remark: string) => ({
    id,
    code,
    feeType: 1,
    partyId: F.provider,
    partyName: F.providerName,
    amount,
    currencyCode: 'CNY',
    feeDetailId: F.billRegistered,
    status: 1,
    remark,
    createUser: actor.session.userId,
  })
  await insertSeedRows(tx, 'fin_receive_fee', tenantId, [
    receipt(F.receiptToSubmit, 'RF-20261201-0001', '80.0000', '拖车费多收退回'),
    receipt(F.receiptSubmitted, 'RF-20261201-0002', '35.5000', '报关费返点'),
    receipt(F.receiptWrittenOff, 'RF-20261201-0003', '120.0000', '11月运费返利'),
  ])
  await submitReceipts(tx, actor, [F.receiptSubmitted, F.receiptWrittenOff])
  await writeOffReceipts(tx, actor, [F.receiptWrittenOff])
  // Back to the seed's own role, so the next tenant's seed is not under this one's scope.
  await tx.query(`SELECT set_config('role', 'none', true), set_config('app.tenant_id', '', true)`)
}
