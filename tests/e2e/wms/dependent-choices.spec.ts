import { expect, type Page, test } from '@playwright/test'
import { screenshotPath, signIn } from '../support/session.ts'

/** The names a picker offers once opened (its options load from the server). */
async function offered(page: Page): Promise<string[]> {
  const listbox = page.getByRole('listbox')
  await expect(listbox.getByRole('option').first()).toBeVisible()
  return (await listbox.getByRole('option').allTextContents()).map((s) => s.trim()).sort()
}

test('[WMS][DEPENDENT]: a position’s zone is chosen among the chosen warehouse’s zones, and cleared when the warehouse changes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await signIn(page)
  await page.goto('/wms/wbasestoreposition')
  await page.getByRole('button', { name: '新增' }).click()
  const dialog = page.getByRole('dialog')

  await dialog.getByLabel('仓库').click()
  await page.getByRole('option', { name: '洛杉矶自营仓' }).click()
  const zone = dialog.getByLabel('库区')
  await zone.click()
  // Only Los Angeles' zones: not the 存储区 of New Jersey or the 存储区A of Shenzhen beside them (its
  // 收货区 is made by the first receipt, so it is there once an earlier spec has received goods).
  await expect
    .poll(async () => (await offered(page)).filter((name) => name !== '收货区'))
    .toEqual(['存储区A', '拣货区B', '退货区'])
  await page.getByRole('option', { name: '拣货区B' }).click()
  await expect(zone).toHaveValue('拣货区B')
  await page.screenshot({ path: screenshotPath('position-form-dependent-zone-zh-1440') })

  // Another warehouse voids the zone, and offers its own.
  await dialog.getByLabel('仓库').click()
  await page.getByRole('option', { name: '深圳国内仓' }).click()
  await expect(zone).toHaveValue('')
  await zone.click()
  // The list may show the last warehouse's zones for a moment while the new ones load.
  await expect.poll(() => offered(page)).toEqual(['存储区A'])
})

test('[SHOPS][DEPENDENT]: a shop’s main marketplace is chosen among its platform’s marketplaces', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await signIn(page)
  await page.goto('/shops/baseshop')
  await page.getByRole('button', { name: '新增' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('平台', { exact: true }).click()
  await page.getByRole('option', { name: 'Amazon', exact: true }).click()
  await dialog.getByLabel('主站点').click()
  const names = await offered(page)
  expect(names.length).toBeGreaterThan(1)
  for (const name of names) expect(name, 'an Amazon marketplace').toMatch(/^Amazon/)
  await page.keyboard.press('Escape')
})
