import { resourceKey } from '#sync/resources/define-resource.ts'
import { apiScope } from '#sync/resources/system/api-scope.resource.ts'
import { dataScope } from '#sync/resources/system/data-scope.resource.ts'
import { dept } from '#sync/resources/system/dept.resource.ts'
import { post } from '#sync/resources/system/post.resource.ts'
import { role } from '#sync/resources/system/role.resource.ts'
import { topMenu } from '#sync/resources/system/top-menu.resource.ts'
import { user } from '#sync/resources/system/user.resource.ts'
import type { Queryable } from '../platform/db/db.ts'
import { PLATFORM_TENANT } from '../platform/platform-tenant.ts'
import type { ResourceHooks } from '../platform/resources/hooks.ts'
import { grantMenus } from '../platform/seed/sync-platform.ts'
import { deptHooks, postHooks } from './dept.hooks.ts'
import { roleHooks } from './role.hooks.ts'
import { apiScopeHooks, dataScopeHooks, topMenuHooks } from './scope.hooks.ts'
import { userHooks } from './user.hooks.ts'
import { storedPassword } from './user-password.ts'

/** Business rules of the system access resources. */
export const systemAccessHooks: Record<string, ResourceHooks> = {
  [resourceKey(user)]: userHooks,
  [resourceKey(role)]: roleHooks,
  [resourceKey(dept)]: deptHooks,
  [resourceKey(post)]: postHooks,
  [resourceKey(topMenu)]: topMenuHooks,
  [resourceKey(dataScope)]: dataScopeHooks,
  [resourceKey(apiScope)]: apiScopeHooks,
}

/** Fixed ids of the demo records other examples link to. */
export const ACCESS_IDS = {
  warehouseRole: '1000000000000001001',
  financeRole: '1000000000000001002',
  servicePost: '1000000000000001104',
  serviceDept: '1000000000000001201',
  warehouseUser: '1000000000000001301',
  financeUser: '1000000000000001302',
  ownNoticesScope: '1000000000000001401',
  noticeApiScope: '1000000000000001501',
} as const

type Text = { zh: string; en: string }

const POSTS: [string, number, string, Text][] = [
  ['1000000000000001101', 1, 'ceo', { zh: '总经理', en: 'General manager' }],
  ['1000000000000001102', 2, 'ops_manager', { zh: '运营经理', en: 'Operations manager' }],
  ['1000000000000001103', 3, 'wh_keeper', { zh: '仓管员', en: 'Warehouse keeper' }],
  [ACCESS_IDS.servicePost, 3, 'cs_agent', { zh: '客服专员', en: 'Customer service agent' }],
  ['1000000000000001105', 3, 'accountant', { zh: '会计', en: 'Accountant' }],
]

/**
 * The narrower demo roles: the menu folders whose pages and buttons they hold, plus the desk, plus
 * pages they may only read (the page, its folder and its view button).
 */
const ROLES: { id: string; alias: string; name: Text; folders: string[]; sort: number; readOnly?: string[] }[] = [
  {
    id: ACCESS_IDS.warehouseRole,
    alias: 'warehouse_operator',
    name: { zh: '仓库操作员', en: 'Warehouse operator' },
    folders: ['folder_warehouses'],
    sort: 2,
  },
  {
    id: ACCESS_IDS.financeRole,
    alias: 'finance_clerk',
    name: { zh: '财务专员', en: 'Finance clerk' },
    // The books and every money document, and the currencies they are kept in.
    folders: ['folder_finance', 'folder_money'],
    sort: 3,
    // Finance prices products but never changes them.
    readOnly: [
      'folder_products',
      'baseproduct',
      'baseproduct_view',
      'basebrand',
      'basebrand_view',
      'basecategory',
      'basecategory_view',
    ],
  },
]

/** The approval pages every demo role holds: start, claim, to-do, sent and done (under the approvals folder). */
const APPROVAL_WORK_PAGES = ['folder_flow', 'work_start', 'work_claim', 'work_todo', 'work_send', 'work_done']

const USERS: {
  id: string
  account: string
  password: string
  name: Text
  realName: Text
  dept: Text
  role: string
  post: string
}[] = [
  {
    id: ACCESS_IDS.warehouseUser,
    account: 'warehouse',
    password: 'Warehouse123',
    name: { zh: '小李', en: 'Leo' },
    realName: { zh: '李仓管', en: 'Leo Warehouse' },
    dept: { zh: '仓储部', en: 'Warehouse' },
    role: ACCESS_IDS.warehouseRole,
    post: '1000000000000001103',
  },
  {
    id: ACCESS_IDS.financeUser,
    account: 'finance',
    password: 'Finance123',
    name: { zh: '小周', en: 'Fiona' },
    realName: { zh: '周会计', en: 'Fiona Finance' },
    dept: { zh: '财务部', en: 'Finance' },
    role: ACCESS_IDS.financeRole,
    post: '1000000000000001105',
  },
]

/**
 * Demo records of system access for one tenant (runs as the table owner inside the seed
 * transaction): posts, a customer service department, a warehouse operator and a finance clerk
 * role with their users, a data scope and an API scope. Other tenants than the platform's lose
 * the grants of menu and client management, which only the platform tenant may use.
 */
export async function seedSystemAccess(tx: Queryable, tenantId: string): Promise<void> {
  const lang: keyof Text = tenantId === PLATFORM_TENANT ? 'zh' : 'en'
  for (const [i, [id, category, code, name]] of POSTS.entries()) {
    await tx.query(
      'INSERT INTO blade_post (id, tenant_id, category, post_code, post_name, sort) VALUES ($1, $2, $3, $4, $5, $6)',
      [id, tenantId, category, code, name[lang], i + 1],
    )
  }
  const root = (
    await tx.query<{ id: string }>(
      'SELECT id FROM blade_dept WHERE tenant_id = $1 AND parent_id = 0 AND is_deleted = 0 ORDER BY sort, id LIMIT 1',
      [tenantId],
    )
  )[0]?.id
  if (!root) throw new Error(`tenant ${tenantId} has no root department`)
  await tx.query(
    `INSERT INTO blade_dept (id, tenant_id, parent_id, ancestors, dept_category, dept_name, full_name, sort)
     VALUES ($1, $2, $3, $4, 2, $5, $5, 9)`,
    [ACCESS_IDS.serviceDept, tenantId, root, `0,${root}`, lang === 'zh' ? '客服部' : 'Customer Service'],
  )
  for (const r of ROLES) {
    await tx.query(
      'INSERT INTO blade_role (id, tenant_id, parent_id, role_name, role_alias, sort) VALUES ($1, $2, 0, $3, $4, $5)',
      [r.id, tenantId, r.name[lang], r.alias, r.sort],
    )
    // The folders with everything under them, the desk with read-only notices, and one's own approvals.
    const menus = await tx.query<{ id: string }>(
      `WITH RECURSIVE tree AS (
         SELECT id FROM blade_menu WHERE code = ANY($1::text[]) AND is_deleted = 0
         UNION ALL SELECT m.id FROM blade_menu m JOIN tree ON m.parent_id = tree.id WHERE m.is_deleted = 0)
       SELECT id FROM tree UNION SELECT id FROM blade_menu WHERE code = ANY($2::text[]) AND is_deleted = 0`,
      [r.folders, ['desk', 'notice', 'notice_view', ...APPROVAL_WORK_PAGES, ...(r.readOnly ?? [])]],
    )
    await grantMenus(
      tx,
      tenantId,
      r.id,
      menus.map((m) => m.id),
    )
  }
  for (const u of USERS) {
    const dept = (
      await tx.query<{ id: string }>(
        'SELECT id FROM blade_dept WHERE tenant_id = $1 AND dept_name = $2 AND is_deleted = 0 LIMIT 1',
        [tenantId, u.dept[lang]],
      )
    )[0]?.id
    await tx.query(
      `INSERT INTO blade_user (id, tenant_id, code, account, password, name, real_name, role_id, dept_id, post_id, status)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 1)`,
      [
        u.id,
        tenantId,
        `U${u.id.slice(-4)}`,
        u.account,
        await storedPassword(u.password),
        u.name[lang],
        u.realName[lang],
        u.role,
        dept ?? root,
        u.post,
      ],
    )
  }
  await tx.query(
    `INSERT INTO blade_scope_data (id, tenant_id, resource_code, scope_name, scope_column, scope_type, remark)
     VALUES ($1, $2, 'notice_view', $3, 'create_user', 2, $4)`,
    [
      ACCESS_IDS.ownNoticesScope,
      tenantId,
      lang === 'zh' ? '只看本人发布的通知' : 'Own notices only',
      lang === 'zh' ? '演示：授予角色后只列出自己发布的通知' : 'Demo: a role granted this lists only its own notices',
    ],
  )
  await tx.query(
    `INSERT INTO blade_scope_api (id, tenant_id, resource_code, scope_name, scope_path)
     VALUES ($1, $2, 'notice_view', $3, '/api/blade-desk/notice/list')`,
    [ACCESS_IDS.noticeApiScope, tenantId, lang === 'zh' ? '读取通知接口' : 'Read notices API'],
  )
  if (tenantId !== PLATFORM_TENANT) {
    await tx.query(
      `DELETE FROM blade_role_menu WHERE tenant_id = $1 AND menu_id IN (
         SELECT id FROM blade_menu WHERE code IN ('client', 'client_view', 'client_add', 'client_edit', 'client_delete',
           'menu_add', 'menu_edit', 'menu_delete'))`,
      [tenantId],
    )
  }
}
