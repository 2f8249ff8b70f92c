import { hashSecret, md5Hex } from '../auth/password.ts'
import type { Queryable } from '../db/db.ts'
import { nextId } from '../db/next-id.ts'
import { ADMIN_ROLE_ALIAS, grantMenus } from './sync-platform.ts'

export type NewTenant = {
  tenantId: string
  tenantName: string
  adminAccount: string
  adminName: string
  /** What the administrator types; stored as argon2id of its md5, as every password. */
  adminPassword: string
  /** Department tree: root name and the departments under it. */
  departments: { root: string; children: readonly string[] }
  /** Who made the tenant's record (a platform administrator), when one did. */
  creator?: { userId: string; deptId: string | null }
}

/**
 * Creates a tenant with its department tree, an administrator role holding every menu and button,
 * and its administrator. Idempotent: does nothing when the tenant exists. Runs as the owner.
 */
export async function createTenant(tx: Queryable, t: NewTenant): Promise<boolean> {
  const found = await tx.query('SELECT 1 FROM blade_tenant WHERE tenant_id = $1', [t.tenantId])
  if (found.length) return false
  await tx.query(
    `INSERT INTO blade_tenant (id, tenant_id, tenant_name, create_user, create_dept, update_user)
     VALUES ($1, $2, $3, $4, $5, $4)`,
    [nextId(), t.tenantId, t.tenantName, t.creator?.userId ?? null, t.creator?.deptId ?? null],
  )
  const rootDept = nextId()
  await tx.query(
    `INSERT INTO blade_dept (id, tenant_id, parent_id, ancestors, dept_name, full_name, sort) VALUES ($1, $2, 0, '0', $3, $3, 1)`,
    [rootDept, t.tenantId, t.departments.root],
  )
  for (const [i, name] of t.departments.children.entries()) {
    await tx.query(
      `INSERT INTO blade_dept (id, tenant_id, parent_id, ancestors, dept_name, full_name, sort) VALUES ($1, $2, $3, $4, $5, $5, $6)`,
      [nextId(), t.tenantId, rootDept, `0,${rootDept}`, name, i + 1],
    )
  }
  const roleId = nextId()
  await tx.query(
    `INSERT INTO blade_role (id, tenant_id, parent_id, role_name, role_alias, sort) VALUES ($1, $2, 0, $3, $4, 1)`,
    [roleId, t.tenantId, '超级管理员', ADMIN_ROLE_ALIAS],
  )
  const menus = await tx.query<{ id: string }>('SELECT id FROM blade_menu WHERE is_deleted = 0')
  await grantMenus(
    tx,
    t.tenantId,
    roleId,
    menus.map((m) => m.id),
  )
  const topMenuId = nextId()
  await tx.query(
    `INSERT INTO blade_top_menu (id, tenant_id, code, name, name_en, name_ja, source, path, sort)
     VALUES ($1, $2, 'desk', '工作台', 'Workbench', 'ワークベンチ', 'home', '/desk', 1)`,
    [topMenuId, t.tenantId],
  )
  await tx.query(
    `INSERT INTO blade_top_menu_setting (id, tenant_id, top_menu_id, menu_id)
     SELECT $1::bigint, $2, $3::bigint, id FROM blade_menu WHERE code = 'desk'`,
    [nextId(), t.tenantId, topMenuId],
  )
  await tx.query(
    `INSERT INTO blade_user (id, tenant_id, code, account, password, name, real_name, role_id, dept_id, status)
     VALUES ($1, $2, 'A0001', $3, $4, $5, $5, $6, $7, 1)`,
    [nextId(), t.tenantId, t.adminAccount, await hashSecret(md5Hex(t.adminPassword)), t.adminName, roleId, rootDept],
  )
  return true
}
