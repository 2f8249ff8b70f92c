import type { Label } from '../../i18n/language.ts'

/** Messages of the wms area (keys prefixed `wms.`), in each language. */
export const wmsMessages = {
  'wms.nothingReceived': {
    zh: '入库单 {code} 尚未收货，无可确认',
    en: 'Inbound order {code} has received nothing to confirm',
    ja: '入庫伝票 {code} はまだ入荷がなく、確認できません',
  },
  'wms.areaNotInStore': {
    zh: '库区“{area}”不属于所选仓库',
    en: 'The zone "{area}" does not belong to the chosen warehouse',
    ja: 'エリア「{area}」は選択した倉庫に属していません',
  },
  'wms.storeObsolete': {
    zh: '仓库“{store}”已废弃，不能再添加库区或库位',
    en: 'The warehouse "{store}" is obsolete; zones and positions cannot be added to it',
    ja: '倉庫「{store}」は廃止済みのため、エリアやロケーションを追加できません',
  },
  'wms.areaObsolete': {
    zh: '库区“{area}”已废弃，不能再添加库位',
    en: 'The zone "{area}" is obsolete; positions cannot be added to it',
    ja: 'エリア「{area}」は廃止済みのため、ロケーションを追加できません',
  },
  'wms.areaHasPositions': {
    zh: '库区下还有 {count} 个库位，不能移到其他仓库',
    en: 'The zone still holds {count} position(s) and cannot move to another warehouse',
    ja: 'エリアにロケーションが {count} 件あるため、他の倉庫へ移動できません',
  },
  'wms.thirdPartyCodeRequired': {
    zh: '对接三方系统的仓库必须填写第三方仓库编码',
    en: 'A warehouse run through a third-party system needs its third-party code',
    ja: '外部システム連携の倉庫には外部倉庫コードが必要です',
  },
  'wms.platformRepeated': {
    zh: '平台 {platform} 在列表中重复出现',
    en: 'The marketplace {platform} appears more than once in the list',
    ja: 'マーケット {platform} がリストに重複しています',
  },
  'wms.otherTenant': {
    zh: '只能查询本租户的物流方式',
    en: 'Only the transport modes of your own tenant can be listed',
    ja: '自テナントの配送方法のみ参照できます',
  },
  'wms.inboundLocked': {
    zh: '入库单“{code}”{status}，不能再修改或删除',
    en: 'The inbound order {code} is {status}; it can no longer be changed or removed',
    ja: '入庫伝票「{code}」は{status}のため、変更・削除できません',
  },
  'wms.lineNotInOrder': {
    zh: '明细 {line} 不属于入库单“{code}”',
    en: 'Line {line} is not a line of the inbound order {code}',
    ja: '明細 {line} は入庫伝票「{code}」の明細ではありません',
  },
  'wms.overReceipt': {
    zh: '{sku} 收货 {quantity} 超过预报 {planned} 的允许上限 {max}',
    en: '{sku}: receiving {quantity} exceeds what the plan of {planned} allows ({max} at most)',
    ja: '{sku}：入荷数 {quantity} が予定数 {planned} の許容上限 {max} を超えています',
  },
  'wms.receivedDecrease': {
    zh: '{sku} 已收 {received}，不能改为 {quantity}；更正请做库存调整',
    en: '{sku}: {received} already received, which cannot become {quantity}; correct it with a stock adjustment',
    ja: '{sku}：入荷済 {received} を {quantity} に減らせません。在庫調整で訂正してください',
  },
  'wms.putAwayTooMany': {
    zh: '{sku} 待上架 {left}，不能上架 {quantity}',
    en: '{sku}: {left} left to put away, not {quantity}',
    ja: '{sku}：棚入れ残 {left} に対し {quantity} は棚入れできません',
  },
  'wms.putAwayPositionRequired': {
    zh: '请选择 {sku} 的上架库位',
    en: 'Choose the position to put {sku} away in',
    ja: '{sku} の棚入れロケーションを選択してください',
  },
  'wms.putAwayIntoReceiving': {
    zh: '上架库位不能是收货库位 {position}',
    en: 'Goods cannot be put away into the receiving position {position}',
    ja: '入荷ロケーション {position} には棚入れできません',
  },
  'wms.shelvesStarted': {
    zh: '上架单 {sku} 已上架 {quantity}，不能删除',
    en: 'The putaway task of {sku} has {quantity} put away already and cannot be removed',
    ja: '{sku} の棚入れ作業は {quantity} 棚入れ済のため削除できません',
  },
  'wms.receivingZoneName': { zh: '收货区', en: 'Receiving', ja: '入荷エリア' },
  'wms.receivingPositionName': { zh: '收货暂存位', en: 'Receiving dock', ja: '入荷仮置き' },
  'wms.countStarted': {
    zh: '盘点单“{code}”已开始盘点',
    en: 'The stock count {code} has started already',
    ja: '棚卸「{code}」は開始済みです',
  },
  'wms.countNotStarted': {
    zh: '盘点单“{code}”尚未开始盘点',
    en: 'The stock count {code} has not started yet',
    ja: '棚卸「{code}」はまだ開始されていません',
  },
  'wms.countUncounted': {
    zh: '盘点单“{code}”还有 {count} 行未盘点',
    en: 'The stock count {code} has {count} line(s) not counted yet',
    ja: '棚卸「{code}」に未カウントの明細が {count} 件あります',
  },
  'wms.countLocked': {
    zh: '盘点单“{code}”{status}，不能修改',
    en: 'The stock count {code} is {status} and cannot be changed',
    ja: '棚卸「{code}」は{status}のため変更できません',
  },
  'wms.positionNotInCount': {
    zh: '库位 {position} 不在盘点单“{code}”的范围内',
    en: 'Position {position} is not one the stock count {code} covers',
    ja: 'ロケーション {position} は棚卸「{code}」の対象外です',
  },
  'wms.countReason': { zh: '盘点 {code} 差异', en: 'Difference found by count {code}', ja: '棚卸 {code} の差異' },
  'wms.awaitingInspection': {
    zh: '{sku} 待质检，质检后才能上架',
    en: '{sku} awaits its quality inspection and can be put away after it',
    ja: '{sku} は品質検査待ちのため、検査後に棚入れできます',
  },
  'wms.sampleTooMany': {
    zh: '抽检数量 {sampled} 超过质检数量 {quantity}',
    en: 'The sample of {sampled} is more than the {quantity} units inspected',
    ja: '抜取数 {sampled} が検査数 {quantity} を超えています',
  },
  'wms.defectTooMany': {
    zh: '次品数量 {defect} 超过抽检数量 {sampled}',
    en: '{defect} defective units are more than the sample of {sampled}',
    ja: '不良数 {defect} が抜取数 {sampled} を超えています',
  },
  'wms.quarantineZoneName': { zh: '次品区', en: 'Quarantine', ja: '不良品エリア' },
  'wms.quarantinePositionName': { zh: '次品暂存位', en: 'Quarantine hold', ja: '不良品仮置き' },
  'wms.transferEmpty': {
    zh: '调拨单“{code}”没有明细',
    en: 'The transfer order {code} has no lines',
    ja: '移動伝票「{code}」に明細がありません',
  },
  'wms.transferLocked': {
    zh: '调拨单“{code}”{status}，不能修改或删除',
    en: 'The transfer order {code} is {status}; it can no longer be changed or removed',
    ja: '移動伝票「{code}」は{status}のため、変更・削除できません',
  },
  'wms.transferSameStore': {
    zh: '调出仓库和调入仓库不能相同',
    en: 'The from and to warehouses must differ',
    ja: '出庫倉庫と入庫倉庫は異なる必要があります',
  },
  'wms.outboundEmpty': {
    zh: '出库单“{code}”没有明细',
    en: 'The outbound order {code} has no lines',
    ja: '出庫伝票「{code}」に明細がありません',
  },
  'wms.outboundLocked': {
    zh: '出库单“{code}”{status}，不能修改或删除',
    en: 'The outbound order {code} is {status}; it can no longer be changed or removed',
    ja: '出庫伝票「{code}」は{status}のため、変更・削除できません',
  },
  'wms.outboundInPickList': {
    zh: '出库单“{code}”已在拣货单中，请在拣货单上处理',
    en: 'The outbound order {code} is in a pick list; work it there',
    ja: '出庫伝票「{code}」はピッキングリストにあります。そちらで処理してください',
  },
  'wms.lineNotInPickList': {
    zh: '明细 {line} 不属于该拣货单',
    en: 'Line {line} is not a line of this pick list',
    ja: '明細 {line} はこのピッキングリストの明細ではありません',
  },
  'wms.pickOneListWithLines': {
    zh: '按明细录入拣货数量时只能处理一张拣货单',
    en: 'Picked quantities per line are for one pick list at a time',
    ja: '明細ごとのピッキング数は一度に1つのリストのみ入力できます',
  },
  'wms.pickListEmpty': {
    zh: '拣货单 {code} 没有出库单',
    en: 'Pick list {code} holds no outbound orders',
    ja: 'ピッキングリスト {code} に出庫伝票がありません',
  },
  'wms.pickSheet.title': { zh: '拣货单', en: 'Pick list', ja: 'ピッキングリスト' },
  'wms.pickSheet.summary': {
    zh: '仓库 {store}　物流方式 {transport}　订单 {orders}　件数 {quantity}',
    en: 'Warehouse {store}   Transport {transport}   Orders {orders}   Units {quantity}',
    ja: '倉庫 {store}　配送方法 {transport}　伝票 {orders}　数量 {quantity}',
  },
  'wms.pickSheet.mixedTransport': { zh: '多种', en: 'several', ja: '複数' },
  'wms.pickSheet.made': {
    zh: '生成 {made}　打印 {printed}　按库位行走顺序',
    en: 'Made {made}   Printed {printed}   In walking order',
    ja: '作成 {made}　印刷 {printed}　ロケーション巡回順',
  },
  'wms.pickSheet.position': { zh: '库位', en: 'Position', ja: 'ロケーション' },
  'wms.pickSheet.sku': { zh: 'SKU', en: 'SKU', ja: 'SKU' },
  'wms.pickSheet.name': { zh: '品名', en: 'Name', ja: '品名' },
  'wms.pickSheet.batch': { zh: '批次', en: 'Batch', ja: 'ロット' },
  'wms.pickSheet.quantity': { zh: '数量', en: 'Qty', ja: '数量' },
  'wms.pickSheet.orders': { zh: '出库单', en: 'Orders', ja: '出庫伝票' },
  'wms.pickSheet.page': { zh: '第 {page}/{pages} 页', en: 'Page {page}/{pages}', ja: '{page}/{pages} ページ' },
  'wms.pickedTooMany': {
    zh: '{sku} 拣货 {picked} 超过应拣 {quantity}',
    en: '{sku}: {picked} picked is more than the {quantity} to pick',
    ja: '{sku}：ピッキング数 {picked} が指示数 {quantity} を超えています',
  },
  'wms.pickingFinished': {
    zh: '拣货单 {code} 已完成拣货',
    en: 'Picking of pick list {code} is already finished',
    ja: 'ピッキングリスト {code} のピッキングは完了済みです',
  },
  'wms.packNotPicked': {
    zh: '出库单“{code}”尚未完成拣货或已出库，不能装箱',
    en: 'The outbound order {code} cannot be packed: its picking is not finished, or it has shipped',
    ja: '出庫伝票「{code}」はピッキング未完了または出庫済みのため、梱包できません',
  },
  'wms.packingActionRefused': {
    zh: '{record}当前为“{status}”，不能执行“{action}”：{reason}',
    en: '"{action}" is not allowed: {record} is "{status}". {reason}',
    ja: '{record}は「{status}」のため「{action}」を実行できません：{reason}',
  },
  'wms.packNothingPicked': {
    zh: '出库单“{code}”没有拣到货，无需装箱',
    en: 'Nothing of the outbound order {code} was picked; there is nothing to pack',
    ja: '出庫伝票「{code}」はピッキング数がゼロのため、梱包するものがありません',
  },
  'wms.packingFinished': {
    zh: '出库单“{code}”已完成装箱，请先重新装箱',
    en: 'Packing of the outbound order {code} is finished; reopen it to change its boxes',
    ja: '出庫伝票「{code}」の梱包は完了済みです。変更するには梱包をやり直してください',
  },
  'wms.labellingFinished': {
    zh: '出库单“{code}”已贴标，装箱和面单不能再修改',
    en: 'The outbound order {code} is labelled; its boxes and face sheets can no longer change',
    ja: '出庫伝票「{code}」はラベル貼付済みのため、梱包と送り状は変更できません',
  },
  'wms.packSkuNotOnOrder': {
    zh: 'SKU {sku} 不在出库单“{code}”中',
    en: 'SKU {sku} is not on the outbound order {code}',
    ja: 'SKU {sku} は出庫伝票「{code}」にありません',
  },
  'wms.packTooMany': {
    zh: '{sku} 装箱 {quantity} 后共 {packed}，超过已拣 {picked}',
    en: '{sku}: packing {quantity} makes {packed} packed, more than the {picked} picked',
    ja: '{sku}：{quantity} を梱包すると梱包数 {packed} がピッキング数 {picked} を超えます',
  },
  'wms.unpackTooMany': {
    zh: '{sku} 第 {box} 箱只有 {packed}，不能取出 {quantity}',
    en: '{sku}: box {box} holds {packed}, fewer than the {quantity} to take out',
    ja: '{sku}：箱 {box} には {packed} しかなく、{quantity} を取り出せません',
  },
  'wms.boxNotFound': {
    zh: '出库单“{code}”没有第 {box} 箱（下一个箱号是 {next}）',
    en: 'The outbound order {code} has no box {box} (the next box is {next})',
    ja: '出庫伝票「{code}」に箱 {box} はありません（次の箱番号は {next}）',
  },
  'wms.boxClosed': {
    zh: '出库单“{code}”第 {box} 箱已封箱，请先重新开箱',
    en: 'Box {box} of the outbound order {code} is closed; reopen it first',
    ja: '出庫伝票「{code}」の箱 {box} は封函済みです。先に開け直してください',
  },
  'wms.boxEmpty': {
    zh: '出库单“{code}”第 {box} 箱是空箱，不能封箱',
    en: 'Box {box} of the outbound order {code} is empty and cannot be closed',
    ja: '出庫伝票「{code}」の箱 {box} は空のため封函できません',
  },
  'wms.boxMeasuresMissing': {
    zh: '出库单“{code}”第 {box} 箱封箱前需填写：{fields}',
    en: 'Box {box} of the outbound order {code} needs its {fields} before it is closed',
    ja: '出庫伝票「{code}」の箱 {box} は封函前に {fields} が必要です',
  },
  'wms.packingIncomplete': {
    zh: '装箱未完成：出库单“{code}”已装箱 {packed}，应装箱 {expected}，未封箱 {open} 箱',
    en: 'box packing not completed: the outbound order {code} has {packed} packed of {expected}, {open} box(es) open',
    ja: '梱包が完了していません：出庫伝票「{code}」の梱包数 {packed}／必要数 {expected}、未封函 {open} 箱',
  },
  'wms.labelNotPacked': {
    zh: '出库单“{code}”装箱完成后才能上传面单和贴标',
    en: 'The outbound order {code} must finish packing before its face sheets',
    ja: '出庫伝票「{code}」は梱包完了後に送り状を扱えます',
  },
  'wms.labelFileType': {
    zh: '面单文件必须是 pdf、png 或 jpg',
    en: 'A face sheet must be a pdf, png or jpg file',
    ja: '送り状は pdf、png、jpg のいずれかのファイルです',
  },
  'wms.labelDuplicate': {
    zh: '{value} 已是出库单“{code}”的面单',
    en: '{value} is already a face sheet of the outbound order {code}',
    ja: '{value} は既に出庫伝票「{code}」の送り状です',
  },
  'wms.labelNotUploaded': {
    zh: '面单未上传：出库单“{code}”没有面单',
    en: 'label not uploaded: the outbound order {code} has no face sheet',
    ja: 'ラベル未アップロード：出庫伝票「{code}」に送り状がありません',
  },
  'wms.labelCountMismatch': {
    zh: '出库单“{code}”面单数 {labels} 与跟踪号数 {tracking} 不一致',
    en: 'The outbound order {code} has {labels} face sheet(s) but {tracking} tracking number(s); they must be equal',
    ja: '出庫伝票「{code}」の送り状数 {labels} と追跡番号数 {tracking} が一致しません',
  },
  'wms.shipNotLabelled': {
    zh: '出库单“{code}”须完成装箱和贴标后才能出库',
    en: 'The outbound order {code} must be packed and labelled before it ships',
    ja: '出庫伝票「{code}」は梱包とラベル貼付の完了後に出庫できます',
  },
} as const satisfies Record<string, Label>
