import { defineResource, f } from '../define-resource.ts'

/** Spec 1 §5: 8-16 characters with at least one digit, one lower-case and one upper-case letter. */
export const PASSWORD_PATTERN = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])[\x21-\x7e]{8,16}$/
/** Spec 1 §5: a mobile number of 11 digits (landline numbers are refused). */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/

/** Users of a tenant (spec 1 §3 User, §6; spec 3 /blade-user). The password is stored as argon2id of its md5. */
export const user = defineResource({
  area: 'system',
  module: 'blade-user',
  name: 'user',
  basePath: '/api/blade-user',
  table: 'blade_user',
  label: { zh: '用户', en: 'User', ja: 'ユーザー' },
  fields: {
    account: f.text({
      label: { zh: '登录账号', en: 'Account', ja: 'アカウント' },
      required: true,
      min: 2,
      max: 45,
      pattern: /^[A-Za-z0-9_.@-]+$/,
      unique: true,
      list: true,
      search: true,
      sort: true,
      example: 'service01',
    }),
    password: f.text({
      label: { zh: '密码', en: 'Password', ja: 'パスワード' },
      required: true,
      pattern: PASSWORD_PATTERN,
      rule: {
        zh: '8-16位，须包含数字、小写字母和大写字母',
        en: '8-16 characters with a digit, a lower-case and an upper-case letter',
        ja: '数字・小文字・大文字を含む8〜16文字',
      },
      secret: true,
      example: 'Service123',
    }),
    code: f.text({
      label: { zh: '用户编号', en: 'Staff number', ja: '社員番号' },
      max: 12,
      list: true,
      search: true,
      sort: true,
      example: 'CS001',
    }),
    name: f.text({
      label: { zh: '用户昵称', en: 'User name', ja: 'ユーザー名' },
      required: true,
      min: 2,
      // Spec 1 §5: 2 to 10 characters, no markup; the column keeps 20 for names made before.
      max: 20,
      pattern: /^[^<>]{2,10}$/,
      list: true,
      search: true,
      example: '小王',
    }),
    realName: f.text({
      label: { zh: '真实姓名', en: 'Real name', ja: '氏名' },
      required: true,
      min: 2,
      max: 20,
      list: true,
      search: true,
      sort: true,
      title: true,
      example: '王小明',
    }),
    phone: f.text({
      label: { zh: '手机号码', en: 'Mobile phone', ja: '携帯電話' },
      max: 45,
      pattern: PHONE_PATTERN,
      rule: {
        zh: '11位手机号码（不接受座机号）',
        en: 'an 11-digit mobile number (no landlines)',
        ja: '11桁の携帯番号（固定電話は不可）',
      },
      list: true,
      search: true,
      example: '13800138000',
    }),
    email: f.text({
      label: { zh: '电子邮箱', en: 'E-mail', ja: 'メール' },
      max: 45,
      pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
      search: true,
      example: 'service01@example.com',
    }),
    sex: f.dict('sex', { label: { zh: '性别', en: 'Sex', ja: '性別' }, example: '2' }),
    birthday: f.datetime({ label: { zh: '生日', en: 'Birthday', ja: '誕生日' } }),
    // Spec 1 §5: an avatar is a jpg or png of at most 500 KB.
    avatar: f.file({ label: { zh: '头像', en: 'Avatar', ja: 'アバター' }, accept: ['jpg', 'jpeg', 'png'], maxKb: 500 }),
    roleId: f.links('blade-system/role', {
      label: { zh: '所属角色', en: 'Roles', ja: 'ロール' },
      required: true,
      list: true,
      search: true,
      example: '1000000000000001001',
    }),
    deptId: f.links('blade-system/dept', {
      label: { zh: '所属部门', en: 'Departments', ja: '部署' },
      required: true,
      list: true,
      search: true,
      example: '1000000000000001201',
    }),
    postId: f.links('blade-system/post', {
      label: { zh: '所属岗位', en: 'Posts', ja: '役職' },
      search: true,
      example: '1000000000000001104',
    }),
    status: f.dict('user_status', {
      label: { zh: '状态', en: 'Status', ja: 'ステータス' },
      default: '1',
      list: true,
      search: true,
      sort: true,
    }),
  },
  // The stored password (argon2id of its md5) and the sign-in counters: written by the server, never answered.
  serverOnly: { password: 'text', failedLoginCount: 'integer', lockedUntil: 'timestamp' },
  calls: ['page', 'detail', 'submit', 'update', 'remove'],
  permissions: { view: 'user_view', add: 'user_add', edit: 'user_edit', remove: 'user_delete' },
  defaultOrder: 'status, create_time DESC, id DESC',
  menu: { parent: 'system', sort: 10, icon: 'user' },
})
