import { z } from 'zod'
import { translate } from '#sync/i18n/messages.ts'
import { baseCategory } from '#sync/resources/products/base-category.resource.ts'
import { categoryMovedAnswer, categorySearchAnswer } from '#sync/resources/products/products.answers.ts'
import { fieldLabels, idSchema } from '#sync/resources/resource-schemas.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { validationError } from '../platform/http/app-error.ts'
import { LABELS, searchSchema } from '../platform/http/call-input.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { saveRecord, updateEach } from '../platform/records/records.ts'
import type { HookContext, ResourceHooks } from '../platform/resources/hooks.ts'
import { readRecord, selectColumns } from '../platform/resources/record-store.ts'
import { actorOf } from '../platform/resources/resource-calls.ts'

const BASE = '/api/erp/basecategory'
const labels = { ...LABELS, ...fieldLabels(baseCategory) }

/** Sibling names are compared without case or surrounding blanks: "Kitchen" and "kitchen " are one category. */
async function assertSiblingNameFree(ctx: HookContext, name: string, parentId: string, id: string | undefined) {
  const rows = await ctx.tx.query(
    `SELECT 1 FROM erp_base_category WHERE lower(trim(category_name)) = lower(trim($1)) AND parent_id = $2
        AND is_deleted = 0 AND id IS DISTINCT FROM $3::bigint LIMIT 1`,
    [name, parentId, id ?? null],
  )
  if (rows.length) {
    const field = baseCategory.fields.categoryName?.label[ctx.actor.lang] ?? 'categoryName'
    throw validationError([
      { field: 'categoryName', message: translate('fieldTaken', ctx.actor.lang, { field, value: name }) },
    ])
  }
}

async function beforeSave(ctx: HookContext, input: Row, existing: Row | undefined) {
  const merged = { ...existing, ...input }
  const parentId = String(merged.parentId ?? '0')
  if (input.categoryName !== undefined || input.parentId !== undefined) {
    await assertSiblingNameFree(ctx, String(merged.categoryName), parentId, existing ? String(existing.id) : undefined)
  }
  if (!existing && (input.sort === undefined || input.sort === null)) {
    const rows = await ctx.tx.query<{ next: number }>(
      `SELECT coalesce(max(sort), 0) + 1 AS next FROM erp_base_category WHERE parent_id = $1 AND is_deleted = 0`,
      [parentId],
    )
    input.sort = rows[0]?.next ?? 1
  }
}

/** Product counts of listed categories. */
async function decorate(ctx: { tx: Queryable }, records: Row[]) {
  const rows = await ctx.tx.query<{ categoryId: string; n: number }>(
    `SELECT category_id, count(*)::int AS n FROM erp_base_product
      WHERE category_id = ANY($1::bigint[]) AND is_deleted = 0 GROUP BY category_id`,
    [records.map((r) => String(r.id))],
  )
  const counts = new Map(rows.map((r) => [r.categoryId, r.n]))
  for (const record of records) record.productCount = counts.get(String(record.id)) ?? 0
}

/** Business rules of categories (erp/basecategory). */
export const baseCategoryHooks: ResourceHooks = { beforeSave, decorate }

const searchQuery = z.object({ categoryName: searchSchema, name: searchSchema, search: searchSchema })
const slitherBody = z.object({
  id: idSchema,
  parentId: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v === '' || v === null ? '0' : v),
    z.string().regex(/^(0|[1-9]\d{0,18})$/, { error: 'id' }),
  ),
  sort: z
    .preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v), z.number().int().min(1).max(99999))
    .optional(),
})

/** Category search with each match's path, and moving a category within the tree. */
export const baseCategoryCalls = [
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: `${BASE}/categorySearch`,
    area: 'products',
    summary: 'Categories whose name contains categoryName, each with its full path from the root',
    access: { permission: baseCategory.permissions.view },
    output: categorySearchAnswer,
    input: { query: searchQuery, labels },
    handler: async (c, { query: q }) => {
      const term = q.categoryName || q.name || q.search || ''
      const like = `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
      const rows = await c.var.db.query(
        `WITH RECURSIVE hit AS (
           SELECT id FROM erp_base_category WHERE is_deleted = 0 AND category_name ILIKE $1 LIMIT 100),
         up AS (
           SELECT h.id AS hit_id, c.id, c.parent_id, c.category_name, 0 AS depth
             FROM hit h JOIN erp_base_category c ON c.id = h.id
           UNION ALL
           SELECT up.hit_id, p.id, p.parent_id, p.category_name, up.depth + 1
             FROM up JOIN erp_base_category p ON p.id = up.parent_id AND p.is_deleted = 0 WHERE up.depth < 50)
         SELECT ${selectColumns(baseCategory, 'c')},
                (SELECT string_agg(up.category_name, ' / ' ORDER BY up.depth DESC) FROM up WHERE up.hit_id = c.id) AS full_name
           FROM erp_base_category c WHERE c.id IN (SELECT id FROM hit)
          ORDER BY full_name`,
        [like],
      )
      return ok(c, rows)
    },
  }),
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: `${BASE}/slither`,
    area: 'products',
    summary: 'Moves a category under parentId ("0" for the root) at position sort (1 = first; last by default)',
    access: { permission: baseCategory.permissions.edit },
    output: categoryMovedAnswer,
    input: { params: slitherBody, labels },
    example: { id: '1000000000000003013', parentId: '1000000000000003010', sort: 1 },
    handler: async (c, { params: body }) => {
      const moved = await c.var.db.begin(async (tx) => {
        const actor = actorOf(c)
        // The engine refuses a parent that is the category itself or below it.
        await saveRecord(tx, baseCategory, { id: body.id, parentId: body.parentId }, actor)
        const siblings = await tx.query<{ id: string; sort: number | null }>(
          `SELECT id, sort FROM erp_base_category WHERE parent_id = $1 AND is_deleted = 0 AND id <> $2
            ORDER BY sort ASC NULLS LAST, id ASC`,
          [body.parentId, body.id],
        )
        const own = await tx.query<{ sort: number | null }>('SELECT sort FROM erp_base_category WHERE id = $1', [
          body.id,
        ])
        const order = [...siblings]
        const at = Math.min(Math.max((body.sort ?? order.length + 1) - 1, 0), order.length)
        order.splice(at, 0, { id: body.id, sort: own[0]?.sort ?? null })
        // Only the categories whose place changes are written; the siblings follow the move the actor was allowed.
        const moves = order.flatMap((s, i) => (s.sort === i + 1 ? [] : [{ id: s.id, sort: i + 1 }]))
        await updateEach(tx, baseCategory, moves, actor, { scopeChecked: true })
        return readRecord(tx, baseCategory, body.id)
      })
      return ok(c, moved)
    },
  }),
]
