import { defineResource, f } from '../define-resource.ts'

/** Operation log (通用日志): sign-ins, tenant and dictionary changes ... written by recordUsualLog(). */
export const logUsual = defineResource({
  area: 'system',
  module: 'blade-log',
  name: 'usual',
  table: 'blade_log_usual',
  label: { zh: '通用日志', en: 'Operation log', ja: '操作ログ' },
  fields: {
    logType: f.dict('usual_log_type', {
      label: { zh: '日志类型', en: 'Type', ja: '種別' },
      list: true,
      search: true,
      sort: true,
    }),
    title: f.text({
      label: { zh: '日志标题', en: 'Title', ja: 'タイトル' },
      max: 255,
      list: true,
      search: true,
      title: true,
    }),
    logData: f.longText({ label: { zh: '日志内容', en: 'Details', ja: '内容' }, search: true }),
    createBy: f.text({ label: { zh: '操作人', en: 'User', ja: '操作者' }, max: 64, list: true, search: true }),
    method: f.text({ label: { zh: '请求方法', en: 'Method', ja: 'メソッド' }, max: 10 }),
    requestUri: f.text({ label: { zh: '请求地址', en: 'Path', ja: 'パス' }, max: 2000, search: true }),
    remoteIp: f.text({
      label: { zh: '操作 IP', en: 'IP address', ja: 'IPアドレス' },
      max: 64,
      list: true,
      search: true,
    }),
    userAgent: f.text({ label: { zh: '用户代理', en: 'User agent', ja: 'ユーザーエージェント' }, max: 1000 }),
    requestId: f.text({ label: { zh: '请求编号', en: 'Request ID', ja: 'リクエストID' }, max: 64, search: true }),
  },
  calls: ['list', 'detail'],
  permissions: { view: 'log_usual_view', add: 'log_usual_add', edit: 'log_usual_edit', remove: 'log_usual_delete' },
  menu: { parent: 'system', sort: 41, icon: 'notes' },
})
