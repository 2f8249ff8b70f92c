import { expect, test } from '@playwright/test'
import { signedInApi } from '../support/api.ts'
import { screenshot, signIn } from '../support/session.ts'

// Issue 32's factory invoices in the browser: the demo's submitted Kaili invoice confirmed from its
// row (the action asks before it posts) reads invoiced, and the payable account's entries page lists
// what it posted to the factory (the deposits it applied beside it), whose aged payable never goes below zero.

test.use({ actionTimeout: 30_000 })

const SUBMITTED = 'FI-20261203-0002'
const KAILI = '1000000000000003201'

type Aged = { parties: { party: { type: string; id: string }; total: string }[] }
type Account = { id: string; code: string }
test('a submitted factory invoice confirmed from its row posts to the factory’s payable', async ({ page, request }) => {
  const call = await signedInApi(request)
  const owedToKaili = async () => {
    const aged = await call.get<Aged>('/api/finance/agedPayables', {})
    return Number(aged.parties.find((p) => p.party.id === KAILI && p.party.type === 'factory')?.total ?? 0)
  }
  const before = await owedToKaili()
  await signIn(page)

  await page.goto('/finance/financialfactory')
  const row = page.getByRole('row').filter({ hasText: SUBMITTED })
  await expect(row).toContainText('已提交')
  await row.getByRole('button', { name: '确认开票', exact: true }).click()
  await page.getByRole('dialog').filter({ hasText: '确认后记入应付账款' }).getByRole('button', { name: '确定' }).click()
  await expect(row).toContainText('已开票')
  // Invoiced: no longer submitted, so neither withdrawn nor confirmed again.
  await expect(row.getByRole('button', { name: '确认开票', exact: true })).toHaveCount(0)
  await screenshot(page, 'finance-invoices-1-factory-invoice-confirmed-zh-1440', { fullPage: true })

  // The payable's entries (any month) list the invoice against the factory; what the factory is owed stays ≥ 0.
  const accounts = await call.get<{ records: Account[] }>('/api/erp/financeaccount/list', { code: '2202', size: '10' })
  const payable = accounts.records.find((a) => a.code === '2202') as Account
  await page.goto(`/erp/finance/accountEntries?accountId=${payable.id}&from=2026-01-01&to=2099-12-31`)
  await expect(page.getByRole('row').filter({ hasText: SUBMITTED }).first()).toBeVisible()
  await screenshot(page, 'finance-invoices-2-payable-entries-zh-1440', { fullPage: true })
  expect(await owedToKaili()).toBeGreaterThanOrEqual(0)
  expect(before).toBeGreaterThanOrEqual(0)
})
