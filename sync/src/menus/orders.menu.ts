import type { MenuDecl } from './define-menu.ts'

/**
 * The order forms' own pages (spec 1 §2.3 fixed routes saleOrder/addB2COrder and
 * saleOrderB2B/addB2BOrder) in the orders folder beside the order page, so a role is granted them
 * like any page; the order page also opens both as dialogs.
 */
export const orderFormPages: MenuDecl[] = [
  {
    code: 'order_b2c_form',
    name: { zh: '新增B2C订单', en: 'New B2C order', ja: 'B2C受注の作成' },
    path: '/erp/saleOrder/addB2COrder',
    source: 'file-plus',
    sort: 11,
    category: 1,
  },
  {
    code: 'order_b2b_form',
    name: { zh: '新增B2B订单', en: 'New B2B order', ja: 'B2B受注の作成' },
    path: '/erp/saleOrderB2B/addB2BOrder',
    source: 'file-plus',
    sort: 12,
    category: 1,
  },
]
