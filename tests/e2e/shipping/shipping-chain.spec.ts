import { copyFileSync, mkdirSync, readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import ExcelJS from 'exceljs'
import { type Api, signedInApi } from '../support/api.ts'
import { screenshotPath, signIn } from '../support/session.ts'

// Issue 31 in the browser: two shipment plans of the demo kettle order's passed lot loaded into one
// 40HQ on the ship's screen while its gauge fills, the packing list downloaded (an xlsx whose total
// is the plans' units) and its customs declaration opened in the PDF viewer, its costs allocated to
// the cent and checked, the ship confirmed and departed (its goods in transit to Los Angeles), its
// inbound order made and received at the overseas warehouse, and the stock page showing the units
// arrive out of transit at landed cost.

test.use({ actionTimeout: 30_000 })

/** Fixed demo ids (server/purchasing/seed-purchasing.ts): the Los Angeles warehouse. */
const DEMO = { losAngeles: '1000000000000004202' } as const

/** Where the screenshots are looked at besides the run's own folder. */
const SHOTS = process.env.SHOTS_DIR ?? '/work/shots'

const shot = async (page: Page, name: string) => {
  await page.screenshot({
    path: screenshotPath(name),
    animations: 'disabled',
    style: '.mantine-Notifications-root { display: none !important; }',
  })
  mkdirSync(SHOTS, { recursive: true })
  copyFileSync(screenshotPath(name), `${SHOTS}/${name}.png`)
}

type Row = Record<string, unknown>

/** The demo's two confirmed applications of the kettle order's passed units (40 and 10), by fixed id. */
const APPLICATIONS = ['1000000000000003601', '1000000000000003603'] as const

/** Makes an application's plan of lot `batchNo` for Los Angeles (shipapply/ship, what its row's 生成发货计划 posts). */
async function planOf(call: Api, applicationId: string, batchNo: string): Promise<Row> {
  await call.post('/api/erp/shipapply/ship', { ids: [applicationId], batchNo, storeId: DEMO.losAngeles })
  const plans = await call.get<{ records: Row[] }>('/api/erp/shiporder/page', { batchNo })
  expect(plans.records).toHaveLength(1)
  return plans.records[0] as Row
}

/** The ship by its id, as the list reads it. */
const shipOf = (call: Api, id: string) => call.get<Row>('/api/erp/ship/detail', { id })

/** Every cell's text of a workbook's first sheet, row by row (a merged range once). */
async function sheetRows(path: string): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(readFileSync(path) as unknown as ArrayBuffer)
  const rows: string[][] = []
  workbook.worksheets[0]?.eachRow((row) => {
    const cells: string[] = []
    row.eachCell((cell) => {
      if (!cell.isMerged || cell.master === cell) cells.push(String(cell.value ?? ''))
    })
    rows.push(cells)
  })
  return rows
}

/** A lot's units on the stock page (库存): on hand and in transit, added over its positions' rows. */
async function lotUnits(page: Page, batchNo: string): Promise<{ onHand: number; inTransit: number }> {
  await page.goto('/inventory/storeproductinventory')
  const table = page.getByRole('table').first()
  const rows = table.getByRole('row').filter({ hasText: batchNo })
  await expect(rows.first()).toBeVisible()
  const heads = await table.getByRole('columnheader').allInnerTexts()
  const col = (name: string) => heads.findIndex((h) => h.trim().startsWith(name))
  let onHand = 0
  let inTransit = 0
  for (const row of await rows.all()) {
    const cells = await row.getByRole('cell').allInnerTexts()
    onHand += Number(cells[col('在库数量')])
    inTransit += Number(cells[col('在途数量')])
  }
  return { onHand, inTransit }
}

test('[SHIPPING]: two plans in one 40HQ, its packing list, departure and the goods arriving overseas out of transit', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  const call = await signedInApi(request)
  const stamp = String(Date.now() % 1_000_000)
  const lots = [`E2E-A-${stamp}`, `E2E-B-${stamp}`]
  await signIn(page)
  const plans = [
    await planOf(call, APPLICATIONS[0], lots[0] as string),
    await planOf(call, APPLICATIONS[1], lots[1] as string),
  ]
  await page.goto('/shipping/shiporder')
  await expect(page.getByRole('row').filter({ hasText: lots[0] as string })).toBeVisible()

  // A 40HQ for Los Angeles, made in the ship form.
  const shipIds = async () =>
    (await call.get<{ records: Row[] }>('/api/erp/ship/list', { storeId: DEMO.losAngeles, size: '1000' })).records.map(
      (r) => String(r.id),
    )
  const before = new Set(await shipIds())
  await page.goto('/shipping/ship')
  await page.getByRole('button', { name: '新增' }).click()
  const form = page.getByRole('dialog')
  await form.getByLabel('柜型').click()
  await page.getByRole('option', { name: '40HQ' }).click()
  await form.getByLabel('目的仓库').click()
  await page.getByRole('option', { name: '洛杉矶自营仓' }).click()
  await form.getByRole('button', { name: '确定' }).click()
  await expect(form).toBeHidden()
  const made = (await shipIds()).filter((id) => !before.has(id))
  expect(made).toHaveLength(1)
  const ship = await shipOf(call, made[0] as string)
  expect(ship.containerType).toBe('40HQ')
  const shipCode = String(ship.code)
  const shipRow = page.getByRole('row').filter({ hasText: shipCode })

  // Both plans ticked onto it: the gauge fills as they are, then the load is saved.
  await shipRow.getByRole('button', { name: '装柜/费用/单证' }).click()
  const work = page.getByRole('dialog', { name: `货柜 ${shipCode}` })
  const volume = work.getByRole('progressbar', { name: /^体积:/ })
  await expect(volume).toHaveAccessibleName(/^体积: 0\.00 \/ 76\.40 m³/)
  for (const plan of plans) await work.getByRole('checkbox', { name: `装入 ${String(plan.code)}` }).check()
  await expect(volume).not.toHaveAccessibleName(/^体积: 0\.00 /)
  await work.getByRole('button', { name: '保存装柜' }).click()
  await expect.poll(async () => Number((await shipOf(call, String(ship.id))).totalQuantity)).toBe(50)
  await shot(page, 'shipping-1-container-gauge-zh-1440')

  // The packing list, downloaded from the documents tab: an xlsx whose total is the plans' 50 units.
  await work.getByRole('tab', { name: '单证' }).click()
  const [packing] = await Promise.all([
    page.waitForEvent('download'),
    work.getByRole('button', { name: '装箱单 XLSX' }).click(),
  ])
  expect(packing.suggestedFilename()).toMatch(/\.xlsx$/)
  const packingRows = await sheetRows(await packing.path())
  const total = packingRows.find((r) => r[0] === '合计' || r[0] === 'Total')
  expect(total?.filter(Boolean)[1]).toBe('50')
  // The customs declaration as its sheet gives it, shown for the screenshot.
  const [customs] = await Promise.all([
    page.waitForEvent('download'),
    work.getByRole('button', { name: '报关单 XLSX' }).click(),
  ])
  const customsRows = await sheetRows(await customs.path())
  // The kettle under its HS code and declared name, both lots' 50 units in the total.
  expect(customsRows.flat().join(' ')).toContain('8516.71')
  expect(customsRows.flat()).toContain('电热水壶')
  expect(customsRows.find((r) => r[0] === '合计')?.[1]).toBe('50')
  // Opened as PDF in the console's viewer, as the broker would read it.
  await work.getByRole('button', { name: '预览 报关单' }).click()
  const viewer = page.getByRole('dialog', { name: '报关单' })
  // Its one page drawn (the canvas names the page and zoom it last drew).
  await expect(viewer.getByText('共 1 页')).toBeVisible({ timeout: 30_000 })
  await expect(viewer.locator('canvas[data-drawn^="1@"]')).toBeVisible()
  await shot(page, 'shipping-5-customs-declaration-pdf-zh-1440')
  await viewer.getByRole('button', { name: '关闭对话框' }).click()
  await expect(viewer).toBeHidden()

  // Its costs: ocean freight shared by volume, customs by value, allocated to the cent and checked.
  await work.getByRole('tab', { name: '费用' }).click()
  const costForm = work.getByRole('group', { name: '添加费用' })
  await costForm.getByLabel('金额').fill('1000')
  await costForm.getByRole('button', { name: '添加费用' }).click()
  await expect(work.getByRole('table', { name: '费用明细' })).toContainText('海运费')
  await costForm.getByLabel('费用类型').click()
  await page.getByRole('option', { name: '报关清关费' }).click()
  await costForm.getByLabel('分摊方式').click()
  await page.getByRole('option', { name: '按货值' }).click()
  await costForm.getByLabel('金额').fill('200')
  await costForm.getByRole('button', { name: '添加费用' }).click()
  await expect(work.getByRole('table', { name: '费用明细' }).getByRole('row')).toHaveCount(3)
  await costForm.getByRole('button', { name: '计算分摊' }).click()
  const allocation = work.getByRole('table', { name: '费用分摊' })
  // 1,000 by volume (0.7448 : 0.2128 m³) and 200 by value (2,414.00 : 603.50): 777.78 + 160.00 and 222.22 + 40.00.
  await expect(allocation.getByRole('row').filter({ hasText: String(plans[0]?.code) })).toContainText('937.78')
  await expect(allocation.getByRole('row').filter({ hasText: String(plans[1]?.code) })).toContainText('262.22')
  await expect(allocation.getByRole('row').last()).toHaveText('费用合计1000.00200.001200.00')
  // Each line's landed unit cost: the purchase's 60.35 plus its share per unit.
  await expect(allocation.getByRole('row').filter({ hasText: String(plans[0]?.code) })).toContainText('83.7945')
  await costForm.getByRole('button', { name: '核对费用' }).click()
  await expect.poll(async () => String((await shipOf(call, String(ship.id))).costStatus)).toBe('2')
  await expect(costForm).toBeHidden()
  await shot(page, 'shipping-2-cost-allocation-zh-1440')
  await page.keyboard.press('Escape')

  // Confirmed and departed: the plans' 50 units are in transit to Los Angeles, none on hand.
  await shipRow.getByRole('button', { name: '确认装柜', exact: true }).click()
  await expect.poll(async () => String((await shipOf(call, String(ship.id))).status)).toBe('2')
  await shipRow.getByRole('button', { name: '开船', exact: true }).click()
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click()
  await expect.poll(async () => String((await shipOf(call, String(ship.id))).status)).toBe('3')
  expect(await lotUnits(page, lots[0] as string)).toEqual({ onHand: 0, inTransit: 40 })
  expect(await lotUnits(page, lots[1] as string)).toEqual({ onHand: 0, inTransit: 10 })
  await shot(page, 'shipping-3-stock-in-transit-zh-1440')

  // Arriving: its inbound order made, then received at the overseas warehouse's inbound screen.
  await page.goto('/shipping/ship')
  await shipRow.getByRole('button', { name: '生成入库单', exact: true }).click()
  await expect.poll(async () => String((await shipOf(call, String(ship.id))).status)).toBe('4')
  const inbound = await call.get<{ code: string; items: { plannedQuantity: number }[] }>(
    '/api/ware/winboundorder/detail',
    { id: String((await shipOf(call, String(ship.id))).inboundOrderId) },
  )
  await page.goto('/wms/winboundorder')
  await page
    .getByRole('row')
    .filter({ hasText: inbound.code })
    .getByRole('button', { name: '收货', exact: true })
    .click()
  const receipt = page.getByRole('dialog', { name: `收货：${inbound.code}` })
  const counts = receipt.getByLabel(/^DEMO-KETTLE-17L 实收总数/)
  // One line per plan (each its own lot), each received in full.
  await expect(counts).toHaveCount(inbound.items.length)
  for (const [i, item] of inbound.items.entries()) await counts.nth(i).fill(String(item.plannedQuantity))
  await receipt.getByRole('button', { name: '收货', exact: true }).click()
  await expect(receipt.getByRole('table', { name: '本单库存流水' })).toContainText('+40')
  await page.keyboard.press('Escape')
  await expect.poll(async () => String((await shipOf(call, String(ship.id))).status)).toBe('5')

  // The lots are on hand in Los Angeles now, out of transit.
  expect(await lotUnits(page, lots[0] as string)).toEqual({ onHand: 40, inTransit: 0 })
  expect(await lotUnits(page, lots[1] as string)).toEqual({ onHand: 10, inTransit: 0 })
  // Received at landed cost: the purchase's 60.35 a unit plus each line's allocated share (23.4445, 26.2220).
  const received = (lot: string) => page.getByRole('row').filter({ hasText: lot }).filter({ hasText: '收货暂存位' })
  await expect(received(lots[0] as string)).toContainText('83.79')
  await expect(received(lots[1] as string)).toContainText('86.57')
  await shot(page, 'shipping-4-stock-arrived-zh-1440')
})
