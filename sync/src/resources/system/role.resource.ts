import { defineResource, f } from '../define-resource.ts'

/** Roles (spec 1 §6): a tree of roles, each granted menus, buttons, data scopes and API scopes. */
export const role = defineResource({
  area: 'system',
  module: 'blade-system',
  name: 'role',
  table: 'blade_role',
  label: { zh: '角色', en: 'Role', ja: 'ロール' },
  fields: {
    parentId: f.treeParent({
      label: { zh: '上级角色', en: 'Parent role', ja: '上位ロール' },
      search: true,
      example: '0',
    }),
    roleName: f.text({
      label: { zh: '角色名称', en: 'Role name', ja: 'ロール名' },
      required: true,
      max: 50,
      list: true,
      search: true,
      sort: true,
      title: true,
      example: '客服专员',
    }),
    roleAlias: f.text({
      label: { zh: '角色别名', en: 'Role alias', ja: 'ロール別名' },
      required: true,
      max: 50,
      unique: true,
      list: true,
      search: true,
      sort: true,
      example: 'customer_service',
    }),
    sort: f.integer({
      label: { zh: '排序', en: 'Sort', ja: '並び順' },
      min: 0,
      max: 9999,
      list: true,
      sort: true,
      example: 5,
    }),
  },
  calls: ['list', 'detail', 'submit', 'remove', 'tree'],
  permissions: { view: 'role_view', add: 'role_add', edit: 'role_edit', remove: 'role_delete' },
  defaultOrder: 'sort, id',
  menu: { parent: 'system', sort: 20, icon: 'shield' },
})
