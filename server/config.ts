import { resolve } from 'node:path'

/** Every setting of the server, read once from the environment; README lists each with its default. */
export type Config = {
  port: number
  host: string
  dataDir: string
  /** Real PostgreSQL instead of the embedded PGlite when set. */
  databaseUrl: string | undefined
  databasePoolMax: number
  /** Memory for answers of read calls kept until their tenant's data changes (0: keep none). */
  answerCacheBytes: number
  timeZone: string
  /** HS256 signing secret of the access tokens; generated once into the data directory when unset. */
  jwtSecret: string | undefined
  accessTokenSeconds: number
  refreshTokenSeconds: number
  bodyLimitBytes: number
  /** Largest multipart body (imports, uploads); each call also checks its own file limit. */
  uploadLimitBytes: number
  /** Seed the demo tenants and users at start. */
  seedDemo: boolean
  /** TEST ONLY: every captcha's answer is this code. Never set it on a server people use. */
  captchaTestCode: string | undefined
  /** Where the built web app is served from. */
  webDir: string
  /** Failed token calls one client address may make within the window before it gets 429 (0: no limit). */
  signInAddressMaxFailures: number
  signInAddressWindowSeconds: number
  /** Captchas one client address may fetch at once, and how many more per minute (burst 0: no limit). */
  captchaAddressBurst: number
  captchaAddressPerMinute: number
  /** Most captchas stored at a time; past it the oldest are dropped (0: no cap). */
  captchaMaxStored: number
}

function intSetting(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const n = Number(raw)
  if (!Number.isInteger(n) || n < 0) throw new Error(`setting ${name} must be a non-negative integer, got "${raw}"`)
  return n
}

/** Reads the settings; a malformed value stops the start with a message naming it. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: intSetting(env, 'PORT', 8080),
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolMax: intSetting(env, 'DATABASE_POOL_MAX', 10),
    answerCacheBytes: intSetting(env, 'ANSWER_CACHE_MB', 64) * 1024 * 1024,
    timeZone: env.APP_TIME_ZONE || 'Asia/Shanghai',
    jwtSecret: env.JWT_SECRET || undefined,
    accessTokenSeconds: intSetting(env, 'ACCESS_TOKEN_SECONDS', 3600),
    refreshTokenSeconds: intSetting(env, 'REFRESH_TOKEN_SECONDS', 7 * 24 * 3600),
    bodyLimitBytes: intSetting(env, 'BODY_LIMIT_BYTES', 2 * 1024 * 1024),
    uploadLimitBytes: intSetting(env, 'UPLOAD_LIMIT_BYTES', 12 * 1024 * 1024),
    seedDemo: (env.SEED_DEMO ?? '1') !== '0',
    captchaTestCode: env.CAPTCHA_TEST_CODE || undefined,
    webDir: resolve(env.WEB_DIR || './dist'),
    signInAddressMaxFailures: intSetting(env, 'SIGN_IN_ADDRESS_MAX_FAILURES', 20),
    signInAddressWindowSeconds: intSetting(env, 'SIGN_IN_ADDRESS_WINDOW_SECONDS', 600),
    captchaAddressBurst: intSetting(env, 'CAPTCHA_ADDRESS_BURST', 30),
    captchaAddressPerMinute: intSetting(env, 'CAPTCHA_ADDRESS_PER_MINUTE', 60),
    captchaMaxStored: intSetting(env, 'CAPTCHA_MAX_STORED', 10_000),
  }
}
