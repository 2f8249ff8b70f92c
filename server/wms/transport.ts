import { translate } from '#sync/i18n/messages.ts'
import { baseTransport } from '#sync/resources/wms/base-transport.resource.ts'
import { baseTransportPlat } from '#sync/resources/wms/base-transport-plat.resource.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { AppError, validationError } from '../platform/http/app-error.ts'
import { removeRecords, saveRecord } from '../platform/records/records.ts'
import { selectColumns } from '../platform/resources/record-store.ts'

/** Enabled (enable_status 1). */
const ENABLED = 1

/** The tenant's enabled transport modes for drop-downs, each with its marketplace names (platList). */
export async function enabledTransports(tx: Queryable): Promise<Row[]> {
  const transports = await tx.query(
    `SELECT ${selectColumns(baseTransport)} FROM ${baseTransport.table}
      WHERE is_deleted = 0 AND status = $1 ORDER BY sort NULLS LAST, code, id`,
    [ENABLED],
  )
  const plats = transports.length
    ? await tx.query(
        `SELECT ${selectColumns(baseTransportPlat)} FROM ${baseTransportPlat.table}
          WHERE transport_id = ANY($1::bigint[]) AND is_deleted = 0 ORDER BY platform_code, id`,
        [transports.map((t) => t.id)],
      )
    : []
  return transports.map((t) => ({
    ...t,
    label: t.name,
    value: t.id,
    platList: plats.filter((p) => p.transportId === t.id),
  }))
}

/**
 * Replaces a transport mode's marketplace names with the list given (a marketplace at most once):
 * names gone are removed first (so a code freed by the list can be used again in it), new ones saved,
 * changed ones updated. Answers the mode's names as they now are.
 */
export async function replaceTransportPlats(
  tx: Queryable,
  actor: Actor,
  body: { transportId: string; list: readonly Row[] },
): Promise<Row[]> {
  const seen = new Set<string>()
  for (const [i, row] of body.list.entries()) {
    const code = String(row.platformCode)
    if (seen.has(code)) {
      throw validationError([
        { field: `list.${i}.platformCode`, message: translate('wms.platformRepeated', actor.lang, { platform: code }) },
      ])
    }
    seen.add(code)
  }
  const transport = await tx.query(
    `SELECT id FROM ${baseTransport.table} WHERE id = $1 AND is_deleted = 0 FOR UPDATE`,
    [body.transportId],
  )
  if (!transport.length) throw new AppError('NOT_FOUND', 'recordNotFound')
  const existing = await tx.query<Row & { id: string; platformCode: string }>(
    `SELECT ${selectColumns(baseTransportPlat)} FROM ${baseTransportPlat.table}
      WHERE transport_id = $1 AND is_deleted = 0`,
    [body.transportId],
  )
  const gone = existing.filter((e) => !seen.has(e.platformCode)).map((e) => e.id)
  if (gone.length) await removeRecords(tx, baseTransportPlat, gone, actor)
  for (const row of body.list) {
    const values: Row = { ...row, transportId: body.transportId }
    const match = existing.find((e) => e.platformCode === row.platformCode)
    if (!match) {
      await saveRecord(tx, baseTransportPlat, values, actor)
      continue
    }
    const isChanged = Object.entries(row).some(([k, v]) => (v ?? null) !== (match[k] ?? null))
    if (isChanged) await saveRecord(tx, baseTransportPlat, { ...values, id: match.id }, actor)
  }
  return tx.query(
    `SELECT ${selectColumns(baseTransportPlat)} FROM ${baseTransportPlat.table}
      WHERE transport_id = $1 AND is_deleted = 0 ORDER BY platform_code, id`,
    [body.transportId],
  )
}
