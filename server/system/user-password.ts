import { randomInt } from 'node:crypto'
import type { Language } from '#sync/i18n/language.ts'
import { translate } from '#sync/i18n/messages.ts'
import { PASSWORD_PATTERN } from '#sync/resources/system/user.resource.ts'
import { hashSecret, md5Hex } from '../platform/auth/password.ts'
import { forgetSessions } from '../platform/auth/sessions.ts'
import type { DbDriver } from '../platform/db/db.ts'
import { AppError, validationError } from '../platform/http/app-error.ts'

/** Spec 1 §5: 8-16 characters with a digit, a lower- and an upper-case letter; the confirmation must match. */
export function checkNewPassword(
  lang: Language,
  plain: string,
  field: string,
  confirm?: unknown,
  confirmField = 'password2',
) {
  if (!PASSWORD_PATTERN.test(plain)) {
    throw validationError([{ field, message: translate('system.access.passwordRule', lang) }])
  }
  if (confirm !== undefined && confirm !== null && String(confirm) !== plain) {
    throw validationError([{ field: confirmField, message: translate('system.access.passwordMismatch', lang) }])
  }
}

/** The stored form of a typed password: argon2id of its lower-case md5 hex (what clients send on sign-in). */
export function storedPassword(plain: string): Promise<string> {
  return hashSecret(md5Hex(plain))
}

const LOWER = 'abcdefghijkmnpqrstuvwxyz'
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ'
const DIGITS = '23456789'

/** A random 12-character password meeting the rules (no look-alike characters). */
export function randomPassword(): string {
  const pick = (set: string) => set[randomInt(set.length)] as string
  const all = LOWER + UPPER + DIGITS
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), ...Array.from({ length: 9 }, () => pick(all))]
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1)
    ;[chars[i], chars[j]] = [chars[j] as string, chars[i] as string]
  }
  const out = chars.join('')
  if (!PASSWORD_PATTERN.test(out)) throw new AppError('INVALID_STATE', 'system.access.passwordRule')
  return out
}

/**
 * Ends the open sessions of users (their tokens stop working at once), except `keepSid`. Runs on
 * the owner connection after the change committed: the application role cannot touch sessions.
 */
export async function endUserSessions(root: DbDriver, tenantId: string, userIds: readonly string[], keepSid = '') {
  if (!userIds.length) return
  await root.query(
    `UPDATE blade_session SET revoked_at = localtimestamp(0)
      WHERE tenant_id = $1 AND user_id = ANY($2::bigint[]) AND sid <> $3 AND revoked_at IS NULL`,
    [tenantId, userIds, keepSid],
  )
  forgetSessions()
}
