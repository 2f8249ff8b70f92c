import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { Readable } from 'node:stream'
import type { Label } from '#sync/i18n/language.ts'
import { translate } from '#sync/i18n/messages.ts'
import { resourceOperations } from '#sync/resources/define-resource.ts'
import { resources } from '#sync/resources/index.ts'
import { fieldLabels } from '#sync/resources/resource-schemas.ts'
import { offlineExport } from '#sync/resources/system/offline-export.resource.ts'
import { exportFileContract, queueExportContract } from '#sync/resources/system/system.contracts.ts'
import { AppError, validationError } from '../platform/http/app-error.ts'
import { requirePermission } from '../platform/http/authenticate.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { saveRecord } from '../platform/records/records.ts'
import { hooksOf } from '../platform/resources/hooks.ts'
import { buildListQuery } from '../platform/resources/list-query.ts'
import { findRecord } from '../platform/resources/record-store.ts'
import { actorOf } from '../platform/resources/resource-calls.ts'
import { EXPORT_STATUS, type ExportParams, exportFilePath, wakeExportRunner } from './export-runner.ts'
import { recordUsualLog, USUAL_LOG, usualLogOf } from './log-usual.ts'

const LABELS: Record<string, Label> = {
  ...fieldLabels(offlineExport),
  ids: { zh: '主键集合', en: 'IDs', ja: 'ID一覧' },
  format: { zh: '文件格式', en: 'Format', ja: '形式' },
}
/** Lists that can be exported: every declared resource with a page or list call, or an export of its own (sales orders). */
const EXPORTABLE = new Map(
  resources
    .filter((r) => resourceOperations(r).some((o) => o.op === 'page' || o.op === 'list' || o.op === 'export'))
    .map((r) => [`${r.module}/${r.name}`, r]),
)

/** Download centre: queue an export, cancel or re-run exports, download finished files. */
export const exportCalls = [
  defineCall({
    ...queueExportContract,
    alsoOther: true,
    area: 'system',
    summary:
      'Queues an offline export of a list (resourceKey module/name, filters in params) for the download centre; the file is written in the background',
    access: { permission: offlineExport.permissions.add },
    input: { ...queueExportContract.input, labels: LABELS },
    example: { resourceKey: 'erp/basecustomer', fileName: '客户列表', format: 'xlsx', params: { country: 'US' } },
    handler: async (c, { body }) => {
      const resource = EXPORTABLE.get(body.resourceKey)
      if (!resource) {
        throw validationError([
          {
            field: 'resourceKey',
            message: translate('system.admin.exportSourceUnknown', c.var.lang, { source: body.resourceKey }),
          },
        ])
      }
      // Exporting a list needs the right to read it.
      await requirePermission(c, resource.permissions.view)
      const { resourceKey, exportType, fileName, format, params, ...rest } = body
      const filters: Record<string, string> = {}
      for (const [k, v] of Object.entries({ ...rest, ...params })) {
        if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') filters[k] = String(v)
      }
      for (const k of ['current', 'size']) delete filters[k]
      // A bad filter is a 400 now, not a failed export later.
      const sheet = hooksOf(resource)?.exportSheet
      if (sheet) await c.var.db.begin((tx) => sheet.check(tx, actorOf(c), filters))
      else buildListQuery(resource, filters, c.var.lang)
      const stored: ExportParams = { filters, lang: c.var.lang }
      const name = fileName ?? `${resource.label[c.var.lang]}-${new Date().toISOString().slice(0, 10)}`
      const record = await c.var.db.begin(async (tx) => {
        const id = await saveRecord(
          tx,
          offlineExport,
          {
            fileName: name,
            exportType: exportType ?? null,
            resourceKey,
            params: JSON.stringify(stored),
            fileFormat: format ?? 'xlsx',
            status: String(EXPORT_STATUS.queued),
          },
          actorOf(c),
        )
        await recordUsualLog(
          tx,
          usualLogOf(c, USUAL_LOG.offlineExport, translate('system.log.exportQueued', c.var.lang, { what: name }), {
            id,
          }),
        )
        return findRecord(tx, offlineExport, id)
      })
      void wakeExportRunner(c.var.deps)
      return ok(c, record)
    },
  }),
  defineCall({
    ...exportFileContract,
    area: 'system',
    summary: 'The file of a finished export (id)',
    access: { permission: offlineExport.permissions.view },
    input: { ...exportFileContract.input, labels: LABELS },
    handler: async (c, { query }) => {
      const { id } = query
      const record = await findRecord(c.var.db, offlineExport, id)
      if (!record) throw new AppError('NOT_FOUND', 'recordNotFound')
      if (String(record.status) !== EXPORT_STATUS.done)
        throw new AppError('INVALID_STATE', 'system.admin.exportNotReady')
      const format = record.fileFormat === 'csv' ? 'csv' : 'xlsx'
      const file = exportFilePath(c.var.deps.config.dataDir, c.var.session.tenantId, id, format)
      const size = await stat(file).then(
        (s) => s.size,
        () => undefined,
      )
      if (size === undefined) throw new AppError('NOT_FOUND', 'recordNotFound')
      const name = encodeURIComponent(`${record.fileName}.${format}`)
      return new Response(Readable.toWeb(createReadStream(file)) as ReadableStream, {
        headers: {
          'Content-Type':
            format === 'csv'
              ? 'text/csv; charset=utf-8'
              : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'Content-Length': String(size),
          'Content-Disposition': `attachment; filename="${id}.${format}"; filename*=UTF-8''${name}`,
        },
      })
    },
  }),
]
