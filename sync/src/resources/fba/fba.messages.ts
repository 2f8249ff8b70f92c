import type { Label } from '../../i18n/language.ts'

/** Messages of the fba area (keys prefixed `fba.`), in each language. */
export const fbaMessages = {
  'fba.transferEmpty': {
    zh: 'FBA调拨单“{code}”没有明细',
    en: 'FBA transfer "{code}" has no lines',
    ja: 'FBA移動「{code}」に明細がありません',
  },
  'fba.transferLocked': {
    zh: 'FBA调拨单“{code}”当前状态为“{status}”，不能修改',
    en: 'FBA transfer "{code}" is "{status}" and can no longer be changed',
    ja: 'FBA移動「{code}」は「{status}」のため変更できません',
  },
  'fba.checkFieldMissing': {
    zh: 'FBA调拨单“{code}”第 {line} 行缺少“{field}”，不能通过FBA核对',
    en: 'FBA transfer "{code}", line {line}: "{field}" is missing for the FBA check',
    ja: 'FBA移動「{code}」の {line} 行目に「{field}」がないため、FBAチェックできません',
  },
  'fba.boxUnknown': {
    zh: 'FBA调拨单“{code}”第 {line} 行的箱号“{box}”不在装箱列表中',
    en: 'FBA transfer "{code}", line {line}: box "{box}" is not among its boxes',
    ja: 'FBA移動「{code}」の {line} 行目の箱番号「{box}」は箱一覧にありません',
  },
  'fba.boxInUse': {
    zh: '箱号“{box}”还有明细，请先删除或改箱',
    en: 'Box "{box}" still holds lines: remove them or move them to another box first',
    ja: '箱番号「{box}」にはまだ明細があります。先に削除するか別の箱へ移してください',
  },
  'fba.storeIsFba': {
    zh: '发货仓库“{store}”是FBA仓，请选择海外仓',
    en: 'Warehouse "{store}" is an FBA warehouse: choose the overseas warehouse the goods leave from',
    ja: '倉庫「{store}」はFBA倉庫です。出荷元の海外倉庫を選んでください',
  },
  'fba.shipmentIdRequired': {
    zh: 'FBA调拨单“{code}”缺少“货件编号”，不能出库',
    en: 'FBA transfer "{code}" needs its "Shipment ID" to be checked out',
    ja: 'FBA移動「{code}」は「納品プランID」がないため出庫できません',
  },
  'fba.reservationShort': {
    zh: 'FBA调拨单“{code}”的SKU“{sku}”预占 {reserved} 件，少于出库的 {needed} 件',
    en: 'FBA transfer "{code}": {reserved} of SKU "{sku}" are reserved, fewer than the {needed} checked out',
    ja: 'FBA移動「{code}」の SKU「{sku}」の引当は {reserved} 点で、出庫数 {needed} 点に足りません',
  },
  'fba.lineNotInTransfer': {
    zh: '明细 {line} 不属于FBA调拨单“{code}”',
    en: 'Line {line} is not a line of FBA transfer "{code}"',
    ja: '明細 {line} は FBA移動「{code}」の明細ではありません',
  },
  'fba.damagedOverReceived': {
    zh: 'SKU“{sku}”的破损数 {damaged} 大于签收数 {received}',
    en: 'SKU "{sku}": {damaged} damaged is more than the {received} received',
    ja: 'SKU「{sku}」の破損数 {damaged} が受領数 {received} を超えています',
  },
  'fba.skuUnmapped': {
    zh: '第 {line} 行：店铺SKU“{sku}”未关联系统产品',
    en: 'Row {line}: seller SKU "{sku}" is linked to no product',
    ja: '{line} 行目：出品者SKU「{sku}」は商品に紐付いていません',
  },
  'fba.importRowInvalid': {
    zh: '第 {line} 行：“{field}”{reason}',
    en: 'Row {line}: "{field}" {reason}',
    ja: '{line} 行目：「{field}」{reason}',
  },
  'fba.importNotNumber': {
    zh: '必须是不小于 0 的整数',
    en: 'must be a whole number of 0 or more',
    ja: 'は 0 以上の整数にしてください',
  },
  'fba.importMissing': { zh: '不能为空', en: 'is required', ja: 'は必須です' },
  'fba.importUnknown': {
    zh: '找不到对应的记录',
    en: 'names no record',
    ja: 'に該当するレコードがありません',
  },
  'fba.importNoRows': {
    zh: '文件中没有数据行',
    en: 'The file holds no rows',
    ja: 'ファイルにデータ行がありません',
  },
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
