import { defineResource, f } from '../define-resource.ts'

/** Departments (机构): a tree per tenant; users belong to departments and data scopes follow it. */
export const dept = defineResource({
  area: 'system',
  module: 'blade-system',
  name: 'dept',
  table: 'blade_dept',
  label: { zh: '部门', en: 'Department', ja: '部署' },
  fields: {
    parentId: f.treeParent({
      label: { zh: '上级部门', en: 'Parent department', ja: '上位部署' },
      search: true,
      example: '1000000000000001201',
    }),
    deptName: f.text({
      label: { zh: '部门名称', en: 'Department name', ja: '部署名' },
      required: true,
      max: 45,
      uniqueWith: ['parentId'],
      unique: true,
      list: true,
      search: true,
      sort: true,
      title: true,
      example: '售后组',
    }),
    fullName: f.text({
      label: { zh: '部门全称', en: 'Full name', ja: '正式名称' },
      max: 45,
      list: true,
      search: true,
      example: '客服部售后组',
    }),
    deptCategory: f.dict('dept_category', {
      label: { zh: '部门类型', en: 'Category', ja: '種別' },
      default: '2',
      list: true,
      search: true,
      example: '3',
    }),
    sort: f.integer({ label: { zh: '排序', en: 'Sort', ja: '並び順' }, min: 0, max: 9999, sort: true, example: 1 }),
    leaderId: f.link('blade-user/user', {
      label: { zh: '负责人', en: 'Leader', ja: '責任者' },
      list: true,
    }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 255 }),
  },
  // '0,<root>,...,<parent>', kept by the server when a department moves; data scopes read it.
  serverOnly: { ancestors: 'text' },
  calls: ['list', 'detail', 'submit', 'remove', 'tree', 'lazyTree', { op: 'lazyTree', path: 'lazy-list' }],
  permissions: { view: 'dept_view', add: 'dept_add', edit: 'dept_edit', remove: 'dept_delete' },
  defaultOrder: 'sort, id',
  menu: { parent: 'system', sort: 30, icon: 'sitemap' },
})
