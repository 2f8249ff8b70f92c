import { readFileSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { signedInApi } from '../support/api.ts'
import { approveThroughFlow } from '../support/approvals.ts'
import { chooseLanguage, screenshotPath, signIn } from '../support/session.ts'

// Issue 27 item 1: the wave screen on the 出库单 page. The operator filters approved outbound orders
// by warehouse and transport, ticks theirs, chooses "single-SKU orders together" and sees the
// lists it would make, generates them, lands in the first list's picking dialog, and prints its
// pick sheet as a PDF named by the list's number.
const STORE_LA = '1000000000000004202'
const TRANSPORT_UPS = '1000000000000005111'
const POSITION_A1 = '1000000000000005021'
const POSITION_B1 = '1000000000000005024'
const LANTERN = '1000000000000003105'
const PAN = '1000000000000003104'

/** Approved outbound orders of Los Angeles by UPS: two of lanterns only, one of lanterns and a pan. */
async function approvedOrders(request: Parameters<typeof signedInApi>[0]) {
  const call = await signedInApi(request)
  for (const [positionId, productId] of [
    [POSITION_A1, LANTERN],
    [POSITION_B1, PAN],
  ]) {
    await call.post('/api/erp/storeproductinventory/submit', {
      storeId: STORE_LA,
      positionId,
      productId,
      batchNo: 'E2E-WAVE',
      inboundDate: '2001-01-01',
      quantity: 10,
      reason: 'Opening',
    })
  }
  const stamp = Date.now()
  const orders = [
    { code: `WAVE-${stamp}-1`, items: [{ productId: LANTERN, quantity: 1 }] },
    { code: `WAVE-${stamp}-2`, items: [{ productId: LANTERN, quantity: 2 }] },
    {
      code: `WAVE-${stamp}-3`,
      items: [
        { productId: LANTERN, quantity: 1 },
        { productId: PAN, quantity: 1 },
      ],
    },
  ]
  for (const order of orders) {
    await call.post('/api/ware/woutbound/save', {
      code: order.code,
      storeId: STORE_LA,
      transportId: TRANSPORT_UPS,
      recipient: 'E2E wave buyer',
      items: order.items,
    })
    const page = await call.get<{ records: { id: string; code: string }[] }>('/api/ware/woutbound/page', {
      code: order.code,
      current: '1',
      size: '10',
    })
    const id = page.records.find((r) => r.code === order.code)?.id as string
    await call.post('/api/ware/woutbound/updateStatus', { ids: id, status: '1' })
    await approveThroughFlow(call, 'ware/woutbound', id)
  }
  return { call, codes: orders.map((o) => o.code) }
}

/** Chooses an option of a remote select in the dialog by typing part of its name. */
async function choose(page: Page, label: string, typed: string, option: string | RegExp) {
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel(label, { exact: true }).fill(typed)
  await page.getByRole('option', { name: option }).first().click()
}

test('[WMS][WAVE]: pick lists made from the outbound page by filters and a grouping rule, opened and printed as a PDF', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  const { call, codes } = await approvedOrders(request)
  await signIn(page)

  await page.goto('/wms/woutbound')
  await page.getByRole('button', { name: '生成拣货单', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: '生成拣货单（波次）' })
  await expect(dialog).toBeVisible()
  await choose(page, '仓库', '洛杉矶', '洛杉矶自营仓')
  await choose(page, '物流方式', 'UPS', /UPS Ground/)
  for (const code of codes) await expect(dialog.locator(`tr[data-order="${code}"]`)).toBeVisible()

  // Only this test's orders: ticked one by one (other tests may leave approved orders behind).
  for (const code of codes) await dialog.getByRole('checkbox', { name: `选择 ${code}` }).check()
  await expect(dialog.getByText('已勾选 3 个订单')).toBeVisible()
  await expect(dialog.getByTestId('wave-preview')).toHaveText('3 个订单 → 1 张拣货单')
  await dialog.getByRole('radio', { name: '单品订单一起' }).check()
  await expect(dialog.getByTestId('wave-preview')).toHaveText('3 个订单 → 2 张拣货单')
  const preview = dialog.getByRole('table', { name: '拣货单' })
  await expect(
    preview.getByRole('row').filter({ hasText: '单品订单' }).filter({ hasText: 'UPS Ground' }),
  ).toContainText('2')
  await expect(preview.getByRole('row').filter({ hasText: '多品订单' })).toBeVisible()
  await page.screenshot({ path: screenshotPath('waves-zh-1440') })

  await dialog.getByRole('button', { name: '生成 2 张拣货单' }).click()
  // The first list opens in its picking dialog: the two lantern-only orders.
  const pick = page.getByRole('dialog', { name: /^拣货单 / })
  await expect(pick).toBeVisible()
  const title =
    (await pick
      .getByText(/^拣货单 /)
      .first()
      .textContent()) ?? ''
  const pickCode = title.replace(/^拣货单 /, '').trim()
  expect(pickCode).not.toBe('')
  await expect(
    pick
      .getByRole('row')
      .filter({ hasText: codes[0] as string })
      .first(),
  ).toBeVisible()
  await expect(
    pick
      .getByRole('row')
      .filter({ hasText: codes[1] as string })
      .first(),
  ).toBeVisible()
  await expect(pick.getByRole('row').filter({ hasText: codes[2] as string })).toHaveCount(0)

  const [sheet] = await Promise.all([
    page.waitForEvent('download'),
    pick.getByRole('button', { name: '打印拣货单（PDF）' }).click(),
  ])
  expect(sheet.suggestedFilename()).toBe(`${pickCode}.pdf`)
  const bytes = readFileSync(await sheet.path())
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')

  // Closing the list shows both lists the wave made, the second to open as well.
  await pick.getByRole('button', { name: '关闭', exact: true }).click()
  const made = page.getByRole('dialog', { name: '生成拣货单（波次）' })
  await expect(made.getByText('已生成 2 张拣货单')).toBeVisible()
  const rows = made.locator('tr[data-list]')
  await expect(rows).toHaveCount(2)
  await rows.nth(1).getByRole('button', { name: '打开' }).click()
  const second = page.getByRole('dialog', { name: /^拣货单 / })
  await expect(
    second
      .getByRole('row')
      .filter({ hasText: codes[2] as string })
      .first(),
  ).toBeVisible()
  await expect(second.getByRole('row').filter({ hasText: codes[0] as string })).toHaveCount(0)
  await second.getByRole('button', { name: '关闭', exact: true }).click()
  await made.getByRole('button', { name: '关闭', exact: true }).click()

  // Every order of the wave is in a list now.
  for (const code of codes) {
    const found = await call.get<{ records: { code: string; orderPickId: string | null }[] }>(
      '/api/ware/woutbound/page',
      { code, current: '1', size: '10' },
    )
    expect(found.records.find((o) => o.code === code)?.orderPickId).toBeTruthy()
  }

  // The same screen in English, for its picture.
  await chooseLanguage(page, '语言', 'English')
  await page.goto('/wms/woutbound')
  await page.getByRole('button', { name: 'Make pick lists', exact: true }).click()
  const english = page.getByRole('dialog', { name: 'Make pick lists (wave)' })
  await expect(english.getByText('By zone')).toBeVisible()
  await english.getByRole('radio', { name: 'By zone' }).check()
  await page.screenshot({ path: screenshotPath('waves-en-1440') })
  expect(errors).toEqual([])
})
