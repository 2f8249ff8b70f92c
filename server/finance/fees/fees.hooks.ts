import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { applyFee, feeDetail, receiveFee } from '#sync/resources/finance/fees/fees.resource.ts'
import type { Actor } from '../../platform/actor.ts'
import type { Queryable, Row } from '../../platform/db/db.ts'
import { hooksFor, type ResourceHooks } from '../../platform/resources/hooks.ts'
import { assertFeeEditable, FEE_EDITABLE } from './fees.ts'

/** A new bill or application names who applied: the person saving it, unless another is named. */
async function fillApplicant(tx: Queryable, actor: Actor, input: Row): Promise<void> {
  if (input.applyUserName) return
  const userId = input.applyUserId ? String(input.applyUserId) : actor.session.userId
  const [user] = await tx.query<{ name: string | null }>(
    `SELECT coalesce(nullif(real_name, ''), nullif(name, ''), account) AS name FROM blade_user WHERE id = $1`,
    [userId],
  )
  if (!user?.name) return
  input.applyUserId = userId
  input.applyUserName = user.name
}

/**
 * A fees document is changed or removed only before it posts or goes on its way: a bill to
 * register, an application to confirm or rejected, a fee received to submit.
 */
function editableOnly(resource: ResourceDef, editable: readonly string[], fillUser: boolean): ResourceHooks {
  return {
    async beforeSave({ tx, actor }, input, existing) {
      if (existing) assertFeeEditable(resource, existing, editable, actor)
      else if (fillUser) await fillApplicant(tx, actor, input)
    },
    async beforeRemove({ tx, actor }, ids) {
      const title = resource.fields.code ? 'code' : 'bill_no'
      const rows = await tx.query<{ code: string; status: number }>(
        `SELECT ${title} AS code, status FROM ${resource.table} WHERE id = ANY($1::bigint[]) AND is_deleted = 0`,
        [[...new Set(ids)]],
      )
      for (const row of rows) assertFeeEditable(resource, row, editable, actor)
    },
  }
}

/** The fees part's hooks: its documents' editable statuses, the applicant of a new bill or application. */
export const feesHooks = {
  ...hooksFor(feeDetail, editableOnly(feeDetail, FEE_EDITABLE.feeDetail, true)),
  ...hooksFor(applyFee, editableOnly(applyFee, FEE_EDITABLE.applyFee, true)),
  ...hooksFor(receiveFee, editableOnly(receiveFee, FEE_EDITABLE.receiveFee, false)),
}
