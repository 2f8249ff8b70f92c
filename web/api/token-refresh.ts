import { tokenContract } from '#sync/http/session.contracts.ts'
import { exchange, outgoingOf, readJsonBody } from './client.ts'
import { readSession, storeSession } from './session.ts'

/** Seconds after the token datetime at which the tokens are renewed (spec 1 §9: token time 3000; tokens live 1 h). */
export const TOKEN_TIME_S = 3000
/** How often the refresh rule is checked (spec 1 §9: every 10,000 ms). */
export const REFRESH_CHECK_MS = 10_000
/** A refresh that hangs must not hold the lock for the 20-minute default time-out. */
const REFRESH_TIMEOUT_S = 60
/** Name of the lock that keeps two tabs of one browser from spending the same refresh token. */
const LOCK_NAME = 'erp-token-refresh'

/**
 * Renews the tokens with the stored refresh token (POST /api/blade-auth/oauth/token, grant_type
 * refresh_token) and stores them with a new token datetime. True when new tokens were stored; never
 * toasts: a failed refresh is retried at the next check, and an expired session ends at its next 401.
 */
export async function refreshTokens(): Promise<boolean> {
  const { refreshToken, tenantId } = readSession()
  if (!refreshToken) return false
  const tenant = tenantId ?? '000000'
  const { res, answer } = await exchange(
    {
      ...outgoingOf(tokenContract, {
        query: { tenantId: tenant, refresh_token: refreshToken, grant_type: 'refresh_token', scope: 'all' },
      }),
      headers: { 'Tenant-Id': tenant },
      anonymous: true,
    },
    { silent: true, timeoutS: REFRESH_TIMEOUT_S },
    readJsonBody,
  )
  const body = answer as { access_token?: unknown; refresh_token?: unknown; tenant_id?: unknown }
  if (!res.ok || typeof body.access_token !== 'string' || typeof body.refresh_token !== 'string') return false
  storeSession({
    accessToken: body.access_token,
    refreshToken: body.refresh_token,
    tenantId: typeof body.tenant_id === 'string' ? body.tenant_id : tenant,
  })
  return true
}

/** Timing and the refresh itself, injectable for tests. */
export type TokenRefreshOptions = {
  /** Seconds since the token datetime from which a refresh is due (default 3000). */
  tokenTimeS?: number
  /** Milliseconds between checks (default 10,000). */
  intervalMs?: number
  /** The clock, in milliseconds since the epoch. */
  now?: () => number
  /** Renews the tokens (default `refreshTokens`). */
  refresh?: () => Promise<unknown>
}

/** Whether a refresh is running in this tab: at most one at a time (spec 1 §4). */
let refreshing = false

function isDue(tokenTimeS: number, now: number): boolean {
  const { refreshToken, tokenTime } = readSession()
  if (!refreshToken) return false
  // Tokens stored before their datetime was kept are of unknown age: renew them now.
  if (tokenTime === null) return true
  return (now - tokenTime) / 1000 >= tokenTimeS
}

/** Runs `work` unless another tab of this browser holds the refresh lock (Web Locks where available). */
async function withBrowserLock(work: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? null : (navigator.locks as LockManager | null | undefined)
  if (!locks) return work()
  await locks.request(LOCK_NAME, { ifAvailable: true }, async (lock) => {
    if (lock) await work()
  })
}

/**
 * One check of the refresh rule: when the tokens are at least `tokenTimeS` old and no refresh is
 * running, one starts; the running flag is released whether it succeeds or fails.
 */
export async function checkTokenRefresh(options: TokenRefreshOptions = {}): Promise<void> {
  const tokenTimeS = options.tokenTimeS ?? TOKEN_TIME_S
  const now = options.now ?? Date.now
  const refresh = options.refresh ?? refreshTokens
  if (refreshing || !isDue(tokenTimeS, now())) return
  refreshing = true
  try {
    // Another tab may have renewed the shared cookies meanwhile: look again once the lock is held.
    await withBrowserLock(async () => {
      if (isDue(tokenTimeS, now())) await refresh()
    })
  } catch {
    // A failed refresh only releases the lock (spec 1 §8); the next check tries again.
  } finally {
    refreshing = false
  }
}

/** Checks the refresh rule every 10 s (or `intervalMs`); answers the function that stops the checks. */
export function startTokenRefresh(options: TokenRefreshOptions = {}): () => void {
  const timer = setInterval(() => {
    void checkTokenRefresh(options)
  }, options.intervalMs ?? REFRESH_CHECK_MS)
  return () => clearInterval(timer)
}
