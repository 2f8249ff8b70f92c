import { expect, type Page, test } from '@playwright/test'
import { ADMIN, CAPTCHA, screenshotPath } from '../support/session.ts'

// The floor app's shell (issue 11 §2, §4) on a phone (390×844): its own sign-in, the warehouse, the
// home's tiles and the status bar in zh, en and ja (switched without a reload), and the app shell
// served by the service worker: offline, a deep link to /floor/picking still opens after a reload.

const TILES = {
  zh: ['收货', '上架', '拣货', '打包', '盘点', '查询'],
  en: ['Receiving', 'Put away', 'Picking', 'Packing', 'Stocktaking', 'Lookup'],
  ja: ['入荷', '棚入れ', 'ピッキング', '梱包', '棚卸', '照会'],
} as const
const LANGUAGE_NAMES = { zh: '中文', en: 'English', ja: '日本語' } as const
const MENU = { zh: '菜单', en: 'Menu', ja: 'メニュー' } as const
const SYNC_NOW = { zh: '立即同步', en: 'Sync now', ja: '今すぐ同期' } as const

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: screenshotPath(`floor-${name}`) })
}

/** Switches the language from the menu; the page stays where it is (no reload). */
async function switchLanguage(page: Page, from: keyof typeof MENU, to: keyof typeof MENU) {
  const marker = await page.evaluate(() => {
    ;(window as unknown as { floorMarker: number }).floorMarker = Math.random()
    return (window as unknown as { floorMarker: number }).floorMarker
  })
  const url = page.url()
  await page.getByRole('button', { name: MENU[from], exact: true }).click()
  const drawer = page.getByRole('dialog')
  await drawer.getByText(LANGUAGE_NAMES[to], { exact: true }).click()
  await expect(drawer.getByText(MENU[to], { exact: true })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  expect(page.url()).toBe(url)
  expect(await page.evaluate(() => (window as unknown as { floorMarker?: number }).floorMarker)).toBe(marker)
}

async function expectHome(page: Page, lang: keyof typeof TILES) {
  for (const name of TILES[lang]) await expect(page.getByRole('link', { name })).toBeVisible()
  await expect(page.getByRole('button', { name: SYNC_NOW[lang] })).toBeVisible()
}

test('[FLOOR][SHELL]: sign in on the floor, choose the warehouse, work tiles and status bar in zh/en/ja, deep link offline', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  const errors: string[] = []
  page.on('console', (m) => {
    // Offline, the browser logs the refused network requests it was asked for: those are expected.
    if (m.type() === 'error' && !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(m.text()))
      errors.push(m.text())
  })
  await page.setViewportSize({ width: 390, height: 844 })
  // Dialogs appear at once (the floor honours reduced motion), so screenshots show them whole.
  await page.emulateMedia({ reducedMotion: 'reduce' })

  // A signed-out deep link goes to the floor's own sign-in and comes back after it.
  await page.goto('/floor/picking')
  await expect(page).toHaveURL(/\/floor\/login$/)
  const tenant = page.getByLabel('租户ID')
  if (await tenant.isVisible()) await tenant.fill(ADMIN.tenant ?? '000000')
  await page.getByLabel('用户名').fill(ADMIN.username)
  await page.getByLabel('密码', { exact: true }).fill(ADMIN.password)
  await page.getByLabel('验证码').fill(CAPTCHA)
  await expect(page.getByRole('img', { name: '看不清？点击图片换一张' })).toHaveAttribute('src', /^data:/)
  await shoot(page, 'login-zh')
  await page.getByRole('button', { name: '登录' }).click()

  // No warehouse chosen yet: choose it first, then the page asked for opens.
  await expect(page).toHaveURL(/\/floor\/warehouse$/)
  await expect(page.locator('header').getByRole('heading', { name: '选择仓库' })).toBeVisible()
  await expect(page.getByTestId('floor-warehouse-choice').first()).toBeVisible()
  await shoot(page, 'warehouse-zh')
  await page.getByTestId('floor-warehouse-choice').filter({ hasText: '洛杉矶自营仓' }).click()
  await expect(page).toHaveURL(/\/floor\/picking$/)
  await expect(page.locator('header').getByRole('heading', { name: '拣货' })).toBeVisible()

  // Home: six tiles and the status bar (online, nothing pending, a sync time once synced).
  await page.getByRole('button', { name: '返回' }).click()
  await expect(page).toHaveURL(/\/floor\/$/)
  await expectHome(page, 'zh')
  await expect(page.getByTestId('floor-warehouse')).toHaveText('洛杉矶自营仓')
  await expect(page.getByTestId('floor-online')).toHaveText('在线')
  await expect(page.getByTestId('floor-pending')).toHaveText('待同步 0')
  await expect(page.getByTestId('floor-last-sync')).toHaveText(/上次同步 \d\d:\d\d/, { timeout: 15_000 })
  await expect(page.getByRole('button', { name: '需处理 0' })).toBeVisible()
  await expect(page.locator('header').getByRole('heading', { name: '仓库作业' })).toBeVisible()
  await shoot(page, 'home-zh')
  // Headless Chromium grants no persistent storage: the warning shows, and closes for a day.
  const warning = page.getByText(/浏览器未授予持久存储/)
  if (await warning.isVisible()) {
    await page.getByRole('button', { name: '关闭提示' }).click()
    await expect(warning).toHaveCount(0)
  }

  await switchLanguage(page, 'zh', 'en')
  await expectHome(page, 'en')
  await expect(page.getByTestId('floor-pending')).toHaveText('0 to sync')
  await shoot(page, 'home-en')
  await switchLanguage(page, 'en', 'ja')
  await expectHome(page, 'ja')
  await shoot(page, 'home-ja')
  await switchLanguage(page, 'ja', 'zh')
  await expectHome(page, 'zh')

  // Needs attention, the menu and the sign-out question, as a worker sees them.
  await page.getByRole('button', { name: '需处理 0' }).click()
  await expect(page.getByRole('dialog').getByText('没有需要处理的作业')).toBeVisible()
  await shoot(page, 'attention-zh')
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: '菜单', exact: true }).click()
  await expect(page.getByRole('dialog').getByRole('button', { name: '退出登录' })).toBeVisible()
  await shoot(page, 'menu-zh')
  // The queue exports as a file (JSON), even when it holds nothing yet.
  const download = page.waitForEvent('download')
  await page.getByRole('dialog').getByRole('button', { name: '导出待同步队列' }).click()
  expect((await download).suggestedFilename()).toMatch(/^floor-queue-[0-9a-f]{8}-\d{8}T\d{6}\.json$/)
  await page.getByRole('dialog').getByRole('button', { name: '退出登录' }).click()
  await expect(page.getByRole('dialog').getByText('确定退出登录吗？')).toBeVisible()
  await shoot(page, 'sign-out-zh')
  await page.getByRole('dialog').getByRole('button', { name: '取消' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // The app shell is precached and the worker controls the page from its first visit.
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.ready
    return Boolean(registration.active && navigator.serviceWorker.controller)
  })

  // Offline: the deep link opens and survives a reload, served by the service worker.
  await context.setOffline(true)
  await page.goto('/floor/picking')
  await expect(page.locator('header').getByRole('heading', { name: '拣货' })).toBeVisible()
  await page.reload()
  await expect(page.locator('header').getByRole('heading', { name: '拣货' })).toBeVisible()
  await expect(page.getByTestId('floor-online')).toHaveText('离线')
  await shoot(page, 'picking-offline-zh')
  // The language switches offline too, without leaving the task.
  await switchLanguage(page, 'zh', 'en')
  await expect(page.locator('header').getByRole('heading', { name: 'Picking' })).toBeVisible()
  await switchLanguage(page, 'en', 'zh')
  await context.setOffline(false)

  expect(errors).toEqual([])
})
