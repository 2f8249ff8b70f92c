import { defineResource, f } from '../define-resource.ts'

/** Product categories (品类), a tree; no two siblings share a name (spec 1 §5). */
export const baseCategory = defineResource({
  area: 'products',
  module: 'erp',
  name: 'basecategory',
  table: 'erp_base_category',
  label: { zh: '品类', en: 'Category', ja: 'カテゴリ' },
  fields: {
    parentId: f.treeParent({
      label: { zh: '上级品类', en: 'Parent category', ja: '親カテゴリ' },
      search: true,
      example: '1000000000000003010',
    }),
    categoryName: f.text({
      label: { zh: '品类名称', en: 'Category name', ja: 'カテゴリ名' },
      required: true,
      max: 64,
      unique: true,
      uniqueWith: ['parentId'],
      title: true,
      list: true,
      search: true,
      sort: true,
      example: 'Coffee makers',
    }),
    categoryCode: f.text({
      label: { zh: '品类编码', en: 'Category code', ja: 'カテゴリコード' },
      max: 32,
      pattern: /^[A-Za-z0-9_-]+$/,
      unique: true,
      list: true,
      search: true,
      example: 'EX-COFFEE',
    }),
    sort: f.integer({
      label: { zh: '排序', en: 'Sort order', ja: '並び順' },
      min: 0,
      max: 99999,
      list: true,
      sort: true,
      example: 9,
    }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 255 }),
  },
  calls: ['list', 'detail', 'submit', 'remove', { op: 'tree', path: 'category' }],
  permissions: {
    view: 'basecategory_view',
    add: 'basecategory_add',
    edit: 'basecategory_edit',
    remove: 'basecategory_delete',
  },
  defaultOrder: 'sort ASC NULLS LAST, id ASC',
  menu: { parent: 'products', sort: 20 },
})
