import { defineResource, f } from '../define-resource.ts'

/** Top menus (顶部菜单): tabs above the side menu, each showing the menu subtrees granted to it. */
export const topMenu = defineResource({
  area: 'system',
  module: 'blade-system',
  name: 'topmenu',
  table: 'blade_top_menu',
  label: { zh: '顶部菜单', en: 'Top menu', ja: 'トップメニュー' },
  fields: {
    code: f.text({
      label: { zh: '菜单编号', en: 'Code', ja: 'コード' },
      required: true,
      max: 64,
      unique: true,
      list: true,
      search: true,
      example: 'reports',
    }),
    name: f.text({
      label: { zh: '菜单名称', en: 'Name', ja: '名称' },
      required: true,
      max: 64,
      list: true,
      search: true,
      title: true,
      example: '报表中心',
    }),
    nameEn: f.text({
      label: { zh: '英文名称', en: 'Name (English)', ja: '名称（英語）' },
      max: 64,
      list: true,
      example: 'Reports',
    }),
    nameJa: f.text({
      label: { zh: '日文名称', en: 'Name (Japanese)', ja: '名称（日本語）' },
      max: 64,
      example: 'レポート',
    }),
    source: f.text({ label: { zh: '图标', en: 'Icon', ja: 'アイコン' }, max: 255, list: true, example: 'chart-bar' }),
    path: f.text({ label: { zh: '路由地址', en: 'Path', ja: 'パス' }, max: 255, list: true, example: '/statistics' }),
    sort: f.integer({
      label: { zh: '排序', en: 'Sort', ja: '並び順' },
      min: 0,
      max: 9999,
      list: true,
      sort: true,
      example: 5,
    }),
  },
  calls: ['list', 'detail', 'submit', 'remove'],
  permissions: { view: 'topmenu_view', add: 'topmenu_add', edit: 'topmenu_edit', remove: 'topmenu_delete' },
  defaultOrder: 'sort, id',
  menu: { parent: 'system', sort: 60, icon: 'layout-navbar' },
})
