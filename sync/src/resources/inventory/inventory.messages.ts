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
    zh: '库存流水 {id}（{sku}）已被冲正，不能再次冲正',
    en: 'The ledger row {id} ({sku}) was corrected already',
    ja: '在庫台帳 {id}（{sku}）は訂正済みです',
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
} as const satisfies Record<string, Label>
