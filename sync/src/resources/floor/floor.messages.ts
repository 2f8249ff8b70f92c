import type { Label } from '../../i18n/language.ts'

/** Messages of the floor area (keys prefixed `floor.`): sync refusals, command rejections and what to do about them. */
export const floorMessages = {
  'floor.deviceTaken': {
    zh: '设备 {device} 已登记给本租户的其他用户，请用该用户登录，或在本机重置现场应用',
    en: 'Device {device} is registered to another user of this tenant; sign in as that user, or reset the floor app on this device',
    ja: '端末 {device} はこのテナントの別のユーザーに登録されています。そのユーザーでログインするか、この端末の現場アプリをリセットしてください',
  },
  'floor.deviceNotYours': {
    zh: '设备 {device} 属于其他用户，不能以你的身份同步',
    en: 'Device {device} belongs to another user and cannot sync as you',
    ja: '端末 {device} は別のユーザーのものなので、あなたとして同期できません',
  },
  'floor.warehouseNotYours': {
    zh: '仓库 {store} 不在你可操作的仓库范围内',
    en: 'Warehouse {store} is not among the warehouses you may work in',
    ja: '倉庫 {store} はあなたが作業できる倉庫に含まれていません',
  },
  'floor.gap': {
    zh: '指令 {seq} 暂不能执行：服务器需要先收到指令 {expected}',
    en: 'Command {seq} cannot be taken yet: the server expects command {expected} first',
    ja: 'コマンド {seq} はまだ受け付けられません。先にコマンド {expected} が必要です',
  },
  'floor.conflict': {
    zh: '指令 {seq} 已以不同内容收到过，不能更改',
    en: 'Command {seq} was already received with other content and cannot change',
    ja: 'コマンド {seq} は別の内容で受信済みのため変更できません',
  },
  'floor.putAwayTooFew': {
    zh: '{sku} 要上架 {quantity} 件，但本仓收货区只有 {waiting} 件待上架',
    en: '{sku}: {quantity} to put away, but only {waiting} wait in receiving in this warehouse',
    ja: '{sku}：棚入れ {quantity} 個に対し、この倉庫の入荷エリアで待っているのは {waiting} 個だけです',
  },
  'floor.pickNotPicking': {
    zh: '拣货单 {code} 已不在拣货中（{status}）',
    en: 'Pick list {code} is no longer being picked ({status})',
    ja: 'ピッキングリスト {code} はピッキング中ではありません（{status}）',
  },
  'floor.pickLineMissing': {
    zh: '拣货单 {code} 上没有这一行（{line}）',
    en: 'Pick list {code} has no line {line}',
    ja: 'ピッキングリスト {code} に明細 {line} はありません',
  },
  'floor.pickWrongPosition': {
    zh: '{sku} 应在库位 {expected} 拣货，不是 {position}',
    en: '{sku} is picked at {expected}, not at {position}',
    ja: '{sku} のピッキング場所は {expected} で、{position} ではありません',
  },
  'floor.pickTooMany': {
    zh: '{sku} 在 {position} 已扫描 {scanned} 件，本行只需 {quantity} 件',
    en: '{sku} at {position}: {scanned} scanned, the line asks for {quantity}',
    ja: '{sku}（{position}）：スキャン {scanned} 個、明細の数量は {quantity} 個です',
  },
  'floor.pickLineOpen': {
    zh: '{sku} 在 {position} 只扫描了 {scanned}/{quantity} 件且未登记缺货原因',
    en: '{sku} at {position}: {scanned} of {quantity} scanned and no short reason given',
    ja: '{sku}（{position}）：{quantity} 個中 {scanned} 個のみスキャンされ、欠品理由がありません',
  },
  'floor.boxMissing': {
    zh: '出库单 {code} 没有第 {box} 箱',
    en: 'Outbound order {code} has no box {box}',
    ja: '出庫伝票 {code} に箱 {box} はありません',
  },
  'floor.closedBy.office': {
    zh: '办公室已完成拣货单 {code}（{user}）',
    en: 'The office finished pick list {code} ({user})',
    ja: '事務所がピッキングリスト {code} を完了しました（{user}）',
  },
  'floor.closedBy.yourOtherDevice': {
    zh: '你的另一台设备 {device} 已完成拣货单 {code}',
    en: 'Your other device {device} finished pick list {code}',
    ja: 'あなたの別の端末 {device} がピッキングリスト {code} を完了しました',
  },
  'floor.closedBy.otherWorker': {
    zh: '{user} 已在设备 {device} 上完成拣货单 {code}',
    en: '{user} finished pick list {code} on device {device}',
    ja: '{user} が端末 {device} でピッキングリスト {code} を完了しました',
  },
  'floor.closedBy.thisDevice': {
    zh: '本设备先前已完成拣货单 {code}',
    en: 'This device already finished pick list {code}',
    ja: 'この端末はピッキングリスト {code} を完了済みです',
  },
  'floor.hint.putBack': {
    zh: '把 {quantity} 件 {product} 放回 {position}',
    en: 'Put {quantity} × {product} back on {position}',
    ja: '{product} を {quantity} 個 {position} に戻してください',
  },
  'floor.hint.pickDoneElsewhere': {
    zh: '这张拣货单已在别的设备上完成；刷新后核对，不要重复拣货',
    en: 'This pick list was finished on another device; refresh and check it, do not pick it again',
    ja: 'このピッキングリストは別の端末で完了しています。更新して確認し、重複してピッキングしないでください',
  },
  'floor.hint.badArgs': {
    zh: '请更新现场应用后重做；如仍出现，请告知办公室',
    en: 'Update the floor app and do it again; if it happens again, tell the office',
    ja: '現場アプリを更新してやり直してください。再発する場合は事務所に連絡してください',
  },
  'floor.hint.receiveLine': {
    zh: '核对入库单和清点数量；入库单如需更正请联系办公室',
    en: 'Check the inbound order and your count; the office can correct the order',
    ja: '入庫伝票と数量を確認してください。伝票の訂正は事務所に依頼してください',
  },
  'floor.hint.overReceipt': {
    zh: '重新清点；最多收到允许数量，多出的货物放在一边并告知办公室',
    en: 'Count the units again; receive at most what is allowed, set the extra units aside and tell the office',
    ja: '数え直してください。許容数まで入荷し、余った商品は別に置いて事務所に連絡してください',
  },
  'floor.hint.putAway': {
    zh: '查看收货区还有哪些待上架的货物；先收货，或少上架一些',
    en: 'Check what waits in receiving; receive the units first, or put away fewer',
    ja: '入荷エリアで待っている商品を確認してください。先に入荷するか、棚入れ数を減らしてください',
  },
  'floor.hint.scanPick': {
    zh: '刷新拣货单；在该行的库位扫描，且不要超过该行数量',
    en: "Refresh the pick list; scan at the line's position and no more than it asks",
    ja: 'ピッキングリストを更新し、明細のロケーションで数量以内をスキャンしてください',
  },
  'floor.hint.pickClosed': {
    zh: '你离线期间办公室已完成或更改了这张拣货单；把货物放回原库位并询问办公室',
    en: 'The office finished or changed this pick list while you were offline; put the units back and ask the office',
    ja: 'オフライン中に事務所がこのピッキングリストを完了または変更しました。商品を戻して事務所に確認してください',
  },
  'floor.hint.shortPick': {
    zh: '刷新拣货单后重新登记缺货',
    en: 'Refresh the pick list and record the short pick again',
    ja: 'ピッキングリストを更新して欠品を登録し直してください',
  },
  'floor.hint.finishPicking': {
    zh: '把每一行扫描完整，或为缺货行登记原因后再完成',
    en: 'Scan every line in full, or give the short lines a reason, then finish again',
    ja: 'すべての明細をスキャンするか、欠品明細に理由を登録してから完了してください',
  },
  'floor.hint.packing': {
    zh: '刷新装箱任务；只装已拣的货物，装完并封好所有箱子后再完成',
    en: 'Refresh the packing task; pack only picked units, close every box, then finish',
    ja: '梱包作業を更新してください。ピッキング済みの商品だけを詰め、すべての箱を封函してから完了してください',
  },
  'floor.hint.packClosed': {
    zh: '办公室已完成或更改了该订单的装箱；请询问办公室',
    en: "The office finished or changed this order's packing; ask the office",
    ja: '事務所がこの伝票の梱包を完了または変更しました。事務所に確認してください',
  },
  'floor.hint.encaseTurnover': {
    zh: '刷新FBA周转任务；每个SKU装箱数量不能超过周转数量，并填写长宽高和重量',
    en: 'Refresh the FBA turnover; pack no more of a SKU than the turnover asks, and give the length, width, height and weight',
    ja: 'FBA中継を更新してください。SKUごとに中継数量を超えずに詰め、長さ・幅・高さ・重量を入力してください',
  },
  'floor.hint.closeBox': {
    zh: '核对箱号，先往箱里装货，并填写长宽高和重量',
    en: 'Check the box number, pack units into it first, and give its length, width, height and weight',
    ja: '箱番号を確認し、先に商品を詰めてから長さ・幅・高さ・重量を入力してください',
  },
  'floor.hint.countPosition': {
    zh: '核对盘点单和库位；该库位不在盘点范围内时请联系办公室',
    en: 'Check the count sheet and the position; ask the office if the position is not on the count',
    ja: '棚卸表とロケーションを確認してください。対象外のロケーションなら事務所に連絡してください',
  },
  'floor.hint.countClosed': {
    zh: '盘点单已提交或关闭；如需重盘请联系办公室',
    en: 'The count was submitted or closed; ask the office for a recount',
    ja: '棚卸は提出済みまたは終了しています。再棚卸は事務所に依頼してください',
  },
  'floor.hint.finishTask': {
    zh: '刷新任务，完成剩余的工作后再结束',
    en: 'Refresh the task, do what is left, then finish it again',
    ja: '作業を更新し、残りを済ませてから完了してください',
  },
  'floor.hint.insufficientStock': {
    zh: '账面库存不足；清点该库位并告知办公室',
    en: 'The books hold fewer units here; count the position and tell the office',
    ja: '帳簿在庫が不足しています。ロケーションを数えて事務所に連絡してください',
  },
  'floor.hint.warehouseNotYours': {
    zh: '在本机选择你可操作的仓库，或请办公室开通该仓库的权限',
    en: 'Choose one of your warehouses on this device, or ask the office for access to this one',
    ja: 'この端末であなたの倉庫を選ぶか、この倉庫の権限を事務所に依頼してください',
  },
  'floor.hint.notFound': {
    zh: '该单据已被删除或不属于本仓；刷新后重试',
    en: 'The document was removed or is not in this warehouse; refresh and try again',
    ja: '伝票が削除されたか、この倉庫のものではありません。更新してやり直してください',
  },
} as const satisfies Record<string, Label>
