import { leaveActions } from '#sync/resources/workflow/leave.actions.ts'
import { leave } from '#sync/resources/workflow/workflow.resource.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { saveRecord } from '../platform/records/records.ts'
import { runAction } from '../platform/records/transition.ts'
import { assertInvolved } from './work-lists.ts'

/** A leave application as its form sends it. */
export type LeaveInput = {
  startTime: string
  endTime: string
  reason: string
  processDefinitionId?: string
  taskUser?: string
}

/** Applies for leave: the application is saved and submitted into the `Leave` flow in one transaction. */
export async function startLeave(tx: Queryable, actor: Actor, input: LeaveInput) {
  if (input.endTime < input.startTime) throw new AppError('VALIDATION', 'workflow.leaveEndsBeforeStart')
  const id = await saveRecord(
    tx,
    leave,
    { startTime: input.startTime, endTime: input.endTime, reason: input.reason, taskUser: input.taskUser ?? null },
    actor,
  )
  await runAction(tx, actor, leaveActions.submit, [id], {
    processDefinitionId: input.processDefinitionId,
    taskUser: input.taskUser,
  })
  const [instance] = await tx.query<{ id: string }>(
    `SELECT id::text FROM wf_instance WHERE business_resource = 'blade-desk/leave' AND business_id = $1 AND state = 'running'`,
    [id],
  )
  return { id, processInstanceId: instance?.id ?? '' }
}

/** A leave application with its approver and applicant named and its latest approval (its applicant, or who takes part). */
export async function leaveDetail(tx: Queryable, actor: Actor, businessId: string, followsAll: boolean) {
  const [row] = await tx.query<Row>(
    `SELECT l.id::text, to_char(l.start_time, 'YYYY-MM-DD HH24:MI:SS') AS start_time,
            to_char(l.end_time, 'YYYY-MM-DD HH24:MI:SS') AS end_time, l.reason, l.task_user::text,
            coalesce(nullif(t.real_name, ''), t.account) AS task_user_name, l.approval_state::text, l.approval_remark,
            l.create_user::text, coalesce(nullif(c.real_name, ''), c.account) AS create_user_name,
            to_char(l.create_time, 'YYYY-MM-DD HH24:MI:SS') AS create_time,
            (SELECT i.id::text FROM wf_instance i WHERE i.business_resource = 'blade-desk/leave' AND i.business_id = l.id
              ORDER BY i.start_time DESC, i.id DESC LIMIT 1) AS process_instance_id
       FROM blade_process_leave l LEFT JOIN blade_user t ON t.id = l.task_user LEFT JOIN blade_user c ON c.id = l.create_user
      WHERE l.id = $1 AND l.is_deleted = 0`,
    [businessId],
  )
  if (!row) throw new AppError('NOT_FOUND', 'recordNotFound')
  if (row.createUser !== actor.session.userId) {
    if (!row.processInstanceId) throw new AppError('FORBIDDEN', 'workflow.notInvolved')
    await assertInvolved(tx, actor, String(row.processInstanceId), followsAll)
  }
  return {
    id: String(row.id),
    startTime: String(row.startTime),
    endTime: String(row.endTime),
    reason: String(row.reason),
    taskUser: (row.taskUser as string | null) ?? null,
    taskUserName: (row.taskUserName as string | null) ?? null,
    approvalState: String(row.approvalState),
    approvalRemark: (row.approvalRemark as string | null) ?? null,
    createUser: String(row.createUser),
    createUserName: String(row.createUserName ?? ''),
    createTime: String(row.createTime),
    processInstanceId: (row.processInstanceId as string | null) ?? null,
  }
}
