import type { Label } from '#sync/i18n/language.ts'
import { API_TEXT } from '../api/api.messages.ts'
import { SHELL_TEXT } from '../app/shell/shell.messages.ts'
import { ACCOUNT_TEXT } from '../console/account/account.messages.ts'
import { DESK_TEXT } from '../console/desk/desk.messages.ts'
import { FBA_TEXT } from '../console/fba/fba.messages.ts'
import { BOOKS_TEXT } from '../console/finance/books/books.messages.ts'
import { FEES_TEXT } from '../console/finance/fees/fees.messages.ts'
import { PAYMENTS_TEXT } from '../console/finance/payments/payments.messages.ts'
import { INVENTORY_TEXT } from '../console/inventory/inventory.messages.ts'
import { ORDERS_TEXT } from '../console/orders/orders.messages.ts'
import { PURCHASING_TEXT } from '../console/purchasing/purchasing.messages.ts'
import { REPLENISHMENT_TEXT } from '../console/purchasing/replenishment.messages.ts'
import { RESOURCE_TEXT } from '../console/resource/resource.messages.ts'
import { SHIPPING_TEXT } from '../console/shipping/shipping.messages.ts'
import { SYSTEM_TEXT } from '../console/system/system.messages.ts'
import { OUTBOUND_TEXT } from '../console/wms/outbound.messages.ts'
import { STOCKTAKING_TEXT } from '../console/wms/stocktaking.messages.ts'
import { WMS_TEXT } from '../console/wms/wms.messages.ts'
import { DESIGNER_TEXT } from '../console/workflow/designer.messages.ts'
import { WORK_TEXT } from '../console/workflow/work.messages.ts'
import { INPUTS_TEXT } from '../ui/inputs/inputs.messages.ts'
import { SIGN_IN_TEXT } from '../ui/sign-in/sign-in.messages.ts'
import { WIDGETS_TEXT } from '../ui/widgets/widgets.messages.ts'

/** Texts shared by every screen: the app, sign-in, common buttons. */
export const CORE_TEXT = {
  'app.name': { zh: '跨境电商 ERP', en: 'Cross-border ERP', ja: '越境EC ERP' },
  'app.tagline': {
    zh: '订单、采购、仓储、财务，一套系统全打通',
    en: 'Orders, purchasing, warehouses and finance in one system',
    ja: '受注・仕入・倉庫・財務をひとつのシステムで',
  },
  'language.label': { zh: '语言', en: 'Language', ja: '言語' },
  'login.title': { zh: '登录', en: 'Sign in', ja: 'ログイン' },
  'home.title': { zh: '通知公告', en: 'Notices', ja: 'お知らせ' },
  'home.empty': { zh: '暂无通知', en: 'No notices yet', ja: 'お知らせはありません' },
  'home.loadFailed': { zh: '数据获取失败', en: 'Data fetch failed', ja: 'データの取得に失敗しました' },
  'logout.button': { zh: '退出登录', en: 'Log out', ja: 'ログアウト' },
  'common.confirmTitle': { zh: '提示', en: 'Confirm', ja: '確認' },
  'logout.confirm': {
    zh: '退出系统, 是否继续?',
    en: 'Exit the system, continue?',
    ja: 'システムを終了します。続けますか？',
  },
  'common.ok': { zh: '确定', en: 'OK', ja: 'OK' },
  'common.cancel': { zh: '取消', en: 'Cancel', ja: 'キャンセル' },
  'common.closeDialog': { zh: '关闭对话框', en: 'Close the dialog', ja: 'ダイアログを閉じる' },
  'common.togglePassword': { zh: '显示或隐藏密码', en: 'Show or hide the password', ja: 'パスワードの表示・非表示' },
  'common.unknownError': { zh: '未知错误', en: 'Unknown error', ja: '不明なエラー' },
  'notFound.title': { zh: '页面不存在', en: 'Page not found', ja: 'ページが見つかりません' },
  'notFound.back': { zh: '返回首页', en: 'Back to the home page', ja: 'ホームに戻る' },
} as const satisfies Record<string, Label>

/** Each part of the console keeps its texts beside its code; a key must be unique across parts (tested). */
export const UI_TEXT_PARTS = {
  core: CORE_TEXT,
  api: API_TEXT,
  shell: SHELL_TEXT,
  signIn: SIGN_IN_TEXT,
  account: ACCOUNT_TEXT,
  desk: DESK_TEXT,
  resource: RESOURCE_TEXT,
  system: SYSTEM_TEXT,
  inventory: INVENTORY_TEXT,
  orders: ORDERS_TEXT,
  purchasing: PURCHASING_TEXT,
  replenishment: REPLENISHMENT_TEXT,
  shipping: SHIPPING_TEXT,
  fba: FBA_TEXT,
  books: BOOKS_TEXT,
  fees: FEES_TEXT,
  payments: PAYMENTS_TEXT,
  wms: WMS_TEXT,
  outbound: OUTBOUND_TEXT,
  stocktaking: STOCKTAKING_TEXT,
  designer: DESIGNER_TEXT,
  work: WORK_TEXT,
  inputs: INPUTS_TEXT,
  widgets: WIDGETS_TEXT,
} as const

/** Every text the console shows, in each language. */
export const UI_TEXT = {
  ...CORE_TEXT,
  ...API_TEXT,
  ...SHELL_TEXT,
  ...SIGN_IN_TEXT,
  ...ACCOUNT_TEXT,
  ...DESK_TEXT,
  ...RESOURCE_TEXT,
  ...SYSTEM_TEXT,
  ...INVENTORY_TEXT,
  ...ORDERS_TEXT,
  ...PURCHASING_TEXT,
  ...REPLENISHMENT_TEXT,
  ...SHIPPING_TEXT,
  ...FBA_TEXT,
  ...BOOKS_TEXT,
  ...FEES_TEXT,
  ...PAYMENTS_TEXT,
  ...WMS_TEXT,
  ...OUTBOUND_TEXT,
  ...STOCKTAKING_TEXT,
  ...DESIGNER_TEXT,
  ...WORK_TEXT,
  ...INPUTS_TEXT,
  ...WIDGETS_TEXT,
} as const satisfies Record<string, Label>

export type UiTextKey = keyof typeof UI_TEXT
