import { expect, type Page, test } from '@playwright/test'
import type { PullResponse } from '../../../sync/src/floor/floor-protocol.ts'
import { type Api, signedInApi } from '../support/api.ts'
import { approveThroughFlow } from '../support/approvals.ts'
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

// Issue 11 §5: a blind stock count on the floor, offline. A count of one position, started in the
// office, is pulled; the network goes, the page reloads, the position and its items are scanned by
// wedge (the kettles by three of their codes), the position said done and the count finished. Back
// online the queue drains: the count is submitted with what was counted, each command applied once,
// and what the books held was never on the device, let alone on its screen.
const KETTLE = { id: '1000000000000003101', sku: 'DEMO-KETTLE-17L', codes: ['081234000011', 'HM-KETTLE-17-US'] }
const PAN = { id: '1000000000000003104', sku: 'DEMO-PAN-28' }
/** What the books hold at the position: numbers that appear nowhere else, so the screen can be searched for them. */
const BOOKS = { [KETTLE.id]: 47, [PAN.id]: 38 }
/** What the person finds there. */
const FOUND = { [KETTLE.id]: 3, [PAN.id]: 2 }

type Page_<T> = { total: number; records: T[] }

/** A scan answered with the verdict given and this text. */
async function scan(page: Page, code: string, verdict: string, text: string | RegExp) {
  await wedge(page, code)
  const answer = answerOf(page)
  await expect(answer).toContainText(text)
  await expect(answer).toHaveAttribute('data-verdict', verdict)
}

/** A position of its own in Los Angeles, holding the books' quantities, and a blind count of it, started. */
async function countedPosition(call: Api, stamp: string) {
  const code = `ST-OFF-${stamp}`
  const positionCode = `P-OFF-${stamp}`
  const positionId = await newPosition(call, positionCode)
  for (const [productId, quantity] of Object.entries(BOOKS)) {
    await call.post('/api/erp/storeproductinventory/submit', {
      storeId: STORE_LA,
      positionId,
      productId,
      batchNo: `E2E-ST-${stamp}`,
      inboundDate: '2026-02-01',
      quantity,
      reason: 'Opening',
    })
  }
  await call.post('/api/ware/wstocktaking/save', { code, storeId: STORE_LA, positionIds: positionId, blind: 1 })
  const countId = (
    await call.get<{ records: { id: string; code: string }[] }>('/api/ware/wstocktaking/list', { code })
  ).records.find((r) => r.code === code)?.id as string
  expect(countId).toBeTruthy()
  await call.post('/api/ware/wstocktaking/start-taking', { ids: countId })
  return { code, positionCode, positionId, countId }
}

test('[FLOOR][STOCKTAKING]: a blind count made offline by wedge is submitted once with what was counted', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000)
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error' && !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(m.text()))
      errors.push(m.text())
  })
  // Every pull answer the device gets, to show it never carries what the books hold.
  const pulled: PullResponse[] = []
  page.on('response', async (response) => {
    if (!response.url().includes('/api/floor/sync/pull')) return
    const body = (await response.json().catch(() => null)) as { data?: PullResponse } | null
    if (body?.data) pulled.push(body.data)
  })
  // Every number the screen ever shows on its own: the books' must never be among them.
  await page.addInitScript(() => {
    // Kept in session storage: the page reloads on the way.
    const seen = new Set<string>(JSON.parse(sessionStorage.getItem('e2e-shown-numbers') ?? '[]') as string[])
    const note = (node: Node) => {
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT)
      for (let text: Node | null = walker.currentNode; text; text = walker.nextNode()) {
        const value = text.nodeType === Node.TEXT_NODE ? (text.textContent ?? '').trim() : ''
        if (/^\d+$/.test(value) && !seen.has(value)) {
          seen.add(value)
          sessionStorage.setItem('e2e-shown-numbers', JSON.stringify([...seen]))
        }
      }
    }
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'characterData') note(r.target)
        for (const added of r.addedNodes) note(added)
      }
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
  await asPhone(page)
  const call = await signedInApi(request)
  const { code, positionCode, positionId, countId } = await countedPosition(call, Date.now().toString(36).toUpperCase())

  // Pulled while online, then the network goes and the page reloads from the service worker.
  await signInOnFloor(page, '/floor/stocktaking')
  await expect(page.getByText(code, { exact: true })).toBeVisible({ timeout: 20_000 })
  await waitForOfflineShell(page)
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByTestId('floor-online')).toHaveText('离线')
  await expect(page.getByText(code, { exact: true })).toBeVisible()
  await shoot(page, 'floor-stocktaking-list-offline-zh')

  // The count by its code, then its position; a position not on the count is refused.
  await scan(page, code, 'ok', `盘点单 ${code}`)
  await expect(page.locator(`[data-position="${positionCode}"]`)).toContainText('待盘')
  await shoot(page, 'floor-stocktaking-positions-zh')
  await scan(page, 'A-01-01', 'wrong', 'A-01-01')
  await shoot(page, 'floor-stocktaking-wrong-position-zh')
  await scan(page, positionCode, 'ok', `正在盘点 ${positionCode}`)
  await expect(page.getByTestId('count-position')).toContainText(positionCode)

  // Each item found is scanned once: the kettles by their SKU, UPC and sales SKU alike.
  await scan(page, KETTLE.sku, 'ok', `${KETTLE.sku}`)
  for (const kettleCode of KETTLE.codes) await scan(page, kettleCode, 'ok', KETTLE.sku)
  await expect(page.getByTestId(`tally-${KETTLE.sku}`)).toHaveText(String(FOUND[KETTLE.id]))
  await scan(page, PAN.sku, 'ok', PAN.sku)
  await switchLanguage(page, 'zh', 'en')
  await scan(page, PAN.sku, 'ok', `${PAN.sku}`)
  await expect(page.getByTestId(`tally-${PAN.sku}`)).toHaveText(String(FOUND[PAN.id]))
  await scan(page, 'NOT-A-CODE-7', 'unknown', 'NOT-A-CODE-7')
  await shoot(page, 'floor-stocktaking-counting-en')
  await switchLanguage(page, 'en', 'zh')
  await shoot(page, 'floor-stocktaking-counting-zh')

  // Position done, then the count finished: three commands wait for the network.
  await page.getByRole('button', { name: '本库位盘完' }).click()
  await expect(answerOf(page)).toContainText(`库位 ${positionCode} 已盘完`)
  await expect(page.locator(`[data-position="${positionCode}"]`)).toContainText('已完成')
  await expect(page.getByTestId('floor-pending')).toHaveText('待同步 2')
  await shoot(page, 'floor-stocktaking-position-done-zh')
  await page.getByRole('button', { name: '完成盘点' }).click()
  await expect(answerOf(page)).toContainText(`盘点 ${code} 已提交`)
  await expect(page.getByText(code, { exact: true })).toHaveCount(0)
  await expect(page.getByTestId('floor-pending')).toHaveText('待同步 3')

  // Online again: the queue drains by itself.
  await context.setOffline(false)
  await expect(page.getByTestId('floor-pending')).toHaveText('待同步 0', { timeout: 20_000 })
  await expect(page.getByRole('button', { name: '需处理 0' })).toBeVisible()

  // Submitted for audit with what was counted, line by line.
  const count = await call.get<{ status: number }>('/api/ware/wstocktaking/detail', { id: countId })
  expect(Number(count.status)).toBe(2)
  const lines = (
    await call.get<{
      records: { positionId: string; productId: string; countedQuantity: number; lineStatus: number }[]
    }>('/api/ware/wstocktakingitem/list', { stocktakingId: countId })
  ).records
  expect(lines.map((l) => [l.positionId, l.productId, l.countedQuantity, Number(l.lineStatus)]).sort()).toEqual(
    [
      [positionId, KETTLE.id, FOUND[KETTLE.id], 2],
      [positionId, PAN.id, FOUND[PAN.id], 2],
    ].sort(),
  )

  // Each command once on the server; the whole queue sent again is answered from what was stored.
  const queue = await deviceQueue(page)
  expect(queue.entries.map((e) => e.name).sort()).toEqual(['countPosition', 'countPosition', 'finishTask'])
  const held = await serverCommandsOf(request, call.headers, queue)
  expect(held.total).toBe(3)
  expect(held.records.every((r) => Number(r.status) === 1)).toBe(true)
  const again = await pushAgain(request, queue)
  expect(again.outcomes.map((o) => [o.status, o.replayed])).toEqual(Array(3).fill(['applied', true]))
  expect(
    (
      await call.get<{ records: { countedQuantity: number }[] }>('/api/ware/wstocktakingitem/list', {
        stocktakingId: countId,
      })
    ).records
      .map((l) => l.countedQuantity)
      .sort(),
  ).toEqual([FOUND[PAN.id], FOUND[KETTLE.id]].sort())

  // Blind: what the books held never reached the device, nor any number on its screen.
  const blindRows = pulled.flatMap((p) => p.changes.stocktakes.upserts).filter((s) => s.id === countId)
  expect(blindRows.length).toBeGreaterThan(0)
  for (const row of blindRows) {
    expect(row.blind).toBe(true)
    expect(row.lines.some((l) => 'expectedQuantity' in l)).toBe(false)
  }
  const shown = await page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-shown-numbers') ?? '[]') as string[])
  expect(shown).toEqual(expect.arrayContaining([String(FOUND[KETTLE.id]), String(FOUND[PAN.id])]))
  for (const books of Object.values(BOOKS)) expect(shown).not.toContain(String(books))

  // The office approves the count through its approval (stock_taking): the books now hold what was found.
  await approveThroughFlow(call, 'ware/wstocktaking', countId)
  const stock = await call.get<Page_<{ productId: string; onHand: number }>>('/api/erp/storeproductinventory/page', {
    storeId: STORE_LA,
    positionId,
    current: '1',
    size: '10',
  })
  expect(Object.fromEntries(stock.records.map((r) => [r.productId, Number(r.onHand)]))).toEqual(FOUND)
  expect(errors).toEqual([])
})
