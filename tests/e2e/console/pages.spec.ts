import { expect, type Page, test } from '@playwright/test'
import { type Account, ADMIN, apiToken, authHeaders, FINANCE, signIn, WAREHOUSE } from '../support/session.ts'

type MenuNode = { path?: string; category?: number; children?: MenuNode[] }

/** Every page of the user's menu: entries with a route and no pages below them (folders redirect). */
function pagePaths(nodes: readonly MenuNode[]): string[] {
  return nodes.flatMap((n) => {
    const below = pagePaths((n.children ?? []).filter((c) => c.category !== 2))
    return below.length ? below : n.path && n.category !== 2 ? [n.path] : []
  })
}

/** Opens a route inside the running console, as a menu click does (no reload). */
async function openInConsole(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`))
  await page.waitForLoadState('networkidle')
}

/**
 * Walks every page of the user's menu and fails on any console error, uncaught error, or API call
 * that the server refuses the user (403: the page asked for what the user may not see), does not
 * offer (404) or fails on (5xx).
 */
async function walkEveryPage(page: Page, account: Account) {
  const problems: string[] = []
  let where = '/login'
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`${where}: console error: ${m.text()}`)
  })
  page.on('pageerror', (e) => problems.push(`${where}: uncaught: ${e.message}`))
  page.on('response', (r) => {
    const url = new URL(r.url())
    if (url.pathname.startsWith('/api/') && (r.status() === 403 || r.status() === 404 || r.status() >= 500))
      problems.push(`${where}: ${r.request().method()} ${url.pathname} answered ${r.status()}`)
  })
  await signIn(page, account)
  const token = await apiToken(page.request, account)
  const routes = await page.request.get('/api/blade-system/menu/routes', { headers: authHeaders(token) })
  const paths = [...new Set(pagePaths((await routes.json()).data as MenuNode[]))]
  expect(paths.length).toBeGreaterThan(0)
  for (const path of paths) {
    where = path
    await openInConsole(page, path)
  }
  expect(problems).toEqual([])
  return paths
}

test('[CONSOLE][PAGES]: as admin, every menu page opens with no console error and no call to a missing endpoint', async ({
  page,
}) => {
  test.setTimeout(240_000)
  const paths = await walkEveryPage(page, ADMIN)
  expect(paths.length).toBeGreaterThan(40)
  expect(paths).toContain('/products/baseproduct')
})

for (const account of [WAREHOUSE, FINANCE]) {
  test(`[CONSOLE][PAGES]: as ${account.username}, every page of the narrower menu opens with no console error`, async ({
    page,
  }) => {
    test.setTimeout(240_000)
    // Among them pages whose rows link to records the role may not browse (warehouses' systems).
    expect((await walkEveryPage(page, account)).length).toBeGreaterThan(account === WAREHOUSE ? 5 : 3)
  })
}

test('[CONSOLE][403]: a page outside the user’s menu shows /403, with no tab, no empty table and no permission toast', async ({
  page,
}) => {
  await signIn(page, WAREHOUSE)
  const refused: string[] = []
  page.on('response', (r) => {
    if (r.status() === 403) refused.push(r.url())
  })
  await page.goto('/system/user')
  await expect(page).toHaveURL(/\/403$/)
  await expect(page.getByRole('table')).toHaveCount(0)
  expect(refused).toEqual([])
  await page.goto('/desk/notice')
  await expect(page.getByRole('navigation', { name: '已打开的页面' })).not.toContainText('/system/user')
})
