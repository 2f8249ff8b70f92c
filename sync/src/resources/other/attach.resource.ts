import { defineResource, f } from '../define-resource.ts'

/** Uploaded files (附件): one row per file POST /api/picture/upload stored; removing one stops serving it. */
export const attach = defineResource({
  area: 'other',
  module: 'blade-resource',
  name: 'attach',
  table: 'blade_attach',
  label: { zh: '附件管理', en: 'Uploaded file', ja: '添付ファイル' },
  fields: {
    originalName: f.text({
      label: { zh: '原始文件名', en: 'Original name', ja: '元のファイル名' },
      max: 255,
      list: true,
      search: true,
      title: true,
    }),
    name: f.text({ label: { zh: '存储路径', en: 'Stored path', ja: '保存パス' }, max: 255, search: true }),
    link: f.file({ label: { zh: '文件地址', en: 'URL', ja: 'URL' }, list: true }),
    extension: f.text({ label: { zh: '扩展名', en: 'Extension', ja: '拡張子' }, max: 8, list: true, search: true }),
    contentType: f.text({ label: { zh: '文件类型', en: 'Content type', ja: 'MIMEタイプ' }, max: 64 }),
    attachSize: f.integer({ label: { zh: '文件大小', en: 'Size (bytes)', ja: 'サイズ(バイト)' }, min: 0, list: true }),
    centerType: f.text({ label: { zh: '业务中心', en: 'Centre', ja: '業務区分' }, max: 32, list: true, search: true }),
  },
  calls: ['page', 'detail', 'remove'],
  permissions: { view: 'attach_view', add: 'attach_add', edit: 'attach_edit', remove: 'attach_delete' },
  menu: { parent: 'system', sort: 60, icon: 'paperclip' },
})
