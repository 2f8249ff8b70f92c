import { defineResource, f } from '../define-resource.ts'

/** Desk notices (通知公告): the home page lists them; spec 3 /blade-desk/notice. */
export const notice = defineResource({
  area: 'system',
  module: 'blade-desk',
  name: 'notice',
  table: 'blade_notice',
  label: { zh: '通知公告', en: 'Notice', ja: 'お知らせ' },
  fields: {
    title: f.text({
      label: { zh: '标题', en: 'Title', ja: 'タイトル' },
      required: true,
      max: 255,
      list: true,
      search: true,
      sort: true,
      example: 'Warehouse closed on Monday',
    }),
    category: f.dict('notice_category', {
      label: { zh: '类型', en: 'Category', ja: '種類' },
      required: true,
      list: true,
      search: true,
      sort: true,
      example: '1',
    }),
    releaseTime: f.datetime({
      label: { zh: '发布时间', en: 'Released at', ja: '公開日時' },
      list: true,
      search: true,
      sort: true,
      example: '2026-11-20 09:00:00',
    }),
    content: f.richText({
      label: { zh: '内容', en: 'Content', ja: '内容' },
      max: 20000,
      search: true,
      example: '<p>The Los Angeles warehouse does not ship on Monday.</p>',
    }),
  },
  calls: ['page', 'list', 'detail', 'submit', 'save', 'update', 'remove', 'export', 'import', 'template'],
  permissions: { view: 'notice_view', add: 'notice_add', edit: 'notice_edit', remove: 'notice_delete' },
  defaultOrder: 'release_time desc nulls last, id desc',
})
