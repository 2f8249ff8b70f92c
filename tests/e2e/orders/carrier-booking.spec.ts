import { expect, type Locator, type Page, test } from '@playwright/test'
import { type Api, signedInApi } from '../support/api.ts'
import { newPosition, STORE_LA } from '../support/floor-device.ts'
import { chooseLanguage, screenshotPath, signIn } from '../support/session.ts'

// Issue 27, carrier booking in the console: an operator ticks a reviewed order, opens 物流下单, sees
// the carriers' quotes per service, books one and gets its tracking number and face sheet; 生成标签
// then makes the label with that number, nothing typed. A second order, in English, is entered as
// booked outside with a typed tracking number, and its detail says so. The spec sells a product of
// its own from a position of its own, so the stock other specs count stays as it was.
const SHOP_AMAZON_US = '1000000000000004101'
const TRANSPORT_UPS = '1000000000000005111'

type Paged<T> = { records: T[] }
type Booking = { trackingNumber: string; source: string; status: string }

/** Two reviewed orders of the spec's own product, routed to Los Angeles by UPS through a rule of the spec's state. */
async function reviewedOrders(call: Api, stamp: number): Promise<{ id: string; code: string }[]> {
  const sku = `E2E-CB-${stamp}`
  await call.post('/api/erp/baseproduct/submit', { sysSku: sku, name: `E2E carrier lamp ${stamp}` })
  const products = await call.get<Paged<{ id: string; sysSku: string }>>('/api/erp/baseproduct/page', {
    sysSku: sku,
    current: '1',
    size: '10',
  })
  const productId = products.records.find((p) => p.sysSku === sku)?.id as string
  expect(productId, sku).toBeTruthy()
  const positionId = await newPosition(call, `E2E-CB-${stamp % 1_000_000}`)
  await call.post('/api/erp/storeproductinventory/submit', {
    storeId: STORE_LA,
    positionId,
    productId,
    batchNo: 'E2E-CB',
    inboundDate: '2026-02-01',
    quantity: 10,
    reason: 'Opening',
  })
  const state = `CB${stamp % 1_000_000}`
  await call.post('/api/erp/baseorderrules/submit', {
    ruleName: `E2E carrier ${stamp}`,
    dividingMode: '1',
    storeId: STORE_LA,
    priority: 999_100,
    status: '1',
    isCheckInventory: 1,
    isAutoReview: 0,
    conditions: JSON.stringify([{ field: 'stateOrRegion', operator: 'eq', value: state }]),
    actions: JSON.stringify([{ type: 'assignTransport', value: TRANSPORT_UPS }]),
  })
  const orders: { id: string; code: string }[] = []
  for (const n of [1, 2]) {
    const made = await call.post<{ id: string; code: string }>('/api/erp/order/save', {
      shopId: SHOP_AMAZON_US,
      sellerOrderId: `E2E-CB-${stamp}-${n}`,
      buyerName: 'Carrier Buyer',
      addressName: 'Carrier Buyer',
      addressCountryCode: 'US',
      addressStateOrRegion: state,
      addressCity: 'Los Angeles',
      addressPostalCode: '90001',
      addressLine1: '1 Main St',
      addressPhone: '+1 213 555 0100',
      fobCurrency: 'USD',
      orderSkuVOS: [{ productId, quantity: 1, price: '24.50' }],
    })
    orders.push({ id: made.id, code: made.code })
  }
  const reviewed = await call.post<{ done: string[] }>('/api/erp/order/orderConfirm', { ids: orders.map((o) => o.id) })
  expect(reviewed.done.sort()).toEqual(orders.map((o) => o.id).sort())
  return orders
}

/** The order page showing one order (by its number), in the reviewed tab. */
async function showOrder(page: Page, code: string, lang: 'zh' | 'en') {
  await page.goto('/erp/saleOrder/index')
  await page.locator('[data-tab="all"]').click()
  const form = page.getByRole('form', { name: lang === 'zh' ? '搜索条件' : 'Search' })
  await form.getByRole('textbox', { name: lang === 'zh' ? '系统单号' : 'Order no.' }).fill(code)
  await form.getByRole('button', { name: lang === 'zh' ? '搜索' : 'Search' }).click()
  // The page comes back with the filters it was left with: wait for this order's row, alone.
  const row = page.locator('tbody tr').filter({ hasText: code })
  await expect(row).toBeVisible()
  await expect(page.locator('tbody tr')).toHaveCount(1)
  await row.getByRole('checkbox').check()
}

const toolbarButton = (page: Page, name: string): Locator =>
  page.getByTestId('order-actions').getByRole('button', { name, exact: true })

test('[ORDERS][CARRIER]: a reviewed order is booked from the order page, and its label made without typing a number', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().includes('status of 400')) errors.push(m.text())
  })
  const stamp = Date.now()
  const call = await signedInApi(request)
  const [booked, outside] = (await reviewedOrders(call, stamp)) as [
    { id: string; code: string },
    { id: string; code: string },
  ]
  await signIn(page)

  // 物流下单: the quotes of every carrier, per service, the cheapest chosen first.
  await showOrder(page, booked.code, 'zh')
  await toolbarButton(page, '物流下单').click()
  let dialog = page.getByTestId('carrier-booking-dialog')
  const quotes = dialog.getByTestId(`quotes-${booked.code}`)
  await expect(quotes.locator('tbody tr').first()).toBeVisible()
  expect(await quotes.locator('tbody tr').count()).toBeGreaterThan(2)
  for (const carrier of ['UPS', 'FEDEX', 'USPS']) await expect(quotes).toContainText(carrier)
  await expect(quotes.getByRole('radio', { checked: true })).toHaveCount(1)
  await page.screenshot({ path: screenshotPath('carrier-zh') })
  // Choose UPS's first service, then book.
  const upsRow = quotes.locator('tbody tr').filter({ hasText: 'UPS' }).first()
  await upsRow.getByRole('radio').check()
  await dialog.getByRole('button', { name: '下单', exact: true }).click()
  const tracking = dialog.getByTestId('booked-tracking-number')
  // The carrier books and the face sheet is drawn (its fonts subset) before the answer: seconds, not a moment.
  await expect(tracking).toHaveText(/^1Z[0-9A-Z]{16}$/, { timeout: 30_000 })
  const trackingNumber = (await tracking.textContent()) as string
  // The face sheet opens in the PDF viewer (spec 1 §2.5), one page drawn, to print or download.
  await dialog.getByRole('button', { name: '打开/打印面单' }).click()
  const viewer = page.getByRole('dialog', { name: '打开/打印面单' })
  await expect(viewer.getByRole('img', { name: 'PDF 文档' })).toBeVisible({ timeout: 15_000 })
  await expect(viewer).toContainText('共 1 页')
  await expect(viewer.getByRole('img', { name: 'PDF 文档' })).toHaveAttribute('data-drawn', '1@1', { timeout: 15_000 })
  await page.screenshot({ path: screenshotPath('face-sheet-pdf-viewer-zh') })
  await viewer.locator('.mantine-Modal-close').click()
  await expect(viewer).toHaveCount(0)
  const download = page.waitForEvent('download')
  await dialog.getByRole('button', { name: '下载面单' }).click()
  expect((await download).suggestedFilename()).toBe(`${booked.code}-face-sheet.pdf`)
  await page.screenshot({ path: screenshotPath('carrier-booked-zh') })
  await dialog.getByRole('button', { name: '关闭', exact: true }).click()
  await expect(dialog).toHaveCount(0)

  // 生成标签: the face sheet takes the booked number; nothing is asked but the kind.
  await showOrder(page, booked.code, 'zh')
  await toolbarButton(page, '生成标签').click()
  const labelDialog = page.getByRole('dialog', { name: '生成标签' })
  await expect(labelDialog.getByRole('textbox', { name: '跟踪号' })).toHaveCount(0)
  const labelFile = page.waitForEvent('download')
  await labelDialog.getByRole('button', { name: '确定' }).click()
  expect((await labelFile).suggestedFilename()).toBe(`${booked.code}-face-sheet.pdf`)
  const detail = await call.get<{ labels: { labelType: string; trackNumber: string }[]; bookings: Booking[] }>(
    '/api/erp/order/detail',
    { id: booked.id },
  )
  expect(detail.labels).toEqual([expect.objectContaining({ labelType: '1', trackNumber: trackingNumber })])
  expect(detail.bookings).toEqual([expect.objectContaining({ trackingNumber, source: '1', status: '1' })])

  // In English, the other order was booked outside: its typed number is kept and marked as such.
  await chooseLanguage(page, '语言', 'English')
  await showOrder(page, outside.code, 'en')
  await toolbarButton(page, 'Book carrier').click()
  dialog = page.getByTestId('carrier-booking-dialog')
  await expect(dialog.getByTestId(`quotes-${outside.code}`).locator('tbody tr').first()).toBeVisible()
  await page.screenshot({ path: screenshotPath('carrier-en') })
  await dialog.getByText('Booked outside', { exact: true }).click()
  await dialog.getByRole('textbox', { name: 'Tracking number' }).fill(`OUT-${stamp}`)
  await dialog.getByRole('button', { name: 'Save tracking number' }).click()
  await expect(dialog.getByTestId('booked-tracking-number')).toHaveText(`OUT-${stamp}`, { timeout: 30_000 })
  await expect(dialog.getByTestId('carrier-booking-result')).toContainText('Booked outside')
  await dialog.getByRole('button', { name: 'Close', exact: true }).click()
  await page.getByRole('button', { name: `Open order ${outside.code}` }).click()
  const drawer = page.getByRole('dialog', { name: new RegExp(outside.code) })
  await expect(drawer.getByTestId('order-bookings')).toContainText('Booked outside')
  await expect(drawer.getByTestId('order-bookings')).toContainText(`OUT-${stamp}`)
  const outsideDetail = await call.get<{ bookings: Booking[] }>('/api/erp/order/detail', { id: outside.id })
  expect(outsideDetail.bookings).toEqual([
    expect.objectContaining({ trackingNumber: `OUT-${stamp}`, source: '2', status: '1' }),
  ])
  expect(errors).toEqual([])
})
