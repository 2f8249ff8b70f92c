import { defineResource, f } from '../define-resource.ts'

/** Posts (岗位): job positions users hold, beside their departments. */
export const post = defineResource({
  area: 'system',
  module: 'blade-system',
  name: 'post',
  table: 'blade_post',
  label: { zh: '岗位', en: 'Post', ja: '役職' },
  fields: {
    category: f.dict('post_category', {
      label: { zh: '岗位类型', en: 'Category', ja: '種別' },
      required: true,
      list: true,
      search: true,
      example: '3',
    }),
    postCode: f.text({
      label: { zh: '岗位编号', en: 'Post code', ja: '役職コード' },
      required: true,
      max: 12,
      unique: true,
      list: true,
      search: true,
      sort: true,
      example: 'cs_senior',
    }),
    postName: f.text({
      label: { zh: '岗位名称', en: 'Post name', ja: '役職名' },
      required: true,
      max: 64,
      list: true,
      search: true,
      sort: true,
      title: true,
      example: '客服专员',
    }),
    sort: f.integer({
      label: { zh: '排序', en: 'Sort', ja: '並び順' },
      min: 0,
      max: 9999,
      list: true,
      sort: true,
      example: 5,
    }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 255, example: '处理买家咨询与售后' }),
  },
  calls: ['list', 'detail', 'submit', 'remove', 'select'],
  permissions: { view: 'post_view', add: 'post_add', edit: 'post_edit', remove: 'post_delete' },
  defaultOrder: 'sort, id',
  menu: { parent: 'system', sort: 40, icon: 'id-badge' },
})
