import { expect, type Locator, type Page, test } from '@playwright/test'
import { signedInApi } from '../support/api.ts'
import { screenshotPath, signIn } from '../support/session.ts'

// Issue 27's acceptance: a new operator's day through the console alone. A product of their own is
// made, announced on an inbound order, received and put away; a sales order for it is entered,
// reviewed, booked with a carrier, sent to the warehouse, put in a pick list from the wave screen,
// picked, packed, labelled with the carrier's face sheet and shipped; the stock card explains every
// unit. No call is made around the screens (the API is only read, to check), and no number the
// system gives is typed: the inbound, pick list and outbound numbers and the tracking number come
// from the system and the carrier.
const STORE_LA_NAME = '洛杉矶自营仓'

/** A screenshot of the page at rest, the toasts left out. */
const shot = (page: Page, name: string) =>
  page.screenshot({
    path: screenshotPath(name),
    animations: 'disabled',
    style: '.mantine-Notifications-root { display: none !important; }',
  })

/** Picks an option of a select or record picker by typing part of its name. */
async function pick(page: Page, input: Locator, typed: string, option: string | RegExp) {
  await input.click()
  if (typed) await input.fill(typed)
  await page.getByRole('option', { name: option }).first().click()
}

// A step that cannot be done fails within half a minute, not at the test's end.
test.use({ actionTimeout: 30_000 })

/** The order page showing one order, ticked. */
async function showOrder(page: Page, code: string) {
  await page.goto('/erp/saleOrder/index')
  await page.locator('[data-tab="all"]').click()
  const form = page.getByRole('form', { name: '搜索条件' })
  await form.getByRole('textbox', { name: '系统单号' }).fill(code)
  await form.getByRole('button', { name: '搜索' }).click()
  await expect(page.locator('tbody tr')).toHaveCount(1)
  await page.locator('tbody tr').getByRole('checkbox').check()
}

const toolbar = (page: Page, name: string) =>
  page.getByTestId('order-actions').getByRole('button', { name, exact: true })

/** Opens a row's own action on a warehouse list page. */
async function openRowAction(page: Page, path: string, rowText: string, action: string) {
  await page.goto(path)
  await page.getByRole('row').filter({ hasText: rowText }).getByRole('button', { name: action, exact: true }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  return dialog
}

test('[WMS][DAY]: a new operator’s day from product to shipped parcel, through the console alone', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().includes('status of 400')) errors.push(m.text())
  })
  page.on('pageerror', (e) => errors.push(String(e)))
  const read = await signedInApi(request)
  const stamp = Date.now()
  const sku = `DAY-LAMP-${stamp}`
  await signIn(page)

  // 1. The product: 新增 on the products page.
  await page.goto('/products/baseproduct')
  await page.getByRole('button', { name: '新增', exact: true }).click()
  let dialog = page.getByRole('dialog')
  await dialog.getByLabel('系统SKU', { exact: true }).fill(sku)
  await dialog.getByLabel('产品名称', { exact: true }).fill(`Desk lamp ${stamp}`)
  await dialog.getByRole('button', { name: '确定', exact: true }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByRole('row').filter({ hasText: sku })).toBeVisible()

  // 2. The inbound order: 新增 on the inbound page, its number left to the system.
  await page.goto('/wms/winboundorder')
  await page.getByRole('button', { name: '新增', exact: true }).click()
  dialog = page.getByRole('dialog')
  await pick(page, dialog.getByLabel('仓库', { exact: true }), '洛杉矶', STORE_LA_NAME)
  await dialog.getByRole('button', { name: '添加一行' }).click()
  await pick(page, dialog.getByPlaceholder('产品').first(), sku, new RegExp(sku))
  await dialog.getByPlaceholder('预报数量').first().fill('5')
  await shot(page, 'day-1-inbound-form-zh-1440')
  await dialog.getByRole('button', { name: '确定', exact: true }).click()
  await expect(dialog).toHaveCount(0)
  const line = (
    await read.get<{ records: { inboundOrderId: string }[] }>('/api/ware/winboundbatchitem/page', {
      sysSku: sku,
      current: '1',
      size: '1',
    })
  ).records[0]
  const inCode = (
    await read.get<{ code: string }>('/api/ware/winboundorder/detail', { id: String(line?.inboundOrderId) })
  ).code
  expect(inCode).toMatch(/^[A-Z]+-\d{8}-\d{4}$/)

  // 3. Received from its row: all 5.
  await page.getByRole('row').filter({ hasText: inCode }).getByRole('button', { name: '收货', exact: true }).click()
  dialog = page.getByRole('dialog')
  await dialog.getByLabel(`${sku} 实收总数`).fill('5')
  await dialog.getByRole('button', { name: '收货', exact: true }).click()
  await expect(
    dialog.getByRole('table', { name: '本单库存流水' }).getByRole('row').filter({ hasText: sku }),
  ).toContainText('+5')
  await dialog.getByRole('button', { name: '入库确认' }).click()
  await expect(dialog.getByText('已确认收货')).toBeVisible()
  await shot(page, 'day-2-received-zh-1440')
  await page.keyboard.press('Escape')

  // 4. Put away into A区1排1层 from the putaway list.
  await page.goto('/wms/winboundshelves')
  const task = page.getByRole('row').filter({ hasText: sku }).filter({ hasText: '上架中' })
  await task.first().getByRole('button', { name: '上架', exact: true }).click()
  dialog = page.getByRole('dialog', { name: `上架：${sku}` })
  await dialog.getByLabel('上架库位').click()
  await page.getByRole('option', { name: 'A区1排1层' }).first().click()
  await dialog.getByRole('button', { name: '上架', exact: true }).click()
  await expect(dialog).toHaveCount(0)
  await expect(task).toHaveCount(0)

  // 5. The sales order, entered on the B2C form: the marketplace's number is the buyer's, the order's own the system's.
  const sellerOrderId = `DAY-${stamp}`
  await page.goto('/erp/saleOrder/addB2COrder')
  await pick(page, page.getByRole('combobox', { name: '店铺', exact: true }), 'Amazon', /Amazon/)
  await page.getByRole('textbox', { name: '平台单号', exact: true }).fill(sellerOrderId)
  await page.getByRole('textbox', { name: '收件人', exact: true }).fill('Day Buyer')
  await page.getByRole('textbox', { name: '电话', exact: true }).fill('+1 213 555 0100')
  await pick(page, page.getByRole('combobox', { name: '国家', exact: true }), '美国', '美国 (US)')
  await pick(page, page.getByRole('combobox', { name: '州/省', exact: true }), '', 'CA California')
  await page.getByRole('textbox', { name: '城市', exact: true }).fill('Los Angeles')
  await page.getByRole('textbox', { name: '邮编', exact: true }).fill('90001')
  await page.getByRole('textbox', { name: '地址1', exact: true }).fill('1 Main St')
  await pick(page, page.getByPlaceholder('系统SKU').first(), sku, new RegExp(sku))
  await page.getByPlaceholder('数量').first().fill('1')
  await page.getByPlaceholder('单价').first().fill('30')
  await shot(page, 'day-3-order-form-zh-1440')
  await page.getByRole('button', { name: '提交', exact: true }).click()
  await expect(page).toHaveURL(/\/erp\/saleOrder\/index/)
  const order = (
    await read.get<{ records: { id: string; code: string }[] }>('/api/erp/order/page', {
      sellerOrderId,
      current: '1',
      size: '1',
    })
  ).records[0] as { id: string; code: string }
  expect(order.code).toBeTruthy()

  // 6. Reviewed from the order page: the dividing rule sends it to Los Angeles.
  await showOrder(page, order.code)
  await toolbar(page, '审核').click()
  await expect
    .poll(async () => (await read.get<{ status: number }>('/api/erp/order/detail', { id: order.id })).status)
    .toBe(3)

  // 7. 物流下单: the carriers' quotes, UPS booked; the tracking number comes from the carrier.
  await showOrder(page, order.code)
  await toolbar(page, '物流下单').click()
  dialog = page.getByTestId('carrier-booking-dialog')
  const quotes = dialog.getByTestId(`quotes-${order.code}`)
  await quotes.locator('tbody tr').filter({ hasText: 'UPS' }).first().getByRole('radio').check()
  await dialog.getByRole('button', { name: '下单', exact: true }).click()
  const tracking = dialog.getByTestId('booked-tracking-number')
  await expect(tracking).toHaveText(/^1Z[0-9A-Z]{16}$/)
  const trackingNumber = (await tracking.textContent()) as string
  await shot(page, 'day-4-carrier-booked-zh-1440')
  await dialog.getByRole('button', { name: '关闭', exact: true }).click()

  // 8. Pushed to the warehouse.
  await showOrder(page, order.code)
  await toolbar(page, '推送到仓库').click()
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click()
  await expect
    .poll(async () => (await read.get<{ status: number }>('/api/erp/order/detail', { id: order.id })).status)
    .toBe(4)
  const ware = (
    await read.get<{ records: { outboundId: string }[] }>('/api/ware/worder/page', {
      orderId: order.id,
      current: '1',
      size: '1',
    })
  ).records[0] as { outboundId: string }
  const outCode = (await read.get<{ code: string }>('/api/ware/woutbound/detail', { id: ware.outboundId })).code
  expect(outCode).toMatch(/^[A-Z]+-\d{8}-\d{4}$/)

  // 9. The wave screen: the outbound chosen among Los Angeles's, one pick list generated and opened.
  await page.goto('/wms/woutbound')
  await page.getByRole('button', { name: '生成拣货单', exact: true }).click()
  dialog = page.getByRole('dialog', { name: '生成拣货单（波次）' })
  await pick(page, dialog.getByLabel('仓库', { exact: true }), '洛杉矶', STORE_LA_NAME)
  await dialog.getByRole('checkbox', { name: `选择 ${outCode}` }).check()
  await expect(dialog.getByTestId('wave-preview')).toHaveText('1 个订单 → 1 张拣货单')
  await shot(page, 'day-5-wave-zh-1440')
  await dialog.getByRole('button', { name: '生成 1 张拣货单' }).click()
  const picking = page.getByRole('dialog', { name: /^拣货单 / })
  await expect(picking.getByRole('row').filter({ hasText: sku }).first()).toBeVisible()
  const pickCode = (
    (await picking
      .getByText(/^拣货单 /)
      .first()
      .textContent()) ?? ''
  )
    .replace(/^拣货单 /, '')
    .trim()
  expect(pickCode).toMatch(/^PK-\d{8}-\d{4}$/)

  // 10. Picked.
  await picking.getByRole('button', { name: '完成拣货' }).click()
  await expect(picking.getByText(/该拣货单已于 .* 完成拣货/)).toBeVisible()
  await picking.getByRole('button', { name: '关闭', exact: true }).click()
  await page.keyboard.press('Escape')

  // 11. Packed into one weighed box; the face sheet is the carrier's, nothing uploaded or typed.
  dialog = await openRowAction(page, '/wms/woutbound', outCode, '装箱')
  await dialog.getByRole('button', { name: '装入' }).click()
  await dialog.getByRole('row').filter({ hasText: '未封箱' }).getByRole('button', { name: '封箱' }).click()
  await dialog.getByRole('textbox', { name: '长(cm)' }).fill('30')
  await dialog.getByRole('textbox', { name: '宽(cm)' }).fill('20')
  await dialog.getByRole('textbox', { name: '高(cm)' }).fill('15')
  await dialog.getByRole('textbox', { name: '重量(kg)' }).fill('1.2')
  await dialog.getByText('封箱：箱 1').locator('..').getByRole('button', { name: '封箱' }).click()
  await dialog.getByRole('button', { name: '完成装箱' }).click()
  await expect(dialog.getByRole('cell', { name: trackingNumber })).toBeVisible()
  await shot(page, 'day-6-packed-face-sheet-zh-1440')
  await dialog.getByRole('button', { name: '完成贴标' }).click()
  await page.getByRole('dialog', { name: '提示' }).getByRole('button', { name: '确定' }).click()
  await expect(dialog.getByText('该出库单已完成装箱和贴标，等待拣货单出库')).toBeVisible()
  await dialog.getByRole('button', { name: '关闭', exact: true }).click()

  // 12. Shipped from the pick list.
  dialog = await openRowAction(page, '/wms/worderpick', pickCode, '拣货')
  await dialog.getByRole('button', { name: '出库', exact: true }).click()
  await expect(dialog.getByRole('button', { name: '出库', exact: true })).toHaveCount(0)
  await dialog.getByRole('button', { name: '关闭', exact: true }).click()
  await expect
    .poll(async () => (await read.get<{ status: number }>('/api/erp/order/detail', { id: order.id })).status)
    .toBe(5)

  // 13. The stock card: in 5 under the inbound, out 1 under the outbound, 4 left.
  await page.goto('/inventory/storeproductinventorylog')
  await page.getByRole('tab', { name: '库存卡片' }).click()
  await pick(page, page.getByLabel('仓库', { exact: true }), '洛杉矶', STORE_LA_NAME)
  await pick(page, page.getByRole('combobox', { name: '产品' }), sku, new RegExp(sku))
  await page.getByRole('button', { name: '查询' }).click()
  const card = page.getByRole('table').filter({ hasText: '期末结存' })
  await expect(card.getByRole('row').filter({ hasText: '期末结存' }).getByRole('cell').nth(3)).toHaveText('4')
  await expect(card.getByRole('row').filter({ hasText: outCode })).toHaveCount(1)
  await expect(card.getByRole('row').filter({ hasText: inCode }).first()).toBeVisible()
  await shot(page, 'day-7-stock-card-zh-1440')

  expect(errors).toEqual([])
})
