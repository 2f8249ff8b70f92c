import type { Language } from '#sync/i18n/language.ts'
import { resourcePath } from '#sync/menus/resource-menus.ts'
import { findResource, resources } from '#sync/resources/index.ts'
import type { Queryable } from '../../platform/db/db.ts'

/**
 * What the books' reports show of a document (its number, its kind in the reader's language, the
 * console page of its kind) and of a party (its name), read once per kind for every row of a page.
 */

export type DocumentRef = { type: string; id: string }
export type BookDocument = DocumentRef & { no: string | null; label: string | null; route: string | null }
export type PartyRef = { type: string; id: string }
export type BookParty = PartyRef & { name: string | null }

/** Parties kept in the supplier table (erp_base_factory: factories, forwarders, service providers). */
const SUPPLIER_PARTIES = new Set(['factory', 'forwarder', 'provider'])

/** The declared resource of a document kind, when there is one: by its key, or by its name alone (the fees' `financialFeeDetail`). */
function declared(type: string) {
  try {
    return findResource(type)
  } catch {
    const name = type.toLowerCase()
    return resources.find((r) => r.name.toLowerCase() === name) ?? null
  }
}

const key = (r: DocumentRef) => `${r.type}|${r.id}`

/**
 * The documents' numbers, kinds and pages: the number from the document's own `code` where its kind
 * is declared with one, else the number its journal entries carry (`known`, or read from them).
 */
export async function describeDocuments(
  tx: Queryable,
  refs: readonly (DocumentRef & { no?: string | null })[],
  lang: Language,
): Promise<Map<string, BookDocument>> {
  const numbers = new Map<string, string>()
  for (const r of refs) if (r.no) numbers.set(key(r), r.no)
  const missing = refs.filter((r) => !numbers.has(key(r)) && /^\d{1,19}$/.test(r.id))
  for (const type of new Set(missing.map((r) => r.type))) {
    const resource = declared(type)
    if (!resource || !('code' in resource.fields)) continue
    const ids = [...new Set(missing.filter((r) => r.type === type).map((r) => r.id))]
    const rows = await tx.query<{ id: string; code: string | null }>(
      `SELECT id::text AS id, code FROM ${resource.table} WHERE id = ANY($1::bigint[])`,
      [ids],
    )
    for (const row of rows) if (row.code) numbers.set(`${type}|${row.id}`, row.code)
  }
  const rest = refs.filter((r) => !numbers.has(key(r)))
  if (rest.length) {
    const rows = await tx.query<{ type: string; id: string; no: string }>(
      `SELECT DISTINCT ON (document_type, document_id) document_type AS type, document_id::text AS id, document_no AS no
         FROM fin_journal_entry
        WHERE document_no IS NOT NULL AND (document_type || '|' || document_id::text) = ANY($1::text[])
        ORDER BY document_type, document_id, create_time`,
      [rest.map(key)],
    )
    for (const row of rows) numbers.set(`${row.type}|${row.id}`, row.no)
  }
  const out = new Map<string, BookDocument>()
  for (const r of refs) {
    const resource = declared(r.type)
    out.set(key(r), {
      type: r.type,
      id: r.id,
      no: numbers.get(key(r)) ?? null,
      label: resource?.label[lang] ?? null,
      route: resource?.menu ? resourcePath(resource) : null,
    })
  }
  return out
}

/** The document of a ref as the reports show it. */
export const documentOf = (documents: Map<string, BookDocument>, r: DocumentRef): BookDocument =>
  documents.get(key(r)) ?? { ...r, no: null, label: null, route: null }

/** The parties' names (suppliers by their name in the supplier table; others unnamed). */
export async function nameParties(tx: Queryable, refs: readonly PartyRef[]): Promise<Map<string, string>> {
  const ids = [...new Set(refs.filter((r) => SUPPLIER_PARTIES.has(r.type) && /^\d{1,19}$/.test(r.id)).map((r) => r.id))]
  const names = new Map<string, string>()
  if (!ids.length) return names
  const rows = await tx.query<{ id: string; name: string | null }>(
    `SELECT id::text AS id, factory_name AS name FROM erp_base_factory WHERE id = ANY($1::bigint[])`,
    [ids],
  )
  for (const row of rows) if (row.name) names.set(row.id, row.name)
  return names
}

/** A party as the reports show it. */
export const partyOf = (names: Map<string, string>, r: PartyRef): BookParty => ({
  ...r,
  name: SUPPLIER_PARTIES.has(r.type) ? (names.get(r.id) ?? null) : null,
})
