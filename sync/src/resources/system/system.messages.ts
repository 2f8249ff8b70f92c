import type { Label } from '../../i18n/language.ts'

/** Messages of the system area (keys prefixed `system.`), in each language. */
export const systemMessages = {
  'system.admin.platformOnly': {
    zh: '只有平台租户（000000）的用户可以执行此操作',
    en: 'Only users of the platform tenant (000000) may do this',
    ja: 'この操作はプラットフォームテナント（000000）のユーザーのみ実行できます',
  },
  'system.admin.dictDeclared': {
    zh: '字典“{code}”由系统定义，不能在此修改或删除',
    en: 'Dictionary "{code}" is defined by the system and cannot be changed or removed here',
    ja: '辞書「{code}」はシステム定義のため、ここでは変更・削除できません',
  },
  'system.admin.dictKeyRequired': {
    zh: '请输入字典键值',
    en: 'Please enter the dictionary key',
    ja: '辞書キーを入力してください',
  },
  'system.admin.dictHasChildren': {
    zh: '请先删除字典“{code}”下的 {count} 个字典项',
    en: 'Remove the {count} entries of dictionary "{code}" first',
    ja: '先に辞書「{code}」の {count} 件の項目を削除してください',
  },
  'system.admin.dictParentMissing': {
    zh: '上级字典不存在或已删除',
    en: 'The parent dictionary does not exist or was removed',
    ja: '上位辞書が存在しないか削除されています',
  },
  'system.admin.dictNested': {
    zh: '字典项下不能再添加字典项，请选择一个字典作为上级',
    en: 'Entries cannot be nested: choose a dictionary as the parent',
    ja: '辞書項目の下には追加できません。上位には辞書を選んでください',
  },
  'system.admin.tenantIdTaken': {
    zh: '租户编号 {tenantId} 已存在',
    en: 'Tenant ID {tenantId} is already taken',
    ja: 'テナントID {tenantId} は既に使われています',
  },
  'system.admin.tenantProtected': {
    zh: '不能删除或停用平台租户及自己所在的租户',
    en: 'The platform tenant and your own tenant cannot be removed or suspended',
    ja: 'プラットフォームテナントと自分のテナントは削除・停止できません',
  },
  'system.admin.tenantDomainUnknown': {
    zh: '没有找到域名 {domain} 对应的租户',
    en: 'No tenant uses the domain {domain}',
    ja: 'ドメイン {domain} のテナントは見つかりません',
  },
  'system.admin.tenantSettingEmpty': {
    zh: '请填写账号额度或过期时间',
    en: 'Give an account quota or an expiry time',
    ja: 'アカウント上限または有効期限を入力してください',
  },
  'system.admin.datasourceInUse': {
    zh: '数据源正被 {count} 个租户使用，不能删除',
    en: 'The data source is assigned to {count} tenant(s) and cannot be removed',
    ja: 'このデータソースは {count} 件のテナントで使用中のため削除できません',
  },
  'system.admin.codeFieldsInvalid': {
    zh: '字段定义不正确：{details}',
    en: 'The field list is wrong: {details}',
    ja: 'フィールド定義が正しくありません：{details}',
  },
  'system.admin.codeMenuUnknown': {
    zh: '上级菜单 {menu} 不存在，可选：{options}',
    en: 'Menu folder {menu} does not exist; choose one of {options}',
    ja: '親メニュー {menu} は存在しません。選択肢：{options}',
  },
  'system.admin.exportNotReady': {
    zh: '文件尚未生成完成',
    en: 'The file is not ready yet',
    ja: 'ファイルはまだ作成されていません',
  },
  'system.admin.exportSourceUnknown': {
    zh: '不支持导出的数据来源：{source}',
    en: 'This list cannot be exported: {source}',
    ja: 'このデータ元はエクスポートできません：{source}',
  },
  'system.admin.exportFailed': {
    zh: '导出失败，请重试（编号 {requestId}）',
    en: 'The export failed, please retry (reference {requestId})',
    ja: 'エクスポートに失敗しました。再試行してください（番号 {requestId}）',
  },
  'system.admin.templateTypeUnknown': {
    zh: '模板类型 {type} 不存在，可选：{options}',
    en: 'Template type {type} does not exist; choose one of {options}',
    ja: 'テンプレート種別 {type} は存在しません。選択肢：{options}',
  },
  'system.access.passwordRule': {
    zh: '密码强度需包含 0-9、A-Z、a-z，长度为 8-16 位',
    en: 'The password must contain 0-9, A-Z and a-z and be 8-16 characters long',
    ja: 'パスワードは 0-9、A-Z、a-z を含む 8～16 文字にしてください',
  },
  'system.access.passwordMismatch': {
    zh: '两次输入的密码不一致',
    en: 'The two passwords do not match',
    ja: '2 つのパスワードが一致しません',
  },
  'system.access.oldPasswordWrong': {
    zh: '原密码不正确',
    en: 'The current password is wrong',
    ja: '現在のパスワードが正しくありません',
  },
  'system.access.passwordReset': {
    zh: '密码已重置，请把新密码告知用户',
    en: 'Password reset: pass the new password on to the user',
    ja: 'パスワードをリセットしました。新しいパスワードをユーザーに伝えてください',
  },
  'system.access.passwordChanged': {
    zh: '密码已修改，其他设备需重新登录',
    en: 'Password changed; other devices must sign in again',
    ja: 'パスワードを変更しました。他の端末では再ログインが必要です',
  },
  'system.access.idsMissing': {
    zh: '{field}中有不存在或已删除的记录：{ids}',
    en: '{field} names records that do not exist or were removed: {ids}',
    ja: '{field}に存在しないか削除されたレコードがあります：{ids}',
  },
  'system.access.grantBeyondOwn': {
    zh: '不能授予超出自己权限范围的菜单或按钮（{codes}）',
    en: 'You cannot grant menus or buttons you do not hold yourself ({codes})',
    ja: '自分が持たないメニューやボタンは付与できません（{codes}）',
  },
  'system.access.removeSelf': {
    zh: '不能删除当前登录的账号',
    en: 'You cannot remove the account you are signed in with',
    ja: 'ログイン中のアカウントは削除できません',
  },
  'system.access.disableSelf': {
    zh: '不能停用当前登录的账号',
    en: 'You cannot disable the account you are signed in with',
    ja: 'ログイン中のアカウントは無効にできません',
  },
  'system.access.approveNeedsRole': {
    zh: '审批通过前请先为用户分配角色和部门',
    en: 'Assign a role and a department before approving the user',
    ja: '承認する前にロールと部署を割り当ててください',
  },
  'system.access.adminRoleFixed': {
    zh: '超级管理员角色不能删除，其别名也不能修改',
    en: 'The administrator role cannot be removed and its alias cannot change',
    ja: '管理者ロールは削除できず、別名も変更できません',
  },
  'system.access.inUse': {
    zh: '{what}正被 {count} 个用户使用，不能删除',
    en: '{what} is held by {count} users and cannot be removed',
    ja: '{what}は {count} 人のユーザーが使用中のため削除できません',
  },
  'system.access.platformOnly': {
    zh: '只有平台租户（000000）的用户可以管理{what}',
    en: 'Only users of the platform tenant (000000) may manage {what}',
    ja: '{what}を管理できるのはプラットフォームテナント（000000）のユーザーだけです',
  },
  'system.access.menuDeclared': {
    zh: '菜单“{code}”由系统定义，不能修改或删除；可在角色授权中撤销',
    en: 'Menu "{code}" is defined by the system and cannot be changed or removed; revoke it in role grants instead',
    ja: 'メニュー「{code}」はシステム定義のため変更・削除できません。ロールの権限設定で取り消してください',
  },
  'system.access.menuHasChildren': {
    zh: '菜单下还有 {count} 个子菜单或按钮，请先删除它们',
    en: 'The menu still has {count} entries under it; remove them first',
    ja: 'メニューの下にまだ {count} 件の項目があります。先に削除してください',
  },
  'system.access.codeUnknown': {
    zh: '权限编号“{code}”不存在',
    en: 'No permission code "{code}" exists',
    ja: '権限コード「{code}」は存在しません',
  },
  'system.access.scopeValueRequired': {
    zh: '自定义规则需填写规则值（部门ID，逗号分隔）',
    en: 'A custom rule needs a rule value (department ids, comma-separated)',
    ja: 'カスタムルールにはルール値（部署ID、カンマ区切り）が必要です',
  },
  'system.access.clientInUse': {
    zh: '不能删除或停用当前会话所用的应用“{clientId}”',
    en: 'You cannot remove or disable the client "{clientId}" your session uses',
    ja: '現在のセッションが使うクライアント「{clientId}」は削除・無効化できません',
  },
  'system.log.signIn': { zh: '登录（{how}）', en: 'Signed in ({how})', ja: 'サインイン（{how}）' },
  'system.log.signInPassword': { zh: '密码', en: 'password', ja: 'パスワード' },
  'system.log.signInCaptcha': { zh: '密码和验证码', en: 'password and captcha', ja: 'パスワードと認証コード' },
  'system.log.signInRefresh': { zh: '续期', en: 'session renewed', ja: 'セッション延長' },
  'system.log.signOut': { zh: '退出登录', en: 'Signed out', ja: 'サインアウト' },
  'system.log.dictAdded': {
    zh: '新增字典项 {code}:{key}',
    en: 'Dictionary entry added: {code}:{key}',
    ja: '辞書項目を追加：{code}:{key}',
  },
  'system.log.dictChanged': {
    zh: '修改字典项 {code}:{key}',
    en: 'Dictionary entry changed: {code}:{key}',
    ja: '辞書項目を変更：{code}:{key}',
  },
  'system.log.dictRemoved': {
    zh: '删除字典项 {what}',
    en: 'Dictionary entries removed: {what}',
    ja: '辞書項目を削除：{what}',
  },
  'system.log.tenantCreated': {
    zh: '新建租户 {tenant}',
    en: 'Tenant {tenant} created',
    ja: 'テナント {tenant} を作成',
  },
  'system.log.tenantChanged': {
    zh: '修改租户 {tenant}',
    en: 'Tenant {tenant} changed',
    ja: 'テナント {tenant} を変更',
  },
  'system.log.tenantLicence': {
    zh: '设置租户授权 {tenants}',
    en: 'Tenant licence set: {tenants}',
    ja: 'テナントのライセンスを設定：{tenants}',
  },
  'system.log.tenantDatasource': {
    zh: '租户 {tenant} 改用数据源 #{datasource}',
    en: 'Tenant {tenant} uses data source #{datasource}',
    ja: 'テナント {tenant} のデータソースを #{datasource} に変更',
  },
  'system.log.tenantRemoved': {
    zh: '删除租户 {tenants}',
    en: 'Tenants removed: {tenants}',
    ja: 'テナントを削除：{tenants}',
  },
  'system.log.datasourceAdded': {
    zh: '新增数据源 #{id}',
    en: 'Data source #{id} added',
    ja: 'データソース #{id} を追加',
  },
  'system.log.datasourceChanged': {
    zh: '修改数据源 #{id}',
    en: 'Data source #{id} changed',
    ja: 'データソース #{id} を変更',
  },
  'system.log.datasourceRemoved': {
    zh: '删除数据源 #{id}',
    en: 'Data sources removed: #{id}',
    ja: 'データソースを削除：#{id}',
  },
  'system.log.paramAdded': { zh: '新增参数 {key}', en: 'Parameter {key} added', ja: 'パラメータ {key} を追加' },
  'system.log.paramChanged': { zh: '修改参数 {key}', en: 'Parameter {key} changed', ja: 'パラメータ {key} を変更' },
  'system.log.paramRemoved': { zh: '删除参数 #{id}', en: 'Parameters removed: #{id}', ja: 'パラメータを削除：#{id}' },
  'system.log.codeGenerated': { zh: '生成代码：{names}', en: 'Code generated: {names}', ja: 'コード生成：{names}' },
  'system.log.exportQueued': {
    zh: '离线导出排队：{what}',
    en: 'Export queued: {what}',
    ja: 'エクスポート待ち：{what}',
  },
} as const satisfies Record<string, Label>
