import { expect, test } from '@playwright/test'

import { chooseLanguage, screenshotPath, signIn } from '../support/session.ts'

test('[PRODUCTS][BATCH-SEARCH]: several pasted SKUs find their products, exactly or fuzzily, naming those that find nothing; 101 lines are refused', async ({
  page,
}) => {
  await signIn(page)
  await page.goto('/products/baseproduct')
  const rows = page.locator('main table tbody tr')
  await expect(rows.filter({ hasText: 'DEMO-LANTERN' })).toBeVisible()

  // The first batch input of the form is the system SKU's.
  await page.getByRole('button', { name: '批量输入' }).first().click()
  const box = page.getByRole('textbox', { name: '每行一条' })
  await box.fill(Array.from({ length: 101 }, (_, i) => `SKU-${i}`).join('\n'))
  await page.getByRole('button', { name: '保存', exact: true }).click()
  await expect(page.getByText('创建条目不能超过100行！')).toBeVisible()

  await box.fill('  DEMO-PAN-28 \nDEMO-KETTLE-17L\nNO-SUCH-SKU\n\n')
  await page.getByRole('button', { name: '保存', exact: true }).click()
  await expect(page.getByRole('textbox', { name: '系统SKU' })).toHaveValue('DEMO-PAN-28')
  await expect(page.getByTitle('另有 2 条')).toBeVisible()
  await chooseLanguage(page, '搜索方式', '精确')
  await page.getByRole('button', { name: '搜索', exact: true }).click()
  await expect(page.getByText('共 2 条')).toBeVisible()
  await expect(rows.filter({ hasText: 'DEMO-PAN-28' })).toBeVisible()
  await expect(rows.filter({ hasText: 'DEMO-KETTLE-17L' })).toBeVisible()
  // The value that found nothing is named, not dropped in silence.
  await expect(page.getByRole('status').filter({ hasText: '没有找到记录' })).toHaveText(
    '系统SKU：以下 1 个值没有找到记录：NO-SUCH-SKU',
  )
  await page.screenshot({ path: screenshotPath('batch-search-unmatched-zh') })

  // Fuzzy: parts of SKUs match every product that contains one of them.
  await page.getByRole('button', { name: '批量输入' }).first().click()
  await box.fill('kettle\nlantern')
  await page.getByRole('button', { name: '保存', exact: true }).click()
  await chooseLanguage(page, '搜索方式', '模糊')
  await page.getByRole('button', { name: '搜索', exact: true }).click()
  // The demo's four kettles and lanterns, and the travel kettle the FBA demo sends to Amazon.
  await expect(page.getByText('共 5 条')).toBeVisible()
  await expect(rows.filter({ hasText: 'DEMO-TKETTLE-08' })).toBeVisible()
  await expect(rows.filter({ hasText: 'DEMO-PAN-28' })).toHaveCount(0)
})
