import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_PRODUCTS as P } from '../products/seed-products.ts'
import { decideApproval } from '../testing/approvals.ts'
import { openTestApp, type TestApp } from '../testing/test-app.ts'
import { WMS_IDS as W } from '../wms/wms-seed.ts'
import { type ModelNodeSpec, type ModelSpec, writeModelXml } from './bpmn/write-model-xml.ts'

// Issue 29: models deployed and refused, the engine's steps (gateway, claim, reject, withdraw,
// race), a submit whose process cannot start, and a running approval kept on its old version.
let t: TestApp
let admin: string
beforeAll(async () => {
  t = await openTestApp()
  admin = (await t.signIn()).access_token
})
afterAll(() => t.close())

const call = (method: 'GET' | 'POST', path: string, token: string, params: Record<string, unknown> = {}) =>
  method === 'GET'
    ? t.call('GET', path, { token, query: params as Record<string, string>, lang: 'en-US' })
    : t.call('POST', path, { token, body: params, lang: 'en-US' })

const start: ModelNodeSpec = { id: 'Start', type: 'startEvent', name: 'Start', column: 0, row: 0 }
const roleTask = (id: string, name: string, column: number, roles: string, row = 0): ModelNodeSpec => ({
  id,
  type: 'userTask',
  name,
  column,
  row,
  attributes: { 'flowable:candidateGroups': roles },
})

/** start → tasks in a row → end, as a stock-count model of the given key. */
function chain(key: string, tasks: ModelNodeSpec[]): ModelSpec {
  const end: ModelNodeSpec = { id: 'End', type: 'endEvent', name: 'End', column: tasks.length + 1, row: 0 }
  const ids = [start.id, ...tasks.map((x) => x.id), end.id]
  const flows = ids.slice(1).map((id, i) => ({ id: `Flow_${i}`, source: ids[i] as string, target: id }))
  return { id: key, name: key, nodes: [start, ...tasks, end], flows }
}

/** Saves a model and deploys it; answers the deploy's answer. */
async function deploy(key: string, xml: string, category = 'stock_taking') {
  const saved = await call('POST', '/api/blade-flow/model/submit', admin, { modelKey: key, name: key, category, xml })
  expect(saved.json.code, saved.text).toBe(200)
  const [model] = await t.root.query<{ id: string }>(
    `SELECT id::text FROM wf_model WHERE model_key = $1 AND tenant_id = '000000'`,
    [key],
  )
  return call('POST', '/api/blade-flow/model/deploy', admin, { modelId: model?.id })
}

async function suspendDefaults(flow: string, state: 'active' | 'suspend') {
  const rows = await t.root.query<{ id: string }>(
    `SELECT id::text FROM wf_deployment WHERE tenant_id = '000000' AND category = $1 AND is_deleted = 0`,
    [flow],
  )
  for (const row of rows) {
    const r = await call('POST', '/api/blade-flow/manager/change-state', admin, { processId: row.id, state })
    expect(r.json.code, r.text).toBe(200)
  }
}

/** A counted stock count of the LA warehouse with one line off by `difference`, ready to submit. */
async function countedCount(code: string, difference: number) {
  const position = '1000000000000005021'
  await call('POST', '/api/erp/storeproductinventory/submit', admin, {
    storeId: W.storeLa,
    positionId: position,
    productId: P.kettle,
    batchNo: code,
    inboundDate: '2026-06-01',
    quantity: 200,
    reason: 'Test stock',
  })
  const saved = await call('POST', '/api/ware/wstocktaking/save', admin, {
    code,
    storeId: W.storeLa,
    positionIds: position,
    blind: 0,
  })
  expect(saved.json.code, saved.text).toBe(200)
  const [row] = await t.root.query<{ id: string }>(`SELECT id::text FROM ware_stocktaking WHERE code = $1`, [code])
  const id = row?.id as string
  await call('POST', '/api/ware/wstocktaking/start-taking', admin, { ids: id })
  const lines = await t.root.query<{ id: string; expected: number }>(
    `SELECT id::text, coalesce(expected_quantity, 0)::int AS expected FROM ware_stocktaking_item WHERE stocktaking_id = $1`,
    [id],
  )
  const items = lines.map((l, i) => ({ id: l.id, countedQuantity: l.expected + (i === 0 ? difference : 0) }))
  const counted = await call('POST', '/api/ware/wstocktaking/updateAll', admin, { id, items })
  expect(counted.json.code, counted.text).toBe(200)
  return id
}

const status = async (id: string) =>
  (await t.root.query<{ status: number }>('SELECT status FROM ware_stocktaking WHERE id = $1', [id]))[0]?.status
const openTasks = (id: string) =>
  t.root.query<{ id: string; name: string; assignee: string | null }>(
    `SELECT t.id::text, t.name, t.assignee::text FROM wf_task t JOIN wf_instance i ON i.id = t.instance_id
      WHERE i.business_id = $1 AND t.state = 'open' ORDER BY t.id`,
    [id],
  )

/** Two users of tenant 000000 in a new role `alias` (password Admin123), granted nothing: answers their tokens. */
async function twoCandidates(alias: string, roleId: number, firstUserId: number) {
  await t.root.query(`INSERT INTO blade_role (id, tenant_id, role_name, role_alias) VALUES ($1, '000000', $2, $2)`, [
    roleId,
    alias,
  ])
  const tokens: string[] = []
  for (const [i, account] of [`${alias}-a`, `${alias}-b`].entries()) {
    await t.root.query(
      `INSERT INTO blade_user (id, tenant_id, account, password, role_id, status)
       SELECT $1, '000000', $2, password, $3, 1 FROM blade_user WHERE account = 'admin' AND tenant_id = '000000'`,
      [firstUserId + i, account, String(roleId)],
    )
    tokens.push((await t.signIn('000000', account)).access_token)
  }
  return tokens as [string, string]
}

describe('models and deployments', () => {
  it('seeds the eight default models, each deployed and activated', async () => {
    const rows = await t.root.query<{ category: string; processVersion: number; suspensionState: number }>(
      `SELECT category, process_version, suspension_state FROM wf_deployment WHERE tenant_id = '000000' ORDER BY category`,
    )
    expect(rows.map((r) => r.category).sort()).toEqual(
      [
        'Leave',
        'RMARefund',
        'RMAresend',
        'out_bound',
        'procurement_audit',
        'purchase_payment',
        'sale_plan',
        'stock_taking',
      ].sort(),
    )
    expect(rows.every((r) => r.processVersion === 1 && r.suspensionState === 1)).toBe(true)
    const list = await call('GET', '/api/blade-flow/manager/list', admin, { current: '1', size: '30' })
    expect(list.json.data.total).toBe(8)
    const templates = await call('GET', '/api/erp/flowuser/listByAppModuleCode', admin, {
      appModuleCode: 'stock_taking',
    })
    expect(templates.json.data).toHaveLength(1)
  })

  it('gives a new tenant the eight default models, deployed, its administrator leading its department', async () => {
    const made = await t.call('POST', '/api/blade-system/tenant/submit', {
      token: admin,
      body: { tenantId: '300029', tenantName: 'Flow Test GmbH', adminAccount: 'chief', adminPassword: 'Flow-2026x' },
    })
    expect(made.json.code, made.text).toBe(200)
    const chief = (await t.signIn('300029', 'chief', 'Flow-2026x')).access_token
    const list = await call('GET', '/api/blade-flow/manager/list', chief, { current: '1', size: '30' })
    expect(list.json.data.total).toBe(8)
    const leave = await call('POST', '/api/blade-desk/process/leave/start-process', chief, {
      startTime: '2026-12-20 09:00:00',
      endTime: '2026-12-20 18:00:00',
      reason: 'Moving house',
    })
    expect(leave.json.code, leave.text).toBe(200)
    // Tenant 000000 sees none of it.
    const mine = await call('GET', '/api/blade-flow/follow/list', admin, { current: '1', size: '200' })
    expect(mine.json.data.records.some((r: { businessId: string }) => r.businessId === leave.json.data.id)).toBe(false)
  })

  it('refuses eleven approval nodes, an unreachable node and an unknown element, each named', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) =>
      roleTask(`Task_${i + 1}`, `Step ${i + 1}`, i + 1, 'administrator'),
    )
    const tooMany = await deploy('too_many', writeModelXml(chain('too_many', eleven)))
    expect(tooMany.json.code).toBe(400)
    expect(tooMany.json.msg).toContain('Task_11')

    const lonely = chain('lonely', [roleTask('Task_a', 'Check', 1, 'administrator')])
    lonely.nodes.push(roleTask('Task_orphan', 'Orphan step', 1, 'administrator', 1))
    lonely.flows.push({ id: 'Flow_orphan', source: 'Task_orphan', target: 'End' })
    const unreachable = await deploy('lonely', writeModelXml(lonely))
    expect(unreachable.json.code).toBe(400)
    expect(unreachable.json.msg).toContain('Orphan step')

    const service = chain('service', [{ id: 'Task_mail', type: 'serviceTask', name: 'Send mail', column: 1, row: 0 }])
    const unknown = await deploy('service', writeModelXml(service))
    expect(unknown.json.code).toBe(400)
    expect(unknown.json.msg).toContain('Send mail')
    expect(
      await t.root.query(`SELECT 1 FROM wf_deployment WHERE process_key IN ('too_many', 'lonely', 'service')`),
    ).toEqual([])
  })

  it('deploys an uploaded .bpmn as a new version, and suspends and removes deployments', async () => {
    const xml = writeModelXml(chain('uploaded', [roleTask('Task_a', 'Check', 1, 'administrator')]))
    const form = new FormData()
    form.set('file', new File([xml], 'uploaded.bpmn', { type: 'application/xml' }))
    form.set('category', 'Leave')
    const up = await t.call('POST', '/api/blade-flow/manager/deploy-upload', { token: admin, form, lang: 'en-US' })
    expect(up.json.code, up.text).toBe(200)
    expect(up.json.data.processVersion).toBe(1)
    const again = await t.call('POST', '/api/blade-flow/manager/deploy-upload', { token: admin, form, lang: 'en-US' })
    expect(again.json.data.processVersion).toBe(2)
    const suspended = await call('POST', '/api/blade-flow/manager/change-state', admin, {
      processId: again.json.data.id,
      state: 'suspend',
    })
    expect(suspended.json.data.suspensionState).toBe('2')
    const removed = await call('POST', '/api/blade-flow/manager/delete-deployment', admin, {
      deploymentIds: `${up.json.data.id},${again.json.data.id}`,
    })
    expect(removed.json.code, removed.text).toBe(200)
  })
})

describe('the engine', () => {
  it('runs two steps when the count differs by more than 100 (the gateway), one otherwise, and posts on the last', async () => {
    const small = await countedCount('WF-SMALL', 3)
    const big = await countedCount('WF-BIG', 150)
    for (const id of [small, big]) {
      const r = await call('POST', '/api/ware/wstocktaking/updateStatus', admin, { ids: id, status: '2' })
      expect(r.json.code, r.text).toBe(200)
    }
    // A count waiting for approval cannot be changed.
    const edit = await call('POST', '/api/ware/wstocktaking/update', admin, { id: small, remark: 'late' })
    expect(edit.json.code).toBe(400)
    expect(edit.json.msg).toContain('awaiting approval')

    const [first] = await openTasks(big)
    const done = await call('POST', '/api/ware/wstocktaking/complete-taking', admin, {
      taskId: first?.id,
      flag: 'ok',
      comment: 'Counted twice',
    })
    expect(done.json.code, done.text).toBe(200)
    expect(done.json.data.state).toBe('running')
    expect(done.json.data.currentSteps.map((s: { taskName: string }) => s.taskName)).toEqual(['财务审批'])
    expect(await status(big)).toBe(2)
    await decideApproval(t, admin, 'ware/wstocktaking', big)
    expect(await status(big)).toBe(100)

    const [only] = await openTasks(small)
    const one = await call('POST', '/api/blade-flow/work/complete-task', admin, { taskId: only?.id, pass: true })
    expect(one.json.data.state).toBe('approved')
    expect(await status(small)).toBe(100)
    const history = await call('GET', '/api/blade-flow/process/history-flow-list', admin, {
      processInstanceId: one.json.data.processInstanceId,
    })
    expect(history.json.data.map((h: { action: string }) => h.action)).toEqual(['start', 'approve', 'pass', 'end'])
    const diagram = await call('GET', '/api/blade-flow/process/diagram', admin, {
      processInstanceId: one.json.data.processInstanceId,
    })
    expect(diagram.json.data.active).toEqual([])
    expect(diagram.json.data.completed).toContain('Task_warehouseLead')
    expect(diagram.json.data.xml).toContain('<bpmn:process')
  })

  it('lets one of two candidates claim a task and refuses the other; a rejection sends the count back; it is resubmitted', async () => {
    const [a, b] = await twoCandidates('warehouse_lead', 9_101, 9_201)
    const id = await countedCount('WF-CLAIM', 2)
    await call('POST', '/api/ware/wstocktaking/updateStatus', admin, { ids: id, status: '2' })
    const claimable = await call('GET', '/api/blade-flow/work/claim-list', a, { current: '1', size: '30' })
    const task = claimable.json.data.records.find((r: { businessId: string }) => r.businessId === id)
    expect(task?.taskName).toBe('仓库主管审批')
    const claimed = await call('POST', '/api/blade-flow/work/claim-task', a, { taskId: task.taskId })
    expect(claimed.json.code, claimed.text).toBe(200)
    const late = await call('POST', '/api/blade-flow/work/claim-task', b, { taskId: task.taskId })
    expect(late.json.code).toBe(400)
    expect(late.json.msg).toContain('already been claimed')
    const notTheirs = await call('POST', '/api/blade-flow/work/complete-task', b, { taskId: task.taskId, pass: true })
    expect(notTheirs.json.code).toBe(400)
    // The count shows its approval: the step and who holds it now.
    const shown = await call('GET', '/api/blade-flow/process/document-approval', admin, {
      businessResource: 'ware/wstocktaking',
      businessId: id,
    })
    expect(shown.json.data).toMatchObject({
      state: 'running',
      currentSteps: [{ taskName: '仓库主管审批', holders: 'warehouse_lead-a' }],
    })
    // Someone who may not read stock counts is not told.
    const hidden = await call('GET', '/api/blade-flow/process/document-approval', b, {
      businessResource: 'ware/wstocktaking',
      businessId: id,
    })
    expect(hidden.status).toBe(403)
    const todo = await call('GET', '/api/blade-flow/work/todo-list', a, { current: '1', size: '30' })
    expect(todo.json.data.records.some((r: { taskId: string }) => r.taskId === task.taskId)).toBe(true)

    const noComment = await call('POST', '/api/blade-flow/work/complete-task', a, { taskId: task.taskId, pass: false })
    expect(noComment.json.code).toBe(400)
    const rejected = await call('POST', '/api/blade-flow/work/complete-task', a, {
      taskId: task.taskId,
      pass: false,
      comment: 'Count A-01-01 again',
    })
    expect(rejected.json.data.state).toBe('rejected')
    expect(await status(id)).toBe(50)
    const done = await call('GET', '/api/blade-flow/work/done-list', a, { current: '1', size: '30' })
    expect(done.json.data.records[0]).toMatchObject({ taskId: task.taskId, status: 2, comment: 'Count A-01-01 again' })

    const again = await call('POST', '/api/ware/wstocktaking/updateStatus', admin, { ids: id, status: '2' })
    expect(again.json.code, again.text).toBe(200)
    expect(await openTasks(id)).toHaveLength(1)
    await decideApproval(t, admin, 'ware/wstocktaking', id)
    expect(await status(id)).toBe(100)
  })

  it('starts the approval on the template chosen in the choose-approval dialog', async () => {
    const xml = writeModelXml(chain('count_by_leo', [roleTask('Task_leo', 'Leo checks', 1, 'administrator')]))
    const form = new FormData()
    form.set('file', new File([xml], 'count_by_leo.bpmn', { type: 'application/xml' }))
    form.set('category', 'stock_taking')
    const up = await t.call('POST', '/api/blade-flow/manager/deploy-upload', { token: admin, form, lang: 'en-US' })
    expect(up.json.code, up.text).toBe(200)
    const templates = await call('GET', '/api/erp/flowuser/listByAppModuleCode', admin, {
      appModuleCode: 'stock_taking',
    })
    expect(templates.json.data.map((x: { name: string }) => x.name)).toContain('count_by_leo')
    const chosen = await countedCount('WF-CHOSEN', 1)
    const unchosen = await countedCount('WF-UNCHOSEN', 1)
    const r = await call('POST', '/api/ware/wstocktaking/updateStatus', admin, {
      ids: chosen,
      status: '2',
      processDefinitionId: up.json.data.id,
    })
    expect(r.json.code, r.text).toBe(200)
    await call('POST', '/api/ware/wstocktaking/updateStatus', admin, { ids: unchosen, status: '2' })
    expect((await openTasks(chosen)).map((x) => x.name)).toEqual(['Leo checks'])
    // Without a choice, the tenant's first template (the seeded default).
    expect((await openTasks(unchosen)).map((x) => x.name)).toEqual(['仓库主管审批'])
    for (const id of [chosen, unchosen]) await decideApproval(t, admin, 'ware/wstocktaking', id)
    await call('POST', '/api/blade-flow/manager/change-state', admin, { processId: up.json.data.id, state: 'suspend' })
  })

  it('lets only the initiator withdraw: the count goes back to the status it had', async () => {
    const [other] = await twoCandidates('wf_bystander', 9_102, 9_211)
    const id = await countedCount('WF-WITHDRAW', 1)
    await call('POST', '/api/ware/wstocktaking/updateStatus', admin, { ids: id, status: '2' })
    const sent = await call('GET', '/api/blade-flow/work/send-list', admin, { current: '1', size: '30' })
    const mine = sent.json.data.records.find((r: { businessId: string }) => r.businessId === id)
    expect(mine.state).toBe('running')
    const refused = await call('POST', '/api/blade-flow/follow/delete-process-instance', other, {
      processInstanceId: mine.processInstanceId,
    })
    expect(refused.json.code).toBe(403)
    const withdrawn = await call('POST', '/api/blade-flow/follow/delete-process-instance', admin, {
      processInstanceId: mine.processInstanceId,
      deleteReason: 'Wrong warehouse',
    })
    expect(withdrawn.json.data.state).toBe('withdrawn')
    expect(await status(id)).toBe(1)
    expect(await openTasks(id)).toEqual([])
    const edit = await call('POST', '/api/ware/wstocktaking/update', admin, { id, remark: 'fixed' })
    expect(edit.json.code, edit.text).toBe(200)
  })

  it('lets one of two racing completions win and refuses the other', async () => {
    const id = await countedCount('WF-RACE', 1)
    await call('POST', '/api/ware/wstocktaking/updateStatus', admin, { ids: id, status: '2' })
    const [task] = await openTasks(id)
    const results = await Promise.all(
      [0, 1].map(() => call('POST', '/api/blade-flow/work/complete-task', admin, { taskId: task?.id, pass: true })),
    )
    expect(results.map((r) => r.json.code).sort()).toEqual([200, 400])
    expect(results.find((r) => r.json.code === 400)?.json.msg).toContain('already handled')
    expect(await status(id)).toBe(100)
    const posted = await t.root.query(`SELECT 1 FROM erp_store_product_inventory_log WHERE document_id = $1`, [id])
    expect(posted).toHaveLength(1)
  })

  it('leaves a count unchanged when its approval cannot start', async () => {
    const id = await countedCount('WF-NOFLOW', 1)
    await suspendDefaults('stock_taking', 'suspend')
    try {
      const r = await call('POST', '/api/ware/wstocktaking/updateStatus', admin, { ids: id, status: '2' })
      expect(r.json.code).toBe(400)
      expect(r.json.msg).toContain('no activated deployment')
      expect(await status(id)).toBe(1)
      expect(await t.root.query('SELECT 1 FROM wf_instance WHERE business_id = $1', [id])).toEqual([])
    } finally {
      await suspendDefaults('stock_taking', 'active')
    }
  })

  it('keeps a running approval on the version it started on when the model is redeployed', async () => {
    const old = await countedCount('WF-V1', 1)
    await call('POST', '/api/ware/wstocktaking/updateStatus', admin, { ids: old, status: '2' })
    const [model] = await t.root.query<{ id: string; xml: string }>(
      `SELECT id::text, xml FROM wf_model WHERE tenant_id = '000000' AND model_key = 'stock_taking'`,
    )
    const renamed = String(model?.xml).replace('仓库主管审批', '仓库经理审批')
    const saved = await call('POST', '/api/blade-flow/model/submit', admin, { id: model?.id, xml: renamed })
    expect(saved.json.code, saved.text).toBe(200)
    const redeployed = await call('POST', '/api/blade-flow/model/deploy', admin, { modelId: model?.id })
    expect(redeployed.json.data.processVersion).toBe(2)

    const fresh = await countedCount('WF-V2', 1)
    await call('POST', '/api/ware/wstocktaking/updateStatus', admin, { ids: fresh, status: '2' })
    expect((await openTasks(old))[0]?.name).toBe('仓库主管审批')
    expect((await openTasks(fresh))[0]?.name).toBe('仓库经理审批')
    await decideApproval(t, admin, 'ware/wstocktaking', old)
    expect(await status(old)).toBe(100)
    // The old version runs nothing now; the new one runs the fresh count.
    const busy = await call('POST', '/api/blade-flow/manager/delete-deployment', admin, {
      deploymentIds: redeployed.json.data.id,
    })
    expect(busy.json.code).toBe(400)
    expect(busy.json.msg).toContain('still runs 1 approval')
    await decideApproval(t, admin, 'ware/wstocktaking', fresh)
  })
})

describe('parallel steps and chosen approvers', () => {
  it('needs every branch of a parallel split before the join moves on', async () => {
    const nodes: ModelNodeSpec[] = [
      start,
      { id: 'Split', type: 'parallelGateway', name: 'Both', column: 1, row: 0 },
      roleTask('Task_a', 'Branch A', 2, 'administrator', 0),
      roleTask('Task_b', 'Branch B', 2, 'administrator', 1),
      { id: 'Join', type: 'parallelGateway', name: 'Both done', column: 3, row: 0 },
      { id: 'End', type: 'endEvent', name: 'End', column: 4, row: 0 },
    ]
    const flows = [
      ['Start', 'Split'],
      ['Split', 'Task_a'],
      ['Split', 'Task_b'],
      ['Task_a', 'Join'],
      ['Task_b', 'Join'],
      ['Join', 'End'],
    ].map(([source, target], i) => ({ id: `Flow_${i}`, source: source as string, target: target as string }))
    const deployed = await deploy('count_both', writeModelXml({ id: 'count_both', name: 'both', nodes, flows }))
    expect(deployed.json.code, deployed.text).toBe(200)
    const id = await countedCount('WF-PAR', 1)
    await call('POST', '/api/ware/wstocktaking/updateStatus', admin, {
      ids: id,
      status: '2',
      processDefinitionId: deployed.json.data.id,
    })
    const both = await openTasks(id)
    expect(both.map((x) => x.name).sort()).toEqual(['Branch A', 'Branch B'])
    const one = await call('POST', '/api/blade-flow/work/complete-task', admin, { taskId: both[0]?.id, pass: true })
    expect(one.json.data.state).toBe('running')
    expect(await status(id)).toBe(2)
    const two = await call('POST', '/api/blade-flow/work/complete-task', admin, { taskId: both[1]?.id, pass: true })
    expect(two.json.data.state).toBe('approved')
    expect(await status(id)).toBe(100)
    await call('POST', '/api/blade-flow/manager/change-state', admin, {
      processId: deployed.json.data.id,
      state: 'suspend',
    })
  })

  it('gives a step to the person the initiator picked, and the next one to whom its approver picks', async () => {
    const [first, second] = await twoCandidates('wf_picked', 9_103, 9_221)
    const chosen: ModelNodeSpec = {
      id: 'Task_picked',
      type: 'userTask',
      name: 'Picked by the initiator',
      column: 1,
      row: 0,
      attributes: { 'flowable:assignee': `\${chosen}`, 'flowable:chooseNext': 'true' },
    }
    const next: ModelNodeSpec = {
      id: 'Task_next',
      type: 'userTask',
      name: 'Picked by the approver',
      column: 2,
      row: 0,
      attributes: { 'flowable:assignee': `\${chosen}` },
    }
    const deployed = await deploy('count_picked', writeModelXml(chain('count_picked', [chosen, next])))
    expect(deployed.json.code, deployed.text).toBe(200)
    const id = await countedCount('WF-PICK', 1)
    const r = await call('POST', '/api/ware/wstocktaking/updateStatus', admin, {
      ids: id,
      status: '2',
      processDefinitionId: deployed.json.data.id,
      taskUser: '9221',
    })
    expect(r.json.code, r.text).toBe(200)
    const [picked] = await openTasks(id)
    expect(picked).toMatchObject({ name: 'Picked by the initiator', assignee: '9221' })
    const todo = await call('GET', '/api/blade-flow/work/todo-list', first, { current: '1', size: '30' })
    expect(todo.json.data.records[0]).toMatchObject({ taskId: picked?.id, chooseNext: true })
    const passed = await call('POST', '/api/blade-flow/work/complete-task', first, {
      taskId: picked?.id,
      pass: true,
      assignee: '9222',
    })
    expect(passed.json.code, passed.text).toBe(200)
    const [handed] = await openTasks(id)
    expect(handed).toMatchObject({ name: 'Picked by the approver', assignee: '9222' })
    await call('POST', '/api/blade-flow/work/complete-task', second, { taskId: handed?.id, pass: true })
    expect(await status(id)).toBe(100)
    await call('POST', '/api/blade-flow/manager/change-state', admin, {
      processId: deployed.json.data.id,
      state: 'suspend',
    })
  })
})

describe('outbound orders', () => {
  it('wait for the out_bound approval: not abolished meanwhile, abolished once withdrawn', async () => {
    const saved = await call('POST', '/api/ware/woutbound/save', admin, {
      code: 'OB-WF-1',
      storeId: W.storeLa,
      transportId: W.transportUps,
      items: [{ productId: P.kettle, quantity: 1 }],
    })
    expect(saved.json.code, saved.text).toBe(200)
    const [order] = await t.root.query<{ id: string }>(`SELECT id::text FROM ware_outbound WHERE code = 'OB-WF-1'`)
    const id = order?.id as string
    const submitted = await call('POST', '/api/ware/woutbound/updateStatus', admin, { ids: id, status: '1' })
    expect(submitted.json.code, submitted.text).toBe(200)
    const abolish = await call('POST', '/api/ware/woutbound/updateStatus', admin, { ids: id, status: '5' })
    expect(abolish.json.code).toBe(400)
    expect(abolish.json.msg).toContain('awaiting approval')
    const shown = await call('GET', '/api/blade-flow/process/document-approval', admin, {
      businessResource: 'ware/woutbound',
      businessId: id,
    })
    const withdrawn = await call('POST', '/api/blade-flow/follow/delete-process-instance', admin, {
      processInstanceId: shown.json.data.processInstanceId,
    })
    expect(withdrawn.json.code, withdrawn.text).toBe(200)
    const again = await call('POST', '/api/ware/woutbound/updateStatus', admin, { ids: id, status: '5' })
    expect(again.json.code, again.text).toBe(200)
  })
})

describe('leave', () => {
  it('applies for leave through the Leave flow, approved by the department leader', async () => {
    const started = await call('POST', '/api/blade-desk/process/leave/start-process', admin, {
      startTime: '2026-12-10 09:00:00',
      endTime: '2026-12-11 18:00:00',
      reason: 'Family visit',
    })
    expect(started.json.code, started.text).toBe(200)
    const { id, processInstanceId } = started.json.data
    const detail = await call('GET', '/api/blade-desk/process/leave/detail', admin, { businessId: id })
    expect(detail.json.data).toMatchObject({ reason: 'Family visit', approvalState: '1', processInstanceId })
    const todo = await call('GET', '/api/blade-flow/work/todo-list', admin, {
      current: '1',
      size: '30',
      category: 'Leave',
    })
    const task = todo.json.data.records.find(
      (r: { processInstanceId: string }) => r.processInstanceId === processInstanceId,
    )
    expect(task).toMatchObject({ kind: 'leave', businessId: id, taskName: '部门负责人审批' })
    await call('POST', '/api/blade-flow/work/complete-task', admin, {
      taskId: task.taskId,
      flag: 'ok',
      comment: 'Enjoy',
    })
    const after = await call('GET', '/api/blade-desk/process/leave/detail', admin, { businessId: id })
    expect(after.json.data.approvalState).toBe('2')
    const backwards = await call('POST', '/api/blade-desk/process/leave/start-process', admin, {
      startTime: '2026-12-11 09:00:00',
      endTime: '2026-12-10 18:00:00',
      reason: 'Backwards',
    })
    expect(backwards.json.code).toBe(400)
  })
})
