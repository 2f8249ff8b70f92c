import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { inject } from 'vitest'
import { translate } from '#sync/i18n/messages.ts'
import { createApp } from '../app.ts'
import { readConfig } from '../config.ts'
import { md5Hex } from '../platform/auth/password.ts'
import type { DbDriver } from '../platform/db/db.ts'
import { leaseIdWorker, releaseIdWorker } from '../platform/db/next-id.ts'
import { openPglite } from '../platform/db/pglite-driver.ts'
import { openPostgres } from '../platform/db/postgres-driver.ts'
import { TEST_SCHEMA, testDatabaseUrl } from './test-databases.ts'

export const BASIC = `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`

export type CallOptions = {
  token?: string
  query?: Record<string, string | number>
  body?: unknown
  /** Sent as is (for malformed bodies). */
  raw?: string
  /** A multipart body (imports, uploads). */
  form?: FormData
  headers?: Record<string, string>
  lang?: 'zh-CN' | 'en-US' | 'ja-JP'
}

export type TestApp = Awaited<ReturnType<typeof openTestApp>>

/** A fresh database of the demo data: PGlite from the snapshot, or a copy of the template database on DATABASE_URL. */
async function openTestDatabase(): Promise<{
  root: DbDriver
  schema?: string
  url?: string
  drop: () => Promise<void>
}> {
  const url = process.env.DATABASE_URL
  if (url) {
    const template = inject('postgresTemplate')
    // Named after the template's maker, so a later run can tell a leftover from a live run's copy.
    const database = `${template.replace('erp_tpl_', 'erp_t_')}_${randomBytes(4).toString('hex')}`
    const admin = openPostgres({ url, max: 1, timeZone: 'Asia/Shanghai' })
    await admin.exec(`CREATE DATABASE ${database} TEMPLATE ${template}`)
    // A test's commits need not wait for the disk: the copy is thrown away after the file.
    await admin.exec(`ALTER DATABASE ${database} SET synchronous_commit = off`)
    const databaseUrl = testDatabaseUrl(url, database)
    const root = openPostgres({ url: databaseUrl, max: 4, timeZone: 'Asia/Shanghai', schema: TEST_SCHEMA })
    await leaseIdWorker(root)
    return {
      root,
      schema: TEST_SCHEMA,
      url: databaseUrl,
      drop: async () => {
        await releaseIdWorker(root)
        await root.close()
        await admin.exec(`DROP DATABASE ${database} WITH (FORCE)`)
        await admin.close()
      },
    }
  }
  const snapshot = readFileSync(inject('pgliteSnapshot'))
  const root = await openPglite({ timeZone: 'Asia/Shanghai', loadDataDir: new Blob([snapshot]) })
  await leaseIdWorker(root)
  return {
    root,
    drop: async () => {
      await releaseIdWorker(root)
      await root.close()
    },
  }
}

/** The app over a fresh demo database, with helpers that speak the BladeX conventions. */
export async function openTestApp(env: Record<string, string> = {}) {
  const { root, schema, url, drop } = await openTestDatabase()
  // No console unless a test gives WEB_DIR: API tests must not depend on a build.
  const config = { ...readConfig({ SEED_DEMO: '1', ...env }), ...(env.WEB_DIR ? {} : { webDir: '/nonexistent' }) }
  const signingKey = randomBytes(32)
  const app = createApp({ root, config, signingKey })

  async function call(method: 'GET' | 'POST' | 'HEAD', path: string, o: CallOptions = {}) {
    const url = new URL(`http://test${path}`)
    for (const [k, v] of Object.entries(o.query ?? {})) url.searchParams.set(k, String(v))
    const headers: Record<string, string> = { Authorization: BASIC, 'Accept-Language': o.lang ?? 'zh-CN', ...o.headers }
    if (o.token) headers['Blade-Auth'] = `bearer ${o.token}`
    let body: string | FormData | undefined
    if (o.form) body = o.form
    else if (o.raw !== undefined) body = o.raw
    else if (o.body !== undefined) body = JSON.stringify(o.body)
    if (typeof body === 'string' && !headers['Content-Type']) headers['Content-Type'] = 'application/json'
    const res = await app.request(url.pathname + url.search, { method, headers, body })
    const isFile = /spreadsheet|csv|zip|pdf|octet-stream|image\//.test(res.headers.get('content-type') ?? '')
    const bytes = Buffer.from(await res.arrayBuffer())
    const text = isFile ? '' : bytes.toString('utf8')
    // biome-ignore lint/suspicious/noExplicitAny: tests read answers of every shape
    let json: any
    try {
      json = JSON.parse(text)
    } catch {
      json = undefined
    }
    return { status: res.status, json, text, bytes, headers: res.headers }
  }

  /**
   * A captcha, solved (its code read from the database): the headers a password grant carries it in.
   * `headers` go with the fetch (an X-Forwarded-For: captchas are limited per address).
   */
  async function solvedCaptcha(headers: Record<string, string> = {}): Promise<Record<string, string>> {
    const { key } = (await call('GET', '/api/blade-auth/oauth/captcha', { headers })).json
    const [row] = await root.query<{ code: string }>('SELECT code FROM blade_captcha WHERE captcha_key = $1', [key])
    return { 'Captcha-Key': key, 'Captcha-Code': row?.code ?? '' }
  }

  /**
   * Signs in with the password grant; returns the raw token answer. When the grant asks for a
   * captcha (the account or this address failed lately: a test guessed wrong), it solves one.
   */
  async function signIn(tenantId = '000000', username = 'admin', password = 'Admin123') {
    const grant = (captcha: Record<string, string> = {}) =>
      call('POST', '/api/blade-auth/oauth/token', {
        query: {
          tenantId,
          username,
          password: md5Hex(password),
          grant_type: 'password',
          scope: 'all',
          type: 'account',
        },
        headers: { 'Tenant-Id': tenantId, ...captcha },
      })
    let r = await grant()
    if (r.status === 400 && r.json?.error_description === translate('captchaRequired', 'zh')) {
      r = await grant(await solvedCaptcha())
    }
    if (r.status !== 200) throw new Error(`sign-in failed: ${r.text}`)
    return r.json as { access_token: string; refresh_token: string; user_id: string; tenant_id: string }
  }

  /** `schema` and `url`: where this app's tables are on PostgreSQL (unset on PGlite). */
  return { app, root, schema, url, config, signingKey, call, signIn, solvedCaptcha, close: drop }
}
