import { defineResource, f } from '../define-resource.ts'

/** Published information (消息中心 /system/newsCenter): release notes and announcements for the tenant's staff. */
export const publishInformation = defineResource({
  area: 'system',
  module: 'erp',
  name: 'publishInformation',
  basePath: '/api/publishInformation',
  table: 'erp_publish_information',
  label: { zh: '发布信息', en: 'Published information', ja: '公開情報' },
  fields: {
    title: f.text({
      label: { zh: '标题', en: 'Title', ja: 'タイトル' },
      required: true,
      max: 200,
      list: true,
      search: true,
      sort: true,
      title: true,
      example: 'V2.3 版本更新说明',
    }),
    infoType: f.dict('publish_info_type', {
      label: { zh: '类型', en: 'Type', ja: '種別' },
      required: true,
      list: true,
      search: true,
      example: '1',
    }),
    content: f.longText({
      label: { zh: '内容', en: 'Content', ja: '内容' },
      required: true,
      max: 50000,
      search: true,
      example: '新增下载中心与离线导出；订单列表支持按店铺筛选。',
    }),
    publishTime: f.datetime({
      label: { zh: '发布时间', en: 'Published at', ja: '公開日時' },
      list: true,
      search: true,
      sort: true,
      example: '2026-11-20 09:00:00',
    }),
    isTop: f.bool({ label: { zh: '置顶', en: 'Pinned', ja: '固定表示' }, list: true, search: true, example: 0 }),
  },
  calls: ['list', 'detail', 'remove', { op: 'submit', path: 'saveOrUpdate' }],
  // The news dialog after sign-in shows the latest to everyone (spec 1 §2.5); changing them stays guarded.
  readableByAll: true,
  permissions: {
    view: 'publishinformation_view',
    add: 'publishinformation_add',
    edit: 'publishinformation_edit',
    remove: 'publishinformation_delete',
  },
  defaultOrder: 'is_top desc, publish_time desc nulls last, id desc',
  menu: { parent: 'system', sort: 30, icon: 'speakerphone' },
})
