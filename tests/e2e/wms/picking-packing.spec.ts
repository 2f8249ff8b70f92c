import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { approveThroughFlow } from '../support/approvals.ts'
import { apiToken, authHeaders, chooseLanguage, screenshotPath, signIn } from '../support/session.ts'

// Issue 10 §3, the outbound side in the console: a pick list picked short with a reason, the picked
// units packed into a box closed with its measures, packing finished, a label uploaded with its
// tracking number, labelling finished, and the pick list shipped, each step through its dialog.
const STORE_LA = '1000000000000004202'
const TRANSPORT_UPS = '1000000000000005111'
const POSITION_A1 = '1000000000000005021'
const LANTERN = '1000000000000003105'
const PDF = Buffer.from('%PDF-1.4\n% face sheet\n')

type Envelope<T> = { code: number; msg: string; data: T }

/** Calls the API as the signed-in admin and answers the envelope's data, failing the test on a refusal. */
function api(request: APIRequestContext, token: string) {
  const headers = authHeaders(token)
  const answer = async <T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> => {
    const body = (await res.json()) as Envelope<T>
    expect(body.code, JSON.stringify(body)).toBe(200)
    return body.data
  }
  return {
    get: async <T>(path: string, params: Record<string, string>) =>
      answer<T>(await request.get(path, { headers, params })),
    post: async <T>(path: string, data: unknown) => answer<T>(await request.post(path, { headers, data })),
  }
}

/** An approved outbound order of 3 lanterns from Los Angeles, in a pick list of its own. */
async function approvedOrderInPickList(request: APIRequestContext) {
  const call = api(request, await apiToken(request))
  await call.post('/api/erp/storeproductinventory/submit', {
    storeId: STORE_LA,
    positionId: POSITION_A1,
    productId: LANTERN,
    batchNo: 'E2E-PICK',
    inboundDate: '2026-02-01',
    quantity: 10,
    reason: 'Opening',
  })
  const code = `OUT-E2E-${Date.now()}`
  await call.post('/api/ware/woutbound/save', {
    code,
    storeId: STORE_LA,
    transportId: TRANSPORT_UPS,
    recipient: 'E2E buyer',
    items: [{ productId: LANTERN, quantity: 3 }],
  })
  const page = await call.get<{ records: { id: string; code: string }[] }>('/api/ware/woutbound/page', {
    code,
    current: '1',
    size: '10',
  })
  const orderId = page.records.find((r) => r.code === code)?.id as string
  expect(orderId).toBeTruthy()
  await call.post('/api/ware/woutbound/updateStatus', { ids: orderId, status: '1' })
  await approveThroughFlow(call, 'ware/woutbound', orderId)
  const [pickId] = await call.post<string[]>('/api/ware/woutbound/start-bound', { ids: [orderId] })
  const list = await call.get<{ code: string }>('/api/ware/worderpick/detail', { id: String(pickId) })
  return { call, code, orderId, pickId: String(pickId), pickCode: list.code }
}

/** Opens a row's own action (拣货, 装箱) on a list page. */
async function openRowAction(page: Page, path: string, rowText: string, action: string) {
  await page.goto(path)
  const row = page.getByRole('row').filter({ hasText: rowText })
  await row.getByRole('button', { name: action, exact: true }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  return dialog
}

test('[WMS][OUTBOUND]: a pick list is picked short with a reason, packed, labelled and shipped from the console', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  const errors: string[] = []
  page.on('console', (m) => {
    // The refusals the test provokes (400) are the only failed loads allowed.
    if (m.type() === 'error' && !m.text().includes('status of 400')) errors.push(m.text())
  })
  const { call, code, orderId, pickId, pickCode } = await approvedOrderInPickList(request)
  await signIn(page)

  // Picking: every line starts picked in full; one unit short on the first line needs its reason.
  let dialog = await openRowAction(page, '/wms/worderpick', pickCode, '拣货')
  const counts = dialog.getByRole('textbox', { name: /^实拣/ })
  await expect(counts.first()).toBeVisible()
  const first = counts.first()
  const toPick = Number(await first.inputValue())
  await first.fill(String(toPick - 1))
  await expect(dialog.getByText('共缺货 1 件')).toBeVisible()
  await expect(dialog.getByRole('button', { name: '完成拣货' })).toBeDisabled()
  await dialog
    .getByRole('textbox', { name: /^缺货原因/ })
    .first()
    .fill('Not on the shelf')
  await page.screenshot({ path: screenshotPath('outbound-pick-short-zh-1440') })
  await dialog.getByRole('button', { name: '完成拣货' }).click()
  await expect(dialog.getByText(/该拣货单已于 .* 完成拣货/)).toBeVisible()
  await expect(dialog.getByRole('cell', { name: 'Not on the shelf' })).toBeVisible()

  // Shipping before packing and labelling: the server's refusal shows in the dialog.
  await dialog.getByRole('button', { name: '出库', exact: true }).click()
  await expect(dialog.getByRole('alert')).toContainText('不能执行')
  await page.screenshot({ path: screenshotPath('outbound-pick-ship-refused-zh-1440') })
  await dialog.getByRole('button', { name: '关闭', exact: true }).click()
  await expect(dialog).toHaveCount(0)
  const picked = 3 - 1

  // Packing: the picked units into a new box; finishing with the box open is refused.
  dialog = await openRowAction(page, '/wms/woutbound', code, '装箱')
  await expect(dialog.getByRole('textbox', { name: '数量' })).toHaveValue(String(picked))
  await dialog.getByRole('button', { name: '装入' }).click()
  const boxRow = dialog.getByRole('row').filter({ hasText: '未封箱' })
  await expect(boxRow).toBeVisible()
  await expect(dialog.getByText('已拣的货物都已装箱')).toBeVisible()
  await dialog.getByRole('button', { name: '完成装箱' }).click()
  await expect(dialog.getByRole('alert')).toContainText('装箱未完成')
  await page.screenshot({ path: screenshotPath('outbound-pack-incomplete-zh-1440') })
  await boxRow.getByRole('button', { name: '封箱' }).click()
  await dialog.getByRole('textbox', { name: '长(cm)' }).fill('40')
  await dialog.getByRole('textbox', { name: '宽(cm)' }).fill('30')
  await dialog.getByRole('textbox', { name: '高(cm)' }).fill('20.5')
  await dialog.getByRole('textbox', { name: '重量(kg)' }).fill('3.25')
  await page.screenshot({ path: screenshotPath('outbound-pack-close-box-zh-1440') })
  await dialog.getByText('封箱：箱 1').locator('..').getByRole('button', { name: '封箱' }).click()
  await expect(dialog.getByRole('row').filter({ hasText: '已封箱' })).toBeVisible()
  await dialog.getByRole('button', { name: '完成装箱' }).click()

  // Labels: a file with its tracking number, then labelling finished.
  await expect(dialog.getByText('还没有面单')).toBeVisible()
  const tracking = `1Z${Date.now()}`
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'label.pdf', mimeType: 'application/pdf', buffer: PDF })
  await dialog.getByRole('textbox', { name: '跟踪号' }).fill(tracking)
  await dialog.getByRole('button', { name: '上传面单' }).click()
  await expect(dialog.getByRole('cell', { name: tracking })).toBeVisible()
  await page.screenshot({ path: screenshotPath('outbound-pack-labels-zh-1440') })
  await dialog.getByRole('button', { name: '完成贴标' }).click()
  // Asked first: the face sheets cannot be changed afterwards.
  await page.getByRole('dialog', { name: '提示' }).getByRole('button', { name: '确定' }).click()
  await expect(dialog.getByText('该出库单已完成装箱和贴标，等待拣货单出库')).toBeVisible()
  await page.screenshot({ path: screenshotPath('outbound-pack-labelled-zh-1440') })
  await dialog.getByRole('button', { name: '关闭', exact: true }).click()

  // Shipping the pick list: the order leaves with its picked units.
  dialog = await openRowAction(page, '/wms/worderpick', pickCode, '拣货')
  await dialog.getByRole('button', { name: '出库', exact: true }).click()
  await expect(dialog.getByRole('button', { name: '出库', exact: true })).toHaveCount(0)
  await page.screenshot({ path: screenshotPath('outbound-pick-shipped-zh-1440') })
  const order = await call.get<{
    status: number
    packedQuantity: number
    shortQuantity: number
    items: { shippedQuantity: number }[]
  }>('/api/ware/woutbound/detail', { id: orderId })
  expect(order).toMatchObject({ status: 3, packedQuantity: picked, shortQuantity: 1 })
  expect(order.items[0]?.shippedQuantity).toBe(picked)
  expect((await call.get<{ status: number }>('/api/ware/worderpick/detail', { id: pickId })).status).toBe(4)

  await dialog.getByRole('button', { name: '关闭', exact: true }).click()
  await expect(dialog).toHaveCount(0)

  // The same dialogs in English.
  await chooseLanguage(page, '语言', 'English')
  dialog = await openRowAction(page, '/wms/woutbound', code, 'Pack')
  await expect(dialog.getByText('This order has shipped')).toBeVisible()
  await expect(dialog.getByRole('cell', { name: tracking })).toBeVisible()
  await page.screenshot({ path: screenshotPath('outbound-pack-shipped-en-1440') })
  await dialog.getByRole('button', { name: 'Close', exact: true }).click()
  dialog = await openRowAction(page, '/wms/worderpick', pickCode, 'Pick')
  const [sheet] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Export to Excel' }).click(),
  ])
  expect(sheet.suggestedFilename()).toBe(`${pickCode}.xlsx`)
  const [invoices] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Invoices' }).click(),
  ])
  expect(invoices.suggestedFilename()).toMatch(/\.zip$/)
  await expect(dialog.getByText('Short in all: 1')).toBeVisible()
  await page.screenshot({ path: screenshotPath('outbound-pick-shipped-en-1440') })
  expect(errors).toEqual([])
})
