/** Fixed cookie names of the session (spec 1 §7: tokens stored in cookies). */
export const COOKIE = {
  accessToken: 'saber-access-token',
  refreshToken: 'saber-refresh-token',
  tenantId: 'saber-tenant-id',
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

/** The stored tokens and tenant. */
export function readSession() {
  return {
    accessToken: readCookie(COOKIE.accessToken),
    refreshToken: readCookie(COOKIE.refreshToken),
    tenantId: readCookie(COOKIE.tenantId),
  }
}

/** Stores what a successful sign-in answered. */
export function storeSession(s: { accessToken: string; refreshToken: string; tenantId: string }): void {
  const week = 7 * 24 * 3600
  writeCookie(COOKIE.accessToken, s.accessToken, week)
  writeCookie(COOKIE.refreshToken, s.refreshToken, week)
  writeCookie(COOKIE.tenantId, s.tenantId, 365 * 24 * 3600)
}

/** Forgets the tokens (the tenant is kept, to prefill the sign-in form). */
export function clearSession(): void {
  writeCookie(COOKIE.accessToken, '', 0)
  writeCookie(COOKIE.refreshToken, '', 0)
}

/** Whether a token is stored. */
export function hasSession(): boolean {
  return Boolean(readSession().accessToken)
}
