import type { Label, Language } from '#sync/i18n/language.ts'
import type { Session } from '../platform/http/app-env.ts'
import { AppError } from '../platform/http/app-error.ts'
import { PLATFORM_TENANT } from '../platform/platform-tenant.ts'

/** Checks of the work only the platform tenant (the operator) does: shared dictionaries, tenants, menus, clients. */

/** Whether the session is the platform tenant's. */
export const isPlatform = (session: Session): boolean => session.tenantId === PLATFORM_TENANT

/** Refuses callers outside the platform tenant. */
export function assertPlatform(session: Session): void {
  if (!isPlatform(session)) throw new AppError('FORBIDDEN', 'system.admin.platformOnly')
}

/** Refuses callers outside the platform tenant, naming what only it manages (menus, clients) in the caller's language. */
export function assertPlatformTenant(session: Session, lang: Language, what: Label): void {
  if (!isPlatform(session)) throw new AppError('FORBIDDEN', 'system.access.platformOnly', { what: what[lang] })
}
