import { expect, test } from '@playwright/test'

import { ADMIN, apiToken, authHeaders, signIn } from '../support/session.ts'

test('[PRODUCTS][BRAND-LOGO]: a logo uploaded in the dialog is kept with the brand and previewed in its row', async ({
  page,
  request,
}) => {
  const name = `E2E标志${Date.now().toString(36).toUpperCase()}`
  await signIn(page)
  await page.goto('/products/basebrand')
  await page.getByRole('button', { name: '新增', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: '新增 · 品牌' })
  await dialog.getByRole('textbox', { name: '品牌名称' }).fill(name)

  // A wrong type is refused before any upload; a PNG is uploaded and previewed.
  let chooser = page.waitForEvent('filechooser')
  await dialog.getByRole('button', { name: '上传文件' }).click()
  await (await chooser).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') })
  await expect(page.getByText(/格式/).last()).toBeVisible()
  chooser = page.waitForEvent('filechooser')
  await dialog.getByRole('button', { name: '上传文件' }).click()
  await (await chooser).setFiles('public/icons/icon-192.png')
  await expect(dialog.getByRole('img', { name: '图片预览' })).toBeVisible()
  await dialog.getByRole('button', { name: '确定' }).click()
  await expect(page.getByText('操作成功').first()).toBeVisible()

  await page.getByRole('row').filter({ hasText: name }).getByRole('button', { name: '查看', exact: true }).click()
  await expect(page.getByRole('dialog').getByRole('img', { name: '图片预览' })).toBeVisible()
  await page.keyboard.press('Escape')
  const token = await apiToken(request, ADMIN)
  const listed = await (
    await request.get('/api/erp/basebrand/page', { headers: authHeaders(token), params: { brandName: name } })
  ).json()
  const brand = listed.data.records[0]
  expect(brand.logoUrl).toMatch(/^\/api\/picture\/file\/.+\.png$/)
  // The stored file is the uploaded PNG, served only with the session.
  const file = await request.get(brand.logoUrl, { headers: authHeaders(token) })
  expect(file.status()).toBe(200)
  expect((await file.body()).subarray(1, 4).toString()).toBe('PNG')
  await request.post('/api/erp/basebrand/remove', { headers: authHeaders(token), params: { ids: brand.id } })
})
