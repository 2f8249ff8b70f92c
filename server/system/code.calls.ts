import { z } from 'zod'
import { translate } from '#sync/i18n/messages.ts'
import { idListSchema, idSchema, recordAnswerSchema } from '#sync/resources/resource-schemas.ts'
import { code } from '#sync/resources/system/code.resource.ts'
import type { Row } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { saveRecord } from '../platform/records/records.ts'
import { findRecord } from '../platform/resources/record-store.ts'
import { actorOf } from '../platform/resources/resource-calls.ts'
import { generateZip } from './code-generate.ts'
import { recordUsualLog, USUAL_LOG, usualLogOf } from './log-usual.ts'

const BASE = '/api/blade-develop/code'
const FIELD_KEYS = Object.keys(code.fields)
const LABELS = { id: { zh: '主键', en: 'ID', ja: 'ID' }, ids: { zh: '主键', en: 'IDs', ja: 'ID' } }

/** The code generator's actions: duplicate a record, and generate the files of records as a zip. */
export const codeCalls = [
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: `${BASE}/copy`,
    area: 'system',
    summary: 'Duplicates a code generator record (id); the copy is named "<name>-copy"',
    access: { permission: code.permissions.add },
    input: { params: z.object({ id: idSchema }), labels: LABELS },
    output: recordAnswerSchema(code),
    handler: async (c, { params }) => {
      const { id } = params
      const copy = await c.var.db.begin(async (tx) => {
        const source = await findRecord(tx, code, String(id))
        if (!source) throw new AppError('NOT_FOUND', 'recordNotFound')
        const values: Row = Object.fromEntries(FIELD_KEYS.map((k) => [k, source[k]]))
        values.codeName = `${String(source.codeName).slice(0, 59)}-copy`
        const newId = await saveRecord(tx, code, values, actorOf(c))
        return findRecord(tx, code, newId)
      })
      return ok(c, copy)
    },
  }),
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: `${BASE}/gen-code`,
    area: 'system',
    summary: 'Generates the declaration, migration and test skeleton of records (ids=1,2) as one zip',
    access: { permission: code.permissions.view },
    raw: true,
    input: { params: z.object({ ids: idListSchema }), labels: LABELS },
    handler: async (c, { params }) => {
      const { ids } = params
      const records = await c.var.db.begin(async (tx) => {
        const rows: Row[] = []
        for (const id of ids) {
          const found = await findRecord(tx, code, id)
          if (!found) throw new AppError('NOT_FOUND', 'recordNotFound')
          rows.push(found)
        }
        const names = rows.map((r) => `${r.module}/${r.resourceName}`).join(', ')
        await recordUsualLog(
          tx,
          usualLogOf(
            c,
            USUAL_LOG.codeGenerated,
            translate('system.log.codeGenerated', c.var.lang, { names }).slice(0, 255),
          ),
        )
        return rows
      })
      const zip = generateZip(records)
      const name = `code-${new Date().toISOString().slice(0, 10)}.zip`
      return new Response(zip, {
        headers: { 'Content-Type': 'application/zip', 'Content-Disposition': `attachment; filename="${name}"` },
      })
    },
  }),
]
