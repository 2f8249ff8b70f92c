import type { Label } from '#sync/i18n/language.ts'

/** Texts of the dictionary and parameter screens. */
export const SYSTEM_TEXT = {
  'system.dict.parents': { zh: '{{name}}', en: '{{name}}', ja: '{{name}}' },
  'system.dict.entries': { zh: '字典配置', en: 'Entries', ja: '項目設定' },
  'system.dict.entriesTitle': { zh: '字典配置', en: 'Dictionary entries', ja: '辞書の項目' },
  'system.dict.entriesOf': {
    zh: '字典配置：{{name}}（{{code}}）',
    en: 'Entries of {{name}} ({{code}})',
    ja: '{{name}}（{{code}}）の項目',
  },
  'system.dict.chooseFirst': {
    zh: '请先在左侧选择一个字典',
    en: 'Choose a dictionary on the left first',
    ja: '先に左側で辞書を選択してください',
  },
  'system.dict.codeRequired': {
    zh: '请输入字典编号',
    en: 'Enter the dictionary code',
    ja: '辞書コードを入力してください',
  },
  'system.dict.nameRequired': { zh: '请输入字典名称', en: 'Enter the dictionary name', ja: '辞書名を入力してください' },
  'system.dict.sortRequired': { zh: '请输入字典排序', en: 'Enter the sort order', ja: '並び順を入力してください' },
  'system.dict.sealedRequired': { zh: '请选择封存', en: 'Choose whether it is sealed', ja: '封印を選択してください' },
  'system.dict.keyRequired': { zh: '请输入字典键值', en: 'Enter the dictionary key', ja: '辞書キーを入力してください' },
  'system.param.nameRequired': {
    zh: '请输入参数名称',
    en: 'Enter the parameter name',
    ja: 'パラメータ名を入力してください',
  },
  'system.param.keyRequired': {
    zh: '请输入参数键名',
    en: 'Enter the parameter key',
    ja: 'パラメータキーを入力してください',
  },
  'system.param.valueRequired': {
    zh: '请输入参数键值',
    en: 'Enter the parameter value',
    ja: 'パラメータ値を入力してください',
  },
} as const satisfies Record<string, Label>
