import { type Dictionary, defineDictionary } from '../../dictionaries/define-dictionary.ts'

const NOT_IN_SPEC = 'Spec 1 §3 names the field but not its values; these are the usual warehouse-system ones'

/** Warehouse type (spec 1 §3 warehouse `type`). */
export const storeType = defineDictionary({
  code: 'store_type',
  name: { zh: '仓库类型', en: 'Warehouse type', ja: '倉庫タイプ' },
  entries: [
    { key: '1', label: { zh: '自营海外仓', en: 'Own overseas warehouse', ja: '自社海外倉庫' }, remark: NOT_IN_SPEC },
    { key: '2', label: { zh: '三方海外仓', en: 'Third-party warehouse', ja: 'サードパーティ倉庫' } },
    { key: '3', label: { zh: 'FBA仓', en: 'FBA warehouse', ja: 'FBA倉庫' } },
    { key: '4', label: { zh: '国内仓', en: 'Domestic warehouse', ja: '国内倉庫' } },
  ],
})

/** Warehouse operation mode (spec 1 §3 warehouse `operation mode`). */
export const storeOperationMode = defineDictionary({
  code: 'store_operation_mode',
  name: { zh: '运营模式', en: 'Operation mode', ja: '運営モード' },
  entries: [
    { key: '1', label: { zh: '自营', en: 'Self-operated', ja: '自社運営' }, remark: NOT_IN_SPEC },
    { key: '2', label: { zh: '三方系统对接', en: 'Third-party system (API)', ja: '外部システム連携' } },
    { key: '3', label: { zh: '三方手工', en: 'Third-party, manual', ja: '外部委託（手動）' } },
  ],
})

/** Warehouse zone type (spec 1 §3 zones `type`). */
export const storeAreaType = defineDictionary({
  code: 'store_area_type',
  name: { zh: '库区类型', en: 'Zone type', ja: 'エリアタイプ' },
  entries: [
    { key: '1', label: { zh: '存储区', en: 'Storage', ja: '保管エリア' }, remark: NOT_IN_SPEC },
    { key: '2', label: { zh: '拣货区', en: 'Picking', ja: 'ピッキングエリア' } },
    { key: '3', label: { zh: '收货区', en: 'Receiving', ja: '入荷エリア' } },
    { key: '4', label: { zh: '发货区', en: 'Shipping', ja: '出荷エリア' } },
    { key: '5', label: { zh: '退货区', en: 'Returns', ja: '返品エリア' } },
    { key: '6', label: { zh: '次品区', en: 'Defective', ja: '不良品エリア' } },
    { key: '7', label: { zh: '在途区', en: 'In transit', ja: '輸送中エリア' } },
  ],
})

/** Warehouse position type (spec 1 §3 positions `type`). */
export const storePositionType = defineDictionary({
  code: 'store_position_type',
  name: { zh: '库位类型', en: 'Position type', ja: 'ロケーションタイプ' },
  entries: [
    { key: '1', label: { zh: '货架位', en: 'Shelf', ja: '棚' }, remark: NOT_IN_SPEC },
    { key: '2', label: { zh: '地堆位', en: 'Floor / pallet', ja: '平置き' } },
    { key: '3', label: { zh: '暂存位', en: 'Staging', ja: '仮置き' } },
    { key: '4', label: { zh: '次品位', en: 'Defective', ja: '不良品' } },
  ],
})

/** Transport mode of a carrier or channel. */
export const transportType = defineDictionary({
  code: 'transport_type',
  name: { zh: '运输方式', en: 'Transport mode', ja: '輸送方法' },
  entries: [
    { key: '1', label: { zh: '快递', en: 'Parcel', ja: '宅配便' }, remark: NOT_IN_SPEC },
    { key: '2', label: { zh: '卡车/零担', en: 'Truck / LTL', ja: 'トラック／混載' } },
    { key: '3', label: { zh: '海运', en: 'Sea', ja: '海上輸送' } },
    { key: '4', label: { zh: '空运', en: 'Air', ja: '航空輸送' } },
    { key: '5', label: { zh: '铁路', en: 'Rail', ja: '鉄道' } },
    { key: '6', label: { zh: '自提', en: 'Customer pickup', ja: '引き取り' } },
  ],
})

/** Vocabularies of the wms area beyond spec 1 §4 and §9. */
/** Where a count's line stands (ware/wstocktakingitem.lineStatus). */
export const stocktakingLineStatus = defineDictionary({
  code: 'stocktaking_line_status',
  name: { zh: '盘点明细状态', en: 'Count line status', ja: '棚卸明細の状態' },
  entries: [
    { key: '1', label: { zh: '待盘点', en: 'To count', ja: '未棚卸' } },
    { key: '2', label: { zh: '已盘点', en: 'Counted', ja: '棚卸済' } },
    { key: '3', label: { zh: '待复盘', en: 'To recount', ja: '再棚卸待ち' } },
  ],
})

/** How far an outbound order's packing is (ware/woutbound.packStatus, issue 10). */
export const outboundPackStatus = defineDictionary({
  code: 'outbound_pack_status',
  name: { zh: '装箱状态', en: 'Packing status', ja: '梱包状況' },
  entries: [
    { key: '0', label: { zh: '未装箱', en: 'Not packed', ja: '未梱包' } },
    { key: '1', label: { zh: '装箱中', en: 'Packing', ja: '梱包中' } },
    { key: '2', label: { zh: '装箱完成', en: 'Packed', ja: '梱包完了' } },
  ],
})

/** Whether a box of an outbound order is still being filled (ware/woutboundbox.status). */
export const outboundBoxStatus = defineDictionary({
  code: 'outbound_box_status',
  name: { zh: '装箱箱状态', en: 'Box status', ja: '箱ステータス' },
  entries: [
    { key: '0', label: { zh: '未封箱', en: 'Open', ja: '未封函' } },
    { key: '1', label: { zh: '已封箱', en: 'Closed', ja: '封函済' } },
  ],
})

export const wmsDictionaries: readonly Dictionary[] = [
  stocktakingLineStatus,
  outboundPackStatus,
  outboundBoxStatus,
  storeType,
  storeOperationMode,
  storeAreaType,
  storePositionType,
  transportType,
]
