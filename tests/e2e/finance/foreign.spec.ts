import { expect, test } from '@playwright/test'
import { signedInApi } from '../support/api.ts'
import { screenshot, signIn } from '../support/session.ts'

// Issue 32's foreign payments in the browser: one entered in its form against the Kaili purchase
// order (what the server works out — booking rate, base amount, exchange difference, auditor — is
// not offered), confirmed and audited from its row: it posts, and its row shows the audit's figures.

test.use({ actionTimeout: 30_000 })

const KAILI_ORDER = 'PO-20261201-0001'

type Payment = {
  id: string
  code: string
  status: number
  baseAmount: string | null
  exchangeDifference: string | null
}

test('a foreign payment entered in its form, confirmed and audited from its row, posts at its rates', async ({
  page,
  request,
}) => {
  const call = await signedInApi(request)
  const list = async () =>
    (await call.get<{ records: Payment[] }>('/api/financialForeignPayment/page', { current: '1', size: '100' })).records
  const before = new Set((await list()).map((p) => p.id))
  await signIn(page)

  await page.goto('/finance/financialforeignpayment')
  await page.getByRole('button', { name: '新增', exact: true }).click()
  const form = page.getByRole('dialog', { name: '新增 · 外汇付款' })
  // Only what a person decides: the server works out the rest when the payment is audited.
  for (const workedOut of ['记账汇率', '本位币金额', '汇兑损益', '审核人', '状态'])
    await expect(form.getByLabel(workedOut, { exact: true })).toHaveCount(0)
  await form.getByLabel('采购订单', { exact: true }).click()
  await form.getByLabel('采购订单', { exact: true }).fill('PO-20261201')
  await page.getByRole('option', { name: KAILI_ORDER }).click()
  await form.getByLabel('付款金额').fill('20')
  await form.getByLabel('付款汇率').fill('7.2')
  await screenshot(page, 'finance-foreign-1-payment-form-zh-1440')
  await form.getByRole('button', { name: '确定' }).click()
  await expect(form).toBeHidden()
  const made = (await list()).find((p) => !before.has(p.id)) as Payment
  expect(made).toMatchObject({ status: 1 })

  // Confirmed (no question asked), then audited (an optional remark, then the posting confirmed).
  const row = page.getByRole('row').filter({ hasText: made.code })
  await row.getByRole('button', { name: '确认', exact: true }).click()
  await expect(row).toContainText('已确认')
  await row.getByRole('button', { name: '审核通过', exact: true }).click()
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).first().click()
  const posting = page.getByRole('dialog').filter({ hasText: '审核通过后将记账' })
  await posting.getByRole('button', { name: '确定' }).click()
  await expect(row).toContainText('已审核')
  // 20 USD at 7.2 is 144.00 in base; nothing payable on the order yet, so no exchange difference.
  const audited = (await list()).find((p) => p.id === made.id) as Payment
  expect(audited).toMatchObject({ status: 3, baseAmount: '144.0000' })
  await screenshot(page, 'finance-foreign-2-payment-audited-zh-1440')
})
