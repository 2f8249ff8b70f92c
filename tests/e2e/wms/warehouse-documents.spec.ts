import { expect, test } from '@playwright/test'
import { screenshotPath, signIn } from '../support/session.ts'

// Issue 10 §3: the warehouse documents in the console, as their lists show them, with the actions a
// row's status allows, in Chinese and English, and no console error on the way.
const PAGES = [
  ['/wms/winboundorder', 'IN-2026-0001'],
  ['/wms/winboundshelves', null],
  ['/wms/wqualityinspection', null],
  ['/wms/wstocktaking', 'ST-2026-0001'],
  ['/wms/transferorder', null],
  ['/wms/woutbound', null],
  ['/wms/worderpick', null],
  ['/inventory/storeproductinventory', null],
  ['/inventory/storeproductinventorylog', null],
] as const

test('[WMS][DOCUMENTS]: every warehouse document list opens with its rows and status actions, without a console error', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text())
  })
  await signIn(page)
  for (const [path, row] of PAGES) {
    await page.goto(path)
    await expect(page.getByRole('table')).toBeVisible()
    if (row) await expect(page.getByRole('cell', { name: row, exact: true })).toBeVisible()
  }
  // An inbound order in transit offers "mark complete"; the stock count "start count".
  await page.goto('/wms/winboundorder')
  const inTransit = page.getByRole('row').filter({ hasText: 'IN-2026-0002' })
  await expect(inTransit.getByRole('button', { name: '标记完成' })).toBeVisible()
  await page.screenshot({ path: screenshotPath('inbound-orders-zh-1440') })
  await page.goto('/wms/wstocktaking')
  const planned = page.getByRole('row').filter({ hasText: 'ST-2026-0001' })
  await expect(planned.getByRole('button', { name: '开始盘点' })).toBeVisible()
  await page.screenshot({ path: screenshotPath('stock-counts-zh-1440') })
  expect(errors).toEqual([])
})

test('[WMS][DOCUMENTS]: marking an inbound order complete from its row changes only its status', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await signIn(page)
  await page.goto('/wms/winboundorder')
  const row = page.getByRole('row').filter({ hasText: 'IN-2026-0002' })
  await row.getByRole('button', { name: '标记完成' }).click()
  const confirm = page.getByRole('dialog')
  if (await confirm.isVisible().catch(() => false)) {
    await confirm
      .getByRole('button', { name: /确定|确认|标记完成/ })
      .last()
      .click()
  }
  await expect(row.getByText('已收货')).toBeVisible()
  await expect(row.getByRole('button', { name: '标记完成' })).toHaveCount(0)
})
