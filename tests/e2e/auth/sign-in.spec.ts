import { expect, type Page, test } from '@playwright/test'

import { CAPTCHA, chooseLanguage, closeNewsDialog, screenshotPath } from '../support/session.ts'

async function fillSignIn(page: Page, password: string, tenant = '000000') {
  await page.getByLabel('租户ID').fill(tenant)
  await page.getByLabel('用户名').fill('admin')
  await page.getByLabel('密码', { exact: true }).fill(password)
  await page.getByLabel('验证码').fill(CAPTCHA)
}

test('[AUTH][SIGN-IN]: signs in through the captcha page and lands on the notices', async ({ page }) => {
  await page.goto('/login')
  await expect(page.getByRole('img', { name: /点击图片/ })).toHaveAttribute('src', /^data:image\/svg\+xml/)
  await page.screenshot({ path: screenshotPath('sign-in-zh') })
  await fillSignIn(page, 'Admin123')
  await page.getByRole('button', { name: '登录' }).click()
  await expect(page).toHaveURL(/\/desk\/notice$/)
  await expect(page.getByText('欢迎，管理员')).toBeVisible()
  await expect(page.getByRole('cell', { name: '系统上线通知' })).toBeVisible()
  await page.screenshot({ path: screenshotPath('home-zh') })
})

test('[AUTH][SIGN-IN]: a wrong password shows the server message and stays on /login', async ({ page }) => {
  await page.goto('/login')
  await fillSignIn(page, 'Wrong123')
  await page.getByRole('button', { name: '登录' }).click()
  await expect(page.getByRole('alert')).toContainText('用户名或密码不正确')
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByLabel('验证码')).toHaveValue('')
})

test('[AUTH][SIGN-IN]: a password under 6 characters is refused before any call', async ({ page }) => {
  await page.goto('/login')
  let tokenCalls = 0
  page.on('request', (r) => {
    if (r.url().includes('/oauth/token')) tokenCalls++
  })
  await fillSignIn(page, '12345')
  await page.getByRole('button', { name: '登录' }).click()
  await expect(page.getByText('密码长度最少为6位')).toBeVisible()
  expect(tokenCalls).toBe(0)
})

test('[AUTH][GUARD]: a console page without a session goes to /login', async ({ page }) => {
  await page.goto('/desk/notice')
  await expect(page).toHaveURL(/\/login$/)
})

test('[AUTH][I18N]: English labels, and the tenant isolation is visible', async ({ page }) => {
  await page.goto('/login')
  await chooseLanguage(page, '语言', 'English')
  await expect(page.getByLabel('User name')).toBeVisible()
  await expect(page).toHaveTitle('Sign in - Cross-border ERP')
  await page.screenshot({ path: screenshotPath('sign-in-en') })
  await page.getByLabel('Tenant ID').fill('100001')
  await page.getByLabel('User name').fill('admin')
  await page.getByLabel('Password', { exact: true }).fill('Admin123')
  await page.getByLabel('Captcha').fill(CAPTCHA)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('cell', { name: 'Welcome to Pacific Crossborder' })).toBeVisible()
  await expect(page.getByRole('cell', { name: '系统上线通知' })).toHaveCount(0)
  await page.screenshot({ path: screenshotPath('home-en') })
  await closeNewsDialog(page)
  await page.getByRole('button', { name: 'User menu' }).click()
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  await page.getByRole('button', { name: 'OK' }).click()
  await expect(page).toHaveURL(/\/login$/)
})
