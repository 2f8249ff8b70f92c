import type { TestApp } from './test-app.ts'

/**
 * Decides every open task of a document's running approval through `complete-task`, as the
 * signed-in user, until the approval ends (the default models let the tenant's administrator hold
 * every step): approving runs the document's approved action, rejecting its rejected one.
 */
export async function decideApproval(
  t: TestApp,
  token: string,
  resource: string,
  id: string,
  { pass = true, comment }: { pass?: boolean; comment?: string } = {},
) {
  for (let step = 0; step < 12; step++) {
    const open = await t.root.query<{ id: string }>(
      `SELECT t.id::text FROM wf_task t JOIN wf_instance i ON i.id = t.instance_id AND i.tenant_id = t.tenant_id
        WHERE i.business_resource = $1 AND i.business_id = $2 AND i.state = 'running' AND t.state = 'open' ORDER BY t.id`,
      [resource, id],
    )
    if (!open.length) return
    for (const task of open) {
      const body = { taskId: task.id, pass, comment: comment ?? (pass ? undefined : 'Sent back in a test') }
      const r = await t.call('POST', '/api/blade-flow/work/complete-task', { token, body })
      if (r.json.code !== 200) throw new Error(`complete-task ${task.id}: ${r.text}`)
      if (!pass) return
    }
  }
  throw new Error(`the approval of ${resource} ${id} did not end`)
}
