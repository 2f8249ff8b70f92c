/** Fixed cookie names of the session (spec 1 §7: tokens stored in cookies). */
export const COOKIE = {
  accessToken: 'saber-access-token',
  refreshToken: 'saber-refresh-token',
  tenantId: 'saber-tenant-id',
  /** When the tokens were issued (ms since the epoch): the refresh rule counts from it (spec 1 §4). */
  tokenTime: 'saber-token-time',
} as const

function readCookie(name: string): string | null {
  const pair = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`))
  return pair ? decodeURIComponent(pair.slice(name.length + 1)) : null
}

function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  // An expiry date in the past deletes at once everywhere (max-age=0 is not honoured by every engine).
  const lifetime = maxAgeSeconds > 0 ? `max-age=${maxAgeSeconds}` : 'expires=Thu, 01 Jan 1970 00:00:00 GMT'
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing in older Safari; one escaped write here
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; ${lifetime}; SameSite=Strict`
}

/** The stored session: tokens, tenant, and when the tokens were issued. */
export type StoredSession = {
  accessToken: string | null
  refreshToken: string | null
  tenantId: string | null
  /** Milliseconds since the epoch; null for tokens stored before the time was kept. */
  tokenTime: number | null
}

/** The stored tokens, tenant and token datetime. */
export function readSession(): StoredSession {
  const time = Number(readCookie(COOKIE.tokenTime) ?? Number.NaN)
  return {
    accessToken: readCookie(COOKIE.accessToken),
    refreshToken: readCookie(COOKIE.refreshToken),
    tenantId: readCookie(COOKIE.tenantId),
    tokenTime: Number.isFinite(time) ? time : null,
  }
}

/** Stores what a successful sign-in or refresh answered, stamped with the time (now unless given). */
export function storeSession(s: {
  accessToken: string
  refreshToken: string
  tenantId: string
  tokenTime?: number
}): void {
  const week = 7 * 24 * 3600
  writeCookie(COOKIE.accessToken, s.accessToken, week)
  writeCookie(COOKIE.refreshToken, s.refreshToken, week)
  writeCookie(COOKIE.tokenTime, String(s.tokenTime ?? Date.now()), week)
  writeCookie(COOKIE.tenantId, s.tenantId, 365 * 24 * 3600)
}

/** Forgets the tokens (the tenant is kept, to prefill the sign-in form). */
export function clearSession(): void {
  writeCookie(COOKIE.accessToken, '', 0)
  writeCookie(COOKIE.refreshToken, '', 0)
  writeCookie(COOKIE.tokenTime, '', 0)
}

/** Whether a token is stored. */
export function hasSession(): boolean {
  return Boolean(readSession().accessToken)
}
