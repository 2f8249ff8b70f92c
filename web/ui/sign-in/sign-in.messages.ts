import type { Label } from '#sync/i18n/language.ts'

/** Texts of the one sign-in form, shown by the console (/login) and the floor (/floor/login) alike. */
export const SIGN_IN_TEXT = {
  'signIn.tenant': { zh: '租户ID', en: 'Tenant ID', ja: 'テナントID' },
  'signIn.username': { zh: '用户名', en: 'User name', ja: 'ユーザー名' },
  'signIn.password': { zh: '密码', en: 'Password', ja: 'パスワード' },
  'signIn.captcha': { zh: '验证码', en: 'Captcha', ja: '認証コード' },
  'signIn.captchaRefresh': {
    zh: '看不清？点击图片换一张',
    en: 'Click the image for a new code',
    ja: '画像をクリックすると更新されます',
  },
  'signIn.submit': { zh: '登录', en: 'Sign in', ja: 'ログイン' },
  'signIn.submitting': {
    zh: '登录中，请稍后…',
    en: 'Signing in, please wait…',
    ja: 'ログイン中です。お待ちください…',
  },
  'signIn.failed': { zh: '登录失败', en: 'Sign-in failed', ja: 'ログインに失敗しました' },
  'signIn.offline': {
    zh: '当前离线：登录需要网络，联网后会显示验证码',
    en: 'Offline: signing in needs the network; the captcha shows once online',
    ja: 'オフラインです：ログインにはネットワークが必要です。オンラインになると認証コードが表示されます',
  },
  'signIn.captchaOffline': { zh: '登录需要网络', en: 'Needs the network', ja: 'ネットワークが必要です' },
  'signIn.required.tenantId': { zh: '请输入租户ID', en: 'Enter the tenant ID', ja: 'テナントIDを入力してください' },
  'signIn.required.username': { zh: '请输入用户名', en: 'Enter your user name', ja: 'ユーザー名を入力してください' },
  'signIn.required.password': { zh: '请输入密码', en: 'Enter your password', ja: 'パスワードを入力してください' },
  'signIn.required.captchaCode': {
    zh: '请输入验证码',
    en: 'Enter the captcha code',
    ja: '認証コードを入力してください',
  },
  'signIn.passwordShort': {
    zh: '密码长度最少为6位',
    en: 'The password has at least 6 characters',
    ja: 'パスワードは6文字以上です',
  },
} as const satisfies Record<string, Label>
