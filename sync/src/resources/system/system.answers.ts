import { z } from 'zod'
import { columnsAnswerSchema } from '../resource-schemas.ts'
import { datasource } from './datasource.resource.ts'
import { dict } from './dict.resource.ts'
import { dictBiz } from './dict-biz.resource.ts'
import { tenant } from './tenant.resource.ts'
import { user } from './user.resource.ts'

/** What the system area's hand-written calls answer (the `data` inside the envelope). */

const id = z.string()
const int = z.number().int()
const ids = z.array(id)

/** A call that did what it was asked: `true`. */
export const doneAnswer = z.literal(true)

/** A top menu that leads to menus the user holds. */
export const topMenuAnswer = z.object({
  id,
  code: z.string(),
  name: z.string(),
  source: z.string().nullable(),
  path: z.string().nullable(),
  sort: int,
})

/** A menu entry with every column, as the menu screens read and save it. */
export const menuRecordAnswer = z.object({
  id,
  parentId: id,
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  nameJa: z.string(),
  alias: z.string(),
  path: z.string().nullable(),
  source: z.string().nullable(),
  sort: int,
  category: int,
  action: int,
  isOpen: int,
  area: z.string(),
  remark: z.string().nullable(),
  tenantId: z.string(),
  createUser: id.nullable(),
  createDept: id.nullable(),
  createTime: z.string(),
  updateUser: id.nullable(),
  updateTime: z.string(),
  status: int,
  isDeleted: int,
  version: int,
})

/** A menu or button of the signed-in user, with the entries under it (routes, buttons). */
const userMenuColumns = menuRecordAnswer
  .pick({
    id: true,
    parentId: true,
    code: true,
    name: true,
    alias: true,
    path: true,
    source: true,
    sort: true,
    category: true,
    action: true,
    isOpen: true,
  })
  .extend({ hasChildren: z.boolean() })
export type UserMenuNode = z.infer<typeof userMenuColumns> & { children: UserMenuNode[] }
export const userMenuAnswer: z.ZodType<UserMenuNode> = z
  .lazy(() => userMenuColumns.extend({ children: z.array(userMenuAnswer) }))
  .meta({ id: 'UserMenuNode' })

/** A menu entry as a tree node (title in the reader's language), with the entries under it. */
const menuNodeColumns = menuRecordAnswer.extend({
  hasChildren: z.boolean(),
  title: z.string(),
  label: z.string(),
  key: id,
  value: id,
})
export type MenuTreeNode = z.infer<typeof menuNodeColumns> & { children: MenuTreeNode[] }
export const menuTreeAnswer: z.ZodType<MenuTreeNode> = z
  .lazy(() => menuNodeColumns.extend({ children: z.array(menuTreeAnswer) }))
  .meta({ id: 'MenuTreeNode' })

/** A data or API scope under the page its permission belongs to (pages carry no resource code). */
const scopeNodeColumns = z.object({
  id,
  parentId: id,
  title: z.string(),
  key: id,
  value: id,
  hasChildren: z.boolean(),
  resourceCode: z.string().optional(),
})
export type ScopeTreeNode = z.infer<typeof scopeNodeColumns> & { children: ScopeTreeNode[] }
export const scopeTreeAnswer: z.ZodType<ScopeTreeNode> = z
  .lazy(() => scopeNodeColumns.extend({ children: z.array(scopeTreeAnswer) }))
  .meta({ id: 'ScopeTreeNode' })

/** The role grant dialog's trees. */
export const grantTreesAnswer = z.object({
  menu: z.array(menuTreeAnswer),
  dataScope: z.array(scopeTreeAnswer),
  apiScope: z.array(scopeTreeAnswer),
})

/** What roles are granted: menu, data scope and API scope ids. */
export const grantKeysAnswer = z.object({ menu: ids, dataScope: ids, apiScope: ids })

/** How many roles were granted how many menus and scopes. */
export const roleGrantAnswer = z.object({ roles: int, menus: int, dataScopes: int, apiScopes: int })

/** The new passwords of users, answered once. */
export const passwordResetAnswer = z.array(z.object({ userId: id, account: z.string(), password: z.string() }))

/** The signed-in user's own profile after a change. */
export const ownProfileAnswer = columnsAnswerSchema(user, [
  'id',
  'tenantId',
  'account',
  'code',
  'name',
  'realName',
  'avatar',
  'email',
  'phone',
  'sex',
  'birthday',
  'version',
])

/** The shops and warehouses a user works with. */
export const userStoresAnswer = z.object({ userId: id, shopIds: ids, warehouseIds: ids })

/** A user for pickers, with the names of their departments. */
export const deptUserAnswer = columnsAnswerSchema(user, [
  'id',
  'account',
  'code',
  'name',
  'realName',
  'deptId',
  'status',
]).extend({ deptName: z.string().nullable() })

const ENTRY_COLUMNS = ['id', 'parentId', 'code', 'dictKey', 'dictValue', 'sort', 'remark', 'isSealed'] as const

/** A platform vocabulary entry (value in the reader's language). */
export const dictEntryAnswer = columnsAnswerSchema(dict, ENTRY_COLUMNS)

/** A tenant's business vocabulary entry. */
export const dictBizEntryAnswer = columnsAnswerSchema(dictBiz, ENTRY_COLUMNS)

/** Every vocabulary's entries keyed by code, each with the label and value drop-downs bind. */
export const vocabulariesAnswer = z.record(
  z.string(),
  z.array(dictEntryAnswer.extend({ label: z.string(), value: z.string() })),
)

/** A dictionary or entry as a tree node, with the entries under it. */
const dictNodeColumns = z.object({
  id,
  parentId: id,
  code: z.string(),
  dictKey: z.string(),
  title: z.string(),
  sort: int,
  isSealed: int,
  key: id,
  value: id,
  hasChildren: z.boolean(),
})
export type DictTreeNode = z.infer<typeof dictNodeColumns> & { children: DictTreeNode[] }
export const dictTreeAnswer: z.ZodType<DictTreeNode> = z
  .lazy(() => dictNodeColumns.extend({ children: z.array(dictTreeAnswer) }))
  .meta({ id: 'DictTreeNode' })

/** A live tenant as a drop-down option. */
export const tenantChoiceAnswer = columnsAnswerSchema(tenant, ['id', 'tenantId', 'tenantName', 'status']).extend({
  label: z.string(),
  value: z.string(),
})

/** A tenant's data source (none: null). */
export const tenantDatasourceAnswer = z.object({
  tenantId: z.string(),
  datasourceId: id.nullable(),
  datasource: columnsAnswerSchema(datasource, ['id', 'name', 'driverClass', 'url', 'username', 'remark']).nullable(),
})

/** The tenant serving a domain, for the sign-in page. */
export const tenantOfDomainAnswer = z.object({ tenantId: z.string(), tenantName: z.string(), domain: z.string() })

/** Where an import template is downloaded. */
export const templateAnswer = z.object({ type: z.string(), name: z.string(), url: z.string() })
