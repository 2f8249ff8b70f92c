import { type APIRequestContext, expect, type Page, test } from '@playwright/test'

import {
  type Account,
  ADMIN,
  apiToken,
  authHeaders,
  CAPTCHA,
  chooseLanguage,
  passwordGrant,
  screenshotPath,
  signIn,
} from '../support/session.ts'

/** The demo role and department of a warehouse operator (server/system/access.ts). */
const WAREHOUSE_ROLE = '1000000000000001001'
const SERVICE_DEPT = '1000000000000001201'

/** A user of this run only, so changing its password disturbs no other spec. */
async function createUser(request: APIRequestContext, password: string): Promise<Account> {
  const account = `f1pw${Date.now().toString(36)}`
  const token = await apiToken(request, ADMIN)
  const res = await request.post('/api/blade-user/submit', {
    headers: authHeaders(token),
    data: {
      account,
      password,
      password2: password,
      name: '改密',
      realName: '改密测试',
      roleId: WAREHOUSE_ROLE,
      deptId: SERVICE_DEPT,
    },
  })
  const body = await res.json()
  expect(body.code, JSON.stringify(body)).toBe(200)
  return { username: account, password }
}

/** Whether the password grant accepts these credentials. */
async function canSignIn(request: APIRequestContext, account: Account): Promise<boolean> {
  return Boolean((await passwordGrant(request, account)).access_token)
}

/**
 * Signs in through the form on /login. The news dialog follows only when the user may read the
 * publications and there are some: its answer decides, so no time is spent waiting for a dialog that
 * never comes.
 */
async function signInAs(page: Page, account: Account) {
  if (!page.url().endsWith('/login')) await page.goto('/login')
  const tenant = page.getByLabel('租户ID')
  if (await tenant.isVisible()) await tenant.fill('000000')
  await page.getByLabel('用户名').fill(account.username)
  await page.getByLabel('密码', { exact: true }).fill(account.password)
  await page.getByLabel('验证码').fill(CAPTCHA)
  const news = page.waitForResponse((r) => r.url().includes('/api/publishInformation/list'))
  await page.getByRole('button', { name: '登录' }).click()
  await expect(page).toHaveURL(/\/desk\/notice$/)
  const body = await (await news).json()
  if (body.success && body.data?.records?.length > 0) {
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
  }
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: '用户菜单' }).click()
  await page.getByRole('menuitem', { name: '退出登录' }).click()
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click()
  await expect(page).toHaveURL(/\/login$/)
}

test('[AUTH][LOCK]: the first lock asks for a lock password; /lock refuses a wrong one and unlocks back to the page', async ({
  page,
}) => {
  await signIn(page)
  // Unlocking returns to the page the console was locked on, not home.
  await page.goto('/products/basebrand')
  await page.getByRole('button', { name: '锁屏' }).click()
  const dialog = page.getByRole('dialog', { name: '设置锁屏密码' })
  // Locking needs a lock password first.
  await dialog.getByRole('button', { name: '锁屏' }).click()
  await expect(dialog.getByText('锁屏密码不能为空')).toBeVisible()
  await dialog.getByLabel('锁屏密码').fill('Lock2468')
  await dialog.getByRole('button', { name: '锁屏' }).click()
  await expect(page).toHaveURL(/\/lock$/)
  await expect(page).toHaveTitle('锁屏 - 跨境电商 ERP')
  await expect(page.getByRole('heading', { name: '管理员' })).toBeVisible()
  await page.screenshot({ path: screenshotPath('lock-zh') })

  // While locked, every console page leads back to /lock, a reload included.
  await page.goto('/system/user')
  await expect(page).toHaveURL(/\/lock$/)

  await page.getByLabel('锁屏密码').fill('Wrong2468')
  await page.getByRole('button', { name: '解锁' }).click()
  await expect(page.getByText('解锁密码错误，请重新输入')).toBeVisible()
  await expect(page).toHaveURL(/\/lock$/)
  await page.getByLabel('锁屏密码').fill('Lock2468')
  await page.getByRole('button', { name: '解锁' }).click()
  await expect(page).toHaveURL(/\/products\/basebrand$/)

  // The second lock reuses the password without asking; the lock page speaks English too.
  await page.getByRole('button', { name: '锁屏' }).click()
  await expect(page).toHaveURL(/\/lock$/)
  await chooseLanguage(page, '语言', 'English')
  await expect(page.getByText('Screen locked')).toBeVisible()
  await expect(page.getByRole('heading', { name: '管理员' })).toBeVisible()
  await expect(page).toHaveTitle('Locked - Cross-border ERP')
  await page.screenshot({ path: screenshotPath('lock-en') })
  await page.getByLabel('Lock password').fill('Lock2468')
  await page.getByRole('button', { name: 'Unlock' }).click()
  await expect(page).toHaveURL(/\/products\/basebrand$/)
  await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible()
})

test('[AUTH][LOCK]: logging out from /lock asks first, ends the session and the lock', async ({ page }) => {
  await signIn(page)
  await page.getByRole('button', { name: '锁屏' }).click()
  await page.getByRole('dialog', { name: '设置锁屏密码' }).getByLabel('锁屏密码').fill('Lock1357')
  await page.getByRole('dialog', { name: '设置锁屏密码' }).getByRole('button', { name: '锁屏' }).click()
  await expect(page).toHaveURL(/\/lock$/)
  await page.getByRole('button', { name: '退出登录' }).click()
  await page.getByRole('button', { name: '取消' }).click()
  await expect(page).toHaveURL(/\/lock$/)
  await page.getByRole('button', { name: '退出登录' }).click()
  await page.getByRole('button', { name: '确定' }).click()
  await expect(page).toHaveURL(/\/login$/)
  // Signed in again, the console opens unlocked.
  await signIn(page)
  await page.goto('/system/user')
  await expect(page).toHaveURL(/\/system\/user$/)
})

test('[AUTH][PROFILE]: a user changes the password, signs in with the new one, and changes it back', async ({
  page,
  request,
}) => {
  const first = await createUser(request, 'Service123')
  const changed: Account = { ...first, password: 'Changed456' }
  await signInAs(page, first)
  await page.getByRole('button', { name: '用户菜单' }).click()
  await page.getByRole('menuitem', { name: '个人信息' }).click()
  await expect(page).toHaveURL(/\/info\/index$/)
  await expect(page).toHaveTitle('个人信息 - 跨境电商 ERP')
  await expect(page.getByLabel('登录账号')).toHaveValue(first.username)
  await expect(page.getByLabel('真实姓名')).toHaveValue('改密测试')
  await page.screenshot({ path: screenshotPath('profile-zh') })

  await page.getByRole('tab', { name: '修改密码' }).click()
  const oldPassword = page.getByRole('textbox', { name: '原密码', exact: true })
  const newPassword = page.getByRole('textbox', { name: '新密码', exact: true })
  const confirm = page.getByRole('textbox', { name: '确认密码', exact: true })
  // The 8-16 rules and the matching confirmation are checked before any call.
  await oldPassword.fill(first.password)
  await newPassword.fill('weakpass')
  await confirm.fill('different1A')
  await page.getByRole('button', { name: '保存' }).click()
  await expect(page.getByText('密码强度须包含0-9、A-Z、a-z，长度8-16位')).toBeVisible()
  await expect(page.getByText('两次输入密码不一致!')).toBeVisible()
  // A wrong current password is refused by the server, on its field.
  await oldPassword.fill('Nope12345')
  await newPassword.fill(changed.password)
  await confirm.fill(changed.password)
  await page.getByRole('button', { name: '保存' }).click()
  await expect(oldPassword).toHaveAccessibleDescription('原密码不正确')
  await oldPassword.fill(first.password)
  await newPassword.fill(changed.password)
  await confirm.fill(changed.password)
  await page.getByRole('button', { name: '保存' }).click()
  await expect(page.getByText('密码修改成功')).toBeVisible()
  await expect(newPassword).toHaveValue('')

  // Signed out, the old password no longer opens the console and the new one does.
  await signOut(page)
  await page.getByLabel('用户名').fill(first.username)
  await page.getByLabel('密码', { exact: true }).fill(first.password)
  await page.getByLabel('验证码').fill(CAPTCHA)
  await page.getByRole('button', { name: '登录' }).click()
  await expect(page.getByRole('alert').filter({ hasText: '用户名或密码不正确' })).toBeVisible()
  await signInAs(page, changed)

  // Changed back, through the same screen, this time in English.
  await page.goto('/info/index')
  await chooseLanguage(page, '语言', 'English')
  await expect(page).toHaveTitle('Profile - Cross-border ERP')
  await expect(page.getByLabel('Real name')).toHaveValue('改密测试')
  await page.screenshot({ path: screenshotPath('profile-en') })
  await page.getByRole('tab', { name: 'Change password' }).click()
  await page.getByRole('textbox', { name: 'Current password', exact: true }).fill(changed.password)
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(first.password)
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(first.password)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Password changed')).toBeVisible()
  expect(await canSignIn(request, first)).toBe(true)
  expect(await canSignIn(request, changed)).toBe(false)
})
