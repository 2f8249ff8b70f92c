import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { type Api, signedInApi } from '../support/api.ts'
import { approveThroughFlow } from '../support/approvals.ts'
import {
  type FloorLanguage,
  newPosition,
  STORE_LA,
  shoot,
  signInOnFloor,
  switchLanguage,
  wedge,
} from '../support/floor-device.ts'
import { apiToken, authHeaders, CAPTCHA, FINANCE, signIn, WAREHOUSE } from '../support/session.ts'

// Issue 27, items 11-14: the floor app tells the worker what happened. The console's device pages are
// console pages (a reload stays in the console), and a user without floor work gets no device; a
// rejection comes back as a banner over the screen, the hint first, and a count on the home tile; a
// session the server ended keeps the worker on their screen with what waits, and the sign-in says
// offline that it needs the network; a second device on a pick list is told who is on it.

const TRANSPORT_UPS = '1000000000000005111'
const LANTERN = '1000000000000003105'
const FINANCE_USER = '1000000000000001302'

test.use({ viewport: { width: 412, height: 915 } })

type Page_<T> = { total: number; records: T[] }
type PickItem = { id: string; positionId: string; sysSku: string; quantity: number; pickOrder: number | null }

/** A pick list of one approved outbound order of 1 lantern, in stock at a position of the spec's own. */
async function pickList(api: Api, tag: string) {
  const positionCode = `FS-${tag}-${Date.now() % 1_000_000}`
  const positionId = await newPosition(api, positionCode)
  await api.post('/api/erp/storeproductinventory/submit', {
    storeId: STORE_LA,
    positionId,
    productId: LANTERN,
    batchNo: `E2E-FS-${tag}`,
    // The oldest lot: the reservation takes it first, so the line is at the spec's own position.
    inboundDate: '2020-01-01',
    quantity: 1,
    reason: 'Opening',
  })
  const code = `OUT-FS-${tag}-${Date.now()}`
  await api.post('/api/ware/woutbound/save', {
    code,
    storeId: STORE_LA,
    transportId: TRANSPORT_UPS,
    recipient: 'E2E floor buyer',
    items: [{ productId: LANTERN, quantity: 1 }],
  })
  const found = await api.get<Page_<{ id: string; code: string }>>('/api/ware/woutbound/page', {
    code,
    current: '1',
    size: '10',
  })
  const orderId = found.records.find((r) => r.code === code)?.id as string
  expect(orderId).toBeTruthy()
  await api.post('/api/ware/woutbound/updateStatus', { ids: orderId, status: '1' })
  await approveThroughFlow(api, 'ware/woutbound', orderId)
  const [pickId] = await api.post<string[]>('/api/ware/woutbound/start-bound', { ids: [orderId] })
  const list = await api.get<{ id: string; code: string; items: PickItem[] }>('/api/ware/worderpick/detail', {
    id: String(pickId),
  })
  const [line] = list.items
  if (!line) throw new Error('the pick list has a line')
  const position = await api.get<{ code: string }>('/api/ware/wbasestoreposition/detail', { id: line.positionId })
  return { pickId: list.id, pickCode: list.code, line: { ...line, positionCode: position.code } }
}

const task = (page: Page, code: string) => page.locator(`[data-task="${code}"]`)

/** Opens the pick list and scans its line's position and one unit, with the network cut. */
async function scanOneOffline(page: Page, context: BrowserContext, pick: Awaited<ReturnType<typeof pickList>>) {
  await task(page, pick.pickCode).click()
  await expect(page.getByTestId('work-prompt')).toContainText(pick.line.positionCode)
  await context.setOffline(true)
  await expect(page.getByTestId('floor-online')).not.toHaveText(/在线|Online/)
  await wedge(page, pick.line.positionCode)
  await expect(page.getByTestId('work-prompt')).toContainText(pick.line.sysSku)
  await wedge(page, pick.line.sysSku)
  await expect(page.getByTestId('floor-pending')).toContainText('1')
}

test('[FLOOR][CONSOLE]: the device and command pages are console pages, and no device is kept for a user without floor work', async ({
  page,
  request,
}) => {
  await signIn(page)
  for (const path of ['/wms/floordevice', '/wms/floorcommand']) {
    await page.goto(path)
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await expect(page.getByText('设备标识').first()).toBeVisible()
    // A reload (or a link) opens the same console page, never the floor's warehouse choice.
    await page.reload()
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await expect(page.getByText('设备标识').first()).toBeVisible()
    await expect(page.getByTestId('floor-warehouse-choice')).toHaveCount(0)
  }

  // The finance clerk on the floor: told they may not work there, and no device is registered for them.
  await page.context().clearCookies()
  await page.goto('/floor/')
  await expect(page).toHaveURL(/\/floor\/login$/)
  const tenant = page.getByLabel('租户ID')
  if (await tenant.isVisible()) await tenant.fill('000000')
  await page.getByLabel('用户名').fill(FINANCE.username)
  await page.getByLabel('密码', { exact: true }).fill(FINANCE.password)
  await page.getByLabel('验证码').fill(CAPTCHA)
  await page.getByRole('button', { name: '登录' }).click()
  await expect(page.getByText('没有现场作业权限')).toBeVisible({ timeout: 15_000 })
  const api = await signedInApi(request)
  const devices = await api.get<Page_<unknown>>('/api/floor/floordevice/page', {
    userId: FINANCE_USER,
    current: '1',
    size: '10',
  })
  expect(devices.total).toBe(0)
})

const TEXTS = {
  zh: { office: '办公室已完成拣货单', putBack: '把 1 件', tile: '1 条被拒绝', pending: '发送 1 条待同步指令' },
  en: {
    office: 'The office finished pick list',
    putBack: 'Put 1 ×',
    tile: '1 rejected',
    pending: 'send the 1 waiting',
  },
} as const

for (const lang of ['zh', 'en'] as const satisfies readonly FloorLanguage[]) {
  test(`[FLOOR][REJECTION][${lang}]: a rejection reaches the worker: a banner over the task, the hint first, the home tile's count`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(60_000)
    const api = await signedInApi(request)
    const pick = await pickList(api, `R${lang.toUpperCase()}`)
    await signInOnFloor(page, '/floor/picking')
    if (lang !== 'zh') await switchLanguage(page, 'zh', lang)
    await expect(task(page, pick.pickCode)).toBeVisible({ timeout: 15_000 })
    await scanOneOffline(page, context, pick)

    // Meanwhile the office finishes the list in the console; back online the scan is rejected.
    await api.post('/api/ware/worderpick/finishPicking', { id: pick.pickId })
    await context.setOffline(false)
    const banner = page.getByTestId('floor-rejection')
    await expect(banner).toBeVisible({ timeout: 20_000 })
    await expect(page.getByTestId('floor-rejection-hint')).toContainText(TEXTS[lang].putBack)
    await expect(page.getByTestId('floor-rejection-hint')).toContainText(pick.line.positionCode)
    await expect(page.getByTestId('floor-rejection-reason')).toContainText(`${TEXTS[lang].office} ${pick.pickCode}`)
    await shoot(page, `floorsession-rejection-${lang}`)

    // It stays over every screen until read; the home tile counts it.
    await page.goto('/floor/')
    await expect(banner).toBeVisible()
    await expect(page.getByTestId('floor-tile-picking-rejected')).toHaveText(TEXTS[lang].tile)
    await banner.getByRole('button').first().click()
    await expect(banner).toHaveCount(0)
    await expect(page.getByTestId('floor-tile-picking-rejected')).toHaveCount(0)
  })

  test(`[FLOOR][SESSION][${lang}]: a session the server ended keeps the worker on their screen with what waits`, async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(60_000)
    const api = await signedInApi(request)
    const pick = await pickList(api, `S${lang.toUpperCase()}`)
    await signInOnFloor(page, '/floor/picking')
    if (lang !== 'zh') await switchLanguage(page, 'zh', lang)
    await expect(task(page, pick.pickCode)).toBeVisible({ timeout: 15_000 })
    await scanOneOffline(page, context, pick)
    const at = page.url()

    // The session ends on the server (signed out elsewhere, or expired) while the device is offline.
    const token = (await context.cookies()).find((c) => c.name === 'saber-access-token')?.value
    expect(token).toBeTruthy()
    const ended = await request.post('/api/blade-auth/oauth/logout', {
      headers: authHeaders(decodeURIComponent(token as string)),
      data: [],
    })
    expect(ended.ok()).toBe(true)
    await context.setOffline(false)
    const notice = page.getByTestId('floor-session-ended')
    await expect(notice).toBeVisible({ timeout: 20_000 })
    await expect(notice).toContainText(TEXTS[lang].pending)
    expect(page.url()).toBe(at)
    await expect(page.getByTestId('work-prompt')).toBeVisible()
    await shoot(page, `floorsession-session-ended-${lang}`)

    // The sign-in: whoever takes the device sees that these commands still wait on it.
    await notice.getByRole('button').click()
    await expect(page).toHaveURL(/\/floor\/login$/)
    await expect(page.getByTestId('floor-others-waiting')).toContainText('1')
  })
}

test('[FLOOR][SIGN-IN]: offline the sign-in says it needs the network, not a network error under a broken image', async ({
  page,
  context,
}) => {
  const captcha = page.getByRole('img', { name: '看不清？点击图片换一张' })
  await page.goto('/floor/login')
  await expect(captcha).toBeVisible()
  await context.setOffline(true)
  await expect(page.getByTestId('captcha-missing')).toContainText('登录需要网络')
  await expect(captcha).toHaveCount(0)
  const tenant = page.getByLabel('租户ID')
  if (await tenant.isVisible()) await tenant.fill('000000')
  await page.getByLabel('用户名').fill(WAREHOUSE.username)
  await page.getByLabel('密码', { exact: true }).fill(WAREHOUSE.password)
  await page.getByLabel('验证码').fill(CAPTCHA)
  await page.getByRole('button', { name: '登录' }).click()
  await expect(page.getByRole('alert')).toContainText('登录需要网络')
  await expect(page.getByText('网络异常')).toHaveCount(0)
  // Back online the captcha comes, and the sign-in goes through.
  await context.setOffline(false)
  await expect(captcha).toBeVisible()
  await page.getByRole('button', { name: '登录' }).click()
  await expect(page).toHaveURL(/\/floor\/warehouse$/)
})

test('[FLOOR][CLAIM]: the second device on a pick list is told who is on it, and takes it over on purpose', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000)
  const api = await signedInApi(request)
  const pick = await pickList(api, 'C')
  // Another device of the warehouse operator is on the list already.
  const operator = authHeaders(await apiToken(request, WAREHOUSE))
  const other = '0190f5a2-7c3e-7a10-8b42-5d1e9c0a0777'
  const claim = async (takeOver?: boolean) => {
    const res = await request.post('/api/floor/task/claim', {
      headers: operator,
      data: { deviceId: other, kind: 'picking', id: pick.pickId, ...(takeOver ? { takeOver } : {}) },
    })
    const body = (await res.json()) as { code: number; data: { claimed: boolean; holder: { deviceName: string } } }
    expect(body.code, JSON.stringify(body)).toBe(200)
    return body.data
  }
  const registered = await request.post('/api/floor/device/register', {
    headers: operator,
    data: { deviceId: other, name: 'Scanner 7' },
  })
  expect(registered.ok()).toBe(true)
  expect((await claim()).claimed).toBe(true)

  await signInOnFloor(page, '/floor/picking')
  await expect(task(page, pick.pickCode)).toBeVisible({ timeout: 15_000 })
  await task(page, pick.pickCode).click()
  const dialog = page.getByTestId('pick-claim')
  await expect(dialog).toContainText('Scanner 7')
  await dialog.getByRole('button', { name: '由我接手' }).click()
  await expect(dialog.getByRole('alert')).toContainText('Scanner 7')
  await dialog.getByRole('button', { name: '确认接手' }).click()
  await expect(dialog).toHaveCount(0)

  // The other device, opening the list again, is told this one is on it; the console's list shows it.
  const told = await claim()
  expect(told.claimed).toBe(false)
  const listed = await api.get<Page_<{ id: string; claimDevice: string | null; claimedBy: string | null }>>(
    '/api/ware/worderpick/page',
    { current: '1', size: '50' },
  )
  const row = listed.records.find((r) => r.id === pick.pickId)
  expect(row?.claimDevice).toBe(told.holder.deviceName)
  expect(row?.claimedBy).toBeTruthy()
})
