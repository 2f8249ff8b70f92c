import { AppError } from '../platform/http/app-error.ts'
import type { ResourceHooks } from '../platform/resources/hooks.ts'
import { usersHolding } from './role.hooks.ts'

/**
 * Departments keep `ancestors` ('0,<root>,...,<parent>'), which data scopes read to include child
 * departments; moving a department rewrites the ancestors of everything below it.
 */
export const deptHooks: ResourceHooks = {
  beforeSave(_ctx, input, existing) {
    if (input.sort === null) input.sort = 0
    if (input.deptCategory === null || (!existing && input.deptCategory === undefined)) {
      input.deptCategory = existing ? undefined : '2'
    }
  },
  async afterSave({ tx }, id, _input, existing) {
    const rows = await tx.query<{ ancestors: string; parentId: string; before: string }>(
      `SELECT d.ancestors AS before, d.parent_id,
              CASE WHEN d.parent_id = 0 THEN '0' ELSE p.ancestors || ',' || p.id END AS ancestors
         FROM blade_dept d LEFT JOIN blade_dept p ON p.id = d.parent_id WHERE d.id = $1`,
      [id],
    )
    const row = rows[0]
    if (!row || (existing && row.before === row.ancestors)) return
    await tx.query('UPDATE blade_dept SET ancestors = $2 WHERE id = $1', [id, row.ancestors])
    if (existing) {
      const oldPrefix = `${row.before},${id}`
      const newPrefix = `${row.ancestors},${id}`
      await tx.query(
        `UPDATE blade_dept SET ancestors = $2 || substr(ancestors, length($1) + 1)
          WHERE ancestors = $1 OR ancestors LIKE $1 || ',%'`,
        [oldPrefix, newPrefix],
      )
    }
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
