import type { Label } from '../i18n/language.ts'
import type { ResourceDef } from '../resources/define-resource.ts'
import type { AreaMenu, MenuDecl } from './define-menu.ts'
import { financePages } from './finance.menu.ts'
import { orderFormPages } from './orders.menu.ts'
import { workflowPages } from './workflow.menu.ts'

/** Top-level console folders that declared resources' pages sit under. */
export const MENU_FOLDERS: Record<string, { name: Label; sort: number; icon: string }> = {
  orders: { name: { zh: '订单管理', en: 'Orders', ja: '受注管理' }, sort: 10, icon: 'shopping-cart' },
  products: { name: { zh: '产品管理', en: 'Products', ja: '商品管理' }, sort: 20, icon: 'package' },
  partners: { name: { zh: '客商管理', en: 'Partners', ja: '取引先管理' }, sort: 30, icon: 'users' },
  purchase: { name: { zh: '采购管理', en: 'Purchasing', ja: '購買管理' }, sort: 35, icon: 'notes' },
  shipping: { name: { zh: '头程发货', en: 'Shipping', ja: '出荷管理' }, sort: 38, icon: 'package' },
  shops: { name: { zh: '店铺管理', en: 'Shops', ja: 'ショップ管理' }, sort: 40, icon: 'building-store' },
  warehouses: { name: { zh: '仓库管理', en: 'Warehouses', ja: '倉庫管理' }, sort: 50, icon: 'building-warehouse' },
  finance: { name: { zh: '财务管理', en: 'Finance', ja: '財務管理' }, sort: 58, icon: 'report-money' },
  money: { name: { zh: '币种汇率', en: 'Currencies', ja: '通貨と為替' }, sort: 60, icon: 'currency-dollar' },
  pricing: { name: { zh: '定价试算', en: 'Pricing', ja: '価格試算' }, sort: 70, icon: 'calculator' },
  flow: { name: { zh: '流程管理', en: 'Approvals', ja: '承認フロー' }, sort: 80, icon: 'sitemap' },
  system: { name: { zh: '系统管理', en: 'System', ja: 'システム管理' }, sort: 90, icon: 'settings' },
}

/** Pages of a folder that are not a resource's list (forms with routes of their own), beside its resources' pages. */
const FOLDER_PAGES: Record<string, readonly MenuDecl[]> = {
  orders: orderFormPages,
  finance: financePages,
  flow: workflowPages,
}

const BUTTON_NAMES: Record<'view' | 'add' | 'edit' | 'remove', Label> = {
  view: { zh: '查看', en: 'View', ja: '表示' },
  add: { zh: '新增', en: 'Add', ja: '追加' },
  edit: { zh: '修改', en: 'Edit', ja: '編集' },
  remove: { zh: '删除', en: 'Delete', ja: '削除' },
}

/** Where the floor app answers (web/main.tsx): a console page below it would open the floor app instead. */
export const FLOOR_APP_PATH = '/floor'

/** Areas whose name is another app's path: their console pages sit with the warehouse pages instead. */
const CONSOLE_SEGMENT_OF_AREA: Record<string, string> = { floor: 'wms' }

/** The console path of a resource's generic page. */
export function resourcePath(r: Pick<ResourceDef, 'area' | 'name' | 'menu'>): string {
  return r.menu?.path ?? `/${CONSOLE_SEGMENT_OF_AREA[r.area] ?? r.area}/${r.name}`
}

/** The page code of a resource: its menu's own code, else its view permission without the suffix. */
export function resourcePageCode(r: ResourceDef): string {
  return r.menu?.code ?? r.permissions.view.replace(/_view$/, '')
}

/**
 * Menu entries derived from the declarations: one page per resource with a `menu`, under its
 * folder, with a button for each permission code, so every call's permission can be granted.
 */
export function resourceMenus(resources: readonly ResourceDef[]): AreaMenu[] {
  const byFolder = new Map<string, MenuDecl[]>()
  const seen = new Set<string>()
  for (const r of resources) {
    if (!r.menu) continue
    const buttons: MenuDecl[] = []
    for (const [i, kind] of (['view', 'add', 'edit', 'remove'] as const).entries()) {
      const code = r.permissions[kind]
      if (seen.has(code)) continue
      seen.add(code)
      const formerCodes = (r.formerPermissions ?? []).map((p) => p[kind])
      buttons.push({
        code,
        name: BUTTON_NAMES[kind],
        sort: i + 1,
        category: 2,
        alias: kind,
        ...(formerCodes.length ? { formerCodes } : {}),
      })
    }
    for (const extra of r.menu.buttons ?? []) {
      if (seen.has(extra.code)) continue
      seen.add(extra.code)
      buttons.push({ code: extra.code, name: extra.name, sort: buttons.length + 1, category: 2, alias: extra.code })
    }
    const formerPages = (r.formerPermissions ?? []).map((p) => p.view.replace(/_view$/, ''))
    const page: MenuDecl = {
      code: resourcePageCode(r),
      name: r.label,
      path: resourcePath(r),
      source: r.menu.icon,
      sort: r.menu.sort,
      category: 1,
      children: buttons,
      ...(formerPages.length ? { formerCodes: formerPages } : {}),
    }
    byFolder.set(r.menu.parent, [...(byFolder.get(r.menu.parent) ?? []), page])
  }
  for (const [folder, pages] of Object.entries(FOLDER_PAGES)) {
    if (byFolder.has(folder)) byFolder.set(folder, [...(byFolder.get(folder) ?? []), ...pages])
  }
  return [...byFolder.entries()].map(([folder, pages]) => {
    const f = MENU_FOLDERS[folder]
    if (!f) throw new Error(`unknown menu folder "${folder}"`)
    return {
      area: folder,
      entries: [{ code: `folder_${folder}`, name: f.name, source: f.icon, sort: f.sort, category: 1, children: pages }],
    }
  })
}
