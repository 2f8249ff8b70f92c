import { type Browser, expect, type Locator, type Page, test } from '@playwright/test'
import { type Api, signedInApi } from '../support/api.ts'
import { newPosition } from '../support/floor-device.ts'
import { type Account, ADMIN, screenshotPath, signIn, WAREHOUSE } from '../support/session.ts'

// Issue 29: a two-step approval drawn in the designer and deployed; a stock count submitted into it
// through the choose-approval dialog; its two steps approved by two people from the message drawer;
// the count done and its difference posted to the ledger.
const STORE_LA = '1000000000000004202'
const KETTLE = '1000000000000003101'

/** A position of its own in Los Angeles holding 10 kettles, and a count of it, started and counted at 12. */
async function countedPosition(call: Api, stamp: string) {
  const code = `ST-WF-${stamp}`
  const positionId = await newPosition(call, `P-WF-${stamp}`)
  await call.post('/api/erp/storeproductinventory/submit', {
    storeId: STORE_LA,
    positionId,
    productId: KETTLE,
    batchNo: `E2E-WF-${stamp}`,
    inboundDate: '2026-03-01',
    quantity: 10,
    reason: 'Opening',
  })
  await call.post('/api/ware/wstocktaking/save', { code, storeId: STORE_LA, positionIds: positionId, blind: 0 })
  const countId = (
    await call.get<{ records: { id: string; code: string }[] }>('/api/ware/wstocktaking/list', { code })
  ).records.find((r) => r.code === code)?.id as string
  expect(countId).toBeTruthy()
  await call.post('/api/ware/wstocktaking/start-taking', { ids: countId })
  const count = await call.get<{ items: { id: string }[] }>('/api/ware/wstocktaking/detail', { id: countId })
  const items = count.items.map((line) => ({ id: line.id, countedQuantity: 12 }))
  await call.post('/api/ware/wstocktaking/updateAll', { id: countId, items })
  return { code, countId, positionId }
}

/** Draws start → 仓库复核 (warehouse operators) → 管理员终审 (administrators) → end in the designer, and deploys it. */
async function designTwoSteps(page: Page, key: string) {
  await page.goto('/flow/model')
  await page.getByRole('button', { name: '新建模型' }).click()
  const designer = page.getByRole('dialog')
  const canvas = page.locator('.djs-container')
  await canvas.waitFor()
  await designer.getByLabel('模型标识').fill(key)
  await designer.getByLabel('模型名称').fill('盘点两级审批')
  await designer.getByLabel('流程分类').click()
  await page.getByRole('option', { name: '盘点审批', exact: true }).click()
  const shape = (id: string) => page.locator(`.djs-element.djs-shape[data-element-id="${id}"]`)
  const pad = (action: string) => page.locator(`.djs-context-pad [data-action="${action}"]`)
  const added = async () =>
    (
      await page
        .locator('.djs-element.djs-shape')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-element-id') ?? ''))
    ).find((id) => !['start', 'approve', 'end'].includes(id)) as string
  // Clicking the empty canvas first, so a click selects (and opens the context pad) even on the element last drawn.
  const select = async (id: string) => {
    await canvas.click({ position: { x: 700, y: 600 } })
    await shape(id).click()
  }
  const heldByRoles = async (roles: string) => {
    await designer.getByLabel('审批人', { exact: true }).click()
    await page.getByRole('option', { name: '候选角色' }).click()
    await designer.getByLabel('角色别名（逗号分隔）').fill(roles)
    await designer.getByLabel('角色别名（逗号分隔）').blur()
  }
  await select('approve')
  await designer.getByLabel('节点名称').fill('仓库复核')
  await designer.getByLabel('节点名称').blur()
  await heldByRoles('warehouse_operator')
  await select('end')
  await pad('delete').click()
  await select('approve')
  await pad('append.append-task').click()
  await page.locator('.djs-direct-editing-content').fill('管理员终审')
  await page.locator('.djs-direct-editing-content').press('Enter')
  // Appending a step appends an approval step (a user task): the designer offers only what the engine runs.
  await select(await added())
  await heldByRoles('administrator')
  await select(await added())
  await pad('append.end-event').click()
  await canvas.click({ position: { x: 700, y: 600 } })
  await page.screenshot({ path: screenshotPath('workflow-1-designer-zh-1440') })
  await designer.getByRole('button', { name: '保存并部署' }).click()
  await expect(page.getByText('已部署 盘点两级审批，版本 1')).toBeVisible()
  await designer.getByRole('button', { name: '关闭', exact: true }).click()
}

/** Submits the count from its row into the chosen approval template. */
async function submitCount(page: Page, code: string) {
  await page.goto('/wms/wstocktaking')
  await page.getByRole('row').filter({ hasText: code }).getByRole('button', { name: '盘点', exact: true }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: '提交审核' }).click()
  const choose = page.getByRole('dialog', { name: '选择审批' })
  await choose.getByRole('row', { name: /盘点两级审批/ }).click()
  await expect(choose.getByRole('button', { name: '确定' })).toBeEnabled()
  await page.screenshot({ path: screenshotPath('workflow-2-choose-approval-zh-1440') })
  await choose.getByRole('button', { name: '确定' }).click()
  await expect(dialog.getByText(/审批中（在待办事务中审批）/)).toBeVisible()
}

/** Signs in as the account in a page of its own, opens the message drawer and approves the count's step from it. */
async function approveFromDrawer(browser: Browser, account: Account, code: string, step: string, shots: string) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
  await signIn(page, account)
  await page.getByRole('button', { name: '消息' }).click()
  const item: Locator = page.getByRole('dialog').getByText(code).first()
  await expect(item).toBeVisible({ timeout: 10_000 })
  await page.screenshot({ path: screenshotPath(`${shots}-drawer-zh-1440`) })
  // The message's own button (签收并办理 for a step one may claim, 办理 for one held).
  await item.locator('xpath=ancestor::*[.//button][1]').getByRole('button', { name: /办理/ }).click()
  await expect(page).toHaveURL(/\/work\/process\/stock_taking\/handle\//)
  await expect(page.getByText(step).first()).toBeVisible()
  await page.getByRole('radio', { name: '同意' }).check()
  await page.getByLabel('审批意见').fill(`${account.username} agrees`)
  await page.screenshot({ path: screenshotPath(`${shots}-handle-zh-1440`) })
  await page.getByRole('button', { name: '提交' }).click()
  await expect(page.getByText('审批已提交')).toBeVisible()
  await page.close()
}

test('[WORKFLOW]: a two-step approval drawn and deployed in the designer approves a stock count from the message drawer', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  const call = await signedInApi(request)
  const stamp = String(Date.now() % 1_000_000)
  const { code, countId } = await countedPosition(call, stamp)
  await signIn(page, ADMIN)
  await designTwoSteps(page, `e2e_count_${stamp}`)
  await submitCount(page, code)

  await approveFromDrawer(browser, WAREHOUSE, code, '仓库复核', 'workflow-3-warehouse')
  expect((await call.get<{ status: number }>('/api/ware/wstocktaking/detail', { id: countId })).status).toBe(2)
  await approveFromDrawer(browser, ADMIN, code, '管理员终审', 'workflow-4-admin')

  const done = await call.get<{ status: number; differenceQuantity: number }>('/api/ware/wstocktaking/detail', {
    id: countId,
  })
  expect(done).toMatchObject({ status: 100, differenceQuantity: 2 })
  const sent = await call.get<{ records: { processInstanceId: string; businessId: string; state: string }[] }>(
    '/api/blade-flow/work/send-list',
    { current: '1', size: '50' },
  )
  const approval = sent.records.find((r) => r.businessId === countId)
  expect(approval?.state).toBe('approved')
  // The tracking view of the approval: both steps done.
  await page.goto(`/work/process/stock_taking/detail/${approval?.processInstanceId}/${countId}`)
  await expect(page.getByText('admin agrees')).toBeVisible()
  await expect(page.getByText('warehouse agrees')).toBeVisible()
  await expect(page.locator('.djs-element.wf-done').first()).toBeVisible({ timeout: 15_000 })
  await page.screenshot({ path: screenshotPath('workflow-5-tracking-zh-1440'), fullPage: true })
  // The tenant's other counts keep starting on its first template.
  const mine = await call.get<{ records: { id: string; processKey: string }[] }>('/api/blade-flow/manager/list', {
    processKey: `e2e_count_${stamp}`,
  })
  for (const d of mine.records)
    await call.post('/api/blade-flow/manager/change-state', { processId: d.id, state: 'suspend' })
})

test('[WORKFLOW]: each of the eight default models opens in the designer and deploys as it is', async ({ page }) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  await signIn(page, ADMIN)
  await page.goto('/flow/model')
  const models: Record<string, string> = {
    Leave: '请假审批',
    RMARefund: '退货退款审批',
    RMAresend: '退货补发审批',
    out_bound: '出库审批',
    procurement_audit: '采购审批',
    purchase_payment: '采购付款审批',
    sale_plan: '销售计划审批',
    stock_taking: '盘点审批',
  }
  for (const [key, name] of Object.entries(models)) {
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: key, exact: true }) })
    await row.getByRole('button', { name: '设计', exact: true }).click()
    const designer = page.getByRole('dialog')
    // Drawn: a start, its steps and an end, every one with its diagram.
    await expect(designer.locator('.djs-element.djs-shape[data-element-id]').nth(2)).toBeVisible()
    await expect(designer.getByLabel('模型标识')).toHaveValue(key)
    if (key === 'purchase_payment') await page.screenshot({ path: screenshotPath('workflow-6-default-model-zh-1440') })
    await designer.getByRole('button', { name: '保存并部署' }).click()
    await expect(page.getByText(`已部署 ${name}，版本 2`)).toBeVisible()
    await designer.getByRole('button', { name: '关闭', exact: true }).click()
    await expect(designer).toHaveCount(0)
  }
})
