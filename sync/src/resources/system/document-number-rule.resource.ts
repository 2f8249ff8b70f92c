import { defineResource, f } from '../define-resource.ts'

/**
 * Document numbering (编号规则): how the tenant's documents of a kind are numbered when none is
 * typed (prefix, date, running number: `PK-20261206-0001`). A kind without a rule keeps the
 * built-in one (the kind's dictionary remark shows it).
 */
export const documentNumberRule = defineResource({
  area: 'system',
  module: 'blade-system',
  name: 'documentNumberRule',
  table: 'erp_document_number_rule',
  label: { zh: '编号规则', en: 'Document numbering', ja: '採番ルール' },
  fields: {
    kind: f.dict('document_kind', {
      label: { zh: '单据类型', en: 'Document kind', ja: '伝票種別' },
      required: true,
      unique: true,
      list: true,
      search: true,
      title: true,
      example: 'pickList',
    }),
    prefix: f.text({
      label: { zh: '前缀', en: 'Prefix', ja: '接頭辞' },
      required: true,
      min: 1,
      max: 10,
      pattern: /^[A-Za-z0-9]+$/,
      rule: { zh: '1-10 位字母或数字', en: '1-10 letters or digits', ja: '英数字1〜10文字' },
      list: true,
      search: true,
      example: 'PL',
    }),
    dateFormat: f.dict('document_number_date_format', {
      label: { zh: '日期格式', en: 'Date format', ja: '日付形式' },
      required: true,
      default: 'YYYYMMDD',
      list: true,
      example: 'YYMMDD',
    }),
    digits: f.integer({
      label: { zh: '流水号位数', en: 'Running number digits', ja: '連番の桁数' },
      required: true,
      min: 3,
      max: 8,
      default: 4,
      list: true,
      example: 5,
    }),
    separator: f.dict('document_number_separator', {
      label: { zh: '分隔符', en: 'Separator', ja: '区切り文字' },
      required: true,
      default: '-',
      list: true,
      example: '-',
    }),
  },
  calls: ['list', 'detail', 'submit', 'remove'],
  permissions: {
    view: 'documentnumberrule_view',
    add: 'documentnumberrule_add',
    edit: 'documentnumberrule_edit',
    remove: 'documentnumberrule_delete',
  },
  defaultOrder: 'kind, id',
  menu: { parent: 'system', sort: 13, icon: 'list-details' },
})
