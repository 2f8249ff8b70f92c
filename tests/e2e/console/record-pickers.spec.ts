import { expect, type Page, test } from '@playwright/test'
import { screenshotPath, signIn, WAREHOUSE } from '../support/session.ts'

// Issue 9 items 1 and 2 in the browser: fields naming other records are picked by their titles
// (users, currencies, companies), and a row shows the names of the records it links to, whatever
// the viewer may browse.

/** The names a picker offers once opened (its options load from the server). */
async function offered(page: Page): Promise<string[]> {
  const listbox = page.getByRole('listbox')
  await expect(listbox.getByRole('option').first()).toBeVisible()
  return (await listbox.getByRole('option').allTextContents()).map((s) => s.trim())
}

test('[CONSOLE][PICKERS]: a product’s purchaser and supervisor are people picked by name, never a user id', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await signIn(page)
  await page.goto('/products/baseproduct')
  await page.getByRole('button', { name: '新增' }).click()
  const dialog = page.getByRole('dialog')
  for (const label of ['采购员', '负责人']) {
    const picker = dialog.getByLabel(label, { exact: true })
    await picker.click()
    const names = await offered(page)
    expect(names).toContain('管理员')
    for (const name of names) expect(name, `${label} offers names`).not.toMatch(/^\d+$/)
    await page.getByRole('option', { name: '管理员' }).click()
    await expect(picker).toHaveValue('管理员')
  }
  await page.keyboard.press('Escape')
})

test('[CONSOLE][PICKERS]: a shop’s settlement currency and company are chosen among the tenant’s own', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await signIn(page)
  await page.goto('/shops/baseshop')
  await page.getByRole('button', { name: '新增' }).click()
  const dialog = page.getByRole('dialog')

  const currency = dialog.getByLabel('结算币种')
  await currency.click()
  // The currencies set up under 币种汇率, each by its code and name.
  await expect.poll(() => offered(page)).toEqual(expect.arrayContaining(['USD 美元', 'EUR 欧元', 'JPY 日元']))
  await currency.fill('EU')
  await expect.poll(() => offered(page)).toEqual(['EUR 欧元'])
  await page.getByRole('option', { name: 'EUR 欧元' }).click()
  await expect(currency).toHaveValue('EUR 欧元')

  const company = dialog.getByLabel('所属公司')
  await company.click()
  // The tenant's companies (its top-level departments), not the departments under them.
  await expect.poll(() => offered(page)).toEqual(['演示贸易有限公司'])
  await page.getByRole('option', { name: '演示贸易有限公司' }).click()
  await expect(company).toHaveValue('演示贸易有限公司')
  await page.screenshot({ path: screenshotPath('shop-form-currency-company-zh-1440') })
  await page.keyboard.press('Escape')
})

test('[CONSOLE][LINK LABELS]: the warehouse operator sees a warehouse’s third-party system by name, though that list is not theirs', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  const refused: string[] = []
  page.on('response', (r) => {
    if (r.status() === 403) refused.push(r.url())
  })
  await signIn(page, WAREHOUSE)
  await page.getByRole('navigation', { name: '菜单' }).getByRole('button', { name: '仓库管理' }).click()
  await page.getByRole('link', { name: '仓库', exact: true }).click()
  const row = page.getByRole('row').filter({ hasText: 'NJ-3PL' })
  await expect(row).toBeVisible()
  await expect(row.getByRole('cell', { name: '万邑通 Winit' })).toBeVisible()
  // No cell of the table shows a bare 19-digit id.
  const cells = await page.getByRole('cell').allTextContents()
  expect(cells.filter((c) => /^\d{19}$/.test(c.trim()))).toEqual([])
  expect(refused).toEqual([])
  await page.screenshot({ path: screenshotPath('warehouse-list-as-warehouse-zh-1440') })
})

test('[CONSOLE][PICKERS]: a product’s currency is chosen among the tenant’s currencies', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await signIn(page)
  await page.goto('/products/baseproduct')
  await page.getByRole('button', { name: '新增' }).click()
  const currency = page.getByRole('dialog').getByLabel('币种', { exact: true }).first()
  await currency.click()
  // The currencies set up under 币种汇率, each by its code and name.
  await expect.poll(() => offered(page)).toEqual(expect.arrayContaining(['USD 美元', 'CNY 人民币']))
  await page.getByRole('option', { name: 'USD 美元' }).click()
  await expect(currency).toHaveValue('USD 美元')
  await page.keyboard.press('Escape')
})

test('[CONSOLE][PICKERS]: an order’s country and state are picked, and a line’s unit weight comes from its product', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await signIn(page)
  await page.goto('/erp/saleOrder/addB2COrder')
  const country = page.getByRole('combobox', { name: '国家', exact: true })
  await country.fill('美国')
  await page.getByRole('option', { name: '美国 (US)' }).click()
  const state = page.getByRole('combobox', { name: '州/省', exact: true })
  await state.click()
  await expect.poll(async () => (await offered(page)).length).toBeGreaterThan(50)
  await page.getByRole('option', { name: 'CA California' }).click()
  await expect(state).toHaveValue('CA California')
  // Another country with its own list voids the state.
  await country.fill('加拿大')
  await page.getByRole('option', { name: '加拿大 (CA)' }).click()
  await expect(state).toHaveValue('')

  await page.getByPlaceholder('系统SKU').first().click()
  await page.getByRole('option', { name: 'DEMO-KETTLE-17L' }).click()
  await expect(page.getByPlaceholder('单重(kg)').first()).toHaveValue('1.35')
  await page.screenshot({ path: screenshotPath('order-form-places-weight-zh-1440') })
})
