import type { Label } from '../../i18n/language.ts'

/** Messages of the inventory area (keys prefixed `inventory.`), in each language. */
export const inventoryMessages = {
  'inventory.sameCurrency': {
    zh: '原币种和目标币种不能相同',
    en: 'The from and to currencies must differ',
    ja: '換算元と換算先の通貨は異なる必要があります',
  },
  'inventory.rateNotFound': {
    zh: '没有 {from} 兑 {to} 的汇率',
    en: 'There is no exchange rate from {from} to {to}',
    ja: '{from} から {to} への為替レートがありません',
  },
  'inventory.ratePairRequired': {
    zh: '请指定汇率记录，或原币种和目标币种',
    en: 'Name the exchange rate (id) or its from and to currencies',
    ja: '為替レート（id）または換算元・換算先通貨を指定してください',
  },
  'inventory.insufficientStock': {
    zh: '库存不足：{sku} 在 {store} 库位 {position} 可用 {available}，需要 {needed}',
    en: 'Insufficient stock: {sku} at {store}, position {position}, has {available} available; {needed} needed',
    ja: '在庫不足：{store} のロケーション {position} の {sku} は引当可能 {available}、必要 {needed}',
  },
  'inventory.positionNotInStore': {
    zh: '库位 {position} 不属于仓库 {store}',
    en: 'Position {position} is not in warehouse {store}',
    ja: 'ロケーション {position} は倉庫 {store} にありません',
  },
  'inventory.positionDisabled': {
    zh: '库位 {position} 不可用',
    en: 'Position {position} is unavailable',
    ja: 'ロケーション {position} は利用できません',
  },
  'inventory.quantityWhole': {
    zh: '数量须为非零整数',
    en: 'A quantity must be a whole number other than zero',
    ja: '数量は 0 以外の整数にしてください',
  },
  'inventory.alreadyCorrected': {
    zh: '库存流水（{sku}，数量 {quantity}，{time}）已被冲正，不能再次冲正',
    en: 'The ledger row ({sku}, quantity {quantity}, {time}) was corrected already',
    ja: '在庫台帳（{sku}、数量 {quantity}、{time}）は訂正済みです',
  },
  'inventory.ledgerImmutable': {
    zh: '库存流水不可修改（{field}）：只能改备注，错误的流水请冲正',
    en: 'A ledger row cannot change ({field}): only its remark can; void a wrong row instead',
    ja: '在庫台帳は変更できません（{field}）：備考のみ変更できます。誤りは取消してください',
  },
  'inventory.nothingToPost': {
    zh: '没有可记账的库存变动',
    en: 'There is no stock movement to post',
    ja: '記帳する在庫変動がありません',
  },
  'inventory.importDuplicateLot': {
    zh: '与第 {first} 行是同一批次',
    en: 'the same lot as row {first}',
    ja: '{first} 行目と同じロットです',
  },
  'inventory.clearedReason': { zh: '清空库存', en: 'Stock cleared', ja: '在庫クリア' },
  'inventory.correctionReason': {
    zh: '冲正流水 {ids}',
    en: 'Correction of ledger rows {ids}',
    ja: '台帳 {ids} の訂正',
  },
  'inventory.lotReserved': {
    zh: '{sku} 该批次有 {reserved} 件已占用，不能移动或改批次',
    en: '{sku}: {reserved} units of this lot are reserved; it cannot be moved or renamed',
    ja: '{sku}：このロットは {reserved} 個引当済のため、移動・変更できません',
  },
  'inventory.transitPosition': {
    zh: '库位 {position} 是在途库位：在途货物只能随到货出入',
    en: 'Position {position} holds goods in transit: only their dispatch and arrival move them',
    ja: 'ロケーション {position} は輸送中の在庫です：発送と到着でのみ変動します',
  },
  'inventory.notTransitPosition': {
    zh: '库位 {position} 不是在途库位',
    en: 'Position {position} is not an in-transit position',
    ja: 'ロケーション {position} は輸送中ロケーションではありません',
  },
  'inventory.notInTransit': {
    zh: '在途不足：{sku} 批次 {batch} 发往 {store} 在途 {inTransit}，到货 {needed}',
    en: 'Not in transit: {sku} lot {batch} to {store} has {inTransit} in transit; {needed} arriving',
    ja: '輸送中在庫不足：{store} 宛 {sku} ロット {batch} の輸送中は {inTransit}、到着 {needed}',
  },
  'inventory.lotInTransit': {
    zh: '{sku} 批次 {batch} 有 {inTransit} 件在途，到货前不能移动或改批次',
    en: '{sku} lot {batch} has {inTransit} units in transit; it cannot be moved or renamed before they arrive',
    ja: '{sku} ロット {batch} は {inTransit} 個輸送中のため、到着まで移動・変更できません',
  },
  'inventory.transitZoneName': { zh: '在途区', en: 'In transit', ja: '輸送中エリア' },
  'inventory.transitPositionName': { zh: '在途库位', en: 'In transit', ja: '輸送中ロケーション' },
  'inventory.lotTaken': {
    zh: '{sku} 在目标库位已有相同批次，请用库存移动合并',
    en: '{sku} already has that lot in that position; merge them with a stock movement',
    ja: '{sku} は移動先に同じロットがあります。在庫移動で統合してください',
  },
  'inventory.notThirdPartyStore': {
    zh: '入库单“{code}”的仓库 {store} 没有对接三方系统，无需推送',
    en: 'The warehouse {store} of inbound order {code} is not run through a third-party system; there is nothing to push to',
    ja: '入庫伝票「{code}」の倉庫 {store} は外部システム連携ではないため、連携できません',
  },
  'inventory.noParts': {
    zh: '加工单“{code}”的产品没有配件，无法组装或拆分',
    en: 'The product of processing order {code} has no parts to assemble from or take apart into',
    ja: '加工伝票「{code}」の商品には部品が登録されていません',
  },
  'inventory.processingLocked': {
    zh: '加工单“{code}”{status}，不能修改或删除',
    en: 'The processing order {code} is {status}; it can no longer be changed or removed',
    ja: '加工伝票「{code}」は{status}のため、変更・削除できません',
  },
  'inventory.notDomesticStore': {
    zh: '仓库 {store} 不是国内仓',
    en: 'The warehouse {store} is not a domestic warehouse',
    ja: '倉庫 {store} は国内倉庫ではありません',
  },
  'inventory.notVcShop': {
    zh: '店铺 {shop} 不是亚马逊VC店铺',
    en: 'The shop {shop} is not an Amazon Vendor Central shop',
    ja: 'ショップ {shop} は Amazon ベンダーセントラルのショップではありません',
  },
  'inventory.pushChooseRows': {
    zh: '请选择要推送的配置（ids）或店铺（shopIds）',
    en: 'Choose the push settings (ids) or the shops (shopIds) to push',
    ja: '連携する設定（ids）またはショップ（shopIds）を選択してください',
  },
  'inventory.importColumnsMissing': {
    zh: '文件缺少列：{columns}',
    en: 'The file lacks the columns: {columns}',
    ja: 'ファイルに次の列がありません：{columns}',
  },
  'inventory.importDuplicateRow': {
    zh: '与第 {first} 行重复（同一店铺和销售SKU）',
    en: 'repeats row {first} (the same shop and sales SKU)',
    ja: '{first} 行目と重複しています（同じショップと販売SKU）',
  },
  'inventory.noPushConfig': {
    zh: '店铺 {shop} 的销售SKU {sku} 没有库存推送配置',
    en: 'The sales SKU {sku} of shop {shop} has no inventory push setting',
    ja: 'ショップ {shop} の販売SKU {sku} には在庫連携設定がありません',
  },
  'inventory.platformSkuMismatch': {
    zh: '销售SKU编码应为所选销售SKU的编码 {sku}',
    en: 'The seller SKU must be that of the chosen sales SKU, {sku}',
    ja: '販売SKUコードは選択した販売SKUのコード {sku} である必要があります',
  },
  'inventory.platformImportColumnsMissing': {
    zh: '文件缺少列：{columns}',
    en: 'The file lacks the columns: {columns}',
    ja: 'ファイルに次の列がありません：{columns}',
  },
  'inventory.platformImportUnknownShop': {
    zh: '{field} {value} 不存在',
    en: '{field} {value} does not exist',
    ja: '{field} {value} は存在しません',
  },
  'inventory.platformImportUnknownSku': {
    zh: '店铺 {shop} 没有销售SKU {value}',
    en: 'the shop {shop} has no sales SKU {value}',
    ja: 'ショップ {shop} に販売SKU {value} はありません',
  },
  'inventory.platformImportDuplicate': {
    zh: '与第 {first} 行重复（同一店铺、销售SKU、发货渠道和报告日期）',
    en: 'repeats row {first} (the same shop, sales SKU, channel and report date)',
    ja: '{first} 行目と重複しています（同じショップ・販売SKU・チャネル・レポート日）',
  },
  'inventory.platformSyncScope': {
    zh: '请选择要同步的店铺（shopIds）或报告行（ids）',
    en: 'Choose the shops (shopIds) or the report lines (ids) to sync',
    ja: '同期するショップ（shopIds）またはレポート行（ids）を選択してください',
  },
  'inventory.platformQuantityRequired': {
    zh: '请至少填写一个要修改的数量',
    en: 'Give at least one quantity to set',
    ja: '変更する数量を少なくとも1つ入力してください',
  },
} as const satisfies Record<string, Label>
