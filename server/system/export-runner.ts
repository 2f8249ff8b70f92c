import { createWriteStream } from 'node:fs'
import { mkdir, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as WebStream } from 'node:stream/web'
import type { Language } from '#sync/i18n/language.ts'
import type { ActionDef } from '#sync/resources/define-action.ts'
import { findResource } from '#sync/resources/index.ts'
import { EXPORT_STATUS, offlineExportActions } from '#sync/resources/system/offline-export.actions.ts'
import type { Actor } from '../platform/actor.ts'
import type { DbDriver, Queryable, Row } from '../platform/db/db.ts'
import { enterScope, scopeToTenant } from '../platform/db/tenant-scope.ts'
import type { AppDeps, Session } from '../platform/http/app-env.ts'
import { AppError } from '../platform/http/app-error.ts'
import { NOW, runAction } from '../platform/records/transition.ts'
import { dataScopeCondition } from '../platform/resources/data-scope.ts'
import { hooksOf } from '../platform/resources/hooks.ts'
import { buildListQuery } from '../platform/resources/list-query.ts'
import { shownFrom } from '../platform/resources/record-store.ts'
import { exportColumns, streamSheet } from '../platform/resources/spreadsheet.ts'

export { EXPORT_STATUS }

const BATCH = 1000
/** A run that has not finished after this long was cut off (server stopped): it is marked failed. */
const STALE_MINUTES = 60

/** What an export record keeps in `params`: the list filters and the language of the headers. */
export type ExportParams = { filters: Record<string, string>; lang: Language }

type Job = { id: string; tenantId: string; createUser: string; resourceKey: string; params: string; fileFormat: string }

/** Where an export's file lives: derived from tenant and id only, never from input. */
export function exportFilePath(dataDir: string, tenantId: string, id: string, format: string): string {
  return join(dataDir, 'exports', tenantId, `${id}.${format === 'csv' ? 'csv' : 'xlsx'}`)
}

/** The URL a finished export is downloaded from. */
export function exportFileUrl(id: string): string {
  return `/api/erp/baseofflineexport/download?id=${id}`
}

const runners = new WeakMap<DbDriver, { running: Promise<void> | undefined; again: boolean }>()

/** The requester of an export, as the actor its steps run for (tenant, data scope, language). */
function actorOf(session: Session, lang: Language | undefined, deps: AppDeps): Actor {
  return { session, lang: lang ?? 'zh', secretKey: deps.secretKey }
}

/** The language an export was asked in (its headers' language). */
function langOf(job: Pick<Job, 'params'>): Language | undefined {
  try {
    return (JSON.parse(job.params || '{}') as Partial<ExportParams>).lang
  } catch {
    return undefined
  }
}

/**
 * Takes the oldest queued export of any tenant (and fails runs cut off by a stop), as the owner,
 * then moves it on through the export's declared transitions in its tenant's scope.
 */
async function claimNext(deps: AppDeps): Promise<Job | undefined> {
  const { root } = deps
  return root.begin(async (tx) => {
    const stale = await tx.query<Job>(
      `SELECT id, tenant_id, create_user, resource_key, params, file_format FROM erp_base_offline_export
        WHERE status = 2 AND is_deleted = 0 AND update_time < localtimestamp(0) - make_interval(mins => $1)
        ORDER BY tenant_id, id FOR UPDATE SKIP LOCKED`,
      [STALE_MINUTES],
    )
    const rows = await tx.query<Job>(
      `SELECT id, tenant_id, create_user, resource_key, params, file_format FROM erp_base_offline_export
        WHERE status = 1 AND is_deleted = 0 ORDER BY create_time, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
    )
    const job = rows[0]
    const sessions = new Map<string, Session>()
    for (const j of [...stale, ...(job ? [job] : [])]) sessions.set(j.id, await sessionOf(tx, j))
    // Entering a tenant's scope is for the rest of this transaction: each step sets it anew.
    for (const s of stale) {
      await enterScope(tx, { tenantId: s.tenantId, userId: s.createUser })
      const actor = actorOf(sessions.get(s.id) as Session, langOf(s), deps)
      await runAction(tx, actor, offlineExportActions.fail, [s.id], {}, () => ({
        errorMessage: 'interrupted',
        finishTime: NOW,
      }))
    }
    if (job) {
      await enterScope(tx, { tenantId: job.tenantId, userId: job.createUser })
      const actor = actorOf(sessions.get(job.id) as Session, langOf(job), deps)
      await runAction(tx, actor, offlineExportActions.start, [job.id], {}, () => ({ errorMessage: null }))
    }
    return job
  })
}

/** The requester as a session, so the export sees what they may see (tenant, data scope). */
async function sessionOf(db: Queryable, job: Job): Promise<Session> {
  const users = await db.query<{ account: string; roleId: string; deptId: string }>(
    'SELECT account, role_id, dept_id FROM blade_user WHERE tenant_id = $1 AND id = $2',
    [job.tenantId, job.createUser],
  )
  const user = users[0]
  const split = (s: string | undefined) => (s ?? '').split(',').filter((v) => /^\d+$/.test(v))
  return {
    sid: `export-${job.id}`,
    tenantId: job.tenantId,
    userId: job.createUser,
    account: user?.account ?? '',
    roleIds: split(user?.roleId),
    deptIds: split(user?.deptId),
    clientId: 'export',
  }
}

/** Writes the file of one export and answers its row count. */
async function writeExport(deps: AppDeps, job: Job, file: string): Promise<number> {
  const resource = findResource(job.resourceKey)
  const { filters, lang } = JSON.parse(job.params || '{}') as ExportParams
  const session = await sessionOf(deps.root, job)
  const db = scopeToTenant(deps.root, { tenantId: job.tenantId, userId: job.createUser })
  let rowCount = 0
  const sheet = hooksOf(resource)?.exportSheet
  async function* batches() {
    if (sheet) {
      // A list with an export of its own (an order and its lines) gives its rows itself.
      for await (const rows of sheet.rows(db, actorOf(session, lang, deps), filters)) {
        rowCount += rows.length
        yield rows
      }
      return
    }
    for (let page = 1; ; page++) {
      const rows = await db.begin(async (tx) => {
        const q = buildListQuery(resource, { ...filters, current: String(page), size: String(BATCH) }, lang)
        const scope = await dataScopeCondition(tx, session, resource, q.params)
        if (scope) q.where.push(scope)
        const shown = shownFrom(resource)
        return tx.query<Row>(
          `SELECT ${shown.columns} FROM ${shown.from} WHERE ${q.where.join(' AND ')}
            ORDER BY ${q.orderBy} LIMIT ${BATCH} OFFSET ${(page - 1) * BATCH}`,
          q.params,
        )
      })
      rowCount += rows.length
      if (rows.length) yield rows
      if (rows.length < BATCH) return
    }
  }
  const format = job.fileFormat === 'csv' ? 'csv' : 'xlsx'
  const columns = sheet ? sheet.columns(lang) : exportColumns(resource, lang)
  const stream = streamSheet(format, columns, batches(), lang)
  await mkdir(join(file, '..'), { recursive: true })
  await pipeline(Readable.fromWeb(stream as unknown as WebStream<Uint8Array>), createWriteStream(file))
  return rowCount
}

/** Runs one claimed export; a cancel while it ran (no longer running) refuses the finish and discards the file. */
async function runJob(deps: AppDeps, job: Job): Promise<void> {
  const file = exportFilePath(deps.config.dataDir, job.tenantId, job.id, job.fileFormat)
  const db = scopeToTenant(deps.root, { tenantId: job.tenantId, userId: job.createUser })
  const actor = actorOf(await sessionOf(deps.root, job), langOf(job), deps)
  const step = (action: ActionDef, fields: Row) =>
    db
      .begin((tx) => runAction(tx, actor, action, [job.id], {}, () => fields))
      .then(
        () => true,
        (e) => {
          // Cancelled while running: the export is no longer running, so this step does not apply.
          if (e instanceof AppError && e.kind === 'INVALID_STATE') return false
          throw e
        },
      )
  try {
    const rowCount = await writeExport(deps, job, file)
    const { size } = await stat(file)
    const done = await step(offlineExportActions.finish, {
      fileUrl: exportFileUrl(job.id),
      fileSize: size,
      rowCount,
      finishTime: NOW,
    })
    if (!done) await rm(file, { force: true })
  } catch (e) {
    await rm(file, { force: true }).catch(() => undefined)
    console.error(`offline export ${job.id} failed`, e)
    await step(offlineExportActions.fail, {
      errorMessage: String((e as Error).message ?? e).slice(0, 1000),
      finishTime: NOW,
    }).catch(() => undefined)
  }
}

/**
 * Wakes the in-process export runner: it works through every queued export (any tenant), one at a
 * time, until none is left. A wake while it runs makes it look again when done. The promise ends
 * when the queue is empty (tests await it).
 */
export function wakeExportRunner(deps: AppDeps): Promise<void> {
  let state = runners.get(deps.root)
  if (!state) {
    state = { running: undefined, again: false }
    runners.set(deps.root, state)
  }
  const s = state
  if (s.running) {
    s.again = true
    return s.running
  }
  s.running = (async () => {
    try {
      do {
        s.again = false
        for (let job = await claimNext(deps); job; job = await claimNext(deps)) await runJob(deps, job)
      } while (s.again)
    } catch (e) {
      if (!/closed|ended/i.test((e as Error).message)) console.error('offline export runner stopped', e)
    } finally {
      s.running = undefined
    }
  })()
  return s.running
}
