import { defineResource, f } from '../define-resource.ts'

/** Error log (错误日志, blade_log_error): server faults and the logs browsers send, each tenant its own. */
export const logError = defineResource({
  area: 'system',
  module: 'blade-log',
  name: 'error',
  table: 'blade_log_error',
  label: { zh: '错误日志', en: 'Error log', ja: 'エラーログ' },
  fields: {
    source: f.text({ label: { zh: '来源', en: 'Source', ja: '発生元' }, max: 12, list: true, search: true }),
    exceptionName: f.text({
      label: { zh: '异常名', en: 'Exception', ja: '例外名' },
      max: 255,
      list: true,
      search: true,
      title: true,
    }),
    message: f.longText({ label: { zh: '异常信息', en: 'Message', ja: 'メッセージ' }, list: true, search: true }),
    method: f.text({ label: { zh: '请求方法', en: 'Method', ja: 'メソッド' }, max: 10, list: true, search: true }),
    requestUri: f.text({ label: { zh: '请求地址', en: 'Path', ja: 'パス' }, max: 2000, list: true, search: true }),
    requestId: f.text({ label: { zh: '请求编号', en: 'Request ID', ja: 'リクエストID' }, max: 64, search: true }),
    createBy: f.text({ label: { zh: '操作人', en: 'User', ja: '操作者' }, max: 64, list: true, search: true }),
    remoteIp: f.text({ label: { zh: '操作 IP', en: 'IP address', ja: 'IPアドレス' }, max: 64, search: true }),
    userAgent: f.text({ label: { zh: '用户代理', en: 'User agent', ja: 'ユーザーエージェント' }, max: 1000 }),
    stackTrace: f.longText({ label: { zh: '堆栈', en: 'Stack trace', ja: 'スタックトレース' } }),
    params: f.longText({ label: { zh: '请求参数', en: 'Query', ja: 'クエリ' } }),
    logData: f.longText({ label: { zh: '日志数据', en: 'Log data', ja: 'ログデータ' } }),
  },
  calls: ['list', 'detail'],
  permissions: { view: 'log_error_view', add: 'log_error_add', edit: 'log_error_edit', remove: 'log_error_delete' },
  menu: { parent: 'system', sort: 42, icon: 'bug' },
})
