import { createHash } from 'node:crypto'
import { type APIRequestContext, expect, type Page } from '@playwright/test'

/** The test-only captcha answer the server is started with (CAPTCHA_TEST_CODE). */
export const CAPTCHA = 'e2e1'

export type Account = { tenant?: string; username: string; password: string }
export const ADMIN: Account = { username: 'admin', password: 'Admin123' }
export const FINANCE: Account = { username: 'finance', password: 'Finance123' }
export const WAREHOUSE: Account = { username: 'warehouse', password: 'Warehouse123' }

/** Signs in through the sign-in page (Chinese labels) and waits for the home page. */
export async function signIn(page: Page, account: Account = ADMIN): Promise<void> {
  await page.goto('/login')
  const tenant = page.getByLabel('租户ID')
  if (await tenant.isVisible()) await tenant.fill(account.tenant ?? '000000')
  await page.getByLabel('用户名').fill(account.username)
  await page.getByLabel('密码', { exact: true }).fill(account.password)
  await page.getByLabel('验证码').fill(CAPTCHA)
  await page.getByRole('button', { name: '登录' }).click()
  await expect(page).toHaveURL(/\/desk\/notice$/)
  await closeNewsDialog(page)
}

/** The news dialog opens once after sign-in when there is news; closes it so it does not cover the page. */
export async function closeNewsDialog(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog')
  const shown = await dialog
    .first()
    .waitFor({ state: 'visible', timeout: 5_000 })
    .then(() => true)
    .catch(() => false)
  if (shown) {
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
  }
}

/**
 * The password grant's answer for an account. An account with a wrong password on record (a test
 * typed one on /login) needs a captcha: then it asks again with one solved by the test code.
 */
export async function passwordGrant(request: APIRequestContext, account: Account = ADMIN) {
  const grant = (captcha: Record<string, string> = {}) =>
    request.post('/api/blade-auth/oauth/token', {
      params: {
        tenantId: account.tenant ?? '000000',
        username: account.username,
        password: createHash('md5').update(account.password).digest('hex'),
        grant_type: 'password',
        scope: 'all',
        type: 'account',
      },
      headers: {
        Authorization: `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`,
        'Tenant-Id': account.tenant ?? '000000',
        ...captcha,
      },
    })
  let res = await grant()
  if (res.status() === 400 && (await res.text()).includes('验证码')) {
    const { key } = (await (await request.get('/api/blade-auth/oauth/captcha')).json()) as { key: string }
    res = await grant({ 'Captcha-Key': key, 'Captcha-Code': CAPTCHA })
  }
  return (await res.json()) as { access_token?: string }
}

/** An access token for direct API calls (the password grant of the web client). */
export async function apiToken(request: APIRequestContext, account: Account = ADMIN): Promise<string> {
  const body = await passwordGrant(request, account)
  expect(body.access_token, JSON.stringify(body)).toBeTruthy()
  return body.access_token as string
}

/** Headers of a signed-in API call. */
export function authHeaders(token: string, tenant = '000000'): Record<string, string> {
  return {
    Authorization: `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`,
    'Blade-Auth': `bearer ${token}`,
    'Tenant-Id': tenant,
  }
}

/** Where the suite writes the screenshots people look at (kept across runs; outputDir is wiped per run). */
export function screenshotPath(name: string): string {
  return `test-results/screens/${name}.png`
}

/** A screenshot people look at (screenshotPath), without animations or the notifications that come and go. */
export function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  return page.screenshot({
    path: screenshotPath(name),
    ...options,
    animations: 'disabled',
    style: '.mantine-Notifications-root { display: none !important; }',
  })
}

/**
 * Chooses a language in the header's (or the lock or sign-in page's) switch. Retried as a whole: a click that
 * lands while the page is still being replaced (just after a navigation) opens a list that is then unmounted.
 */
export async function chooseLanguage(page: Page, label: string | RegExp, option: string): Promise<void> {
  const choice = page.getByRole('option', { name: option })
  await expect(async () => {
    if (!(await choice.isVisible())) await page.getByRole('combobox', { name: label }).first().click()
    await choice.click({ timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
}
