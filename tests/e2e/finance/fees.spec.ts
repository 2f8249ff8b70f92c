import { expect, test } from '@playwright/test'
import { signedInApi } from '../support/api.ts'
import { screenshot, signIn } from '../support/session.ts'

// Issue 32's fees in the browser: a forwarder's bill entered in its form and registered from its row
// (the payable appears in aged payables), then paid through a payment application and its voucher:
// the bill's row reads paid and the forwarder's payable falls back by what was paid. Every step is a screen's.

test.use({ actionTimeout: 30_000 })

const FORWARDER = 'Oceanlink Forwarding (Ningbo) Co., Ltd.'
const FORWARDER_ID = '1000000000000031901'
const BILL_NO = 'E2E-FEE-0001'

type Aged = { parties: { party: { type: string; id: string }; total: string }[] }

test('a fee bill entered and registered on its screen, then paid, reads paid and leaves nothing owed on it', async ({
  page,
  request,
}) => {
  const call = await signedInApi(request)
  const owed = async () => {
    const aged = await call.get<Aged>('/api/finance/agedPayables', {})
    const row = aged.parties.find((p) => p.party.id === FORWARDER_ID && p.party.type === 'provider')
    return Number(row?.total ?? 0)
  }
  const before = await owed()
  await signIn(page)

  // The bill, in its form: 345.60 CNY of freight owed to the forwarder.
  await page.goto('/finance/financialfeedetail')
  await page.getByRole('button', { name: '新增', exact: true }).click()
  const form = page.getByRole('dialog', { name: '新增 · 账单登记' })
  await form.getByLabel('账单号').fill(BILL_NO)
  await form.getByLabel('费用类型').click()
  await page.getByRole('option', { name: '物流运费' }).click()
  await form.getByLabel('收款单位', { exact: true }).click()
  await form.getByLabel('收款单位', { exact: true }).fill('Oceanlink')
  await page.getByRole('option', { name: FORWARDER }).click()
  await form.getByLabel('收款单位名称').fill(FORWARDER)
  await form.getByLabel('金额').fill('345.60')
  await form.getByLabel('币种').click()
  await form.getByLabel('币种').fill('CNY')
  await page.getByRole('option', { name: /^CNY/ }).click()
  await form.getByLabel('所属月份').fill('2026-12')
  await screenshot(page, 'finance-fees-1-bill-form-zh-1440')
  await form.getByRole('button', { name: '确定' }).click()
  await expect(form).toBeHidden()

  // Registered from its row (the action asks to confirm the posting): Dr fee expense / Cr payable.
  const row = page.getByRole('row').filter({ hasText: BILL_NO })
  await expect(row).toContainText('待登记')
  await row.getByRole('button', { name: '登记入账' }).click()
  await page.getByRole('dialog').filter({ hasText: '应付账款' }).getByRole('button', { name: '确定' }).click()
  await expect(row).toContainText('已登记')
  await expect.poll(owed).toBeCloseTo(before + 345.6, 2)

  // Paid on the screens: a payment application picking the bill, submitted, approved, its voucher made and confirmed.
  await page.goto('/finance/financialapplypay')
  await page.getByRole('button', { name: '新增付款申请' }).click()
  const editor = page.getByRole('dialog', { name: '新增付款申请' })
  await editor.getByLabel('关联类型').click()
  await page.getByRole('option', { name: '费用明细' }).click()
  await editor.getByRole('checkbox', { name: BILL_NO, exact: true }).check()
  await editor.getByRole('textbox', { name: `本次付款 ${BILL_NO}` }).fill('345.60')
  await editor.getByRole('button', { name: '保存' }).click()
  await expect(editor).toBeHidden()
  const applications = await call.get<{ records: { code: string; amount: string; relationType: number }[] }>(
    '/api/financialApplyPay/list',
    { current: '1', size: '100' },
  )
  const application = applications.records.find((r) => Number(r.relationType) === 3 && Number(r.amount) === 345.6)
  expect(application).toBeTruthy()
  const applied = page.getByRole('row').filter({ hasText: application?.code })
  await applied.getByRole('button', { name: '提交', exact: true }).click()
  await applied.getByRole('button', { name: '审核通过', exact: true }).click()
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click()
  await applied.getByRole('button', { name: '生成付款凭证', exact: true }).click()
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click()
  await expect(applied.getByRole('button', { name: '生成付款凭证', exact: true })).toHaveCount(0)
  await page.goto('/finance/financialpayvoucher')
  const voucher = page.getByRole('row').filter({ hasText: application?.code })
  await voucher.getByRole('checkbox').check()
  await page.getByRole('button', { name: '批量确认付款' }).click()

  // The bill's row reads paid; the forwarder is owed what it was before.
  await expect.poll(owed).toBeCloseTo(before, 2)
  await page.goto('/finance/financialfeedetail')
  await expect(page.getByRole('row').filter({ hasText: BILL_NO })).toContainText('已付款')
  await page.getByRole('tab', { name: '已付款' }).click()
  await expect(page.getByRole('row').filter({ hasText: BILL_NO })).toBeVisible()
  await screenshot(page, 'finance-fees-2-bill-paid-zh-1440')
  await expect.poll(owed).toBeCloseTo(before, 2)
})
