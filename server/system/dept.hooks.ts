import { dept } from '#sync/resources/system/dept.resource.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { AppError } from '../platform/http/app-error.ts'
import { withServerOnly, writeServerOnly } from '../platform/records/server-only.ts'
import type { ResourceHooks } from '../platform/resources/hooks.ts'
import { usersHolding } from './role.hooks.ts'

/** A moved department's ancestors before and after, from beforeSave to afterSave (its subtree follows). */
const moves = new WeakMap<Row, { before: string; after: string }>()

/** The ancestors of a department under `parentId`: '0' at the root, else the parent's and the parent. */
async function ancestorsUnder(tx: Queryable, parentId: string): Promise<string | undefined> {
  if (parentId === '0') return '0'
  const rows = await tx.query<{ ancestors: string }>('SELECT ancestors FROM blade_dept WHERE id = $1', [parentId])
  return rows[0] ? `${rows[0].ancestors},${parentId}` : undefined
}

/**
 * Departments keep `ancestors` ('0,<root>,...,<parent>', a server-only column), which data scopes
 * read to include child departments; it is written with the department, and moving one carries the
 * new path to everything below it.
 */
export const deptHooks: ResourceHooks = {
  async beforeSave({ tx }, input, existing) {
    if (input.sort === null) input.sort = 0
    if (input.deptCategory === null || (!existing && input.deptCategory === undefined)) {
      input.deptCategory = existing ? undefined : '2'
    }
    const parentId = String(input.parentId ?? existing?.parentId ?? '0')
    const after = await ancestorsUnder(tx, parentId)
    // A parent that is not there is refused by the save's link check.
    if (after === undefined) return
    if (!existing) {
      withServerOnly(dept, input, { ancestors: after })
      return
    }
    const stored = await tx.query<{ ancestors: string }>('SELECT ancestors FROM blade_dept WHERE id = $1', [
      existing.id,
    ])
    const before = stored[0]?.ancestors ?? after
    if (before === after) return
    withServerOnly(dept, input, { ancestors: after })
    moves.set(input, { before, after })
  },
  async afterSave({ tx, actor }, id, input) {
    const move = moves.get(input)
    if (!move) return
    const oldPrefix = `${move.before},${id}`
    const below = await tx.query<{ id: string; ancestors: string }>(
      `SELECT id, ancestors FROM blade_dept WHERE (ancestors = $1 OR ancestors LIKE $1 || ',%') AND is_deleted = 0`,
      [oldPrefix],
    )
    // The subtree follows the department the actor was allowed to move, whatever the scope covers of it.
    await writeServerOnly(
      tx,
      dept,
      below.map((d) => ({ id: d.id, ancestors: `${move.after},${id}${d.ancestors.slice(oldPrefix.length)}` })),
      actor,
      { scopeChecked: true },
    )
  },
  async beforeRemove({ tx, actor }, ids) {
    const n = await usersHolding(tx, 'dept_id', ids)
    if (n > 0) {
      throw new AppError('VALIDATION', 'system.access.inUse', {
        what: { zh: '部门', en: 'The department', ja: '部署' }[actor.lang],
        count: n,
      })
    }
  },
}

/** Posts held by users stay. */
export const postHooks: ResourceHooks = {
  async beforeRemove({ tx, actor }, ids) {
    const n = await usersHolding(tx, 'post_id', ids)
    if (n > 0) {
      throw new AppError('VALIDATION', 'system.access.inUse', {
        what: { zh: '岗位', en: 'The post', ja: '役職' }[actor.lang],
        count: n,
      })
    }
  },
}
