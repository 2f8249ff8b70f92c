import type { Label } from '#sync/i18n/language.ts'
import { API_TEXT } from '../api/api.messages.ts'
import { SHELL_TEXT } from '../app/shell/shell.messages.ts'
import { ACCOUNT_TEXT } from '../console/account/account.messages.ts'
import { DESK_TEXT } from '../console/desk/desk.messages.ts'
import { RESOURCE_TEXT } from '../console/resource/resource.messages.ts'
import { SYSTEM_TEXT } from '../console/system/system.messages.ts'
import { INPUTS_TEXT } from '../ui/inputs/inputs.messages.ts'
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
  'login.tenant': { zh: '租户ID', en: 'Tenant ID', ja: 'テナントID' },
  'login.username': { zh: '用户名', en: 'User name', ja: 'ユーザー名' },
  'login.password': { zh: '密码', en: 'Password', ja: 'パスワード' },
  'login.captcha': { zh: '验证码', en: 'Captcha', ja: '認証コード' },
  'login.captchaRefresh': {
    zh: '看不清？点击图片换一张',
    en: 'Click the image for a new code',
    ja: '画像をクリックすると更新されます',
  },
  'login.submit': { zh: '登录', en: 'Sign in', ja: 'ログイン' },
  'login.submitting': { zh: '登录中，请稍后…', en: 'Signing in, please wait…', ja: 'ログイン中です。お待ちください…' },
  'login.required.tenant': { zh: '请输入租户ID', en: 'Enter the tenant ID', ja: 'テナントIDを入力してください' },
  'login.required.username': { zh: '请输入用户名', en: 'Enter your user name', ja: 'ユーザー名を入力してください' },
  'login.required.password': { zh: '请输入密码', en: 'Enter your password', ja: 'パスワードを入力してください' },
  'login.required.captcha': { zh: '请输入验证码', en: 'Enter the captcha code', ja: '認証コードを入力してください' },
  'login.passwordShort': {
    zh: '密码长度最少为6位',
    en: 'The password has at least 6 characters',
    ja: 'パスワードは6文字以上です',
  },
  'login.failed': { zh: '登录失败', en: 'Sign-in failed', ja: 'ログインに失敗しました' },
  'home.title': { zh: '通知公告', en: 'Notices', ja: 'お知らせ' },
  'home.welcome': { zh: '欢迎，{{name}}', en: 'Welcome, {{name}}', ja: 'ようこそ、{{name}} さん' },
  'home.empty': { zh: '暂无通知', en: 'No notices yet', ja: 'お知らせはありません' },
  'home.loadFailed': { zh: '数据获取失败', en: 'Data fetch failed', ja: 'データの取得に失敗しました' },
  'notice.title': { zh: '标题', en: 'Title', ja: 'タイトル' },
  'notice.category': { zh: '类型', en: 'Category', ja: '種類' },
  'notice.releaseTime': { zh: '发布时间', en: 'Released at', ja: '公開日時' },
  'notice.content': { zh: '内容', en: 'Content', ja: '内容' },
  'logout.button': { zh: '退出登录', en: 'Log out', ja: 'ログアウト' },
  'logout.confirmTitle': { zh: '提示', en: 'Confirm', ja: '確認' },
  'logout.confirm': {
    zh: '退出系统, 是否继续?',
    en: 'Exit the system, continue?',
    ja: 'システムを終了します。続けますか？',
  },
  'common.ok': { zh: '确定', en: 'OK', ja: 'OK' },
  'common.cancel': { zh: '取消', en: 'Cancel', ja: 'キャンセル' },
  'common.unknownError': { zh: '未知错误', en: 'Unknown error', ja: '不明なエラー' },
  'notFound.title': { zh: '页面不存在', en: 'Page not found', ja: 'ページが見つかりません' },
  'notFound.back': { zh: '返回首页', en: 'Back to the home page', ja: 'ホームに戻る' },
} as const satisfies Record<string, Label>

/** Each part of the console keeps its texts beside its code; a key must be unique across parts (tested). */
export const UI_TEXT_PARTS = {
  core: CORE_TEXT,
  api: API_TEXT,
  shell: SHELL_TEXT,
  account: ACCOUNT_TEXT,
  desk: DESK_TEXT,
  resource: RESOURCE_TEXT,
  system: SYSTEM_TEXT,
  inputs: INPUTS_TEXT,
  widgets: WIDGETS_TEXT,
} as const

/** Every text the console shows, in each language. */
export const UI_TEXT = {
  ...CORE_TEXT,
  ...API_TEXT,
  ...SHELL_TEXT,
  ...ACCOUNT_TEXT,
  ...DESK_TEXT,
  ...RESOURCE_TEXT,
  ...SYSTEM_TEXT,
  ...INPUTS_TEXT,
  ...WIDGETS_TEXT,
} as const satisfies Record<string, Label>

export type UiTextKey = keyof typeof UI_TEXT
