import { expect, type Page, test } from '@playwright/test'
import { type Api, signedInApi } from '../support/api.ts'
import {
  answerOf,
  asPhone,
  deviceQueue,
  newPosition,
  pushAgain,
  STORE_LA,
  serverCommandsOf,
  shoot,
  signInOnFloor,
  switchLanguage,
  waitForOfflineShell,
  wedge,
} from '../support/floor-device.ts'

// Issue 11 §5: receiving with putaway on the floor, offline. An inbound order made in the office is
// pulled; the network goes, the page reloads, the order's lines are received by wedge scans (one
// over-receipt within tolerance, one scan too many refused, an unknown code), the receipt finished,
// and the units put away at once, still offline, from the putaway tasks the device made itself.
// Back online the queue drains, and the API shows each command applied exactly once.
const KETTLE = { id: '1000000000000003101', sku: 'DEMO-KETTLE-17L' }
const PAN = { id: '1000000000000003104', sku: 'DEMO-PAN-28' }

type Page_<T> = { total: number; records: T[] }

const ledgerRows = async (call: Api, params: Record<string, string>) =>
  (await call.get<Page_<unknown>>('/api/erp/storeproductinventorylog/page', { current: '1', size: '1', ...params }))
    .total
const onHandAt = async (call: Api, productId: string, positionId: string) =>
  (
    await call.get<Page_<{ onHand: number }>>('/api/erp/storeproductinventory/page', {
      storeId: STORE_LA,
      productId,
      positionId,
      current: '1',
      size: '100',
    })
  ).records.reduce((sum, r) => sum + Number(r.onHand), 0)

/** A wedge scan answered with the verdict given (and, when said, this text). */
async function scan(page: Page, code: string, verdict: string, text?: string | RegExp) {
  await wedge(page, code)
  const answer = answerOf(page)
  if (text) await expect(answer).toContainText(text)
  await expect(answer).toHaveAttribute('data-verdict', verdict)
}

test('[FLOOR][RECEIVING]: offline receipts and putaway by wedge replay once when the network returns', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000)
  const errors: string[] = []
  page.on('console', (m) => {
    // Offline, the browser logs the requests it could not make: those are expected.
    if (m.type() === 'error' && !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(m.text()))
      errors.push(m.text())
  })
  await asPhone(page)
  const call = await signedInApi(request)
  const stamp = Date.now().toString(36).toUpperCase()
  const code = `IN-OFF-${stamp}`
  // Two shelves of the spec's own to put away onto.
  const A1 = { code: `R1-${stamp}`, id: await newPosition(call, `R1-${stamp}`) }
  const A2 = { code: `R2-${stamp}`, id: await newPosition(call, `R2-${stamp}`) }
  // Putaway fills a SKU's oldest tasks first: none of another receipt may wait before these.
  for (const product of [KETTLE, PAN]) {
    const open = await call.get<Page_<unknown>>('/api/ware/winboundshelves/page', {
      storeId: STORE_LA,
      sysSku: product.sku,
      status: '0',
      current: '1',
      size: '1',
    })
    expect(open.total, `open putaway tasks of ${product.sku} before the spec`).toBe(0)
  }
  const before = {
    kettleRows: await ledgerRows(call, { storeId: STORE_LA, productId: KETTLE.id }),
    panRows: await ledgerRows(call, { storeId: STORE_LA, productId: PAN.id }),
  }

  // The office's inbound order: 4 kettles (25 % over-receipt allowed: 5 at most) and 3 pans, no inspection.
  await call.post('/api/ware/winboundorder/submit', {
    code,
    storeId: STORE_LA,
    items: [
      { productId: KETTLE.id, plannedQuantity: 4, overReceiptPercent: 25, inspect: 0 },
      { productId: PAN.id, plannedQuantity: 3, inspect: 0 },
    ],
  })
  const orderId = (
    await call.get<Page_<{ id: string; code: string }>>('/api/ware/winboundorder/page', {
      code,
      current: '1',
      size: '10',
    })
  ).records.find((r) => r.code === code)?.id as string
  expect(orderId).toBeTruthy()

  // Pulled while online, then the network goes and the page reloads from the service worker.
  await signInOnFloor(page, '/floor/receiving')
  await expect(page.getByText(code, { exact: true })).toBeVisible({ timeout: 20_000 })
  await waitForOfflineShell(page)
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByTestId('floor-online')).toHaveText('离线')
  await expect(page.getByText(code, { exact: true })).toBeVisible()
  await shoot(page, 'floor-receiving-list-offline-zh')

  // The order's code opens it; each SKU scan receives one unit.
  await scan(page, code, 'ok', code)
  await expect(page.locator('h1').filter({ hasText: code })).toBeVisible()
  for (let i = 1; i <= 4; i++) await scan(page, KETTLE.sku, 'ok', `已收 ${i}/4`)
  await expect(page.getByTestId(`received-${KETTLE.sku}`)).toHaveText('4/4')
  // A fifth is over the plan but within the tolerance: taken, with a warning.
  await scan(page, KETTLE.sku, 'ok', '超收')
  await expect(page.locator('[data-warning="true"]')).toBeVisible()
  await expect(page.getByTestId(`received-${KETTLE.sku}`)).toHaveText('5/4')
  await shoot(page, 'floor-receiving-over-receipt-zh')
  for (let i = 1; i <= 3; i++) await scan(page, PAN.sku, 'ok', `已收 ${i}/3`)
  // A fourth pan: the line takes no more.
  await scan(page, PAN.sku, 'tooMany', `${PAN.sku} 最多可收 3 件`)
  await expect(page.getByTestId(`received-${PAN.sku}`)).toHaveText('3/3')
  await shoot(page, 'floor-receiving-too-many-zh')
  await scan(page, 'NO-SUCH-CODE-42', 'unknown', 'NO-SUCH-CODE-42')
  await shoot(page, 'floor-receiving-unknown-zh')
  await expect(page.getByTestId('floor-pending')).toHaveText('待同步 8')
  await switchLanguage(page, 'zh', 'en')
  await expect(page.getByText('Finish receiving')).toBeVisible()
  await shoot(page, 'floor-receiving-order-en')
  await switchLanguage(page, 'en', 'zh')
  await page.getByRole('button', { name: '完成收货' }).click()
  await expect(page.getByText(code, { exact: true })).toHaveCount(0)
  await expect(page.getByTestId('floor-pending')).toHaveText('待同步 9')

  // Putaway, still offline: the device knows the received units from its own receipts.
  await page.getByRole('button', { name: '返回' }).click()
  await expect(page.getByTestId('floor-tile-putaway')).toBeVisible()
  await shoot(page, 'floor-home-offline-pending-zh')
  await page.getByRole('link', { name: '上架' }).click()
  await expect(page.locator(`[data-waiting="${KETTLE.sku}"]`)).toContainText('剩余 5')
  await expect(page.locator(`[data-waiting="${PAN.sku}"]`)).toContainText('剩余 3')
  await shoot(page, 'floor-putaway-waiting-zh')
  await scan(page, A1.code, 'ok', A1.code)
  await scan(page, KETTLE.sku, 'ok', KETTLE.sku)
  await expect(page.getByTestId('putaway-quantity')).toHaveText('5 / 5')
  await shoot(page, 'floor-putaway-confirm-zh')
  await page.getByRole('button', { name: `上架 5 件到 ${A1.code}` }).click()
  await expect(answerOf(page)).toContainText(`${KETTLE.sku} ×5 已上架到 ${A1.code}`)
  await expect(page.locator(`[data-waiting="${KETTLE.sku}"]`)).toHaveCount(0)

  // The pans in two goes onto another position: 2 by the keypad, then the one left.
  await scan(page, A2.code, 'ok', A2.code)
  await scan(page, PAN.sku, 'ok', PAN.sku)
  await page.getByRole('button', { name: '上架数量 3' }).click()
  const keypad = page.getByRole('dialog')
  await keypad.getByRole('button', { name: '2', exact: true }).click()
  await expect(keypad.getByTestId('keypad-display')).toHaveText('2')
  await shoot(page, 'floor-putaway-keypad-zh')
  await keypad.getByRole('button', { name: '确定' }).click()
  await page.getByRole('button', { name: `上架 2 件到 ${A2.code}` }).click()
  await expect(answerOf(page)).toContainText(`${PAN.sku} ×2 已上架到 ${A2.code}`)
  await switchLanguage(page, 'zh', 'en')
  await scan(page, PAN.sku, 'ok', PAN.sku)
  await expect(page.getByTestId('putaway-quantity')).toHaveText('1 / 1')
  await shoot(page, 'floor-putaway-confirm-en')
  await page.getByRole('button', { name: `Put 1 on ${A2.code}` }).click()
  await expect(answerOf(page)).toContainText(`${PAN.sku} ×1 put on ${A2.code}`)
  // Nothing waits any more; a SKU with nothing to put away is the wrong item.
  await scan(page, KETTLE.sku, 'wrong')
  await shoot(page, 'floor-putaway-nothing-waiting-en')
  await expect(page.getByTestId('floor-pending')).toHaveText('12 to sync')
  await switchLanguage(page, 'en', 'zh')

  // Online again: the queue drains by itself.
  await context.setOffline(false)
  await expect(page.getByTestId('floor-online')).toHaveText('在线')
  await expect(page.getByTestId('floor-pending')).toHaveText('待同步 0', { timeout: 20_000 })
  await expect(page.getByRole('button', { name: '需处理 0' })).toBeVisible()

  // The order received (complete) and confirmed, each line once.
  const order = await call.get<{
    status: number
    receivedQuantity: number
    confirmTime: string | null
    items: { productId: string; receivedQuantity: number }[]
  }>('/api/ware/winboundorder/detail', { id: orderId })
  expect(order).toMatchObject({ status: 100, receivedQuantity: 8 })
  expect(order.confirmTime).toBeTruthy()
  expect(Object.fromEntries(order.items.map((i) => [i.productId, i.receivedQuantity]))).toEqual({
    [KETTLE.id]: 5,
    [PAN.id]: 3,
  })
  // One task per SKU with the units received (not one per unit scanned), each put away whole, where it was put.
  const tasks = (
    await call.get<
      Page_<{ productId: string; quantity: number; putAwayQuantity: number; status: number; positionId: string }>
    >('/api/ware/winboundshelves/page', { inboundOrderId: orderId, current: '1', size: '100' })
  ).records
  expect(tasks).toHaveLength(2)
  for (const task of tasks) {
    const units = task.productId === KETTLE.id ? 5 : 3
    expect(task).toMatchObject({ quantity: units, putAwayQuantity: units, status: 1 })
    expect(task.positionId).toBe(task.productId === KETTLE.id ? A1.id : A2.id)
  }
  // The stock is where it was put, once.
  expect(await onHandAt(call, KETTLE.id, A1.id)).toBe(5)
  expect(await onHandAt(call, PAN.id, A2.id)).toBe(3)
  expect(await onHandAt(call, PAN.id, A1.id)).toBe(0)
  // The ledger: one receipt row per unit received, and two rows (out of receiving, onto the shelf) per
  // putaway: the kettles in one, the pans in two.
  expect(await ledgerRows(call, { documentId: orderId })).toBe(8)
  expect(await ledgerRows(call, { storeId: STORE_LA, productId: KETTLE.id })).toBe(before.kettleRows + 5 + 1 * 2)
  expect(await ledgerRows(call, { storeId: STORE_LA, productId: PAN.id })).toBe(before.panRows + 3 + 2 * 2)

  // The server holds each of the device's 12 commands once, applied; sending the queue again changes nothing.
  const queue = await deviceQueue(page)
  expect(queue.entries.map((e) => e.name)).toEqual([
    ...Array(8).fill('receiveLine'),
    'finishTask',
    'putAway',
    'putAway',
    'putAway',
  ])
  const held = await serverCommandsOf(request, call.headers, queue)
  expect(held.total).toBe(12)
  expect(new Set(held.records.map((r) => Number(r.seq))).size).toBe(12)
  expect(held.records.every((r) => Number(r.status) === 1)).toBe(true)
  const again = await pushAgain(request, queue)
  expect(again.lastSeq).toBe(12)
  expect(again.outcomes.map((o) => [o.status, o.replayed])).toEqual(Array(12).fill(['applied', true]))
  expect(await ledgerRows(call, { storeId: STORE_LA, productId: KETTLE.id })).toBe(before.kettleRows + 5 + 1 * 2)
  expect(await onHandAt(call, KETTLE.id, A1.id)).toBe(5)

  // The pull that followed shows the server's rows: no order left to receive, nothing waiting.
  await expect(page.locator('[data-waiting]')).toHaveCount(0)
  await shoot(page, 'floor-putaway-synced-zh')
  expect(errors).toEqual([])
})
