import type { Label } from '../../i18n/language.ts'

/** Messages of the vendor-orders area (keys prefixed `vendorOrders.`), in each language. */
export const vendorOrdersMessages = {
  'vendorOrders.linesRequired': {
    zh: 'PO {code} 没有商品明细',
    en: 'PO {code} has no lines',
    ja: 'PO {code} に明細がありません',
  },
  'vendorOrders.locked': {
    zh: 'PO {code} 当前为「{status}」，不能修改',
    en: 'PO {code} is {status} and can no longer be changed',
    ja: 'PO {code} は「{status}」のため変更できません',
  },
  'vendorOrders.notVcShop': {
    zh: '店铺 {shop} 不是VC店铺',
    en: 'Shop {shop} is not a vendor-central shop',
    ja: 'ショップ {shop} はVCショップではありません',
  },
  'vendorOrders.lineUnknown': {
    zh: '明细 {line} 不属于 PO {code}',
    en: 'Line {line} is not a line of PO {code}',
    ja: '明細 {line} は PO {code} の明細ではありません',
  },
  'vendorOrders.acceptedTooMany': {
    zh: '{sku}：接受数量 {accepted} 超过订购数量 {ordered}',
    en: '{sku}: {accepted} accepted is more than the {ordered} ordered',
    ja: '{sku}：受諾数 {accepted} が発注数 {ordered} を超えています',
  },
  'vendorOrders.storeRequired': {
    zh: '{sku}：请选择发货仓库',
    en: '{sku}: choose the warehouse it ships from',
    ja: '{sku}：出荷倉庫を選んでください',
  },
  'vendorOrders.storeNotShipping': {
    zh: '仓库 {store} 不能发货（FBA仓或已停用）',
    en: 'Warehouse {store} cannot ship (an FBA or unavailable warehouse)',
    ja: '倉庫 {store} からは出荷できません（FBA倉庫または停止中）',
  },
  'vendorOrders.splitParts': {
    zh: '拆分至少需要两个部分，每部分至少一件商品',
    en: 'A split needs at least two parts, each with at least one unit',
    ja: '分割には2つ以上の部分が必要で、各部分に1点以上が必要です',
  },
  'vendorOrders.splitNotFull': {
    zh: '{sku}：拆分数量合计 {split} 应等于接受数量 {accepted}',
    en: '{sku}: the parts hold {split} but {accepted} were accepted; split every unit',
    ja: '{sku}：分割数の合計 {split} が受諾数 {accepted} と一致しません',
  },
  'vendorOrders.splitOneStore': {
    zh: 'PO {code} 的明细都在同一仓库，无需拆分',
    en: 'Every line of PO {code} ships from one warehouse: nothing to split',
    ja: 'PO {code} の明細はすべて同じ倉庫から出荷されます。分割は不要です',
  },
  'vendorOrders.mergeCount': {
    zh: '请选择至少两个PO进行合并',
    en: 'Choose at least two POs to merge',
    ja: '統合するPOを2つ以上選んでください',
  },
  'vendorOrders.mergeMismatch': {
    zh: '订单无法合并：PO {code} 的{field}不同',
    en: 'Order unable to be merged: PO {code} has a different {field}',
    ja: '統合できません：PO {code} の{field}が異なります',
  },
  'vendorOrders.packedMismatch': {
    zh: '{sku}：装箱 {packed} 件，应为接受数量 {accepted} 件',
    en: '{sku}: {packed} packed, but {accepted} were accepted; pack every unit',
    ja: '{sku}：梱包 {packed} 点、受諾数は {accepted} 点です',
  },
  'vendorOrders.cartonDuplicate': {
    zh: '箱号 {carton} 重复',
    en: 'Carton {carton} is given twice',
    ja: 'カートン {carton} が重複しています',
  },
  'vendorOrders.noCartons': {
    zh: 'PO {code} 还没有装箱信息',
    en: 'PO {code} has no cartons yet',
    ja: 'PO {code} にはまだカートンがありません',
  },
  'vendorOrders.labelFile': {
    zh: '箱标必须是PDF文件',
    en: 'Carton labels must be a PDF file',
    ja: '箱ラベルはPDFファイルにしてください',
  },
  'vendorOrders.labelSourceRequired': {
    zh: '请上传箱标文件（attachId 或 url）',
    en: 'Give the label file: attachId or url',
    ja: 'ラベルファイルを指定してください（attachId または url）',
  },

  'vendorOrders.confirmNothing': {
    zh: '确认数量全部为0，请改为提交取消信息',
    en: 'Nothing is confirmed: submit the cancellation instead',
    ja: '確認数がすべて0です。キャンセル情報を提出してください',
  },
  'vendorOrders.cutTooMany': {
    zh: '{sku}：截单 {cut} 件超过已确认的 {confirmed} 件',
    en: '{sku}: cutting {cut} is more than the {confirmed} confirmed',
    ja: '{sku}：カット {cut} 点が確認済みの {confirmed} 点を超えています',
  },
  'vendorOrders.cartonFileEmpty': {
    zh: '箱单文件没有数据行',
    en: 'The carton file has no rows',
    ja: 'カートンファイルに行がありません',
  },
  'vendorOrders.cartonFileColumns': {
    zh: '箱单文件需要列：箱号、SKU、数量',
    en: 'The carton file needs the columns Carton No, SKU and Quantity',
    ja: 'カートンファイルには列「カートン番号」「SKU」「数量」が必要です',
  },
} as const satisfies Record<string, Label>
