import { copyFileSync, mkdirSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { signedInApi } from '../support/api.ts'
import { apiToken, chooseLanguage, FINANCE, screenshotPath, signIn } from '../support/session.ts'

// Issue 32's books in the browser, as the demo finance clerk: the trial balance (its totals row says
// whether debits equal credits, beside a chart of closing balances by root type) and aged payables
// (stacked bars per party and the table of parties), each agreeing with what the API answers.

test.use({ actionTimeout: 30_000 })

/** Where the screenshots are looked at besides the run's own folder. */
const SHOTS = process.env.SHOTS_DIR ?? '/work/shots'

const shot = async (page: Page, name: string) => {
  await page.screenshot({
    path: screenshotPath(name),
    fullPage: true,
    animations: 'disabled',
    style: '.mantine-Notifications-root { display: none !important; }',
  })
  mkdirSync(SHOTS, { recursive: true })
  copyFileSync(screenshotPath(name), `${SHOTS}/${name}.png`)
}

type Totals = Record<'openingDebit' | 'closingDebit' | 'closingCredit', string>
const twoPlaces = (v: string) => Number(v).toFixed(2)

test('the finance clerk reads the trial balance and aged payables, in Chinese and in English', async ({
  page,
  request,
}) => {
  const api = await signedInApi(request, await apiToken(request, FINANCE))
  await signIn(page, FINANCE)

  const tb = await api.get<{ totals: Totals; from: string; to: string }>('/api/finance/trialBalance', {})
  expect(tb.totals.closingDebit).toBe(tb.totals.closingCredit)
  await page.goto('/erp/finance/trialBalance')
  await expect(page.getByRole('heading', { name: '试算平衡表' })).toBeVisible()
  const totals = page.getByTestId('trial-balance-totals')
  await expect(totals).toContainText('借贷平衡')
  await expect(totals).toContainText(twoPlaces(tb.totals.closingDebit))
  await expect(page.locator('.recharts-wrapper').first()).toBeVisible()
  await shot(page, 'books-trial-balance-zh')

  const aged = await api.get<{ totals: { total: string }; parties: unknown[] }>('/api/finance/agedPayables', {})
  await page.goto('/erp/finance/agedPayables')
  await expect(page.getByRole('heading', { name: '应付账龄' })).toBeVisible()
  const table = page.getByTestId('aged-payables')
  await expect(table).toContainText('90天以上')
  await expect(table.locator('tfoot')).toContainText(twoPlaces(aged.totals.total))
  if (aged.parties.length === 0) await expect(table).toContainText('没有未付的应付款')
  await shot(page, 'books-aged-payables-zh')

  await chooseLanguage(page, '语言', 'English')
  await expect(page.getByRole('heading', { name: 'Aged payables' })).toBeVisible()
  await expect(table).toContainText('Over 90 days')
  await page.goto('/erp/finance/trialBalance')
  await expect(page.getByRole('heading', { name: 'Trial balance' })).toBeVisible()
  await expect(page.getByTestId('trial-balance-totals')).toContainText('Debits equal credits')
  await shot(page, 'books-trial-balance-en')
})
