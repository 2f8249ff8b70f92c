import { expect, test } from '@playwright/test'

import { ADMIN, apiToken, authHeaders, signIn } from '../support/session.ts'

test('[PRODUCTS][ACTIONS]: a row offers only the review steps its status allows; a rejection asks its reason', async ({
  page,
  request,
}) => {
  await signIn(page)
  await page.goto('/products/basesalesku')
  // Seeded: HM-KETTLE-17-US approved, HM-KETTLE-SET-US pending, HM-PAN-28-JP not submitted.
  const approved = page.getByRole('row').filter({ hasText: 'HM-KETTLE-17-US' })
  const pending = page.getByRole('row').filter({ hasText: 'HM-KETTLE-SET-US' })
  const fresh = page.getByRole('row').filter({ hasText: 'HM-PAN-28-JP' })
  await expect(pending).toBeVisible()
  await expect(approved.getByRole('button', { name: '提交审核' })).toHaveCount(0)
  await expect(approved.getByRole('button', { name: '审核通过' })).toHaveCount(0)
  await expect(pending.getByRole('button', { name: '审核通过' })).toBeVisible()
  await expect(pending.getByRole('button', { name: '提交审核' })).toHaveCount(0)
  await expect(fresh.getByRole('button', { name: '提交审核' })).toBeVisible()

  // Rejecting asks for the reason first; an empty one is refused in the dialog.
  await pending.getByRole('button', { name: '审核驳回' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: '确定' }).click()
  await expect(dialog.getByText('审核意见不能为空')).toBeVisible()
  await dialog.getByLabel('审核意见').fill('包装规格不符')
  await dialog.getByRole('button', { name: '确定' }).click()
  await expect(dialog).toHaveCount(0)
  // The row now offers submitting again, and the server kept the reason.
  await expect(pending.getByRole('button', { name: '提交审核' })).toBeVisible()
  await expect(pending.getByRole('button', { name: '审核驳回' })).toHaveCount(0)
  const token = await apiToken(request, ADMIN)
  const listed = await request.get('/api/erp/basesalesku/list', {
    headers: authHeaders(token),
    params: { saleSku: 'HM-KETTLE-SET-US' },
  })
  const row = (await listed.json()).data.records[0]
  expect(row).toMatchObject({ reviewStatus: 3, reviewRemark: '包装规格不符' })
})
