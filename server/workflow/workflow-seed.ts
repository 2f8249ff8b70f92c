import { randomBytes } from 'node:crypto'
import { dept } from '#sync/resources/system/dept.resource.ts'
import { wfModel } from '#sync/resources/workflow/workflow.resource.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable } from '../platform/db/db.ts'
import { enterScope } from '../platform/db/tenant-scope.ts'
import { saveRecord, updateRecords } from '../platform/records/records.ts'
import { defaultModels } from './bpmn/default-models.ts'
import { deployModel } from './deployments.ts'

/**
 * The eight default models of a tenant (spec 1 §6), saved and deployed as they are, so every
 * document that needs approval has a flow from the first day; administrators redraw them.
 */
export async function seedDefaultModels(tx: Queryable, actor: Actor): Promise<void> {
  const [seeded] = await tx.query('SELECT 1 FROM wf_model WHERE tenant_id = $1 LIMIT 1', [actor.session.tenantId])
  if (seeded) return
  for (const model of defaultModels) {
    const id = await saveRecord(
      tx,
      wfModel,
      { modelKey: model.code, name: model.name[actor.lang], category: model.code, xml: model.xml },
      actor,
    )
    await deployModel(tx, actor, id)
  }
}

/** What a tenant starts with (the demo tenants and every new one): the default models, saved and deployed by its administrator. */
export async function seedWorkflow(tx: Queryable, tenantId: string): Promise<void> {
  const [admin] = await tx.query<{ id: string }>(
    // The tenant's administrator: the first user holding its administrator role (made with the tenant).
    `SELECT u.id::text FROM blade_user u
       JOIN blade_role r ON r.tenant_id = u.tenant_id AND r.role_alias = 'administrator' AND r.is_deleted = 0
      WHERE u.tenant_id = $1 AND u.is_deleted = 0 AND r.id::text = ANY(string_to_array(u.role_id, ','))
      ORDER BY u.create_time, u.id LIMIT 1`,
    [tenantId],
  )
  const session = {
    sid: 'seed',
    tenantId,
    userId: admin?.id ?? '0',
    account: 'seed',
    roleIds: [],
    deptIds: [],
    clientId: 'seed',
  }
  // The record layer's checks (unique keys, links) read through the tenant's scope, as a call's would.
  await enterScope(tx, { tenantId, userId: session.userId })
  const actor: Actor = { session, lang: 'zh', secretKey: randomBytes(32) }
  // The demo's departments are led by its administrator, so the department-leader steps have a holder.
  const depts = await tx.query<{ id: string }>(
    'SELECT id::text FROM blade_dept WHERE tenant_id = $1 AND leader_id IS NULL AND is_deleted = 0',
    [tenantId],
  )
  await updateRecords(
    tx,
    dept,
    depts.map((d) => d.id),
    { leaderId: session.userId },
    actor,
  )
  await seedDefaultModels(tx, actor)
  // Back to the seed's own role, so the next tenant's seed is not under this one's scope.
  await tx.query(`SELECT set_config('role', 'none', true), set_config('app.tenant_id', '', true)`)
}
