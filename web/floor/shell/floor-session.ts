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

/** Says the session may have changed (sign-in, sign-out, a 401, another tab): readers look again. */
export function sessionChanged(): void {
  fresh = false
  for (const fn of listeners) fn()
}

function sameWorker(a: FloorSession | null, b: FloorSession | null): boolean {
  return a === b || (!!a && !!b && a.tenantId === b.tenantId && a.userId === b.userId && a.userName === b.userName)
}

function current(): FloorSession | null {
  if (!fresh) {
    const next = readFloorSession()
    // The same worker keeps the same object, so React sees no change where there is none.
    if (!sameWorker(last, next)) last = next
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
