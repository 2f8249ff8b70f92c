import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test'
import { type Api, signedInApi } from '../support/api.ts'
import { approveThroughFlow } from '../support/approvals.ts'
import { newPosition, wedge } from '../support/floor-device.ts'
import { CAPTCHA, screenshotPath, WAREHOUSE } from '../support/session.ts'

// Issue 11 §5: the floor app offline. A pick list pulled while online is picked by wedge scans with
// the network cut and the page reloaded (the service worker serves the app, IndexedDB the work), its
// order packed into a box offline, and back online every command reaches the server exactly once:
// the pick list picked, the order packed, stock, reservations and the ledger as one application
// gives them. And a command the console overtook while the device was offline comes back in "needs
// attention" with its reason, nothing posted twice.

const STORE_LA = '1000000000000004202'
const TRANSPORT_UPS = '1000000000000005111'
const POSITION_A1 = '1000000000000005021'
const LANTERN = { id: '1000000000000003105', sku: 'DEMO-LANTERN' }
const KETTLE = { id: '1000000000000003101', sku: 'DEMO-KETTLE-17L' }
const PDF = Buffer.from('%PDF-1.4\n% face sheet\n')

test.use({ viewport: { width: 390, height: 844 } })

type PickItem = {
  id: string
  positionId: string
  productId: string
  sysSku: string
  quantity: number
  pickedQuantity: number | null
  shortQuantity: number | null
  shortReason: string | null
  pickOrder: number | null
}
type PickList = { id: string; code: string; status: number; pickedTime: string | null; items: PickItem[] }
type Outbound = { id: string; code: string; status: number; packStatus: number; packedQuantity: number }
type Page_<T> = { total: number; records: T[] }
type Balance = { onHand: number; reserved: number }
type FloorCommandRow = { deviceId: string; seq: string; name: string; status: number; reason: string | null }

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: screenshotPath(name), animations: 'disabled' })
}

/** A task card of a work screen's list. */
const task = (page: Page, code: string) => page.locator(`[data-task="${code}"]`)

/** The answer banner after a scan: its verdict and words (a failure shows both as they are). */
async function expectAnswer(page: Page, verdict: 'ok' | 'wrong' | 'tooMany' | 'unknown', text: string) {
  const answer = page.locator('[role="status"][data-verdict]')
  await expect
    .poll(async () => `${await answer.getAttribute('data-verdict')}: ${await answer.textContent()}`)
    .toMatch(new RegExp(`^${verdict}: .*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`))
}

/** Stock on hand and reserved of one product in Los Angeles. */
async function balance(api: Api, productId: string): Promise<Balance> {
  const page = await api.get<Page_<Balance>>('/api/erp/storeproductinventory/page', {
    storeId: STORE_LA,
    productId,
    current: '1',
    size: '200',
  })
  return page.records.reduce((sum, r) => ({ onHand: sum.onHand + r.onHand, reserved: sum.reserved + r.reserved }), {
    onHand: 0,
    reserved: 0,
  })
}

/** Ledger rows naming a document. */
async function ledgerRows(api: Api, documentId: string) {
  const page = await api.get<Page_<{ quantity: number; productId: string; documentType: string }>>(
    '/api/erp/storeproductinventorylog/page',
    { documentId, current: '1', size: '200' },
  )
  return page.records
}

/** Ledger rows of the warehouse, all documents. */
async function ledgerTotal(api: Api) {
  return (await api.get<Page_<unknown>>('/api/erp/storeproductinventorylog/page', { storeId: STORE_LA, size: '1' }))
    .total
}

/**
 * An approved outbound order of Los Angeles (2 lanterns and a kettle, in stock at A-01-01 and
 * a position of the spec's own: the walk counts A-01-02 and asserts its lines), in a pick list of its own. Answers the list with its lines and their positions' codes.
 */
async function orderInPickList(api: Api, tag: string) {
  const own = await newPosition(api, `FLOOR-PICK-${tag}-${Date.now() % 1_000_000}`)
  for (const [positionId, product] of [
    [POSITION_A1, LANTERN],
    [own, KETTLE],
  ] as const) {
    await api.post('/api/erp/storeproductinventory/submit', {
      storeId: STORE_LA,
      positionId,
      productId: product.id,
      batchNo: `E2E-FLOOR-${tag}`,
      inboundDate: '2026-02-01',
      quantity: 5,
      reason: 'Opening',
    })
  }
  const code = `OUT-FLOOR-${tag}-${Date.now()}`
  await api.post('/api/ware/woutbound/save', {
    code,
    storeId: STORE_LA,
    transportId: TRANSPORT_UPS,
    recipient: 'E2E floor buyer',
    items: [
      { productId: LANTERN.id, quantity: 2 },
      { productId: KETTLE.id, quantity: 1 },
    ],
  })
  const found = await api.get<Page_<{ id: string; code: string }>>('/api/ware/woutbound/page', {
    code,
    current: '1',
    size: '10',
  })
  const orderId = found.records.find((r) => r.code === code)?.id as string
  expect(orderId).toBeTruthy()
  await api.post('/api/ware/woutbound/updateStatus', { ids: orderId, status: '1' })
  await approveThroughFlow(api, 'ware/woutbound', orderId)
  const [pickId] = await api.post<string[]>('/api/ware/woutbound/start-bound', { ids: [orderId] })
  const list = await pickListOf(api, String(pickId))
  const positionCodes = new Map<string, string>()
  for (const item of list.items) {
    if (positionCodes.has(item.positionId)) continue
    const position = await api.get<{ code: string }>('/api/ware/wbasestoreposition/detail', { id: item.positionId })
    positionCodes.set(item.positionId, position.code)
  }
  const lines = [...list.items]
    .sort((a, b) => (a.pickOrder ?? 0) - (b.pickOrder ?? 0))
    .map((item) => ({ ...item, positionCode: positionCodes.get(item.positionId) as string }))
  return { code, orderId, pickId: list.id, pickCode: list.code, lines }
}

const pickListOf = (api: Api, id: string) => api.get<PickList>('/api/ware/worderpick/detail', { id })
const outboundOf = (api: Api, id: string) => api.get<Outbound>('/api/ware/woutbound/detail', { id })

/** Signs in on the floor's own sign-in page as the warehouse operator and chooses Los Angeles. */
async function signInOnFloor(page: Page, next: string) {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(next)
  await expect(page).toHaveURL(/\/floor\/login$/)
  const tenant = page.getByLabel('租户ID')
  if (await tenant.isVisible()) await tenant.fill(WAREHOUSE.tenant ?? '000000')
  await page.getByLabel('用户名').fill(WAREHOUSE.username)
  await page.getByLabel('密码', { exact: true }).fill(WAREHOUSE.password)
  await page.getByLabel('验证码').fill(CAPTCHA)
  await page.getByRole('button', { name: '登录' }).click()
  await expect(page).toHaveURL(/\/floor\/warehouse$/)
  await page.getByTestId('floor-warehouse-choice').filter({ hasText: '洛杉矶自营仓' }).click()
  await expect(page).toHaveURL(new RegExp(`${next}$`))
  // Headless Chromium grants no persistent storage: its warning is closed so it covers nothing.
  const warning = page.getByRole('button', { name: '关闭提示' })
  if (await warning.isVisible()) await warning.click()
}

/** The service worker controls the page, so the app opens offline. */
async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.ready
    return Boolean(registration.active && navigator.serviceWorker.controller)
  })
}

/** Cuts the network and reloads: the worker serves the app, IndexedDB the work. */
async function reloadOffline(page: Page, context: BrowserContext) {
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByTestId('floor-online')).toHaveText('离线')
}

/** The device's id as its menu shows it (its last 8 characters). */
async function deviceTail(page: Page) {
  await page.getByRole('button', { name: '菜单', exact: true }).click()
  const text = await page
    .getByRole('dialog')
    .getByText(/设备 [0-9a-f]{8}/)
    .textContent()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  return (text?.match(/设备 ([0-9a-f]{8})/)?.[1] ?? '') as string
}

/** The commands the server recorded for the device whose id ends so, oldest first. */
async function floorCommands(api: Api, tail: string): Promise<FloorCommandRow[]> {
  const devices = await api.get<Page_<{ deviceId: string }>>('/api/floor/floordevice/page', {
    current: '1',
    size: '100',
  })
  const deviceId = devices.records.map((d) => d.deviceId).find((id) => id.endsWith(tail))
  expect(deviceId, `a device ending in ${tail}`).toBeTruthy()
  const page = await api.get<Page_<FloorCommandRow>>('/api/floor/floorcommand/page', {
    deviceId: deviceId as string,
    current: '1',
    size: '500',
  })
  return [...page.records].sort((a, b) => Number(a.seq) - Number(b.seq))
}

/** Labels and ships a packed order through the console's calls: the one step that posts to the ledger. */
async function labelAndShip(api: Api, request: APIRequestContext, orderId: string, pickId: string) {
  const upload = await request.post('/api/picture/upload', {
    headers: api.headers,
    multipart: { file: { name: 'label.pdf', mimeType: 'application/pdf', buffer: PDF } },
  })
  const uploaded = (await upload.json()) as { code: number; data: { attachId: string } }
  expect(uploaded.code, JSON.stringify(uploaded)).toBe(200)
  await api.post('/api/ware/woutbound/uploadLabel', {
    id: orderId,
    attachId: uploaded.data.attachId,
    trackingNumber: `1Z${Date.now()}`,
  })
  await api.post('/api/ware/woutbound/finishLabelling', { ids: orderId })
  await api.post('/api/ware/worderpick/outBound', { id: pickId })
}

test('[FLOOR][PICKING]: a pick list picked and packed offline by wedge scans replays once', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000)
  const errors: string[] = []
  page.on('console', (m) => {
    // Offline, the browser logs the refused requests it was asked for: those are expected.
    if (m.type() === 'error' && !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(m.text()))
      errors.push(m.text())
  })
  const api = await signedInApi(request)
  const { code, orderId, pickId, pickCode, lines } = await orderInPickList(api, 'A')
  const before = {
    lantern: await balance(api, LANTERN.id),
    kettle: await balance(api, KETTLE.id),
    ledger: await ledgerTotal(api),
    orderRows: (await ledgerRows(api, orderId)).length,
    pickRows: (await ledgerRows(api, pickId)).length,
  }

  // Online: the pull brings the pick list; the worker takes the page.
  await signInOnFloor(page, '/floor/picking')
  await expect(task(page, pickCode)).toBeVisible({ timeout: 15_000 })
  await waitForServiceWorker(page)
  const tail = await deviceTail(page)

  // Offline and reloaded: the pick list is still there, from IndexedDB.
  await reloadOffline(page, context)
  await expect(task(page, pickCode)).toBeVisible()

  // The first wedge scan of the fresh page opens the list by its code (no character lost).
  await wedge(page, pickCode)
  await expectAnswer(page, 'ok', pickCode)
  await expect(page.getByRole('heading', { name: pickCode })).toBeVisible()

  let scanned = 0
  for (const [index, line] of lines.entries()) {
    await expect(page.getByTestId('work-prompt')).toContainText(line.positionCode)
    await wedge(page, line.positionCode)
    await expectAnswer(page, 'ok', line.positionCode)
    await expect(page.getByTestId('work-prompt')).toContainText(line.sysSku)
    if (index === 0) {
      // The wrong SKU at the position: answered wrong at once, nothing counted.
      const other = line.sysSku === LANTERN.sku ? KETTLE.sku : LANTERN.sku
      await wedge(page, other)
      await expectAnswer(page, 'wrong', other)
      await shoot(page, 'floor-picking-wrong-item')
    }
    for (let n = 1; n <= line.quantity; n++) {
      await wedge(page, line.sysSku)
      scanned += 1
      await expectAnswer(page, 'ok', `${line.sysSku}`)
      await expect(page.getByTestId('floor-pending')).toHaveText(`待同步 ${scanned}`)
      if (index === 0 && n === 1) {
        await shoot(page, 'floor-picking-mid')
        // The short-pick dialog, as a picker sees it; closed again (every line is picked in full).
        await page.getByRole('button', { name: '缺货', exact: true }).click()
        const dialog = page.getByRole('dialog')
        await expect(dialog.getByRole('radiogroup', { name: '缺货原因' })).toBeVisible()
        await dialog.getByRole('radio', { name: '商品破损' }).click()
        await shoot(page, 'floor-picking-short-dialog')
        await page.keyboard.press('Escape')
        await expect(dialog).toHaveCount(0)
      }
    }
  }
  await page.getByRole('button', { name: '完成拣货' }).click()
  await expect(page.getByTestId('work-prompt')).toHaveText('扫描或选择拣货单')
  await expect(task(page, pickCode)).toHaveCount(0)

  // Packing, still offline: the order the finish made waits here before the server knows of it.
  await page.getByRole('button', { name: '返回' }).click()
  await page.getByRole('link', { name: '打包' }).click()
  await expect(task(page, code)).toBeVisible()
  await wedge(page, code)
  await expectAnswer(page, 'ok', code)
  let queued = scanned + 1
  for (const line of lines) {
    for (let n = 0; n < line.quantity; n++) {
      await wedge(page, line.sysSku)
      await expectAnswer(page, 'ok', line.sysSku)
      queued += 1
      await expect(page.getByTestId('floor-pending')).toHaveText(`待同步 ${queued}`)
    }
  }
  await expect(page.locator('[data-box="1"]')).toContainText('未封箱')
  await expect(page.getByTestId(`packed-${LANTERN.sku}`)).toHaveText('2/2')
  await page.locator('[data-box="1"]').scrollIntoViewIfNeeded()
  await shoot(page, 'floor-packing-box')
  await page.getByTestId('current-box').getByRole('button', { name: '封箱' }).click()
  const closeDialog = page.getByRole('dialog')
  await closeDialog.getByRole('textbox', { name: '长 (cm)' }).fill('40')
  await closeDialog.getByRole('textbox', { name: '宽 (cm)' }).fill('30')
  await closeDialog.getByRole('textbox', { name: '高 (cm)' }).fill('20.5')
  await closeDialog.getByRole('textbox', { name: '重量 (kg)' }).fill('3.25')
  await shoot(page, 'floor-packing-close-box')
  await closeDialog.getByRole('button', { name: '封箱' }).click()
  await expect(closeDialog).toHaveCount(0)
  await expect(page.locator('[data-box="1"]')).toContainText('已封箱')
  await page.getByRole('button', { name: '完成装箱' }).click()
  await expectAnswer(page, 'ok', code)
  await expect(task(page, code)).toHaveCount(0)
  const sent = scanned + 1 + lines.reduce((sum, l) => sum + l.quantity, 0) + 2
  await expect(page.getByTestId('floor-pending')).toHaveText(`待同步 ${sent}`)

  // Back online: the queue drains; nothing waits, nothing needs attention.
  await context.setOffline(false)
  await expect(page.getByTestId('floor-online')).toHaveText('在线')
  await expect(page.getByTestId('floor-pending')).toHaveText('待同步 0', { timeout: 20_000 })
  await expect(page.getByRole('button', { name: '需处理 0' })).toBeVisible()

  // The server: the list picked in full, the order packed in one closed box with its measures.
  const list = await pickListOf(api, pickId)
  expect(list.pickedTime).toBeTruthy()
  expect(list.items.map((i) => [i.pickedQuantity, i.shortQuantity ?? 0])).toEqual(lines.map((l) => [l.quantity, 0]))
  const order = await outboundOf(api, orderId)
  expect(order).toMatchObject({ packStatus: 2, packedQuantity: 3 })
  const boxes = await api.get<Page_<{ boxNo: number; status: number; packedQuantity: number; weight: string }>>(
    '/api/ware/woutboundbox/page',
    { outboundId: orderId, current: '1', size: '10' },
  )
  expect(boxes.records.map((b) => [b.boxNo, b.status, b.packedQuantity, Number(b.weight)])).toEqual([[1, 1, 3, 3.25]])
  // Picking and packing move no stock: on hand and reserved as before, no ledger row written.
  expect(await balance(api, LANTERN.id)).toEqual(before.lantern)
  expect(await balance(api, KETTLE.id)).toEqual(before.kettle)
  expect(await ledgerTotal(api)).toBe(before.ledger)
  expect([(await ledgerRows(api, orderId)).length, (await ledgerRows(api, pickId)).length]).toEqual([
    before.orderRows,
    before.pickRows,
  ])

  // Each command the device queued reached the server once, in order, and applied.
  const commands = await floorCommands(api, tail)
  expect(commands.map((c) => Number(c.seq))).toEqual(Array.from({ length: sent }, (_, i) => i + 1))
  expect(commands.every((c) => Number(c.status) === 1)).toBe(true)
  const counts: Record<string, number> = {}
  for (const c of commands) counts[c.name] = (counts[c.name] ?? 0) + 1
  expect(counts).toEqual({ scanPick: scanned, finishTask: 2, packIntoBox: scanned, closeBox: 1 })

  // Shipping posts the picked units through the ledger once: a row per pick line, the units leave.
  await labelAndShip(api, request, orderId, pickId)
  const shipped = await ledgerRows(api, orderId)
  expect(shipped).toHaveLength(lines.length)
  expect(shipped.reduce((sum, r) => sum + r.quantity, 0)).toBe(-3)
  expect(await balance(api, LANTERN.id)).toEqual({
    onHand: before.lantern.onHand - 2,
    reserved: before.lantern.reserved - 2,
  })
  expect(await balance(api, KETTLE.id)).toEqual({
    onHand: before.kettle.onHand - 1,
    reserved: before.kettle.reserved - 1,
  })
  expect(errors).toEqual([])
})

test('[FLOOR][PICKING]: picks the console overtook while offline come back in "needs attention", nothing posted twice', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000)
  const api = await signedInApi(request)
  const { code, orderId, pickId, pickCode, lines } = await orderInPickList(api, 'B')
  const [first, second] = lines
  if (!first || !second) throw new Error('the pick list has two lines')

  await signInOnFloor(page, '/floor/picking')
  await expect(task(page, pickCode)).toBeVisible({ timeout: 15_000 })
  const tail = await deviceTail(page)

  // Offline: one unit of the first line scanned, the second line closed short.
  await context.setOffline(true)
  await expect(page.getByTestId('floor-online')).toHaveText('离线')
  await wedge(page, pickCode)
  // Scan after scan, each as soon as the last is answered: each meets the state the last one left.
  await expectAnswer(page, 'ok', pickCode)
  await wedge(page, first.positionCode)
  await expectAnswer(page, 'ok', first.positionCode)
  await wedge(page, first.sysSku)
  await expectAnswer(page, 'ok', first.sysSku)
  await page.getByRole('button', { name: new RegExp(`改拣此行 ${second.positionCode} ${second.sysSku}`) }).click()
  await page.getByRole('button', { name: '缺货', exact: true }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('radio', { name: '库位无货' }).click()
  await dialog.getByRole('button', { name: '确认缺货' }).click()
  await expect(dialog).toHaveCount(0)
  await expectAnswer(page, 'ok', second.sysSku)
  await expect(page.getByTestId('floor-pending')).toHaveText('待同步 2')

  // Meanwhile the office finishes the picking in the console: every line picked in full.
  const stock = { lantern: await balance(api, LANTERN.id), kettle: await balance(api, KETTLE.id) }
  const ledgerBefore = await ledgerTotal(api)
  await api.post('/api/ware/worderpick/finishPicking', { id: pickId })

  // Back online: both commands are refused for good and wait in "needs attention" with the reason.
  await context.setOffline(false)
  await expect(page.getByTestId('floor-pending')).toHaveText('待同步 0', { timeout: 20_000 })
  await page.getByRole('button', { name: '需处理 2' }).click()
  const drawer = page.getByRole('dialog')
  const items = drawer.getByTestId('floor-attention-item')
  await expect(items).toHaveCount(2)
  // Who closed it (the office, not another device), and for the scan what goes back where.
  for (const item of await items.all()) await expect(item).toContainText(`办公室已完成拣货单 ${pickCode}`)
  await expect(items.first()).toContainText('拣货扫描')
  await expect(items.first()).toContainText(new RegExp(`把 1 件 .+ 放回 ${first.positionCode}`))
  await expect(items.nth(1)).toContainText('把货物放回原库位并询问办公室')
  await shoot(page, 'floor-attention-rejected')

  // The device follows the server: the list has left picking, its order waits for packing.
  await page.keyboard.press('Escape')
  await expect(drawer).toHaveCount(0)
  await expect(task(page, pickCode)).toHaveCount(0)
  await page.getByRole('button', { name: '返回' }).click()
  await page.getByRole('link', { name: '打包' }).click()
  await expect(task(page, code)).toBeVisible()

  // The console's finish stands alone: picked in full once, nothing of the device's on top.
  const list = await pickListOf(api, pickId)
  expect(list.pickedTime).toBeTruthy()
  expect(list.items.map((i) => [i.pickedQuantity, i.shortQuantity ?? 0, i.shortReason])).toEqual(
    lines.map((l) => [l.quantity, 0, null]),
  )
  expect(await outboundOf(api, orderId)).toMatchObject({ packStatus: 0, packedQuantity: 0 })
  expect(await balance(api, LANTERN.id)).toEqual(stock.lantern)
  expect(await balance(api, KETTLE.id)).toEqual(stock.kettle)
  expect(await ledgerTotal(api)).toBe(ledgerBefore)
  const commands = await floorCommands(api, tail)
  expect(commands.map((c) => [Number(c.seq), c.name, Number(c.status)])).toEqual([
    [1, 'scanPick', 2],
    [2, 'shortPick', 2],
  ])
  expect(commands.every((c) => c.reason?.includes(pickCode))).toBe(true)
})
