import { registeredAreas } from '../area-registry.ts'
import type { syncAreas } from '../areas.ts'
import type { Label, Language } from './language.ts'

/**
 * Every message the server sends a person, in each language. `{name}` placeholders are filled
 * from the error's parameters. Keys are stable: the web client may look them up too.
 */
const CORE_MESSAGES = {
  ok: { zh: '操作成功', en: 'Operation succeeded', ja: '操作に成功しました' },
  unknown: { zh: '未知错误', en: 'Unknown error', ja: '不明なエラー' },
  internal: {
    zh: '服务器内部错误，请稍后重试（编号 {requestId}）',
    en: 'Internal server error, please retry later (reference {requestId})',
    ja: 'サーバー内部エラーです。しばらくしてから再試行してください（番号 {requestId}）',
  },
  notFound: { zh: '接口不存在：{path}', en: 'No such call: {path}', ja: 'そのAPIは存在しません：{path}' },
  recordNotFound: {
    zh: '记录不存在或已删除',
    en: 'The record does not exist or was removed',
    ja: 'レコードが存在しないか削除されています',
  },
  unauthorized: { zh: '请求未授权', en: 'Request not authorised', ja: 'リクエストは認可されていません' },
  tokenExpired: {
    zh: '登录已过期，请重新登录',
    en: 'Your session has expired, please sign in again',
    ja: 'セッションの有効期限が切れました。再度ログインしてください',
  },
  forbidden: {
    zh: '没有权限执行此操作（{permission}）',
    en: 'You do not have permission for this ({permission})',
    ja: 'この操作の権限がありません（{permission}）',
  },
  methodNotAllowed: {
    zh: '该接口不支持 {method} 请求，请使用 {allow}',
    en: 'This call does not answer {method}; use {allow}',
    ja: 'この API は {method} に対応していません。{allow} を使用してください',
  },
  staleVersion: {
    zh: '数据已被他人修改，请刷新后重试',
    en: 'Someone else changed this record; reload it and try again',
    ja: 'このデータは他のユーザーによって変更されました。再読み込みしてやり直してください',
  },
  invalidJson: {
    zh: '请求体不是有效的 JSON',
    en: 'The request body is not valid JSON',
    ja: 'リクエスト本文が正しい JSON ではありません',
  },
  jsonTooDeep: {
    zh: '请求体的 JSON 嵌套超过 {limit} 层',
    en: 'The request body nests JSON more than {limit} levels deep',
    ja: 'リクエスト本文の JSON の入れ子が {limit} 階層を超えています',
  },
  unsupportedMediaType: {
    zh: '请求体格式不支持：{contentType}，请使用 application/json',
    en: 'Unsupported body type {contentType}; send application/json',
    ja: 'サポートされていない本文形式です：{contentType}。application/json を使用してください',
  },
  bodyTooLarge: {
    zh: '请求体超过 {limit} 字节上限',
    en: 'The request body exceeds the limit of {limit} bytes',
    ja: 'リクエスト本文が上限 {limit} バイトを超えています',
  },
  validation: {
    zh: '参数校验失败：{details}',
    en: 'Invalid input: {details}',
    ja: '入力が正しくありません：{details}',
  },
  // Field-level reasons: `{field}` is the field's label in the caller's language.
  fieldRequired: { zh: '{field}不能为空', en: '{field} cannot be empty', ja: '{field}は必須です' },
  fieldType: {
    zh: '{field}应为{expected}',
    en: '{field} must be {expected}',
    ja: '{field}は{expected}である必要があります',
  },
  fieldTooShort: {
    zh: '{field}长度不能少于{min}',
    en: '{field} must be at least {min} characters',
    ja: '{field}は{min}文字以上で入力してください',
  },
  fieldTooLong: {
    zh: '{field}长度不能超过{max}',
    en: '{field} must be at most {max} characters',
    ja: '{field}は{max}文字以内で入力してください',
  },
  filterTooManyValues: {
    zh: '{field}最多可查询{max}个值',
    en: '{field} takes at most {max} values',
    ja: '{field}は最大{max}件まで検索できます',
  },
  fieldTooSmall: {
    zh: '{field}不能小于{min}',
    en: '{field} must be at least {min}',
    ja: '{field}は{min}以上である必要があります',
  },
  fieldTooBig: {
    zh: '{field}不能大于{max}',
    en: '{field} must be at most {max}',
    ja: '{field}は{max}以下である必要があります',
  },
  fieldFormat: { zh: '{field}格式不正确', en: '{field} has the wrong format', ja: '{field}の形式が正しくありません' },
  fieldRule: {
    zh: '{field}格式不正确：{rule}',
    en: '{field} has the wrong format: {rule}',
    ja: '{field}の形式が正しくありません：{rule}',
  },
  fieldOneOf: {
    zh: '{field}的值必须是：{options}',
    en: '{field} must be one of: {options}',
    ja: '{field}は次のいずれかである必要があります：{options}',
  },
  fieldUnknown: { zh: '不支持的字段：{field}', en: 'Unknown field: {field}', ja: '不明な項目です：{field}' },
  fieldInvalid: { zh: '{field}无效', en: '{field} is invalid', ja: '{field}が無効です' },
  fieldControlCharacters: {
    zh: '{field}含有不允许的控制字符（如空字符）',
    en: '{field} contains control characters (such as a null byte), which are not allowed',
    ja: '{field}に使用できない制御文字（NUL など）が含まれています',
  },
  sortColumnUnknown: {
    zh: '不支持按“{column}”排序',
    en: 'Cannot sort by "{column}"',
    ja: '「{column}」では並べ替えできません',
  },
  fieldTaken: {
    zh: '{field}“{value}”已存在',
    en: '{field} "{value}" already exists',
    ja: '{field}「{value}」は既に存在します',
  },
  linkMissing: {
    zh: '{field}关联的记录不存在或已删除',
    en: '{field} points to a record that does not exist or was removed',
    ja: '{field}が指すレコードは存在しないか削除されています',
  },
  importLinkUnknown: {
    zh: '{field}：没有名为“{value}”的记录',
    en: '{field}: no record is named "{value}"',
    ja: '{field}：「{value}」という名前のレコードはありません',
  },
  importLinkAmbiguous: {
    zh: '{field}：“{value}”对应{count}条记录，请填写其ID',
    en: '{field}: "{value}" names {count} records; give its id instead',
    ja: '{field}：「{value}」に該当するレコードが{count}件あります。IDを入力してください',
  },
  choiceUnknown: {
    zh: '{field}：没有“{value}”可选',
    en: '{field}: "{value}" is not one of the choices',
    ja: '{field}：「{value}」は選択肢にありません',
  },
  linkNotWithin: {
    zh: '{field}不属于所选的{parent}',
    en: '{field} does not belong to the chosen {parent}',
    ja: '{field}は選択した{parent}に属していません',
  },
  referencedBy: {
    zh: '该记录正被{resource}使用（{count} 条），不能删除',
    en: 'This record is used by {count} {resource} record(s) and cannot be removed',
    ja: 'このレコードは{resource}で使用中（{count} 件）のため削除できません',
  },
  statusTransition: {
    zh: '状态不能从“{from}”变为“{to}”',
    en: 'The status cannot change from "{from}" to "{to}"',
    ja: 'ステータスを「{from}」から「{to}」に変更できません',
  },
  /** A status asked of a call that no declared action of it leads to (an action's call shared by several). */
  statusNotDeclared: {
    zh: '不能手动改为「{status}」，请使用对应的操作',
    en: 'No declared change leads to {status} here: use its action',
    ja: '「{status}」へは手動で変更できません。対応する操作を使ってください',
  },
  actionNotAllowed: {
    zh: '{record}当前为“{status}”，不能执行“{action}”',
    en: '"{action}" is not allowed: {record} is "{status}"',
    ja: '{record}は「{status}」のため「{action}」を実行できません',
  },
  treeCycle: {
    zh: '上级不能是自己或自己的下级',
    en: 'The parent cannot be the record itself or one below it',
    ja: '上位に自分自身や配下は指定できません',
  },
  fileRequired: { zh: '请上传文件！', en: 'Please upload a file!', ja: 'ファイルをアップロードしてください！' },
  fileFormat: {
    zh: '附件格式错误，请重新上传！',
    en: 'Wrong file format, please upload again!',
    ja: 'ファイル形式が正しくありません。再度アップロードしてください！',
  },
  fileTooLarge: {
    zh: '文件不能超过 {limit}',
    en: 'The file must not exceed {limit}',
    ja: 'ファイルは {limit} 以下にしてください',
  },
  importHeaders: {
    zh: '表头与模板不一致：{headers}',
    en: 'The headers differ from the template: {headers}',
    ja: 'ヘッダーがテンプレートと一致しません：{headers}',
  },
  importTooManyRows: {
    zh: '导入数据不能超过 {max} 行',
    en: 'An import may hold at most {max} rows',
    ja: 'インポートは {max} 行までです',
  },
  // Limits of a spreadsheet read while it streams (server/platform/resources/sheet-reader.ts SHEET_LIMITS).
  importZipEntries: {
    zh: '文件包含的部件超过 {max} 个，不能导入',
    en: 'The file holds more than {max} parts and cannot be imported',
    ja: 'ファイルの構成要素が {max} 個を超えているため、インポートできません',
  },
  importUnzippedSize: {
    zh: '文件解压后超过 {max}，不能导入',
    en: 'The file unzips to more than {max} and cannot be imported',
    ja: 'ファイルは展開すると {max} を超えるため、インポートできません',
  },
  importDeclaredSize: {
    zh: '文件已损坏：其中一部分解压后超过其声明的 {max} 字节',
    en: 'The file is damaged: a part of it unzips to more than the {max} bytes it declares',
    ja: 'ファイルが破損しています：一部が宣言された {max} バイトを超えて展開されます',
  },
  importZipRatio: {
    zh: '文件压缩比超过 {max} 倍，不能导入',
    en: 'The file is compressed more than {max} to 1 and cannot be imported',
    ja: 'ファイルの圧縮率が {max} 倍を超えているため、インポートできません',
  },
  importTooManyColumns: {
    zh: '一行不能超过 {max} 列',
    en: 'A row may hold at most {max} columns',
    ja: '1 行は {max} 列までです',
  },
  importTooManyCells: {
    zh: '文件不能超过 {max} 个单元格',
    en: 'The file may hold at most {max} cells',
    ja: 'ファイルのセルは {max} 個までです',
  },
  importSharedStrings: {
    zh: '文件的共享文本不能超过 {max} 条',
    en: 'The file may hold at most {max} shared texts',
    ja: 'ファイルの共有テキストは {max} 件までです',
  },
  importSharedStringChars: {
    zh: '文件的共享文本不能超过 {max} 个字符',
    en: 'The shared texts of the file may hold at most {max} characters',
    ja: 'ファイルの共有テキストは {max} 文字までです',
  },
  importTimeLimit: {
    zh: '文件未能在 {seconds} 秒内读完，不能导入',
    en: 'The file could not be read within {seconds} s and cannot be imported',
    ja: 'ファイルを {seconds} 秒以内に読み込めなかったため、インポートできません',
  },
  importMemory: {
    zh: '读取该文件需要超过 {max} 内存，不能导入',
    en: 'Reading the file needs more than {max} of memory; it cannot be imported',
    ja: 'ファイルの読み込みに {max} を超えるメモリが必要なため、インポートできません',
  },
  importEmpty: { zh: '文件中没有数据', en: 'The file holds no rows', ja: 'ファイルにデータがありません' },
  importUpdateMissing: {
    zh: '没有{field}为“{value}”的记录可更新',
    en: 'No record with {field} "{value}" to update',
    ja: '{field}が「{value}」のレコードがないため更新できません',
  },
  importMode: {
    zh: '导入方式只能是新增（add）或更新（update）',
    en: 'The import mode is add or update',
    ja: 'インポート方法は追加（add）か更新（update）です',
  },
  importRowErrors: {
    zh: '导入失败，{count} 行有错误，未导入任何数据：{details}',
    en: 'Nothing was imported: {count} row(s) have errors: {details}',
    ja: '{count} 行にエラーがあるため、何もインポートされていません：{details}',
  },
  importRow: { zh: '第 {row} 行 {message}', en: 'row {row}: {message}', ja: '{row} 行目 {message}' },
  importDone: { zh: '导入成功！', en: 'Import succeeded!', ja: 'インポートに成功しました！' },
  idsRequired: { zh: '请至少选择一条数据', en: 'Select at least one record', ja: '少なくとも1件選択してください' },
  // Type names used in fieldType.
  typeText: { zh: '文本', en: 'text', ja: 'テキスト' },
  typeNumber: { zh: '数字', en: 'a number', ja: '数値' },
  typeInteger: { zh: '整数', en: 'a whole number', ja: '整数' },
  typeObject: { zh: '对象', en: 'an object', ja: 'オブジェクト' },
  typeArray: { zh: '数组', en: 'a list', ja: 'リスト' },
  typeBoolean: { zh: '布尔值', en: 'true or false', ja: '真偽値' },
  typeDate: { zh: '日期（yyyy-MM-dd）', en: 'a date (yyyy-MM-dd)', ja: '日付（yyyy-MM-dd）' },
  typeDateTime: {
    zh: '时间（yyyy-MM-dd HH:mm:ss）',
    en: 'a time (yyyy-MM-dd HH:mm:ss)',
    ja: '日時（yyyy-MM-dd HH:mm:ss）',
  },
  typeId: { zh: '数字编号', en: 'a numeric id', ja: '数値ID' },
  typeDecimal: {
    zh: '数字（小数位数不超过规定）',
    en: 'a number with the allowed decimals',
    ja: '数値（小数桁は規定以内）',
  },
  typeBool: { zh: '0 或 1', en: '0 or 1', ja: '0 または 1' },
  // Session.
  clientInvalid: { zh: '客户端认证失败', en: 'Client authentication failed', ja: 'クライアント認証に失敗しました' },
  grantNotAllowed: {
    zh: '客户端不支持该授权类型：{grant}',
    en: 'This client may not use the {grant} grant',
    ja: 'このクライアントは {grant} 認可を使用できません',
  },
  grantUnknown: {
    zh: '不支持的授权类型：{grant}',
    en: 'Unsupported grant type: {grant}',
    ja: 'サポートされていない認可タイプです：{grant}',
  },
  captchaRequired: {
    zh: '请输入验证码后再登录',
    en: 'Enter the captcha to sign in',
    ja: 'ログインするには認証コードを入力してください',
  },
  captchaInvalid: { zh: '验证码不正确', en: 'The captcha code is wrong', ja: '認証コードが正しくありません' },
  captchaExpired: {
    zh: '验证码已过期，请刷新',
    en: 'The captcha has expired; get a new one',
    ja: '認証コードの有効期限が切れました。更新してください',
  },
  loginFailed: {
    zh: '用户名或密码不正确',
    en: 'Wrong user name or password',
    ja: 'ユーザー名またはパスワードが正しくありません',
  },
  loginFailedRemaining: {
    zh: '用户名或密码不正确，再错 {remaining} 次账号将被锁定 {minutes} 分钟',
    en: 'Wrong user name or password; {remaining} more failures lock the account for {minutes} minutes',
    ja: 'ユーザー名またはパスワードが正しくありません。あと {remaining} 回失敗するとアカウントが {minutes} 分間ロックされます',
  },
  accountLocked: {
    zh: '密码错误次数过多，账号已锁定，请 {minutes} 分钟后再试',
    en: 'Too many wrong passwords: the account is locked; try again in {minutes} minutes',
    ja: 'パスワードの誤りが多すぎるため、アカウントはロックされています。{minutes} 分後に再試行してください',
  },
  signInThrottled: {
    zh: '登录失败次数过多，请 {seconds} 秒后再试',
    en: 'Too many failed sign-ins from your address; try again in {seconds} seconds',
    ja: 'ログインの失敗が多すぎます。{seconds} 秒後に再試行してください',
  },
  captchaThrottled: {
    zh: '获取验证码过于频繁，请 {seconds} 秒后再试',
    en: 'Too many captchas requested from your address; try again in {seconds} seconds',
    ja: '認証コードの取得が多すぎます。{seconds} 秒後に再試行してください',
  },
  accountPending: {
    zh: '账号正在等待管理员审批',
    en: 'The account is awaiting administrator approval',
    ja: 'アカウントは管理者の承認待ちです',
  },
  accountDisabled: {
    zh: '账号已停用，请联系管理员',
    en: 'The account is disabled; contact your administrator',
    ja: 'アカウントは無効です。管理者に連絡してください',
  },
  tenantMissing: {
    zh: '租户不存在：{tenantId}',
    en: 'No such tenant: {tenantId}',
    ja: 'テナントが存在しません：{tenantId}',
  },
  tenantSuspended: {
    zh: '租户已停用，请联系服务商',
    en: 'The tenant is suspended; contact your provider',
    ja: 'テナントは停止されています。提供元に連絡してください',
  },
  tenantExpired: {
    zh: '租户授权已过期，请联系服务商',
    en: 'The tenant licence has expired; contact your provider',
    ja: 'テナントのライセンスは期限切れです。提供元に連絡してください',
  },
  refreshInvalid: {
    zh: '刷新令牌无效或已使用，请重新登录',
    en: 'The refresh token is invalid or already used; sign in again',
    ja: 'リフレッシュトークンが無効か使用済みです。再度ログインしてください',
  },
  registerSubmitted: {
    zh: '注册申请已提交，请耐心等待管理员审批',
    en: 'Registration request submitted, please wait for administrator approval',
    ja: '登録申請を送信しました。管理者の承認をお待ちください',
  },
  accountTaken: {
    zh: '账号已存在：{account}',
    en: 'The account {account} already exists',
    ja: 'アカウント {account} は既に存在します',
  },
  tenantQuotaReached: {
    zh: '租户账号数量已达上限',
    en: 'The tenant has reached its account quota',
    ja: 'テナントのアカウント数が上限に達しています',
  },
  logoutDone: { zh: '退出成功', en: 'Signed out', ja: 'ログアウトしました' },
  cacheCleared: { zh: '清除缓存成功', en: 'Cache cleared', ja: 'キャッシュをクリアしました' },
  logsSent: { zh: '发送成功!', en: 'Logs sent!', ja: '送信しました！' },
} as const satisfies Record<string, Label>

type AreaMessages = (typeof syncAreas)[number]['messages']

/** Each key of each area's messages (distributed over the areas, so the union keeps them all). */
type KeysOf<T> = T extends unknown ? keyof T & string : never

export type MessageKey = keyof typeof CORE_MESSAGES | KeysOf<AreaMessages>

let allMessages: Record<string, Label> = CORE_MESSAGES
let builtFor: readonly unknown[] | undefined

/** Every message by key: the core ones plus each area's own (`<area>.messages.ts`, listed on the area). */
export function messages(): Readonly<Record<MessageKey, Label>> {
  const areas = registeredAreas()
  if (builtFor !== areas) {
    allMessages = Object.assign({}, CORE_MESSAGES, ...areas.map((a) => a.messages))
    builtFor = areas
  }
  return allMessages as Record<MessageKey, Label>
}

/** A message in `lang` with `{name}` placeholders filled. */
export function translate(key: MessageKey, lang: Language, params: Record<string, unknown> = {}): string {
  const template = messages()[key][lang]
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))
}
