import { defineResource, f } from '../define-resource.ts'

/** API log (接口日志): one row per call a signed-in user made, written after the answer (server/system/api-log.ts). */
export const logApi = defineResource({
  area: 'system',
  module: 'blade-log',
  name: 'api',
  table: 'blade_log_api',
  label: { zh: '接口日志', en: 'API log', ja: 'APIログ' },
  fields: {
    method: f.text({ label: { zh: '请求方法', en: 'Method', ja: 'メソッド' }, max: 10, list: true, search: true }),
    requestUri: f.text({
      label: { zh: '请求地址', en: 'Path', ja: 'パス' },
      max: 2000,
      list: true,
      search: true,
      title: true,
    }),
    httpStatus: f.integer({
      label: { zh: '响应状态', en: 'HTTP status', ja: 'HTTPステータス' },
      list: true,
      search: true,
      sort: true,
    }),
    time: f.integer({ label: { zh: '耗时(毫秒)', en: 'Duration (ms)', ja: '所要時間(ms)' }, list: true, sort: true }),
    createBy: f.text({ label: { zh: '操作人', en: 'User', ja: '操作者' }, max: 64, list: true, search: true }),
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
  permissions: { view: 'log_api_view', add: 'log_api_add', edit: 'log_api_edit', remove: 'log_api_delete' },
  menu: { parent: 'system', sort: 40, icon: 'list-details' },
})
