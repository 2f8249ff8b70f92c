import { expect, test } from '@playwright/test'
import { screenshotPath, signIn } from '../support/session.ts'

test('[PRODUCTS][NUMBERS]: prices show two decimals, rates and sizes no trailing zeros, in the table and the form', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await signIn(page)
  await page.goto('/products/baseproduct')
  const table = page.getByRole('table')
  await expect(table.getByRole('row').nth(1)).toBeVisible()
  const header = await table.getByRole('columnheader').allInnerTexts()
  const price = header.findIndex((h) => h.includes('单价'))
  expect(price).toBeGreaterThanOrEqual(0)
  const prices = await table.locator(`tbody tr td:nth-child(${price + 1})`).allInnerTexts()
  const shown = prices.map((p) => p.trim()).filter(Boolean)
  expect(shown.length).toBeGreaterThan(0)
  for (const p of shown) expect(p).toMatch(/^-?\d+\.\d{2}$/)
  // Nowhere in the table a stored scale of four places or a padded size.
  const cells = (await table.locator('tbody td').allTextContents()).map((c) => c.trim())
  expect(cells.filter((c) => /^-?\d+\.\d*0$/.test(c) && !/^-?\d+\.\d{2}$/.test(c))).toEqual([])
  await page.screenshot({ path: screenshotPath('products-list-numbers-zh-1440') })

  await table.getByRole('button', { name: '编辑' }).first().click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByLabel('单价')).toHaveValue(/^(\d+\.\d{2,4})?$/)
  await expect(dialog.getByLabel('单价')).not.toHaveValue(/\.\d{2}00$/)
  await page.screenshot({ path: screenshotPath('products-form-numbers-zh-1440') })
})
