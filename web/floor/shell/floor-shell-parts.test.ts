import { afterEach, describe, expect, it } from 'vitest'
import { COOKIE } from '../../api/session.ts'
import {
  endedSession,
  othersWaiting,
  readFloorSession,
  recordWaiting,
  rememberUserName,
  sessionChanged,
  sessionEnded,
  tokenClaims,
} from './floor-session.ts'
import { floorReturnPath, workOfCommand, workOfPath } from './floor-work.ts'
import { queueFileName } from './queue-file.ts'
import { formatSyncTime } from './sync-time.ts'
import { cachedWarehouses, warehousesOf } from './warehouses.ts'

const base64url = (value: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

/** An access token as the server signs it (the signature is not read here). */
function fakeToken(claims: Record<string, unknown>): string {
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}.c2lnbmF0dXJl`
}

function setCookie(name: string, value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the test writes the session cookie the console writes
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/`
}

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test forgets the session it wrote
  document.cookie = `${COOKIE.accessToken}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`
  localStorage.clear()
})

describe('the floor session', () => {
  it('reads the worker from the shared session token, offline too, with names in any script', () => {
    expect(readFloorSession()).toBeNull()
    setCookie(COOKIE.accessToken, fakeToken({ sub: '1123598821738675201', tid: '000000', acc: 'admin' }))
    expect(readFloorSession()).toEqual({ tenantId: '000000', userId: '1123598821738675201', userName: 'admin' })
    rememberUserName('000000', '1123598821738675201', '管理员')
    expect(readFloorSession()?.userName).toBe('管理员')
  })

  it('treats anything that is not a token with a subject and a tenant as nobody signed in', () => {
    expect(tokenClaims('not-a-token')).toBeNull()
    expect(tokenClaims('a.%%%.c')).toBeNull()
    setCookie(COOKIE.accessToken, fakeToken({ tid: '000000' }))
    expect(readFloorSession()).toBeNull()
  })
})

describe('floor routes', () => {
  it('returns after sign-in only to a floor page other than sign-in and the warehouse choice', () => {
    expect(floorReturnPath({ from: '/floor/picking?pick=7' })).toBe('/floor/picking?pick=7')
    expect(floorReturnPath({ from: '/floor' })).toBe('/floor')
    expect(floorReturnPath({ from: '/floor/login' })).toBe('/floor/')
    expect(floorReturnPath({ from: '/floor/warehouse' })).toBe('/floor/')
    expect(floorReturnPath({ from: '/system/user' })).toBe('/floor/')
    expect(floorReturnPath({ from: '//evil.example/floor/' })).toBe('/floor/')
    expect(floorReturnPath(null)).toBe('/floor/')
  })

  it('knows which work a path shows and whether it holds a task open', () => {
    expect(workOfPath('/floor/picking')?.task).toBe(true)
    expect(workOfPath('/floor/stocktaking/42')?.kind).toBe('stocktaking')
    expect(workOfPath('/floor/lookup')?.task).toBe(false)
    expect(workOfPath('/floor/')).toBeUndefined()
    expect(workOfPath('/floor/pickingx')).toBeUndefined()
  })
})

describe('warehouses', () => {
  it('keeps the last list per worker for offline starts', () => {
    const session = { tenantId: '000000', userId: '42', userName: 'Li' }
    expect(cachedWarehouses(session)).toEqual([])
    localStorage.setItem('erp-floor-warehouses:000000:42', JSON.stringify([{ id: '7', code: 'LA', name: '洛杉矶' }]))
    expect(cachedWarehouses(session)).toEqual([{ id: '7', code: 'LA', name: '洛杉矶' }])
    expect(cachedWarehouses({ ...session, userId: '43' })).toEqual([])
  })

  it('reads the rows of an answer and skips rows without an id', () => {
    expect(warehousesOf([{ id: '1', code: 'A', name: '' }, { code: 'B' }, null])).toEqual([
      { id: '1', code: 'A', name: 'A' },
    ])
    expect(warehousesOf({ msg: 'no' })).toEqual([])
  })
})

describe('times and files', () => {
  it('shows the last sync as a time today and with its date before', () => {
    const now = new Date(2026, 4, 20, 15, 0)
    expect(formatSyncTime(new Date(2026, 4, 20, 9, 5).toISOString(), 'zh', now)).toBe('09:05')
    expect(formatSyncTime(new Date(2026, 4, 19, 23, 59), 'en', now)).toMatch(/05.19.*23:59/)
    expect(formatSyncTime(null, 'ja', now)).toBeNull()
    expect(formatSyncTime('not a time', 'ja', now)).toBeNull()
  })

  it('shows times in the office time zone, labelled with its offset, as the console shows them', () => {
    const now = new Date('2026-05-20T03:00:00Z')
    expect(formatSyncTime('2026-05-20T01:05:00Z', 'en', now, 'Asia/Shanghai')).toBe('09:05 GMT+8')
    expect(formatSyncTime('2026-05-20T01:05:00Z', 'zh', now, 'Asia/Shanghai')).toBe('09:05 GMT+8')
    // Now is still 19 May in Los Angeles: a time of the 18th there shows its date, as the office reads it.
    expect(formatSyncTime('2026-05-18T14:30:00Z', 'en', now, 'America/Los_Angeles')).toMatch(/05.18.*07:30 GMT-7/)
  })

  it('names an exported queue by device and moment', () => {
    expect(queueFileName('0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b', new Date('2026-05-20T07:08:09.123Z'))).toBe(
      'floor-queue-2e3f4a5b-20260520T070809.json',
    )
  })
})

describe('the end of a session and a shared device (issue 27, item 13)', () => {
  it('keeps the worker whose session the server ended until someone signs in, and nobody when nobody was signed in', () => {
    sessionChanged()
    expect(sessionEnded()).toBe(false)
    setCookie(COOKIE.accessToken, fakeToken({ sub: '7', tid: '000000', acc: 'picker' }))
    sessionChanged()
    expect(endedSession()).toBeNull()
    // The client forgets the tokens on a 401, then says so.
    // biome-ignore lint/suspicious/noDocumentCookie: the test forgets the session as the client does
    document.cookie = `${COOKIE.accessToken}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`
    expect(sessionEnded()).toBe(true)
    expect(readFloorSession()).toBeNull()
    expect(endedSession()).toMatchObject({ tenantId: '000000', userId: '7' })
    setCookie(COOKIE.accessToken, fakeToken({ sub: '8', tid: '000000', acc: 'other' }))
    sessionChanged()
    expect(endedSession()).toBeNull()
  })

  it('tells the next worker of a shared device whose commands still wait on it, never their own', () => {
    const li = { tenantId: '000000', userId: '7', userName: '李仓管' }
    const wang = { tenantId: '000000', userId: '8', userName: '王拣货' }
    recordWaiting(li, 45)
    recordWaiting(wang, 3)
    expect(othersWaiting(wang)).toEqual([{ ...li, pending: 45 }])
    expect(othersWaiting(null).map((w) => w.userName)).toEqual(['李仓管', '王拣货'])
    recordWaiting(li, 0)
    expect(othersWaiting(wang)).toEqual([])
  })

  it('counts each rejected command on the tile of its work', () => {
    expect(workOfCommand('scanPick', {})).toBe('picking')
    expect(workOfCommand('closeBox', {})).toBe('packing')
    expect(workOfCommand('finishTask', { kind: 'stocktaking' })).toBe('stocktaking')
    expect(workOfCommand('finishTask', { kind: 'nonsense' })).toBeNull()
  })
})
