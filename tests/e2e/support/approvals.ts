/**
 * What approving through a flow needs of an API client (the specs' `signedInApi`, their own `api`,
 * the benches' clients): a GET with its query and a POST with a JSON body, each answering the
 * envelope's data and failing on a refusal.
 */
export type ApprovalClient = {
  get: <T>(path: string, params: Record<string, string>) => Promise<T>
  post: <T>(path: string, data: unknown) => Promise<T>
}

type WorkTask = { taskId: string; businessId: string; businessResource: string }
type WorkPage = { records: WorkTask[] }

/** The newest 200 tasks of a work list (the newest first, so a document just submitted is on it). */
const WORK_PAGE = { current: '1', size: '200' }

/**
 * Approves a submitted document (an outbound order, a stock count ...) through its running approval,
 * as the client's user: completes every open task of it on the user's claim and to-do lists, step by
 * step, until none is left; the flow's end then runs the document's approval (stock reserved, a
 * count's differences posted). The seeded default models let the tenant's administrator hold every
 * step. Fails when the document has no task waiting at all (its submit started no approval).
 */
export async function approveThroughFlow(client: ApprovalClient, resource: string, businessId: string): Promise<void> {
  for (let step = 0; step < 12; step++) {
    const lists = await Promise.all(
      ['claim-list', 'todo-list'].map((list) => client.get<WorkPage>(`/api/blade-flow/work/${list}`, WORK_PAGE)),
    )
    const open = new Map(
      lists
        .flatMap((l) => l.records)
        .filter((task) => task.businessId === businessId && task.businessResource === resource)
        .map((task) => [task.taskId, task]),
    )
    if (!open.size) {
      if (step === 0) throw new Error(`${resource} ${businessId} has no approval task waiting`)
      return
    }
    for (const taskId of open.keys()) await client.post('/api/blade-flow/work/complete-task', { taskId, pass: true })
  }
  throw new Error(`the approval of ${resource} ${businessId} did not end`)
}
