import { statSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'

import { apiToken, authHeaders, chooseLanguage, screenshotPath, signIn } from '../support/session.ts'

const APP_ZH = '跨境电商 ERP'

const sideMenu = (page: Page, name = '菜单') => page.getByRole('navigation', { name })
const tabsBar = (page: Page, name = '已打开的页面') => page.getByRole('navigation', { name })

test('[CONSOLE][MENU]: at 1280x720 opens pages from the side menu (hover and click) and from the menu search', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 })
  await signIn(page)
  // The whole header fits, and the side menu is shown without a burger.
  await expect(sideMenu(page).getByRole('button', { name: '产品管理' })).toBeVisible()
  await expect(page.getByRole('button', { name: '用户菜单' })).toBeInViewport({ ratio: 1 })
  await expect(page.getByRole('button', { name: '打开菜单' })).toBeHidden()
  await page.screenshot({ path: screenshotPath('shell-home-zh') })

  // Hovering a group shows its children; a child opens its page, titled from the menu, in a tab.
  await sideMenu(page).getByRole('button', { name: '产品管理' }).hover()
  await page.getByRole('link', { name: '品牌', exact: true }).click()
  await expect(page).toHaveURL(/\/products\/basebrand$/)
  await expect(page).toHaveTitle(`品牌 - ${APP_ZH}`)
  await expect(tabsBar(page).getByRole('link', { name: '品牌' })).toHaveAttribute('aria-current', 'page')

  // Clicking a group opens it as well.
  await sideMenu(page).getByRole('button', { name: '系统管理' }).click()
  await page.getByRole('link', { name: '参数管理', exact: true }).click()
  await expect(page).toHaveURL(/\/system\/param$/)
  await expect(page).toHaveTitle(`参数管理 - ${APP_ZH}`)

  // Ctrl+K opens the menu search; a name prefix and Enter open the page.
  await page.keyboard.press('Control+k')
  const search = page.getByRole('dialog', { name: '菜单搜索' })
  await search.getByRole('combobox', { name: '菜单搜索' }).fill('币')
  await expect(search.getByRole('option')).toHaveText([/^币种/])
  await page.keyboard.press('Enter')
  await expect(search).toBeHidden()
  await expect(page).toHaveURL(/\/pricing\/basecurrency$/)
  await expect(page).toHaveTitle(`币种 - ${APP_ZH}`)

  // The search icon opens it too; Esc closes it without moving.
  await page.getByRole('button', { name: '菜单搜索' }).click()
  await search.getByRole('combobox', { name: '菜单搜索' }).fill('参')
  await expect(search.getByRole('option', { name: /参数管理/ })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(search).toBeHidden()
  await expect(page).toHaveURL(/\/pricing\/basecurrency$/)
  await page.getByRole('button', { name: '菜单搜索' }).click()
  await search.getByRole('combobox', { name: '菜单搜索' }).fill('用')
  await expect(search.getByRole('option', { name: /^用户/ })).toHaveAttribute('aria-selected', 'true')
  await page.screenshot({ path: screenshotPath('menu-search-zh'), animations: 'disabled' })
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/system\/user$/)
  await expect(page).toHaveTitle(`用户 - ${APP_ZH}`)

  // Every visited page has its tab, home first.
  await expect(tabsBar(page).getByRole('link')).toHaveText(['通知公告', '品牌', '参数管理', '币种', '用户'])
})

test('[CONSOLE][TABS]: close one, close others from the right-click menu, close all returns home', async ({ page }) => {
  await signIn(page)
  const tabs = tabsBar(page)
  const paths = ['/products/basebrand', '/system/param', '/pricing/basecurrency', '/system/user']
  for (const [i, path] of paths.entries()) {
    await page.goto(path)
    await expect(tabs.getByRole('link')).toHaveCount(i + 2)
  }
  await expect(tabs.getByRole('link')).toHaveText(['通知公告', '品牌', '参数管理', '币种', '用户'])

  // The × closes the shown tab and shows its left neighbour.
  await tabs.getByRole('button', { name: '关闭 用户' }).click()
  await expect(page).toHaveURL(/\/pricing\/basecurrency$/)
  await expect(tabs.getByRole('link')).toHaveText(['通知公告', '品牌', '参数管理', '币种'])

  // Right-click → close others keeps home and that tab, and shows it.
  await tabs.getByRole('link', { name: '参数管理' }).click({ button: 'right' })
  await page.getByRole('menuitem', { name: '关闭其他' }).click()
  await expect(tabs.getByRole('link')).toHaveText(['通知公告', '参数管理'])
  await expect(page).toHaveURL(/\/system\/param$/)

  // Right-click → cancel changes nothing.
  await tabs.getByRole('link', { name: '参数管理' }).click({ button: 'right' })
  await page.getByRole('menuitem', { name: '取消' }).click()
  await expect(tabs.getByRole('link')).toHaveText(['通知公告', '参数管理'])

  // Right-click → close all returns home with only the home tab, which cannot be closed.
  await tabs.getByRole('link', { name: '参数管理' }).click({ button: 'right' })
  await page.getByRole('menuitem', { name: '关闭全部' }).click()
  await expect(page).toHaveURL(/\/desk\/notice$/)
  await expect(tabs.getByRole('link')).toHaveText(['通知公告'])
  await expect(tabs.getByRole('button', { name: /^关闭/ })).toHaveCount(0)
})

test('[CONSOLE][I18N]: English and Japanese retitle the side menu and the page; Chinese comes back', async ({
  page,
}) => {
  await signIn(page)
  await page.goto('/products/basebrand')
  await expect(page).toHaveTitle(`品牌 - ${APP_ZH}`)

  await chooseLanguage(page, '语言', 'English')
  await expect(sideMenu(page, 'Menu').getByRole('button', { name: 'Products' })).toBeVisible()
  await expect(page).toHaveTitle('Brand - Cross-border ERP')
  await expect(tabsBar(page, 'Open pages').getByRole('link')).toHaveText(['Notices', 'Brand'])
  await tabsBar(page, 'Open pages').getByRole('link', { name: 'Notices' }).click()
  await expect(page).toHaveTitle('Notices - Cross-border ERP')
  await expect(page.getByRole('cell', { name: '系统上线通知' })).toBeVisible()
  await page.screenshot({ path: screenshotPath('shell-home-en') })
  await page.keyboard.press('Control+k')
  await page.getByRole('combobox', { name: 'Search the menu' }).fill('br')
  await expect(page.getByRole('option', { name: /^Brand/ })).toBeVisible()
  await page.screenshot({ path: screenshotPath('menu-search-en'), animations: 'disabled' })
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/products\/basebrand$/)

  await chooseLanguage(page, 'Language', '日本語')
  await expect(sideMenu(page, 'メニュー').getByRole('button', { name: '商品管理' })).toBeVisible()
  await expect(page).toHaveTitle('ブランド - 越境EC ERP')
  await expect(tabsBar(page, '開いているページ').getByRole('link')).toHaveText(['お知らせ', 'ブランド'])

  await chooseLanguage(page, '言語', '中文')
  await expect(sideMenu(page).getByRole('button', { name: '产品管理' })).toBeVisible()
  await expect(page).toHaveTitle(`品牌 - ${APP_ZH}`)
})

test('[CONSOLE][LOOK]: the chosen theme and primary colour stay after a reload', async ({ page }, testInfo) => {
  await signIn(page)
  const html = page.locator('html')
  const desk = sideMenu(page).getByRole('button', { name: '工作台' })
  // The active menu entry is painted in the primary colour, #409EFF by default.
  await expect(desk).toHaveCSS('background-color', 'rgb(64, 158, 255)')
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light')

  await page.getByRole('button', { name: '主题', exact: true }).click()
  await page.getByRole('menuitemradio', { name: '黑色主题' }).click()
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark')

  await page.getByRole('button', { name: '主题色' }).click()
  await page.getByRole('button', { name: '#e8590c' }).click()
  await expect(page.getByRole('textbox', { name: '主题色' })).toHaveValue('#e8590c')
  await expect(desk).toHaveCSS('background-color', 'rgb(232, 89, 12)')

  await page.reload()
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark')
  await expect(desk).toHaveCSS('background-color', 'rgb(232, 89, 12)')
  await page.getByRole('button', { name: '主题', exact: true }).click()
  await expect(page.getByRole('menuitemradio', { name: '黑色主题' })).toBeChecked()
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: '主题色' }).click()
  await expect(page.getByRole('textbox', { name: '主题色' })).toHaveValue('#e8590c')
  await page.screenshot({ path: testInfo.outputPath('colour-picker.png') })

  // Back to the defaults (the choice lives in this browser only, but leave it as found).
  await page.getByRole('button', { name: '恢复默认' }).click()
  await expect(desk).toHaveCSS('background-color', 'rgb(64, 158, 255)')
  await page.getByRole('button', { name: '主题', exact: true }).click()
  await page.getByRole('menuitemradio', { name: '默认主题' }).click()
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light')
})

test.describe('on a tablet', () => {
  test.use({ hasTouch: true, isMobile: true })

  test('[CONSOLE][LAYOUT]: at 820x1180 a tap opens a menu group; at 744x1133 the burger opens the menu tree', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 820, height: 1180 })
    await signIn(page)
    await expect(page.getByRole('button', { name: '打开菜单' })).toBeHidden()
    await sideMenu(page).getByRole('button', { name: '产品管理' }).tap()
    await page.getByRole('link', { name: '品牌', exact: true }).tap()
    await expect(page).toHaveURL(/\/products\/basebrand$/)
    await expect(tabsBar(page).getByRole('link', { name: '品牌' })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('button', { name: '用户菜单' })).toBeInViewport({ ratio: 1 })
    await page.screenshot({ path: screenshotPath('shell-tablet-820-zh') })

    await page.setViewportSize({ width: 744, height: 1133 })
    await expect(sideMenu(page)).not.toBeInViewport()
    await page.getByRole('button', { name: '打开菜单' }).tap()
    await expect(sideMenu(page)).toBeInViewport()
    await sideMenu(page).getByRole('button', { name: '系统管理' }).tap()
    await sideMenu(page).getByRole('link', { name: '参数管理' }).tap()
    await expect(page).toHaveURL(/\/system\/param$/)
    // Opening a page closes the drawer again.
    await expect(sideMenu(page)).not.toBeInViewport()
    await expect(page.getByRole('button', { name: '用户菜单' })).toBeInViewport({ ratio: 1 })
  })
})

test('[CONSOLE][WEIGHT]: the first load arrives compressed (brotli), and so do large API answers', async ({ page }) => {
  const files: { url: string; encoding: string | undefined; type: string }[] = []
  page.on('response', (res) => {
    const url = new URL(res.url())
    const type = res.headers()['content-type'] ?? ''
    if (url.pathname.startsWith('/assets/') && /javascript|css/.test(type))
      files.push({ url: url.pathname, encoding: res.headers()['content-encoding'], type })
  })
  const routes = page.waitForResponse((res) => res.url().includes('/api/blade-system/menu/routes'))
  await signIn(page)
  const scripts = files.filter((f) => f.type.includes('javascript'))
  expect(scripts.length).toBeGreaterThan(0)
  expect(files.some((f) => f.type.includes('css'))).toBe(true)
  // Every script and style sheet of 1 KB or more came as brotli; smaller ones are not worth it.
  const webDir = process.env.WEB_DIR ?? 'dist'
  expect(files.filter((f) => f.encoding !== 'br' && statSync(join(webDir, f.url)).size >= 1024)).toEqual([])
  expect(files.filter((f) => f.encoding === 'br').length).toBeGreaterThan(files.length / 2)
  expect((await routes).headers()['content-encoding']).toBe('gzip')
})

test('[CONSOLE][PHONE]: at 390 px the header draws nothing over the title, and help, downloads and lock are in the user menu', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signIn(page)
  const header = page.locator('header').first()
  const brand = header.getByRole('link', { name: APP_ZH })
  const brandBox = await brand.boundingBox()
  expect(brandBox).not.toBeNull()
  const controls = header.locator('button:visible, input:visible')
  const boxes = await controls.evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect()
      return { x: r.x, y: r.y, w: r.width, h: r.height, label: el.getAttribute('aria-label') ?? el.textContent ?? '' }
    }),
  )
  expect(boxes.length).toBeGreaterThan(2)
  for (const b of boxes) {
    const overlaps =
      brandBox && b.x < brandBox.x + brandBox.width && b.x + b.w > brandBox.x && b.y < brandBox.y + brandBox.height
    expect(overlaps, `${b.label} is drawn over the title`).toBeFalsy()
    expect(b.x + b.w, `${b.label} runs off the screen`).toBeLessThanOrEqual(390)
  }
  await page.screenshot({ path: screenshotPath('shell-phone-header-zh-390') })
  await page.getByRole('button', { name: '用户菜单' }).click()
  for (const item of ['下载中心', '帮助', '锁屏'])
    await expect(page.getByRole('menuitem', { name: item })).toBeVisible()
  await page.getByRole('menuitem', { name: '下载中心' }).click()
  await expect(page).toHaveURL(/\/system\/downloadCenter$/)
})

const TAB_TEXT = {
  zh: { bar: '已打开的页面', left: '向左滚动标签', right: '向右滚动标签', warehouse: '仓库' },
  en: { bar: 'Open pages', left: 'Scroll tabs left', right: 'Scroll tabs right', warehouse: 'Warehouse' },
} as const

for (const lang of ['zh', 'en'] as const) {
  test(`[CONSOLE][TABS]: with 20 tabs open in ${lang} the active one stays in view at 1440 and 390 px, arrows scroll the strip, and pages of one name are told apart`, async ({
    page,
  }) => {
    test.setTimeout(150_000)
    const text = TAB_TEXT[lang]
    await page.setViewportSize({ width: 1440, height: 900 })
    await signIn(page)
    if (lang === 'en') {
      await chooseLanguage(page, '语言', 'English')
      await expect(sideMenu(page, 'Menu')).toBeVisible()
    }
    const routes = await page.request.get('/api/blade-system/menu/routes', {
      headers: authHeaders(await apiToken(page.request)),
    })
    type Node = { path?: string; category?: number; children?: Node[] }
    const leaves = (nodes: Node[]): string[] =>
      nodes.flatMap((n) => {
        const below = leaves((n.children ?? []).filter((c) => c.category !== 2))
        return below.length ? below : n.path && n.category !== 2 ? [n.path] : []
      })
    // The console's own pages (menus other tests add may lead elsewhere).
    const paths = leaves((await routes.json()).data as Node[])
      .filter((p) => /^\/(desk|products|purchasing|shops|wms|inventory|pricing|system|other)\/\w+$/.test(p))
      .slice(0, 20)
    expect(paths).toHaveLength(20)
    const bar = tabsBar(page, text.bar)
    for (const path of paths) {
      await page.evaluate((to) => {
        window.history.pushState({}, '', to)
        window.dispatchEvent(new PopStateEvent('popstate'))
      }, path)
      // This page's own tab, not the one before it still marked current.
      const active = bar.locator(`a[href="${path}"][aria-current="page"]`)
      await expect(active).toBeInViewport({ ratio: 1 })
      // Its close button too (home has none).
      const close = active.locator('xpath=..').getByRole('button')
      if (path !== '/desk/notice') await expect(close).toBeInViewport({ ratio: 1 })
    }
    await expect(bar.getByRole('link')).toHaveCount(paths.length + (paths.includes('/desk/notice') ? 0 : 1))
    await expect(page.getByRole('row').nth(1)).toBeVisible()
    await page.screenshot({ path: screenshotPath(`shell-20-tabs-${lang}-1440`) })
    const left = bar.getByRole('button', { name: text.left })
    const right = bar.getByRole('button', { name: text.right })
    await expect(left).toBeEnabled()
    await expect(right).toBeDisabled()
    const first = bar.getByRole('link').first()
    await expect(first).not.toBeInViewport({ ratio: 1 })
    // Each click's smooth scroll settles before the next, as when a person clicks.
    const scrolled = () =>
      bar
        .locator('a')
        .first()
        .evaluate((a) => a.parentElement?.parentElement?.scrollLeft ?? -1)
    for (let i = 0; i < 10 && !(await left.isDisabled()); i++) {
      await left.click()
      let before = -2
      await expect
        .poll(
          async () => {
            const now = await scrolled()
            const settled = now === before
            before = now
            return settled
          },
          { intervals: [150] },
        )
        .toBe(true)
    }
    await expect(first).toBeInViewport({ ratio: 1 })
    // Two pages named alike carry where they sit.
    const names = await bar.getByRole('link').allTextContents()
    const warehouses = names.filter((n) => n.startsWith(text.warehouse))
    expect(new Set(warehouses).size).toBe(warehouses.length)

    // On a phone the strip keeps the page shown in view, with the arrows to reach the rest.
    await page.setViewportSize({ width: 390, height: 844 })
    const last = paths.at(-1) ?? ''
    await page.evaluate(
      (to) => {
        window.history.pushState({}, '', to)
        window.dispatchEvent(new PopStateEvent('popstate'))
      },
      paths[paths.length - 2] ?? '',
    )
    await page.evaluate((to) => {
      window.history.pushState({}, '', to)
      window.dispatchEvent(new PopStateEvent('popstate'))
    }, last)
    await expect(bar.locator(`a[href="${last}"][aria-current="page"]`)).toBeInViewport({ ratio: 1 })
    await expect(left).toBeEnabled()
    await expect(page.getByRole('row').nth(1)).toBeVisible()
    await page.screenshot({ path: screenshotPath(`shell-20-tabs-${lang}-390`) })
  })
}
