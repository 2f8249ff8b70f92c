import type { Language } from '#sync/i18n/language.ts'
import type { Config } from '../../config.ts'
import type { Db, DbDriver } from '../db/db.ts'
import type { AnswerCache } from './answer-cache.ts'

/** The signed-in user, from a verified access token. */
export type Session = {
  sid: string
  tenantId: string
  userId: string
  account: string
  roleIds: string[]
  deptIds: string[]
  clientId: string
}

/** Services the app is built with; tests pass their own. */
export type AppDeps = {
  /** The database as its owner: only platform code (sign-in, migrations, seeds, logs) uses it. */
  root: DbDriver
  config: Config
  /** Key for the access-token signatures. */
  signingKey: Uint8Array
  /** Key that encrypts secret fields (derived from the signing key unless given). */
  secretKey: Uint8Array
  /** Answers of read calls, kept until their tenant changes (built by createApp from the config). */
  answers?: AnswerCache
}

/** Hono's typed context of this app. */
export type AppEnv = {
  Variables: {
    requestId: string
    lang: Language
    deps: AppDeps
    /** Set for calls that need a session. */
    session: Session
    /** The database scoped to the session's tenant: every statement runs under RLS. */
    db: Db
    /** The CSP nonce of this answer (hono/secure-headers), for a page's own inline script. */
    secureHeadersNonce?: string
  }
}
