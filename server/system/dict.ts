import { platformDictionaries } from '#sync/dictionaries/index.ts'
import type { Language } from '#sync/i18n/language.ts'
import { translate } from '#sync/i18n/messages.ts'
import { fieldLabels } from '#sync/resources/resource-schemas.ts'
import { dict } from '#sync/resources/system/dict.resource.ts'
import type { Actor } from '../platform/actor.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { AppError, validationError } from '../platform/http/app-error.ts'
import { removeRecords, updateRecords } from '../platform/records/records.ts'
import { findRecord, insertRecord, updateRecord } from '../platform/resources/record-store.ts'
import { actorLogOf, recordUsualLog, USUAL_LOG } from './log-usual.ts'

/**
 * Writes one platform dictionary row through the record layer (checks done by the caller: the
 * dictionary's own rules); a dictionary whose code changes carries it to its entries. Answers the id.
 */
export async function writeDictEntry(
  tx: Queryable,
  actor: Actor,
  values: Row,
  existing: Row | undefined,
  version: unknown,
): Promise<string> {
  if (!existing) return insertRecord(tx, dict, values, actor)
  const id = String(existing.id)
  await updateRecord(tx, dict, { ...values, id, version }, actor)
  if (String(values.parentId) === '0' && values.code !== existing.code) {
    const entries = await tx.query<{ id: string }>(
      'SELECT id::text FROM blade_dict WHERE parent_id = $1 AND is_deleted = 0',
      [id],
    )
    await updateRecords(
      tx,
      dict,
      entries.map((e) => e.id),
      { code: values.code },
      actor,
    )
  }
  return id
}

/** Removes dictionary rows (logically) through the record layer. */
export async function removeDictEntries(tx: Queryable, actor: Actor, ids: string[]): Promise<void> {
  await removeRecords(tx, dict, ids, actor)
}

/** Vocabularies declared in sync/src/dictionaries: they are rewritten at every start, so not edited here. */
const DECLARED_CODES = new Set(platformDictionaries().map((d) => d.code))
const LABELS = fieldLabels(dict)
const VALUE_COLUMN: Record<Language, string> = { zh: 'dict_value', en: 'dict_value_en', ja: 'dict_value_ja' }

/** The label of an entry in the caller's language (zh when the translation is empty). */
function localValue(lang: Language): string {
  return lang === 'zh' ? 'dict_value' : `coalesce(nullif(${VALUE_COLUMN[lang]}, ''), dict_value)`
}

/** Only fields that were sent (undefined means "keep"). */
function sent(body: Row): Row {
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined))
}

/**
 * The rules of a platform dictionary row: entries take their parent's code and need a key, a
 * dictionary (parent) has key -1; declared vocabularies are read-only; (code, key) is unique.
 */
async function checkEntry(tx: Queryable, lang: Language, merged: Row, id: string, existing: Row | undefined) {
  if (existing && DECLARED_CODES.has(String(existing.code))) {
    throw new AppError('VALIDATION', 'system.admin.dictDeclared', { code: existing.code })
  }
  const parentId = String(merged.parentId ?? '0')
  if (parentId !== '0') {
    const parents = await tx.query<{ code: string; parentId: string }>(
      'SELECT code, parent_id FROM blade_dict WHERE id = $1 AND is_deleted = 0',
      [parentId],
    )
    const parent = parents[0]
    if (!parent) {
      throw validationError([{ field: 'parentId', message: translate('system.admin.dictParentMissing', lang) }])
    }
    if (parent.parentId !== '0' || parentId === id) throw new AppError('VALIDATION', 'system.admin.dictNested')
    if (existing && String(existing.parentId) === '0') {
      const children = await tx.query('SELECT 1 FROM blade_dict WHERE parent_id = $1 AND is_deleted = 0 LIMIT 1', [id])
      if (children.length) throw new AppError('VALIDATION', 'system.admin.dictNested')
    }
    merged.code = parent.code
    if (!merged.dictKey) {
      throw validationError([{ field: 'dictKey', message: translate('system.admin.dictKeyRequired', lang) }])
    }
  } else {
    merged.dictKey = '-1'
  }
  if (DECLARED_CODES.has(String(merged.code))) {
    throw new AppError('VALIDATION', 'system.admin.dictDeclared', { code: merged.code })
  }
  const taken = await tx.query(
    'SELECT 1 FROM blade_dict WHERE code = $1 AND dict_key = $2 AND id <> $3 AND is_deleted = 0 LIMIT 1',
    [merged.code, merged.dictKey, id],
  )
  if (taken.length) {
    const field = parentId === '0' ? 'code' : 'dictKey'
    const value = parentId === '0' ? merged.code : merged.dictKey
    throw validationError([
      { field, message: translate('fieldTaken', lang, { field: LABELS[field]?.[lang] ?? field, value }) },
    ])
  }
}

/**
 * Adds (no `existing`) or changes one platform dictionary row under `id`, checked by the
 * dictionary's rules, and logs it; `tx` is the owner's (erp_app may only read blade_dict).
 */
export async function saveDictEntry(
  tx: Queryable,
  actor: Actor,
  body: Row,
  id: string,
  existing: Row | undefined,
): Promise<Row> {
  const merged: Row = { ...(existing ?? { parentId: '0', isSealed: 0 }), ...sent(body) }
  await checkEntry(tx, actor.lang, merged, id, existing)
  const values: Row = {
    parentId: String(merged.parentId ?? '0'),
    code: merged.code,
    dictKey: merged.dictKey,
    dictValue: merged.dictValue,
    dictValueEn: merged.dictValueEn || (existing ? '' : merged.dictValue),
    dictValueJa: merged.dictValueJa || (existing ? '' : merged.dictValue),
    sort: merged.sort,
    remark: merged.remark ?? null,
    isSealed: Number(merged.isSealed ?? 0),
  }
  const saved = await writeDictEntry(tx, actor, values, existing, body.version)
  await recordUsualLog(
    tx,
    actorLogOf(
      actor,
      USUAL_LOG.dictChanged,
      translate(existing ? 'system.log.dictChanged' : 'system.log.dictAdded', actor.lang, {
        code: merged.code,
        key: merged.dictKey,
      }),
    ),
  )
  return (await findRecord(tx, dict, saved)) as Row
}

/** Removes platform dictionaries or entries (owner's `tx`): never a declared vocabulary, never a dictionary with entries left. */
export async function removeDictionaries(tx: Queryable, actor: Actor, ids: string[]): Promise<void> {
  const rows = await tx.query<{ id: string; code: string; parentId: string }>(
    'SELECT id, code, parent_id FROM blade_dict WHERE id = ANY($1::bigint[]) AND is_deleted = 0',
    [ids],
  )
  if (rows.length < new Set(ids).size) throw new AppError('NOT_FOUND', 'recordNotFound')
  for (const r of rows) {
    if (DECLARED_CODES.has(r.code)) throw new AppError('VALIDATION', 'system.admin.dictDeclared', { code: r.code })
  }
  const left = await tx.query<{ code: string; n: number }>(
    `SELECT p.code, count(*)::int AS n FROM blade_dict ch JOIN blade_dict p ON p.id = ch.parent_id
      WHERE ch.parent_id = ANY($1::bigint[]) AND ch.is_deleted = 0 AND NOT (ch.id = ANY($1::bigint[]))
      GROUP BY p.code`,
    [ids],
  )
  if (left[0])
    throw new AppError('VALIDATION', 'system.admin.dictHasChildren', { code: left[0].code, count: left[0].n })
  await removeDictEntries(tx, actor, ids)
  if (rows.length) {
    const what = rows.map((r) => `${r.code}#${r.id}`).join(', ')
    await recordUsualLog(
      tx,
      actorLogOf(actor, USUAL_LOG.dictChanged, translate('system.log.dictRemoved', actor.lang, { what })),
    )
  }
}

/** The entries of one vocabulary, labels in the reader's language. */
export function vocabularyEntries(db: Queryable, lang: Language, code: string): Promise<Row[]> {
  return db.query(
    `SELECT id, parent_id, code, dict_key, ${localValue(lang)} AS dict_value, sort, remark, is_sealed
       FROM blade_dict WHERE code = $1 AND parent_id <> 0 AND is_deleted = 0 ORDER BY sort, id`,
    [code],
  )
}

/** Dictionaries and entries (of one code when given) as tree rows, titles in the reader's language. */
export function dictTreeRows(db: Queryable, lang: Language, code: string | undefined) {
  return db.query<Row & { id: string; parentId: string }>(
    `SELECT id, parent_id, code, dict_key, ${localValue(lang)} AS title, sort, is_sealed
       FROM blade_dict WHERE is_deleted = 0 AND ($1::text IS NULL OR code = $1) ORDER BY sort, id`,
    [code || null],
  )
}

/** Every vocabulary's entries (of these codes, when any), ordered by code. */
export function entriesOfCodes(db: Queryable, lang: Language, codes: readonly string[]) {
  return db.query<{ code: string; dictKey: string; dictValue: string } & Row>(
    `SELECT id, parent_id, code, dict_key, ${localValue(lang)} AS dict_value, sort, remark, is_sealed
       FROM blade_dict WHERE parent_id <> 0 AND is_deleted = 0
        AND (cardinality($1::text[]) = 0 OR code = ANY($1::text[]))
      ORDER BY code, sort, id`,
    [codes],
  )
}
