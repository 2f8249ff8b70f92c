import { expect, test } from '@playwright/test'

import { ADMIN, apiToken, authHeaders, FINANCE, signIn } from '../support/session.ts'

test('[PRODUCTS][PERMISSIONS]: the finance clerk reads products without a delete button, and the server refuses the remove anyway', async ({
  page,
  request,
}) => {
  // The seeded finance clerk (server/system/access.ts) holds the products page with its view button only.
  await signIn(page, FINANCE)
  await page.getByRole('button', { name: '产品管理' }).click()
  await page.getByRole('link', { name: '产品', exact: true }).click()
  await expect(page).toHaveURL(/\/products\/baseproduct$/)
  const row = page.getByRole('row').filter({ hasText: 'DEMO-KETTLE-17L' })
  await expect(row).toBeVisible()
  await expect(row.getByRole('button', { name: '查看', exact: true })).toBeVisible()
  // Neither the row's nor the toolbar's delete, nor add, edit or import.
  await expect(page.getByRole('button', { name: '删除', exact: true })).toHaveCount(0)
  await expect(page.getByRole('button', { name: '编辑', exact: true })).toHaveCount(0)
  await expect(page.getByRole('button', { name: '新增', exact: true })).toHaveCount(0)
  await expect(page.getByRole('button', { name: '导入' })).toHaveCount(0)

  // The call itself, with the clerk's own token, is refused and the product stays.
  const finance = await apiToken(request, FINANCE)
  const listed = await request.get('/api/erp/baseproduct/page', {
    headers: authHeaders(finance),
    params: { sysSku: 'DEMO-KETTLE-17L' },
  })
  const productId = (await listed.json()).data.records[0].id as string
  const remove = await request.post('/api/erp/baseproduct/remove', {
    headers: authHeaders(finance),
    params: { ids: productId },
  })
  expect(remove.status()).toBe(403)
  expect((await remove.json()).msg).toContain('baseproduct_delete')
  const admin = await apiToken(request, ADMIN)
  const still = await request.get('/api/erp/baseproduct/detail', {
    headers: authHeaders(admin),
    params: { id: productId },
  })
  expect((await still.json()).data.sysSku).toBe('DEMO-KETTLE-17L')
})

test('[PRODUCTS][PERMISSIONS]: the finance clerk has no system administration, in the menu or at the server', async ({
  request,
}) => {
  const finance = await apiToken(request, FINANCE)
  const routes = await (await request.get('/api/blade-system/menu/routes', { headers: authHeaders(finance) })).json()
  expect(JSON.stringify(routes.data)).not.toContain('folder_system')
  const users = await request.get('/api/blade-user/page', { headers: authHeaders(finance) })
  expect(users.status()).toBe(403)
})
