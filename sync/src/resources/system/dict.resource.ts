import { defineResource, f } from '../define-resource.ts'

/**
 * Platform dictionaries (系统字典, blade_dict): one vocabulary per code, entries under their parent.
 * Platform-wide, so only users of the platform tenant change them, through the owner connection:
 * the calls are hand-written (server/system/dict.calls.ts) and `calls` stays empty; the declaration
 * gives the fields, validation, permissions and the menu page.
 */
export const dict = defineResource({
  area: 'system',
  module: 'blade-system',
  name: 'dict',
  table: 'blade_dict',
  label: { zh: '系统字典', en: 'Dictionary', ja: 'システム辞書' },
  fields: {
    parentId: f.treeParent({
      label: { zh: '上级字典', en: 'Parent dictionary', ja: '上位辞書' },
      search: true,
      example: '1000000000000002001',
    }),
    code: f.text({
      label: { zh: '字典编号', en: 'Dictionary code', ja: '辞書コード' },
      required: true,
      max: 255,
      pattern: /^[A-Za-z][A-Za-z0-9_.:-]*$/,
      list: true,
      search: true,
      sort: true,
      example: 'customer_source',
    }),
    dictKey: f.text({
      label: { zh: '字典键值', en: 'Dictionary key', ja: '辞書キー' },
      max: 255,
      unique: true,
      uniqueWith: ['code'],
      list: true,
      search: true,
      example: 'exhibition',
    }),
    dictValue: f.text({
      label: { zh: '字典名称', en: 'Dictionary name', ja: '辞書名' },
      required: true,
      max: 255,
      list: true,
      search: true,
      title: true,
      example: '展会',
    }),
    dictValueEn: f.text({
      label: { zh: '英文名称', en: 'English name', ja: '英語名' },
      max: 255,
      example: 'Exhibition',
    }),
    dictValueJa: f.text({
      label: { zh: '日文名称', en: 'Japanese name', ja: '日本語名' },
      max: 255,
      example: '展示会',
    }),
    sort: f.integer({
      label: { zh: '字典排序', en: 'Sort order', ja: '並び順' },
      required: true,
      min: 0,
      max: 100000,
      list: true,
      sort: true,
      example: 9,
    }),
    isSealed: f.dict('yes_no', {
      label: { zh: '封存', en: 'Sealed', ja: '封印' },
      required: true,
      default: '0',
      list: true,
      search: true,
      example: '0',
    }),
    remark: f.text({ label: { zh: '字典备注', en: 'Remark', ja: '備考' }, max: 255, example: '客户来源：展会' }),
  },
  calls: [],
  permissions: { view: 'dict_view', add: 'dict_add', edit: 'dict_edit', remove: 'dict_delete' },
  defaultOrder: 'code, sort, id',
  menu: { parent: 'system', sort: 10, icon: 'book' },
})
