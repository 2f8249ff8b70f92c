import type { Language } from '#sync/i18n/language.ts'
import { type MessageKey, translate } from '#sync/i18n/messages.ts'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { findResource } from '#sync/resources/index.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { AppError, validationError } from '../platform/http/app-error.ts'
import { removeRecordsBy } from '../platform/records/records.ts'

/** A 400 on one field with a message of the shops area. */
export function fieldError(field: string, key: MessageKey, lang: Language, params: Record<string, unknown> = {}) {
  return validationError([{ field, message: translate(key, lang, params) }])
}

/** The label of a field of a declared resource in `lang` (for messages naming it). */
export function fieldLabel(resource: ResourceDef, field: string, lang: Language): string {
  return resource.fields[field]?.label[lang] ?? field
}

export type ShopRow = {
  id: string
  shopName: string
  shopCode: string
  platformId: string
  shopType: number | null
  sellerId: string | null
  status: number
}

/** A live shop of the caller's tenant, or a 404. */
export async function requireShop(tx: Queryable, id: string): Promise<ShopRow> {
  const rows = await tx.query<ShopRow>(
    `SELECT id, shop_name, shop_code, platform_id, shop_type, seller_id, status
       FROM erp_base_shop WHERE id = $1 AND is_deleted = 0`,
    [id],
  )
  const shop = rows[0]
  if (!shop) throw new AppError('NOT_FOUND', 'recordNotFound')
  return shop
}

/** A live warehouse of the caller's tenant, or a 404. */
export async function requireStore(tx: Queryable, id: string): Promise<Row & { id: string; name: string }> {
  const rows = await tx.query<Row & { id: string; name: string }>(
    'SELECT id, code, name, status FROM erp_base_store WHERE id = $1 AND is_deleted = 0',
    [id],
  )
  const store = rows[0]
  if (!store) throw new AppError('NOT_FOUND', 'recordNotFound')
  return store
}

/** Logically removes the live rows of `resourceKey` whose `field` is one of `ids` (children going with a parent). */
export async function removeRowsOf(tx: Queryable, resourceKey: string, field: string, ids: string[], actor: Actor) {
  await removeRecordsBy(tx, findResource(resourceKey), field, ids, actor)
}

/** Names of linked records, added to list and detail answers (`<field>Name`). */
export async function addNames(
  tx: Queryable,
  records: Row[],
  field: string,
  table: string,
  nameColumn: string,
  as = `${field.replace(/Id$/, '')}Name`,
) {
  const ids = [...new Set(records.map((r) => r[field]).filter((v): v is string => typeof v === 'string' && v !== ''))]
  if (!ids.length) return
  const rows = await tx.query<{ id: string; name: string }>(
    `SELECT id, ${nameColumn} AS name FROM ${table} WHERE id = ANY($1::bigint[])`,
    [ids],
  )
  const names = new Map(rows.map((r) => [String(r.id), r.name]))
  for (const r of records) r[as] = names.get(String(r[field])) ?? null
}

/** Checks that every id is a live user of the tenant (assignments of shops and warehouses). */
export async function checkUsers(tx: Queryable, rows: unknown, lang: Language, field: string) {
  if (!Array.isArray(rows)) return
  const ids = rows.map((r: Row) => String(r.userId ?? ''))
  const found = await tx.query<{ id: string }>(
    'SELECT id FROM blade_user WHERE id = ANY($1::bigint[]) AND is_deleted = 0',
    [ids.filter((v) => /^\d+$/.test(v))],
  )
  const known = new Set(found.map((r) => String(r.id)))
  const missing = ids.find((id) => !known.has(id))
  if (missing !== undefined) throw fieldError(field, 'shops.userMissing', lang, { userId: missing })
}
