import type { Label } from '#sync/i18n/language.ts'

/** Texts of the account screens: sign-in, registration, profile, password, lock. */
export const ACCOUNT_TEXT = {
  'account.login.noAccount': { zh: '还没有账号？', en: 'No account yet?', ja: 'アカウントをお持ちでない方' },
  'account.login.register': { zh: '注册账号', en: 'Register', ja: 'アカウント登録' },

  'account.register.title': { zh: '账号注册', en: 'Account registration', ja: 'アカウント登録' },
  'account.register.tenant': { zh: '租户ID', en: 'Tenant ID', ja: 'テナントID' },
  'account.register.name': { zh: '用户姓名', en: 'Your name', ja: '氏名' },
  'account.register.account': { zh: '账号', en: 'Account', ja: 'アカウント' },
  'account.register.password': { zh: '密码', en: 'Password', ja: 'パスワード' },
  'account.register.confirm': { zh: '确认密码', en: 'Confirm password', ja: 'パスワード（確認）' },
  'account.register.tenantFirst': {
    zh: '请先输入租户ID',
    en: 'Please enter the tenant ID first',
    ja: '先にテナントIDを入力してください',
  },
  'account.register.passwordFirst': {
    zh: '请先输入密码',
    en: 'Please enter the password first',
    ja: '先にパスワードを入力してください',
  },
  'account.register.submit': { zh: '提交', en: 'Submit', ja: '送信' },
  'account.register.submitFailed': { zh: '提交失败', en: 'Submit failed', ja: '送信に失敗しました' },
  'account.register.submitted': {
    zh: '注册申请已提交，请耐心等待管理员审核通过',
    en: 'Registration request submitted, please wait for administrator approval',
    ja: '登録申請を送信しました。管理者の承認をお待ちください',
  },

  'account.rule.required': { zh: '此项为必填项', en: 'This field is required', ja: '必須項目です' },
  'account.rule.nameLength': {
    zh: '长度在 2 到 10 个字符',
    en: 'Between 2 and 10 characters',
    ja: '2〜10文字で入力してください',
  },
  'account.rule.phoneRequired': {
    zh: '手机号码不能为空',
    en: 'Phone number cannot be empty',
    ja: '携帯電話番号は必須です',
  },
  'account.rule.phoneLength': {
    zh: '手机号码长度不为11位',
    en: 'The phone number must be 11 digits long',
    ja: '携帯電話番号は11桁で入力してください',
  },
  'account.rule.phoneFormat': {
    zh: '手机号码格式不正确',
    en: 'Phone number format incorrect',
    ja: '携帯電話番号の形式が正しくありません',
  },
  'account.rule.emailFormat': {
    zh: '邮箱格式不正确',
    en: 'E-mail format incorrect',
    ja: 'メールアドレスの形式が正しくありません',
  },
  'account.rule.passwordStrength': {
    zh: '密码强度须包含0-9、A-Z、a-z，长度8-16位',
    en: 'Strength must include 0-9, A-Z, a-z and be 8-16 long',
    ja: 'パスワードは0-9、A-Z、a-zを含む8〜16文字にしてください',
  },
  'account.rule.passwordMismatch': {
    zh: '两次输入密码不一致!',
    en: 'Passwords do not match',
    ja: 'パスワードが一致しません',
  },
  'account.rule.passwordShort': {
    zh: '密码长度最少为6位',
    en: 'The password has at least 6 characters',
    ja: 'パスワードは6文字以上です',
  },
  'account.rule.accountFormat': {
    zh: '账号为2-45位字母、数字或 _ . @ -',
    en: 'The account has 2-45 letters, digits or _ . @ -',
    ja: 'アカウントは英数字または _ . @ - の2〜45文字です',
  },

  'account.avatar.alt': { zh: '头像', en: 'Avatar', ja: 'アバター' },
  'account.avatar.change': { zh: '更换头像', en: 'Change avatar', ja: 'アバターを変更' },
  'account.avatar.hint': {
    zh: '支持 JPG/PNG 格式，不超过 500KB',
    en: 'JPG or PNG, at most 500 KB',
    ja: 'JPG/PNG形式、500KBまで',
  },
  'account.avatar.wrongType': {
    zh: '上传头像图片只能是 JPG/PNG 格式!',
    en: 'The avatar must be a JPG or PNG image',
    ja: 'アバター画像はJPG/PNG形式のみです',
  },
  'account.avatar.tooLarge': {
    zh: '上传头像图片大小不能超过 500KB!',
    en: 'The avatar image cannot exceed 500 KB',
    ja: 'アバター画像は500KB以下にしてください',
  },
  'account.avatar.uploaded': {
    zh: '头像已上传，保存后生效',
    en: 'Avatar uploaded; save to apply it',
    ja: 'アバターをアップロードしました。保存すると反映されます',
  },

  'account.profile.title': { zh: '个人信息', en: 'Personal information', ja: '個人情報' },
  'account.profile.infoTab': { zh: '个人信息', en: 'Personal info', ja: '個人情報' },
  'account.profile.passwordTab': { zh: '修改密码', en: 'Change password', ja: 'パスワード変更' },
  'account.profile.account': { zh: '登录账号', en: 'Account', ja: 'アカウント' },
  'account.profile.name': { zh: '用户昵称', en: 'User name', ja: 'ユーザー名' },
  'account.profile.realName': { zh: '真实姓名', en: 'Real name', ja: '氏名' },
  'account.profile.phone': { zh: '手机号码', en: 'Mobile phone', ja: '携帯電話' },
  'account.profile.email': { zh: '电子邮箱', en: 'E-mail', ja: 'メール' },
  'account.profile.save': { zh: '保存', en: 'Save', ja: '保存' },
  'account.profile.reset': { zh: '重置', en: 'Reset', ja: 'リセット' },
  'account.profile.saved': { zh: '修改成功', en: 'Saved', ja: '保存しました' },
  'account.profile.oldPassword': { zh: '原密码', en: 'Current password', ja: '現在のパスワード' },
  'account.profile.newPassword': { zh: '新密码', en: 'New password', ja: '新しいパスワード' },
  'account.profile.confirmPassword': { zh: '确认密码', en: 'Confirm password', ja: 'パスワード（確認）' },
  'account.profile.passwordHint': {
    zh: '8-16位，须同时包含数字、大写字母和小写字母',
    en: '8-16 characters with a digit, an upper-case and a lower-case letter',
    ja: '8〜16文字、数字・大文字・小文字をそれぞれ含めてください',
  },
  'account.profile.passwordChanged': {
    zh: '密码修改成功',
    en: 'Password changed',
    ja: 'パスワードを変更しました',
  },
  'account.profile.loadFailed': { zh: '数据获取失败', en: 'Data fetch failed', ja: 'データの取得に失敗しました' },

  'account.lock.setTitle': { zh: '设置锁屏密码', en: 'Set a lock password', ja: 'ロックパスワードを設定' },
  'account.lock.setHint': {
    zh: '锁屏后需输入此密码解锁',
    en: 'You will need this password to unlock the screen',
    ja: 'ロック解除にはこのパスワードが必要です',
  },
  'account.lock.password': { zh: '锁屏密码', en: 'Lock password', ja: 'ロックパスワード' },
  'account.lock.passwordRequired': {
    zh: '锁屏密码不能为空',
    en: 'The lock password cannot be empty',
    ja: 'ロックパスワードは必須です',
  },
  'account.lock.submit': { zh: '锁屏', en: 'Lock screen', ja: '画面をロック' },
  'account.lock.locking': { zh: '正在锁屏…', en: 'Locking the screen…', ja: '画面をロックしています…' },
  'account.lock.title': { zh: '屏幕已锁定', en: 'Screen locked', ja: '画面はロックされています' },
  'account.lock.unlock': { zh: '解锁', en: 'Unlock', ja: 'ロック解除' },
  'account.lock.unlockHint': {
    zh: '请输入锁屏密码解锁',
    en: 'Enter the lock password to unlock',
    ja: 'ロックパスワードを入力して解除してください',
  },
  'account.lock.wrongPassword': {
    zh: '解锁密码错误，请重新输入',
    en: 'Wrong lock password, please try again',
    ja: 'ロックパスワードが違います。もう一度入力してください',
  },
  'account.lock.logout': { zh: '退出登录', en: 'Log out', ja: 'ログアウト' },
  'account.lock.logoutConfirm': {
    zh: '退出系统, 是否继续?',
    en: 'Exit the system, continue?',
    ja: 'システムを終了します。続けますか？',
  },
  'account.cancel': { zh: '取消', en: 'Cancel', ja: 'キャンセル' },
} as const satisfies Record<string, Label>
