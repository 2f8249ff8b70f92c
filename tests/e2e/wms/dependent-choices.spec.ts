import { expect, type Page, test } from '@playwright/test'
import { chooseLanguage, screenshotPath, signIn } from '../support/session.ts'

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
  // 收货区 is made by the first receipt and its 在途区 by the first ship to it, so they are there once an
  // earlier spec has received or shipped goods).
  await expect
    .poll(async () => (await offered(page)).filter((name) => name !== '收货区' && name !== '在途区'))
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

test('[WMS][DEPENDENT]: a stock count’s positions are the chosen warehouse’s, and change with it', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await signIn(page)
  await page.goto('/wms/wstocktaking')
  await page.getByRole('button', { name: '新增' }).click()
  const dialog = page.getByRole('dialog')

  await dialog.getByLabel('仓库').click()
  await page.getByRole('option', { name: '洛杉矶自营仓' }).click()
  const positions = dialog.getByLabel('盘点库位')
  await positions.click()
  // Three warehouses have an "A区1排1层": only Los Angeles' is offered, once.
  await expect.poll(async () => (await offered(page)).filter((name) => name === 'A区1排1层')).toHaveLength(1)
  const losAngeles = await offered(page)
  await page.getByRole('option', { name: 'A区1排1层' }).click()
  await page.screenshot({ path: '/work/shots/choices-count-positions-zh.png' })
  await page.keyboard.press('Escape')

  // Another warehouse voids the positions chosen, and offers its own.
  await dialog.getByLabel('仓库').click()
  await page.getByRole('option', { name: '深圳国内仓' }).click()
  await expect(dialog.getByRole('button', { name: /A区1排1层/ })).toHaveCount(0)
  await positions.click()
  await expect.poll(() => offered(page)).not.toEqual(losAngeles)
  await page.keyboard.press('Escape')
})

test('[ORDERS][RULES]: 查看 shows a dividing rule as the builder does, in words, in Chinese and in English', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await signIn(page)
  await page.goto('/shops/baseorderrules')
  const row = page.getByRole('row').filter({ hasText: '美西订单就近发货' })
  await row.getByRole('button', { name: '查看', exact: true }).click()
  const view = page.getByRole('dialog', { name: '查看分仓规则：美西订单就近发货' })
  const conditions = view.getByTestId('rule-conditions')
  await expect(conditions.getByLabel('字段 1', { exact: true })).toHaveValue('州/省')
  await expect(conditions.getByLabel('运算 1', { exact: true })).toHaveValue('属于')
  await expect(conditions.getByLabel('值 1', { exact: true })).toHaveValue('CA, NV, AZ, OR, WA')
  // The action's warehouse by its name, never its id; the rule is not asked for a warehouse twice.
  const actions = view.getByTestId('rule-actions')
  await expect(actions.getByLabel('动作 1', { exact: true })).toHaveValue('指定仓库')
  await expect(actions.getByPlaceholder('值')).toHaveValue('洛杉矶自营仓')
  await expect(view.getByLabel('仓库', { exact: true })).toHaveCount(0)
  await expect(view.getByRole('button', { name: '保存', exact: true })).toHaveCount(0)
  await expect(view.getByText(/\d{19}/)).toHaveCount(0)
  await page.screenshot({ path: '/work/shots/choices-rule-view-zh.png' })
  await view.getByRole('button', { name: '关闭', exact: true }).click()

  await chooseLanguage(page, '语言', 'English')
  const again = page.getByRole('row').filter({ hasText: '美西订单就近发货' })
  await again.getByRole('button', { name: 'View', exact: true }).click()
  const viewEn = page.getByRole('dialog', { name: 'Dividing rule (view): 美西订单就近发货' })
  await expect(viewEn.getByTestId('rule-conditions').getByLabel('Operator 1', { exact: true })).toHaveValue('is one of')
  await expect(viewEn.getByTestId('rule-actions').getByPlaceholder('Value')).toHaveValue('洛杉矶自营仓')
  await page.screenshot({ path: '/work/shots/choices-rule-view-en.png' })
})
