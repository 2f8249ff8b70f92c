import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { signAccessToken } from '../platform/auth/access-token.ts'
import { hashSecret, verifySecret } from '../platform/auth/password.ts'
import { forgetSessions, verifiedClients } from '../platform/auth/sessions.ts'
import type { Db, DbDriver } from '../platform/db/db.ts'
import { scopeToTenant } from '../platform/db/tenant-scope.ts'
import type { AppDeps, Session } from '../platform/http/app-env.ts'
import { AppError } from '../platform/http/app-error.ts'

/** Wrong passwords in a row that lock an account, and for how long. */
export const MAX_FAILED_LOGINS = 5
export const LOCK_MINUTES = 10
/** Hours without a failure after which the count of wrong passwords starts over. */
export const FAILURE_MEMORY_HOURS = 24

export type OAuthClient = { clientId: string; grants: string[]; accessSeconds: number; refreshSeconds: number }

type UserRow = {
  id: string
  tenantId: string
  account: string
  password: string
  name: string | null
  realName: string | null
  avatar: string | null
  roleId: string
  deptId: string
  postId: string
  oauthId: string | null
  status: number
  failedLoginCount: number
  /** Wrong passwords in a row within the failure memory (a count older than that starts over). */
  recentFailures: number
  lockedMinutesLeft: number | null
}

/** Checks the Basic client header against the clients table; the grant must be one it lists. */
export async function authenticateClient(
  root: DbDriver,
  header: string | undefined,
  grant: string,
): Promise<OAuthClient> {
  const match = /^basic\s+(.+)$/i.exec(header ?? '')
  const decoded = match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : ''
  const colon = decoded.indexOf(':')
  if (colon < 1) throw new AppError('UNAUTHORIZED', 'clientInvalid')
  const clientId = decoded.slice(0, colon)
  const secret = decoded.slice(colon + 1)
  const rows = await root.query<{
    clientSecret: string
    authorizedGrantTypes: string
    accessTokenValidity: number
    refreshTokenValidity: number
  }>(
    `SELECT client_secret, authorized_grant_types, access_token_validity, refresh_token_validity
       FROM blade_client WHERE client_id = $1 AND is_deleted = 0 AND status = 1`,
    [clientId],
  )
  const row = rows[0]
  if (!row) throw new AppError('UNAUTHORIZED', 'clientInvalid')
  // argon2 is slow by design: remember a verified secret by its digest instead of re-hashing every sign-in.
  const digest = createHash('sha256').update(`${clientId}:${secret}`).digest('hex')
  if (verifiedClients.get(clientId) !== digest) {
    if (!(await verifySecret(row.clientSecret, secret))) throw new AppError('UNAUTHORIZED', 'clientInvalid')
    verifiedClients.set(clientId, digest)
  }
  const grants = row.authorizedGrantTypes.split(',').map((g) => g.trim())
  if (!grants.includes(grant)) throw new AppError('BAD_REQUEST', 'grantNotAllowed', { grant })
  return {
    clientId,
    grants,
    accessSeconds: row.accessTokenValidity,
    refreshSeconds: row.refreshTokenValidity,
  }
}

/** A tenant may sign in only while active and not expired. */
export async function assertTenantOpen(root: DbDriver, tenantId: string): Promise<void> {
  const rows = await root.query<{ status: number; expired: boolean }>(
    `SELECT status, coalesce(expire_time < localtimestamp(0), false) AS expired
       FROM blade_tenant WHERE tenant_id = $1 AND is_deleted = 0`,
    [tenantId],
  )
  const tenant = rows[0]
  if (!tenant) throw new AppError('BAD_REQUEST', 'tenantMissing', { tenantId })
  if (tenant.status !== 1) throw new AppError('BAD_REQUEST', 'tenantSuspended')
  if (tenant.expired) throw new AppError('BAD_REQUEST', 'tenantExpired')
}

/** A failure count whose last failure is older than this starts over, for real and unknown accounts alike. */
const FAILURE_MEMORY = `interval '${FAILURE_MEMORY_HOURS} hours'`

const USER_COLUMNS = `id, tenant_id, account, password, name, real_name, avatar, role_id, dept_id, post_id, oauth_id,
  status, failed_login_count,
  CASE WHEN last_failed_login >= localtimestamp(0) - ${FAILURE_MEMORY} THEN failed_login_count ELSE 0 END
    AS recent_failures,
  CASE WHEN locked_until > localtimestamp(0)
    THEN ceil(extract(epoch FROM locked_until - localtimestamp(0)) / 60)::int END AS locked_minutes_left`

/** The next failure count of a row whose count is `count` and last failure `last` (a SQL expression). */
const nextFailures = (count: string, last: string) =>
  `(CASE WHEN ${last} < localtimestamp(0) - ${FAILURE_MEMORY} THEN 0 ELSE ${count} END + 1)`

/**
 * Counts a wrong password of a real account, in one statement (so parallel guesses cannot all read
 * the same count): the fifth in a row resets the count and locks the account. No row comes back
 * when another request locked it first.
 */
const FAIL_USER = `UPDATE blade_user SET
    failed_login_count = CASE WHEN ${nextFailures('failed_login_count', 'last_failed_login')} >= $2 THEN 0
      ELSE ${nextFailures('failed_login_count', 'last_failed_login')} END,
    locked_until = CASE WHEN ${nextFailures('failed_login_count', 'last_failed_login')} >= $2
      THEN localtimestamp(0) + make_interval(mins => $3) END,
    last_failed_login = localtimestamp(0)
  WHERE id = $1 AND (locked_until IS NULL OR locked_until <= localtimestamp(0))
  RETURNING failed_login_count AS failures, locked_until IS NOT NULL AS locked`

/**
 * The same for an account name no live user has (keyed by tenant and name), so its answers are a
 * real account's. The statement also prunes the tenant's other rows that are a quiet day old.
 */
const FAIL_UNKNOWN = `WITH pruned AS (
    DELETE FROM blade_sign_in_failure
     WHERE account <> $2 AND last_failed_at < localtimestamp(0) - ${FAILURE_MEMORY}
       AND (locked_until IS NULL OR locked_until <= localtimestamp(0))
  )
  INSERT INTO blade_sign_in_failure AS f (tenant_id, account, failed_count, locked_until, last_failed_at)
  VALUES ($1, $2, CASE WHEN 1 >= $3 THEN 0 ELSE 1 END,
    CASE WHEN 1 >= $3 THEN localtimestamp(0) + make_interval(mins => $4) END, localtimestamp(0))
  ON CONFLICT (tenant_id, account) DO UPDATE SET
    failed_count = CASE WHEN ${nextFailures('f.failed_count', 'f.last_failed_at')} >= $3 THEN 0
      ELSE ${nextFailures('f.failed_count', 'f.last_failed_at')} END,
    locked_until = CASE WHEN ${nextFailures('f.failed_count', 'f.last_failed_at')} >= $3
      THEN localtimestamp(0) + make_interval(mins => $4) END,
    last_failed_at = localtimestamp(0)
  WHERE f.locked_until IS NULL OR f.locked_until <= localtimestamp(0)
  RETURNING failed_count AS failures, locked_until IS NOT NULL AS locked`

/**
 * The user of an account name (all columns null when there is none) and the lock of the name's
 * unknown-account row, in one statement so both cases cost the same round trips.
 */
const FIND_ACCOUNT = `SELECT u.*, CASE WHEN g.locked_until > localtimestamp(0)
    THEN ceil(extract(epoch FROM g.locked_until - localtimestamp(0)) / 60)::int END AS unknown_locked_minutes_left,
  CASE WHEN g.last_failed_at >= localtimestamp(0) - ${FAILURE_MEMORY} THEN g.failed_count ELSE 0 END AS unknown_failures
  FROM (VALUES ($1::varchar)) AS a (account)
  LEFT JOIN (SELECT ${USER_COLUMNS} FROM blade_user WHERE is_deleted = 0) u ON u.account = a.account
  LEFT JOIN blade_sign_in_failure g ON g.account = a.account AND u.id IS NULL`

// Unknown accounts are checked against this, so they take as long as real ones. It is made with
// hashSecret, hence with the parameters of every stored password; no secret matches it.
const dummyHash = hashSecret(randomBytes(32).toString('hex'))

/**
 * Checks account and password (the md5 hex the client sent) within the tenant. Wrong passwords
 * count up; the fifth in a row locks the account for ten minutes. An account name no user has, in
 * a tenant that may not exist either, is answered the same way, in the same time, and locks the
 * same: the answers never tell whether an account or a tenant exists. Once an account has a wrong
 * password on record, its next tries need a solved captcha (`captchaSolved`), so guessing costs one each.
 */
export async function checkPassword(
  db: Db,
  tenantId: string,
  account: string,
  passwordMd5: string,
  captchaSolved: boolean,
): Promise<UserRow> {
  const rows = await db.query<Partial<UserRow> & { unknownLockedMinutesLeft: number | null; unknownFailures: number }>(
    FIND_ACCOUNT,
    [account],
  )
  const found = rows[0]
  const user = found?.id ? (found as UserRow) : undefined
  const lockedMinutes = user ? user.lockedMinutesLeft : (found?.unknownLockedMinutesLeft ?? null)
  if (lockedMinutes) throw new AppError('BAD_REQUEST', 'accountLocked', { minutes: lockedMinutes })
  const failures = user ? user.recentFailures : (found?.unknownFailures ?? 0)
  if (failures > 0 && !captchaSolved) throw new AppError('BAD_REQUEST', 'captchaRequired')
  const matches = await verifySecret(user ? user.password : await dummyHash, passwordMd5)
  if (!user || !matches) {
    const counted = user
      ? await db.query<{ failures: number; locked: boolean }>(FAIL_USER, [user.id, MAX_FAILED_LOGINS, LOCK_MINUTES])
      : await db.query<{ failures: number; locked: boolean }>(FAIL_UNKNOWN, [
          tenantId,
          account,
          MAX_FAILED_LOGINS,
          LOCK_MINUTES,
        ])
    const outcome = counted[0]
    // No row: a parallel request locked the account between the read and this write.
    if (!outcome || outcome.locked) throw new AppError('BAD_REQUEST', 'accountLocked', { minutes: LOCK_MINUTES })
    throw new AppError('BAD_REQUEST', 'loginFailedRemaining', {
      remaining: MAX_FAILED_LOGINS - outcome.failures,
      minutes: LOCK_MINUTES,
    })
  }
  assertUserActive(user)
  if (user.failedLoginCount > 0) {
    await db.query('UPDATE blade_user SET failed_login_count = 0, locked_until = NULL WHERE id = $1', [user.id])
  }
  return user
}

function assertUserActive(user: { status: number }): void {
  if (user.status === 0) throw new AppError('BAD_REQUEST', 'accountPending')
  if (user.status !== 1) throw new AppError('BAD_REQUEST', 'accountDisabled')
}

const splitIds = (v: string) => v.split(',').filter((s) => /^\d+$/.test(s))

const hashRefresh = (token: string) => createHash('sha256').update(token).digest('hex')

async function issueRefreshToken(root: DbDriver, sid: string, seconds: number): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await root.query(
    `INSERT INTO blade_refresh_token (jti, sid, expires_at) VALUES ($1, $2, localtimestamp(0) + make_interval(secs => $3))`,
    [hashRefresh(token), sid, seconds],
  )
  return token
}

/** The raw token answer BladeX clients read. */
async function tokenAnswer(
  deps: AppDeps,
  db: Db,
  user: UserRow,
  session: Session,
  refreshToken: string,
  client: OAuthClient,
) {
  const roleIds = splitIds(user.roleId)
  const roles = roleIds.length
    ? await db.query<{ roleAlias: string }>(
        'SELECT role_alias FROM blade_role WHERE id = ANY($1::bigint[]) AND is_deleted = 0 ORDER BY sort',
        [roleIds],
      )
    : []
  const seconds = Math.min(client.accessSeconds, deps.config.accessTokenSeconds)
  return {
    access_token: await signAccessToken(deps.signingKey, session, seconds),
    refresh_token: refreshToken,
    token_type: 'bearer',
    expires_in: seconds,
    scope: 'all',
    tenant_id: user.tenantId,
    user_id: user.id,
    dept_id: user.deptId,
    post_id: user.postId,
    role_id: user.roleId,
    oauth_id: user.oauthId ?? '',
    account: user.account,
    user_name: user.account,
    nick_name: user.name ?? user.account,
    real_name: user.realName ?? user.name ?? user.account,
    role_name: roles.map((r) => r.roleAlias).join(','),
    avatar: user.avatar ?? '',
    license: 'powered by erp-back-office',
    detail: { type: 'web' },
    jti: session.sid,
  }
}

function sessionOf(user: UserRow, sid: string, clientId: string): Session {
  return {
    sid,
    tenantId: user.tenantId,
    userId: user.id,
    account: user.account,
    roleIds: splitIds(user.roleId),
    deptIds: splitIds(user.deptId),
    clientId,
  }
}

/** Opens a session for a user whose password was checked, and answers the tokens. */
export async function openSession(deps: AppDeps, db: Db, user: UserRow, client: OAuthClient) {
  const sid = randomUUID()
  await deps.root.query('INSERT INTO blade_session (sid, tenant_id, user_id, client_id) VALUES ($1, $2, $3, $4)', [
    sid,
    user.tenantId,
    user.id,
    client.clientId,
  ])
  const refreshSeconds = Math.min(client.refreshSeconds, deps.config.refreshTokenSeconds)
  const refresh = await issueRefreshToken(deps.root, sid, refreshSeconds)
  return tokenAnswer(deps, db, user, sessionOf(user, sid, client.clientId), refresh, client)
}

/**
 * Trades a refresh token for new tokens. Each refresh token works once; presenting a used one
 * again means it leaked, so the whole session ends.
 */
export async function refreshSession(deps: AppDeps, refreshToken: string, client: OAuthClient) {
  const { root } = deps
  const found = await root.begin(async (tx) => {
    const rows = await tx.query<{
      sid: string
      tenantId: string
      userId: string
      clientId: string
      usedAt: string | null
      live: boolean
      revokedAt: string | null
    }>(
      `SELECT r.sid, s.tenant_id, s.user_id, s.client_id, r.used_at, s.revoked_at,
              r.expires_at >= localtimestamp(0) AS live
         FROM blade_refresh_token r JOIN blade_session s ON s.sid = r.sid
        WHERE r.jti = $1 FOR UPDATE OF r`,
      [hashRefresh(refreshToken)],
    )
    const row = rows[0]
    if (!row?.live || row.revokedAt || row.clientId !== client.clientId) return null
    if (row.usedAt) {
      await tx.query('UPDATE blade_session SET revoked_at = localtimestamp(0) WHERE sid = $1', [row.sid])
      forgetSessions(row.sid)
      return 'reused' as const
    }
    await tx.query('UPDATE blade_refresh_token SET used_at = localtimestamp(0) WHERE jti = $1', [
      hashRefresh(refreshToken),
    ])
    return row
  })
  if (found === null || found === 'reused') throw new AppError('BAD_REQUEST', 'refreshInvalid')
  await assertTenantOpen(root, found.tenantId)
  const db = scopeToTenant(root, { tenantId: found.tenantId, userId: found.userId })
  const users = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM blade_user WHERE id = $1 AND is_deleted = 0`, [
    found.userId,
  ])
  const user = users[0]
  if (!user) throw new AppError('BAD_REQUEST', 'refreshInvalid')
  assertUserActive(user)
  const refreshSeconds = Math.min(client.refreshSeconds, deps.config.refreshTokenSeconds)
  const refresh = await issueRefreshToken(root, found.sid, refreshSeconds)
  return tokenAnswer(deps, db, user, sessionOf(user, found.sid, client.clientId), refresh, client)
}

/** Ends a session: its access tokens stop working and its refresh tokens are refused. */
export async function endSession(root: DbDriver, sid: string): Promise<void> {
  await root.query('UPDATE blade_session SET revoked_at = localtimestamp(0) WHERE sid = $1 AND revoked_at IS NULL', [
    sid,
  ])
  forgetSessions(sid)
}
