import { expect, type Page, test } from '@playwright/test'
import { apiToken, authHeaders, screenshotPath, signIn, WAREHOUSE } from '../support/session.ts'

const sideMenu = (page: Page) => page.getByRole('navigation', { name: '菜单' })

/** The page names under the 仓库管理 folder of the side menu. */
async function warehouseMenu(page: Page): Promise<string[]> {
  await sideMenu(page).getByRole('button', { name: '仓库管理' }).click()
  await expect(page.getByRole('link', { name: '库位', exact: true })).toBeVisible()
  return page
    .getByRole('link')
    .evaluateAll((all) =>
      all
        .filter((a) => (a.getAttribute('href') ?? '').match(/^\/(wms|shops)\//))
        .map((a) => (a.textContent ?? '').trim()),
    )
}

test('[WMS][ONE MODEL]: the menu shows warehouse, zone and position once, and a warehouse made in the ERP is the floor’s too', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  const token = await apiToken(request)
  const code = `E2E-${Date.now().toString(36).toUpperCase()}`
  const made = await request.post('/api/erp/basestore/submit', {
    headers: authHeaders(token),
    data: { code, name: `一体仓${code}`, storeType: '1' },
  })
  const store = (await made.json()).data as { id: string }
  expect(store.id).toBeTruthy()
  // The floor's address answers the same record.
  const onFloor = await request.get(`/api/ware/wbasestore/detail?id=${store.id}`, { headers: authHeaders(token) })
  expect((await onFloor.json()).data).toMatchObject({ code })

  await signIn(page)
  const names = await warehouseMenu(page)
  for (const concept of ['仓库', '库区', '库位']) {
    expect(
      names.filter((n) => n === concept),
      `${concept} in ${names.join(', ')}`,
    ).toHaveLength(1)
  }
  await page.screenshot({ path: screenshotPath('warehouse-menu-one-model-zh-1440') })

  // A position is placed in it from the position form, whose warehouse picker offers it.
  await page.goto('/wms/wbasestoreposition')
  await page.getByRole('button', { name: '新增' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('仓库').fill(code.slice(0, 8))
  await expect(page.getByRole('option', { name: `一体仓${code}` })).toBeVisible()
  await page.keyboard.press('Escape')
  await request.post(`/api/erp/basestore/remove?ids=${store.id}`, { headers: authHeaders(token) })
})

test('[WMS][ONE MODEL]: the warehouse operator sees the same one entry per concept', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await signIn(page, WAREHOUSE)
  const names = await warehouseMenu(page)
  for (const concept of ['仓库', '库区', '库位']) expect(names.filter((n) => n === concept)).toHaveLength(1)
})
