import { type APIRequestContext, type CDPSession, expect, type Page } from '@playwright/test'
import type { Api } from './api.ts'
import { apiToken, authHeaders, CAPTCHA, screenshotPath, WAREHOUSE } from './session.ts'

/** The demo warehouse the floor specs work in (洛杉矶自营仓). */
export const STORE_LA = '1000000000000004202'
export const STORE_LA_NAME = '洛杉矶自营仓'

const MENU = { zh: '菜单', en: 'Menu', ja: 'メニュー' } as const
const LANGUAGE_NAMES = { zh: '中文', en: 'English', ja: '日本語' } as const
export type FloorLanguage = keyof typeof MENU

/** The storage zone of Los Angeles, where the specs' own positions go. */
const ZONE_LA_STORAGE = '1000000000000004301'

/**
 * A storage position of the spec's own in Los Angeles (the demo's positions are other specs' to
 * count): answers its id. The floor pulls it like any other.
 */
export async function newPosition(call: Api, code: string): Promise<string> {
  await call.post('/api/ware/wbasestoreposition/submit', {
    storeId: STORE_LA,
    areaId: ZONE_LA_STORAGE,
    code,
    name: code,
    type: '1',
  })
  const page = await call.get<{ records: { id: string; code: string }[] }>('/api/ware/wbasestoreposition/page', {
    code,
    storeId: STORE_LA,
    current: '1',
    size: '10',
  })
  const id = page.records.find((r) => r.code === code)?.id
  expect(id, code).toBeTruthy()
  return id as string
}

/** The floor on a phone held upright, dialogs without animation so screenshots show them whole. */
export async function asPhone(page: Page): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.emulateMedia({ reducedMotion: 'reduce' })
}

/**
 * Signs the warehouse operator in on the floor's own sign-in (from a deep link) and chooses the
 * warehouse; the deep link opens afterwards.
 */
export async function signInOnFloor(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await expect(page).toHaveURL(/\/floor\/login$/)
  const tenant = page.getByLabel('租户ID')
  if (await tenant.isVisible()) await tenant.fill(WAREHOUSE.tenant ?? '000000')
  await page.getByLabel('用户名').fill(WAREHOUSE.username)
  await page.getByLabel('密码', { exact: true }).fill(WAREHOUSE.password)
  await page.getByLabel('验证码').fill(CAPTCHA)
  await page.getByRole('button', { name: '登录' }).click()
  await expect(page).toHaveURL(/\/floor\/warehouse$/)
  await page.getByTestId('floor-warehouse-choice').filter({ hasText: STORE_LA_NAME }).click()
  await expect(page).toHaveURL(new RegExp(`${path}$`))
  // Headless Chromium grants no persistent storage: its warning closes for a day, leaving the screen to the work.
  const warning = page.getByRole('button', { name: '关闭提示' })
  if (await warning.isVisible()) await warning.click()
}

/** Waits until the service worker controls the page, so the app shell opens offline after a reload. */
export async function waitForOfflineShell(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.ready
    return Boolean(registration.active && navigator.serviceWorker.controller)
  })
}

const sessions = new WeakMap<Page, CDPSession>()

/** Windows key codes of the keys a code has (letters and digits are their capitals' codes). */
const keyCodeOf = (key: string) =>
  key === 'Enter' ? 13 : key === '-' ? 189 : /^[A-Za-z0-9]$/.test(key) ? key.toUpperCase().charCodeAt(0) : 0

/**
 * A keyboard-wedge scanner: the code's keys, then Enter, 4 ms apart. Each key carries the time the
 * scanner sent it, as a hardware scanner's key events do; `keyboard.type` stamps a key only once the
 * page has handled the one before, so a busy test machine would stretch the gaps the app's wedge
 * detector measures into ones no scanner makes.
 */
export async function wedge(page: Page, code: string): Promise<void> {
  let cdp = sessions.get(page)
  if (!cdp) {
    cdp = await page.context().newCDPSession(page)
    sessions.set(page, cdp)
  }
  const start = Date.now() / 1000
  for (const [i, key] of [...code, 'Enter'].entries()) {
    const timestamp = start + i * 0.004
    const text = key === 'Enter' ? '\r' : key
    const windowsVirtualKeyCode = keyCodeOf(key)
    await cdp.send('Input.dispatchKeyEvent', {
      type: 'keyDown',
      key,
      text,
      unmodifiedText: text,
      windowsVirtualKeyCode,
      timestamp,
    })
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key, windowsVirtualKeyCode, timestamp })
  }
}

/** The answer banner of the last scan. */
export const answerOf = (page: Page) => page.locator('[role="status"][data-verdict]')

/** Switches the floor's language from its menu (the page stays where it is). */
export async function switchLanguage(page: Page, from: FloorLanguage, to: FloorLanguage): Promise<void> {
  await page.getByRole('button', { name: MENU[from], exact: true }).click()
  const drawer = page.getByRole('dialog')
  await drawer.getByText(LANGUAGE_NAMES[to], { exact: true }).click()
  await expect(drawer.getByText(MENU[to], { exact: true })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
}

/** A screenshot of the floor as the person sees it (the file name says the screen and the language). */
export async function shoot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: screenshotPath(name), animations: 'disabled' })
}

/** What the device's IndexedDB holds: its id and its outbox, as sent (seq, name, args with the opId). */
export type DeviceQueue = {
  deviceId: string
  entries: { seq: number; name: string; args: Record<string, unknown>; status: string; createdAt: string }[]
}

/** Reads the floor database of the signed-in person in the page. */
export async function deviceQueue(page: Page): Promise<DeviceQueue> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((d) => d.name ?? '').filter((n) => n.startsWith('erp-floor-'))
    if (names.length !== 1) throw new Error(`expected one floor database, found ${names.join(', ')}`)
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(names[0] as string)
      open.onsuccess = () => resolve(open.result)
      open.onerror = () => reject(open.error)
    })
    const all = <T>(store: string) =>
      new Promise<T[]>((resolve, reject) => {
        const request = db.transaction(store).objectStore(store).getAll()
        request.onsuccess = () => resolve(request.result as T[])
        request.onerror = () => reject(request.error)
      })
    const meta = await all<{ key: string; value: unknown }>('meta')
    const entries = await all<DeviceQueue['entries'][number]>('outbox')
    db.close()
    return { deviceId: String(meta.find((m) => m.key === 'deviceId')?.value), entries }
  })
}

type CommandRow = { seq: string | number; name: string; status: string | number; reason: string | null }

/**
 * What the server recorded of the device's commands, and what a second push of the whole queue
 * answers (as the device would send it again after a lost answer): every command replayed, none applied anew.
 */
export async function serverCommandsOf(
  request: APIRequestContext,
  adminHeaders: Record<string, string>,
  queue: DeviceQueue,
) {
  const res = await request.get('/api/floor/floorcommand/page', {
    headers: adminHeaders,
    params: { deviceId: queue.deviceId, current: '1', size: '500' },
  })
  const body = (await res.json()) as { code: number; data: { total: number; records: CommandRow[] } }
  expect(body.code, JSON.stringify(body)).toBe(200)
  return body.data
}

/** Pushes the device's whole queue again as its operator; answers the outcomes. */
export async function pushAgain(request: APIRequestContext, queue: DeviceQueue) {
  const res = await request.post('/api/floor/sync/push', {
    headers: authHeaders(await apiToken(request, WAREHOUSE)),
    data: {
      deviceId: queue.deviceId,
      commands: [...queue.entries]
        .sort((a, b) => a.seq - b.seq)
        .map((e) => ({ seq: e.seq, name: e.name, args: e.args, at: e.createdAt })),
    },
  })
  const body = (await res.json()) as {
    code: number
    data: { outcomes: { seq: number; status: string; replayed: boolean }[]; lastSeq: number; refused?: unknown }
  }
  expect(body.code, JSON.stringify(body)).toBe(200)
  return body.data
}
