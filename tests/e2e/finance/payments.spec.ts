import { expect, type Page, test } from '@playwright/test'
import { type Api, signedInApi } from '../support/api.ts'
import { approveThroughFlow } from '../support/approvals.ts'
import { screenshot, signIn } from '../support/session.ts'

// Issue 32 in the browser: a payment application made in its editor (the Hengda order picked with
// what is still owed on it), approved and paid by its voucher confirmed in a batch; the demo
// purchase deposit started through the choose-approval dialog, approved through purchase_payment and
// completed. The trial balance page moves by what the voucher paid (the deposit's, dated by its payment, through the API).

test.use({ actionTimeout: 30_000 })

const HENGDA_ORDER = 'PO-20261201-0003'
const SHIPPING_DEPOSIT = '1000000000000003631'

type TrialBalance = { totals: { periodDebit: string; periodCredit: string } }
const periodDebit = async (call: Api) =>
  Number(
    (await call.get<TrialBalance>('/api/finance/trialBalance', { from: '2026-01-01', to: '2027-12-31' })).totals
      .periodDebit,
  )

/** This month's debits as the trial balance page shows them in its totals row (its period debit column). */
async function pageDebit(page: Page): Promise<number> {
  await page.goto('/erp/finance/trialBalance')
  const totals = page.getByTestId('trial-balance-totals')
  await expect(totals).toContainText('借贷平衡')
  const text = await totals.getByRole('cell').nth(3).textContent()
  return Number((text ?? '').replace(/,/g, ''))
}

type Page_ = { records: { id: string; code: string; status: number; amount: string }[] }

test('a payment applied for, approved and paid moves the trial balance', async ({ page, request }) => {
  const call = await signedInApi(request)
  await signIn(page)
  const before = await pageDebit(page)

  // The application: the Hengda order picked in the editor, 120 CNY of what it still owes.
  await page.goto('/finance/financialapplypay')
  await page.getByRole('button', { name: '新增付款申请' }).click()
  const editor = page.getByRole('dialog', { name: '新增付款申请' })
  await editor.getByRole('checkbox', { name: HENGDA_ORDER, exact: true }).check()
  await editor.getByRole('textbox', { name: `本次付款 ${HENGDA_ORDER}` }).fill('120')
  await screenshot(page, 'finance-payments-1-application-editor-zh-1440')
  await editor.getByRole('button', { name: '保存' }).click()
  await expect(editor).toBeHidden()
  const list = await call.get<Page_>('/api/financialApplyPay/list', { current: '1', size: '50' })
  const application = list.records.find((r) => Number(r.amount) === 120) as Page_['records'][number]
  expect(application).toBeTruthy()

  // Submitted and approved (the finance check) from its row, its voucher made there (each asks for its optional input).
  const applied = page.getByRole('row').filter({ hasText: application.code })
  await applied.getByRole('button', { name: '提交', exact: true }).click()
  await applied.getByRole('button', { name: '审核通过', exact: true }).click()
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click()
  await applied.getByRole('button', { name: '生成付款凭证', exact: true }).click()
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click()
  await expect(applied.getByRole('button', { name: '生成付款凭证', exact: true })).toHaveCount(0)

  // Paid: the voucher ticked in its list and confirmed in a batch.
  await page.goto('/finance/financialpayvoucher')
  const vouchers = await call.get<Page_>('/api/financialPayVoucher/list', {
    current: '1',
    size: '50',
    applyPayId: application.id,
  })
  const voucher = vouchers.records[0] as Page_['records'][number]
  await page.getByRole('row').filter({ hasText: voucher.code }).getByRole('checkbox').check()
  await page.getByRole('button', { name: '批量确认付款' }).click()
  await expect
    .poll(
      async () => (await call.get<{ status: number }>('/api/financialApplyPay/detail', { id: application.id })).status,
    )
    .toBe(7)
  // The trial balance page, opened on this month, shows the 120 paid among the month's debits.
  await expect.poll(() => pageDebit(page)).toBeCloseTo(before + 120, 2)

  // The purchase deposit: started through the choose-approval dialog, approved, completed.
  const mid = await periodDebit(call)
  await page.goto('/finance/purchasepayment')
  const deposit = page.getByRole('row').filter({ hasText: '127.50' })
  await deposit.getByRole('button', { name: '发起付款', exact: true }).click()
  const choose = page.getByRole('dialog', { name: '选择审批' })
  await choose.getByRole('row').nth(1).click()
  await choose.getByRole('button', { name: '确定' }).click()
  await expect
    .poll(
      async () =>
        (await call.get<{ approvalStatus: number }>('/api/erp/purchasepayment/detail', { id: SHIPPING_DEPOSIT }))
          .approvalStatus,
    )
    .toBe(2)
  await approveThroughFlow(call, 'erp/purchasepayment', SHIPPING_DEPOSIT)
  await page.reload()
  await page
    .getByRole('row')
    .filter({ hasText: '127.50' })
    .getByRole('button', { name: '完成付款', exact: true })
    .click()
  // The action asks for its optional input (date, rate, account), then to confirm the posting.
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click()
  await page.getByRole('dialog').filter({ hasText: '完成付款将记账' }).getByRole('button', { name: '确定' }).click()
  await expect
    .poll(
      async () =>
        (await call.get<{ status: number }>('/api/erp/purchasepayment/detail', { id: SHIPPING_DEPOSIT })).status,
      { timeout: 30_000 },
    )
    .toBe(3)
  // 127.50 USD at the booking rate into CNY: the trial balance's debits grow by its base amount.
  await expect.poll(async () => (await periodDebit(call)) > mid).toBe(true)
  await screenshot(page, 'finance-payments-3-purchase-payment-paid-zh-1440')
})
