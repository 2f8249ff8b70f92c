import { defineResource, f } from '../define-resource.ts'

/**
 * Menus and buttons (platform-wide, blade_menu). Most entries come from code and are synced at
 * every start; entries made through menu/submit (area 'custom', e.g. external links) are kept.
 * Only list and detail are generic: writes and trees are hand-written (server/system/menu.calls.ts),
 * because only the platform tenant may change menus and they go through the owner connection.
 */
export const menu = defineResource({
  area: 'system',
  module: 'blade-system',
  name: 'menu',
  table: 'blade_menu',
  label: { zh: '菜单', en: 'Menu', ja: 'メニュー' },
  fields: {
    parentId: f.treeParent({ label: { zh: '上级菜单', en: 'Parent menu', ja: '上位メニュー' }, search: true }),
    code: f.text({
      label: { zh: '菜单编号', en: 'Code', ja: 'コード' },
      required: true,
      max: 64,
      pattern: /^[a-z][a-z0-9_]*$/,
      unique: true,
      list: true,
      search: true,
      sort: true,
    }),
    name: f.text({
      label: { zh: '菜单名称', en: 'Name', ja: '名称' },
      required: true,
      max: 64,
      list: true,
      search: true,
      title: true,
    }),
    nameEn: f.text({ label: { zh: '英文名称', en: 'Name (English)', ja: '英語名' }, max: 128, search: true }),
    nameJa: f.text({ label: { zh: '日文名称', en: 'Name (Japanese)', ja: '日本語名' }, max: 128, search: true }),
    alias: f.text({ label: { zh: '菜单别名', en: 'Alias', ja: '別名' }, max: 64, list: true }),
    path: f.text({ label: { zh: '路由地址', en: 'Path', ja: 'パス' }, max: 255, list: true, search: true }),
    source: f.text({ label: { zh: '图标', en: 'Icon', ja: 'アイコン' }, max: 255 }),
    sort: f.integer({ label: { zh: '排序', en: 'Sort', ja: '並び順' }, min: 0, max: 9999, list: true, sort: true }),
    category: f.dict('menu_category', {
      label: { zh: '菜单类型', en: 'Category', ja: '種別' },
      required: true,
      list: true,
      search: true,
    }),
    action: f.integer({ label: { zh: '按钮功能', en: 'Button action', ja: 'ボタン動作' }, min: 0, max: 9 }),
    isOpen: f.bool({ label: { zh: '新窗口', en: 'Opens a new window', ja: '新しいウィンドウ' }, default: 1 }),
    area: f.text({ label: { zh: '来源', en: 'Source area', ja: '由来' }, max: 32, list: true, search: true }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 255 }),
  },
  calls: ['list', 'detail'],
  handWrittenCalls: ['submit', 'remove'],
  permissions: { view: 'menu_view', add: 'menu_add', edit: 'menu_edit', remove: 'menu_delete' },
  defaultOrder: 'sort, id',
  menu: { parent: 'system', sort: 50, icon: 'menu-2' },
})
