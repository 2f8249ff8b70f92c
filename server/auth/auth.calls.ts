import type { Context } from 'hono'
import type { z } from 'zod'
import {
  captchaContract,
  clearCacheContract,
  type logEntries,
  registerGuestContract,
  sendLogsContract,
  signOutContract,
  signOutWithLogsContract,
  tokenContract,
  tokenQuery,
  userInfoContract,
} from '#sync/http/session.contracts.ts'
import { type MessageKey, translate } from '#sync/i18n/messages.ts'
import { issueCaptcha, spendCaptcha } from '../platform/auth/captcha.ts'
import { hashSecret, md5Hex } from '../platform/auth/password.ts'
import { forgetGrants } from '../platform/auth/permissions.ts'
import { clearClientCache } from '../platform/auth/sessions.ts'
import { scopeToTenant } from '../platform/db/tenant-scope.ts'
import type { AppEnv } from '../platform/http/app-env.ts'
import { AppError } from '../platform/http/app-error.ts'
import { defineCall } from '../platform/http/calls.ts'
import { parseInput } from '../platform/http/read-input.ts'
import { ok } from '../platform/http/respond.ts'
import { recordUsualLog, remoteIp, USUAL_LOG, usualLogOf } from '../system/log-usual.ts'
import { addressKey, addressLimitsOf } from './address-limits.ts'
import { ownProfile, registerGuest, storeClientLogs as storeLogs } from './auth-account.ts'
import {
  assertTenantOpen,
  authenticateClient,
  checkPassword,
  endSession,
  openSession,
  refreshSession,
} from './sign-in.ts'

/** How a sign-in was made, in the operation log's words. */
const SIGN_IN_WORD: Record<'password' | 'captcha' | 'refresh_token', MessageKey> = {
  password: 'system.log.signInPassword',
  captcha: 'system.log.signInCaptcha',
  refresh_token: 'system.log.signInRefresh',
}
/** The token call answers raw JSON; failures are {error_code, error_description}. */
function oauthFailure(c: Context<AppEnv>, e: unknown) {
  if (!(e instanceof AppError)) throw e
  const details = e.problems.map((p) => p.message).join('; ')
  const description = translate(e.messageKey, c.var.lang, { details, ...e.params })
  const status = e.status === 401 ? 401 : 400
  return c.json({ error_code: status, error: e.kind.toLowerCase(), error_description: description }, status)
}

/** A refusal for calling too often: 429 with Retry-After, in the token call's raw shape. */
function tooManyRequests(c: Context<AppEnv>, key: 'signInThrottled' | 'captchaThrottled', seconds: number) {
  c.header('Retry-After', String(seconds))
  const description = translate(key, c.var.lang, { seconds })
  return c.json({ error_code: 429, error: 'too_many_requests', error_description: description }, 429)
}

/** Token and captcha answers are secrets of one caller: no cache may keep them. */
function forbidCaching(c: Context<AppEnv>) {
  c.header('Cache-Control', 'no-store')
  c.header('Pragma', 'no-cache')
}

/**
 * Answers that mean a guess went wrong (password, account lock, client secret, captcha, tenant):
 * these count against the address. Malformed calls guess nothing (a conformance run sends many).
 */
const GUESS_FAILURES: ReadonlySet<MessageKey> = new Set<MessageKey>([
  'loginFailed',
  'loginFailedRemaining',
  'accountLocked',
  'clientInvalid',
  'captchaInvalid',
  'tenantMissing',
])

/**
 * The token call. An address that failed too often lately is refused before anything is checked;
 * every wrong guess counts against the address, successes do not (test suites sign in hundreds of
 * times from one address). Refusals themselves do not count, so waiting is enough to get out.
 */
async function answerToken(c: Context<AppEnv>, query: Record<string, string>) {
  forbidCaching(c)
  const failures = addressLimitsOf(c.var.deps).signInFailures
  const address = addressKey(remoteIp(c))
  const wait = failures.retryAfter(address)
  if (wait > 0) return tooManyRequests(c, 'signInThrottled', wait)
  try {
    return c.json(await grantToken(c, query))
  } catch (e) {
    if (e instanceof AppError && GUESS_FAILURES.has(e.messageKey)) failures.record(address)
    return oauthFailure(c, e)
  }
}

/** A captcha, unless the address fetched too many lately (each one is a stored row). */
async function answerCaptcha(c: Context<AppEnv>) {
  forbidCaching(c)
  const { deps } = c.var
  const wait = addressLimitsOf(deps).captchas.take(addressKey(remoteIp(c)))
  if (wait > 0) return tooManyRequests(c, 'captchaThrottled', wait)
  return c.json(
    await issueCaptcha(deps.root, { fixedCode: deps.config.captchaTestCode, maxStored: deps.config.captchaMaxStored }),
  )
}

async function grantToken(c: Context<AppEnv>, query: Record<string, string>) {
  const q = parseInput(c, tokenQuery, query)
  const { deps } = c.var
  const client = await authenticateClient(deps.root, c.req.header('authorization'), q.grant_type)
  if (q.grant_type === 'refresh_token') {
    if (!q.refresh_token) throw new AppError('BAD_REQUEST', 'refreshInvalid')
    return refreshSession(deps, q.refresh_token, client)
  }
  // The captcha grant always carries a captcha; a password grant may, and must once its address
  // or account has failed lately (the console's form always sends one).
  const key = c.req.header('captcha-key') ?? ''
  const code = c.req.header('captcha-code') ?? ''
  const captchaSolved = q.grant_type === 'captcha' || Boolean(key || code)
  if (captchaSolved) {
    const verdict = key && code ? await spendCaptcha(deps.root, key, code) : 'wrong'
    if (verdict === 'expired') throw new AppError('BAD_REQUEST', 'captchaExpired')
    if (verdict === 'wrong') throw new AppError('BAD_REQUEST', 'captchaInvalid')
  } else {
    const failures = addressLimitsOf(deps).signInFailures
    if (failures.count(addressKey(remoteIp(c))) >= failures.captchaAfter) {
      throw new AppError('BAD_REQUEST', 'captchaRequired')
    }
  }
  const tenantId = q.tenantId ?? c.req.header('tenant-id') ?? '000000'
  if (!q.username || !q.password) throw new AppError('BAD_REQUEST', 'loginFailed')
  // The user is read under the named tenant's RLS; a tenant that does not exist holds no user, so
  // it is answered as a wrong account or password. Whether the tenant is open is said only to
  // someone who knows a password of it.
  const db = scopeToTenant(deps.root, { tenantId, userId: '0' })
  const user = await checkPassword(db, tenantId, q.username, q.password, captchaSolved)
  await assertTenantOpen(deps.root, tenantId)
  const answer = await openSession(deps, db, user, client)
  await recordUsualLog(db, {
    tenantId,
    userId: user.id,
    account: user.account,
    type: USUAL_LOG.signIn,
    title: translate('system.log.signIn', c.var.lang, { how: translate(SIGN_IN_WORD[q.grant_type], c.var.lang) }),
    request: {
      method: c.req.method,
      uri: c.req.path,
      ip: c.req.header('x-forwarded-for') ?? null,
      userAgent: c.req.header('user-agent') ?? null,
      requestId: c.var.requestId,
    },
  })
  return answer
}

/** Stores the log entries a browser collected (uncaught errors and the like) in the error log. */
async function saveClientLogs(c: Context<AppEnv>, entries: z.output<typeof logEntries>) {
  if (entries.length === 0) return
  const { session, db } = c.var
  const request = { requestId: c.var.requestId, userAgent: c.req.header('user-agent')?.slice(0, 1000) ?? null }
  await db.begin((tx) => storeLogs(tx, session, request, entries))
}

/** The session calls of spec 1 §7. */
export const authCalls = [
  defineCall({
    ...captchaContract,
    area: 'auth',
    summary: 'A captcha image and its key (30 minutes, single use, case-insensitive)',
    access: { public: true },
    handler: answerCaptcha,
  }),
  defineCall({
    ...tokenContract,
    area: 'auth',
    summary: 'Sign in (grant_type captcha or password) or refresh (refresh_token); parameters in the query string',
    access: { public: true },
    handler: (c, { query }) => answerToken(c, query),
  }),
  defineCall({
    ...signOutContract,
    area: 'auth',
    summary: 'Ends the session: its access and refresh tokens stop working',
    access: { signedIn: true },
    handler: async (c) => {
      await endSession(c.var.deps.root, c.var.session.sid)
      await recordUsualLog(c.var.db, usualLogOf(c, USUAL_LOG.signOut, translate('system.log.signOut', c.var.lang)))
      return ok(c, true, 'logoutDone')
    },
  }),
  defineCall({
    ...signOutWithLogsContract,
    area: 'auth',
    summary: 'Ends the session, storing the log entries the client sends',
    access: { signedIn: true },
    example: [],
    handler: async (c, { body }) => {
      await saveClientLogs(c, body)
      await endSession(c.var.deps.root, c.var.session.sid)
      await recordUsualLog(c.var.db, usualLogOf(c, USUAL_LOG.signOut, translate('system.log.signOut', c.var.lang)))
      return ok(c, true, 'logoutDone')
    },
  }),
  defineCall({
    ...clearCacheContract,
    area: 'auth',
    summary: "Drops the server's cached grants of this tenant and verified client secrets",
    access: { signedIn: true },
    handler: (c) => {
      forgetGrants(c.var.session.tenantId)
      clearClientCache()
      return ok(c, true, 'cacheCleared')
    },
  }),
  defineCall({
    ...sendLogsContract,
    area: 'auth',
    summary: "Stores the browser's collected log entries in the error log",
    access: { signedIn: true },
    example: [{ type: 'error', message: 'TypeError: x is undefined', url: '/desk/notice', stack: '', info: '' }],
    handler: async (c, { body }) => {
      await saveClientLogs(c, body)
      return ok(c, true, 'logsSent')
    },
  }),
  defineCall({
    ...userInfoContract,
    area: 'auth',
    summary: 'The signed-in user, with role and department names',
    access: { signedIn: true },
    handler: async (c) => {
      const user = await ownProfile(c.var.db, c.var.session.userId)
      if (!user) throw new AppError('UNAUTHORIZED', 'unauthorized')
      return ok(c, { ...user, userId: user.id })
    },
  }),
  defineCall({
    ...registerGuestContract,
    area: 'auth',
    summary: 'Registers an account that waits for administrator approval (parameters in the query or body)',
    access: { public: true },
    example: { tenantId: '000000', name: 'Guest', account: 'guest01', password: 'Guest1234', oauthId: '' },
    handler: async (c, { params: input }) => {
      const { root } = c.var.deps
      await assertTenantOpen(root, input.tenantId)
      // Clients send the md5 hex of the password; a plain one is hashed the same way first.
      const md5 = /^[0-9a-f]{32}$/.test(input.password) ? input.password : md5Hex(input.password)
      const hashed = await hashSecret(md5)
      const db = scopeToTenant(root, { tenantId: input.tenantId, userId: '0' })
      await db.begin((tx) => registerGuest(tx, input, hashed))
      return ok(c, true, 'registerSubmitted')
    },
  }),
]
