import { useSyncExternalStore } from 'react'
import { readSession } from '../../api/session.ts'
import type { FloorSession } from '../store/floor-store.tsx'

export type { FloorSession }

/** Where the display name learnt at sign-in (or from the user's info) is kept, per tenant and user. */
const NAME_KEY = 'erp-floor-user-name'

/** The claims of an access token the floor reads (never trusts: the server checks every call). */
type TokenClaims = { sub?: unknown; tid?: unknown; acc?: unknown }

/** The claims of a JWT, read without verifying; null for anything that is not one. */
export function tokenClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1]
  if (!payload) return null
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/')
    const bytes = Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) => c.charCodeAt(0))
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes))
    return claims !== null && typeof claims === 'object' ? (claims as TokenClaims) : null
  } catch {
    return null
  }
}

function storedNames(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(NAME_KEY) ?? '{}')
    return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, string>) : {}
  } catch {
    return {}
  }
}

/** Remembers the name to show for a user (offline the token only carries the account). */
export function rememberUserName(tenantId: string, userId: string, name: string): void {
  const names = storedNames()
  if (!name || names[`${tenantId}:${userId}`] === name) return
  names[`${tenantId}:${userId}`] = name
  localStorage.setItem(NAME_KEY, JSON.stringify(names))
  sessionChanged()
}

/**
 * The signed-in worker, read from the session the console and the floor share (its cookies), so it
 * answers offline too: the token's subject and tenant; null when nobody is signed in.
 */
export function readFloorSession(): FloorSession | null {
  const { accessToken } = readSession()
  if (!accessToken) return null
  const claims = tokenClaims(accessToken)
  if (!claims || typeof claims.sub !== 'string' || typeof claims.tid !== 'string') return null
  const account = typeof claims.acc === 'string' ? claims.acc : ''
  const userName = storedNames()[`${claims.tid}:${claims.sub}`] || account || claims.sub
  return { tenantId: claims.tid, userId: claims.sub, userName }
}

const listeners = new Set<() => void>()
let last: FloorSession | null = null
let fresh = false
/** The worker whose session the server ended (a 401) while they worked: kept on their screen until they sign in. */
let ended: FloorSession | null = null
/** Workers (tenant:user) the server refused floor work (no floor permission): no device is theirs. */
const refused = new Set<string>()

const workerKey = (s: Pick<FloorSession, 'tenantId' | 'userId'>) => `${s.tenantId}:${s.userId}`

/** Says the session may have changed (sign-in, sign-out, a 401, another tab): readers look again. */
export function sessionChanged(): void {
  fresh = false
  for (const fn of listeners) fn()
}

/**
 * The server ended the session (a 401; the client has forgotten the tokens): the worker who was
 * signed in stays on their screen, with their queue, until they sign in again. Answers whether
 * someone was signed in (else there is nothing to keep, and the caller sends to the sign-in).
 */
export function sessionEnded(): boolean {
  ended = last ?? ended
  sessionChanged()
  return ended !== null
}

/** The worker signed out on purpose: nobody's session is kept as ended. */
export function signedOut(): void {
  ended = null
  sessionChanged()
}

/** The worker whose session ended, or null (nobody's did, or someone signed in since). */
export function endedSession(): FloorSession | null {
  current()
  return ended
}

/** The server refused the signed-in worker floor work (403 on the device's registration). */
export function floorWorkRefused(): void {
  const worker = readFloorSession()
  if (!worker || refused.has(workerKey(worker))) return
  refused.add(workerKey(worker))
  sessionChanged()
}

/** Whether the server refused this worker floor work since the app started. */
export function isFloorWorkRefused(worker: FloorSession): boolean {
  return refused.has(workerKey(worker))
}

/** Where the commands waiting on this device are counted per worker, for whoever signs in next. */
const WAITING_KEY = 'erp-floor-waiting'

/** Commands of one worker still waiting on this device. */
export type WaitingWork = { tenantId: string; userId: string; userName: string; pending: number }

function storedWaiting(): Record<string, WaitingWork> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(WAITING_KEY) ?? '{}')
    return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, WaitingWork>) : {}
  } catch {
    return {}
  }
}

/** Notes how many of a worker's commands wait on this device (none: the note goes). */
export function recordWaiting(worker: FloorSession, pending: number): void {
  const all = storedWaiting()
  const key = workerKey(worker)
  const before = all[key]
  if (pending > 0 && before?.pending === pending && before.userName === worker.userName) return
  if (pending <= 0 && !before) return
  if (pending > 0) all[key] = { tenantId: worker.tenantId, userId: worker.userId, userName: worker.userName, pending }
  else delete all[key]
  localStorage.setItem(WAITING_KEY, JSON.stringify(all))
}

/** Other workers' commands still waiting on this device (not `worker`'s own), most first. */
export function othersWaiting(worker: Pick<FloorSession, 'tenantId' | 'userId'> | null): WaitingWork[] {
  const own = worker ? workerKey(worker) : null
  return Object.entries(storedWaiting())
    .filter(([key, w]) => key !== own && w.pending > 0)
    .map(([, w]) => w)
    .sort((a, b) => b.pending - a.pending)
}

function sameWorker(a: FloorSession | null, b: FloorSession | null): boolean {
  return a === b || (!!a && !!b && a.tenantId === b.tenantId && a.userId === b.userId && a.userName === b.userName)
}

function current(): FloorSession | null {
  if (!fresh) {
    const next = readFloorSession()
    // The same worker keeps the same object, so React sees no change where there is none.
    if (!sameWorker(last, next)) last = next
    // Signed in again (the same worker or another): no session is ended any more.
    if (next) ended = null
    fresh = true
  }
  return last
}

// A sign-out or sign-in in another tab (the console) changes the shared cookies: look again on return.
function lookOnReturn(): void {
  if (document.visibilityState === 'visible') sessionChanged()
}

function subscribe(fn: () => void): () => void {
  if (listeners.size === 0) document.addEventListener('visibilitychange', lookOnReturn)
  listeners.add(fn)
  return () => {
    listeners.delete(fn)
    if (listeners.size === 0) document.removeEventListener('visibilitychange', lookOnReturn)
  }
}

/** The signed-in worker, re-read whenever the session changes. */
export function useFloorSession(): FloorSession | null {
  return useSyncExternalStore(subscribe, current, current)
}

/** The worker whose session the server ended while they worked (null: none), re-read with the session. */
export function useEndedSession(): FloorSession | null {
  return useSyncExternalStore(subscribe, endedSession, endedSession)
}

/** Whether the server refused the worker floor work, re-read with the session. */
export function useFloorWorkRefused(worker: FloorSession | null): boolean {
  const read = () => (worker ? isFloorWorkRefused(worker) : false)
  return useSyncExternalStore(subscribe, read, read)
}
