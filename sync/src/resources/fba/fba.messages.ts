import type { Label } from '../../i18n/language.ts'

/** Messages of the fba area (keys prefixed `fba.`), in each language. */
export const fbaMessages = {
  'fba.turnoverNotEditable': {
    zh: 'FBA周转单“{code}”{status}，不能再修改或删除',
    en: 'The FBA turnover {code} is {status}; it can no longer be changed or removed',
    ja: 'FBA中継「{code}」は{status}のため、変更・削除できません',
  },
  'fba.turnoverEmpty': {
    zh: 'FBA周转单“{code}”没有明细',
    en: 'The FBA turnover {code} has no lines',
    ja: 'FBA中継「{code}」に明細がありません',
  },
  'fba.turnoverSkuTwice': {
    zh: 'SKU {sku} 在周转单中出现了两次，请合并为一行',
    en: 'SKU {sku} is on the turnover twice; put it on one line',
    ja: 'SKU {sku} が2行あります。1行にまとめてください',
  },
  'fba.turnoverNotEncasing': {
    zh: 'FBA周转单“{code}”{status}，不能装箱（分配后、确认装箱前才能装箱）',
    en: 'The FBA turnover {code} is {status}; boxes are packed after allocation and before packing is confirmed',
    ja: 'FBA中継「{code}」は{status}のため梱包できません（引当後、梱包確定前のみ）',
  },
  'fba.turnoverSkuNotOnTurnover': {
    zh: 'SKU {sku} 不在周转单“{code}”中',
    en: 'SKU {sku} is not on the FBA turnover {code}',
    ja: 'SKU {sku} はFBA中継「{code}」にありません',
  },
  'fba.turnoverPackTooMany': {
    zh: 'SKU {sku} 装箱数量 {packed} 超过周转数量 {quantity}',
    en: 'SKU {sku}: {packed} packed would exceed the {quantity} on the turnover',
    ja: 'SKU {sku}：梱包数 {packed} が中継数量 {quantity} を超えます',
  },
  'fba.turnoverBoxEmpty': {
    zh: '箱子必须至少装一件商品',
    en: 'A box must hold at least one unit',
    ja: '箱には1点以上入れてください',
  },
  'fba.turnoverBoxNotFound': {
    zh: '找不到周转单“{code}”的第 {box} 箱',
    en: 'The FBA turnover {code} has no box {box}',
    ja: 'FBA中継「{code}」に第{box}箱がありません',
  },
  'fba.turnoverPackIncomplete': {
    zh: '装箱未完成：周转单“{code}”已装箱 {packed} 件，总数 {total} 件，装箱数量必须等于总数',
    en: 'Packing is not complete: {packed} of the {total} units of the FBA turnover {code} are packed; packed must equal the total',
    ja: '梱包未完了：FBA中継「{code}」は {total} 点中 {packed} 点梱包済み。梱包数は合計と一致させてください',
  },
  'fba.turnoverLabelNotUploaded': {
    zh: 'FBA周转单“{code}”未上传{kind}',
    en: 'The {kind} of the FBA turnover {code} is not uploaded',
    ja: 'FBA中継「{code}」の{kind}がアップロードされていません',
  },
  'fba.turnoverFileType': {
    zh: '标签文件只能是 pdf、png 或 jpg',
    en: 'Label files must be pdf, png or jpg',
    ja: 'ラベルファイルは pdf、png、jpg のみです',
  },
  'fba.turnoverFileLocked': {
    zh: 'FBA周转单“{code}”{status}，不能再删除附件',
    en: 'The FBA turnover {code} is {status}; its files can no longer be removed',
    ja: 'FBA中継「{code}」は{status}のため、ファイルを削除できません',
  },
} as const satisfies Record<string, Label>
