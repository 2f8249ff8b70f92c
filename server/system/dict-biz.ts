import { dictBiz } from '#sync/resources/system/dict-biz.resource.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { selectColumns } from '../platform/resources/record-store.ts'

/** All entries of one business dictionary, by its parent or by its code, in sort order. */
export function businessEntries(tx: Queryable, by: { parentId?: string; code?: string }): Promise<Row[]> {
  return tx.query<Row>(
    `SELECT ${selectColumns(dictBiz)} FROM blade_dict_biz
      WHERE is_deleted = 0 AND parent_id <> 0
        AND ($1::bigint IS NULL OR parent_id = $1) AND ($2::text IS NULL OR code = $2)
      ORDER BY sort, id`,
    [by.parentId ?? null, by.code ?? null],
  )
}

/** The entries of one business vocabulary (its drop-down), in sort order. */
export function businessVocabulary(tx: Queryable, code: string): Promise<Row[]> {
  return tx.query<Row>(
    `SELECT id, parent_id, code, dict_key, dict_value, sort, remark, is_sealed FROM blade_dict_biz
      WHERE code = $1 AND parent_id <> 0 AND is_deleted = 0 ORDER BY sort, id`,
    [code],
  )
}
