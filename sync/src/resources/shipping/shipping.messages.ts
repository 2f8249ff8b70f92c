import type { Label } from '../../i18n/language.ts'

/** Messages of the shipping area (keys prefixed `shipping.`), in each language. */
export const shippingMessages = {
  'shipping.overCapacity': {
    zh: '货柜“{ship}”（{type}）装不下：体积 {volume} m³ / 可装 {capacityVolume} m³（超出 {overVolume} m³），重量 {weight} kg / 可装 {capacityWeight} kg（超出 {overWeight} kg）',
    en: 'Ship "{ship}" ({type}) cannot hold the load: volume {volume} m³ of {capacityVolume} m³ ({overVolume} m³ over), weight {weight} kg of {capacityWeight} kg ({overWeight} kg over)',
    ja: 'コンテナ「{ship}」（{type}）に積み切れません：容積 {volume} m³ / 上限 {capacityVolume} m³（{overVolume} m³ 超過）、重量 {weight} kg / 上限 {capacityWeight} kg（{overWeight} kg 超過）',
  },
  'shipping.costNotCalculated': {
    zh: '货柜“{record}”费用未计算（或未核对），不能{action}',
    en: 'Ship "{record}": cost not calculated (or not checked); cannot {action}',
    ja: 'コンテナ「{record}」の費用が未計算（または未確認）のため、{action}できません',
  },
  'shipping.shipmentChanged': {
    zh: '发货计划“{plan}”在货柜“{ship}”确认后已修改（发货变更），请取消确认、核对后重新确认再开船',
    en: 'Shipment changed: plan "{plan}" was edited after ship "{ship}" was confirmed; reopen, check and confirm the ship again before departure',
    ja: '出荷変更：出荷計画「{plan}」はコンテナ「{ship}」の確定後に変更されました。確定を取り消し、確認して再確定してから出港してください',
  },
  'shipping.shipWithoutPlans': {
    zh: '货柜“{ship}”没有装载发货计划',
    en: 'Ship "{ship}" has no shipment plans loaded',
    ja: 'コンテナ「{ship}」に出荷計画が積まれていません',
  },
  'shipping.shipNotEditable': {
    zh: '货柜“{ship}”已确认或已开船，不能修改装载（请先取消确认）',
    en: 'Ship "{ship}" is confirmed or gone; its load cannot change (reopen it first)',
    ja: 'コンテナ「{ship}」は確定済みまたは出港済みのため、積載を変更できません（先に確定を取り消してください）',
  },
  'shipping.planNotFound': {
    zh: '发货计划 {plan} 不存在',
    en: 'Shipment plan {plan} does not exist',
    ja: '出荷計画 {plan} は存在しません',
  },
  'shipping.planNotLoadable': {
    zh: '发货计划“{plan}”不是已确认状态，不能装柜',
    en: 'Shipment plan "{plan}" is not confirmed and cannot be loaded',
    ja: '出荷計画「{plan}」は確定状態ではないため積み込めません',
  },
  'shipping.planOnOtherShip': {
    zh: '发货计划“{plan}”已装在货柜“{ship}”',
    en: 'Shipment plan "{plan}" is already on ship "{ship}"',
    ja: '出荷計画「{plan}」はすでにコンテナ「{ship}」に積まれています',
  },
  'shipping.planOtherStore': {
    zh: '发货计划“{plan}”的目的仓库与货柜不同',
    en: 'Shipment plan "{plan}" goes to another warehouse than the ship',
    ja: '出荷計画「{plan}」の仕向け倉庫がコンテナと異なります',
  },
  'shipping.productWithoutCarton': {
    zh: '产品“{sku}”没有箱规或单箱重量，无法计算体积重量',
    en: 'Product "{sku}" has no carton size or carton weight; its volume and weight cannot be worked out',
    ja: '商品「{sku}」にカートンサイズまたはカートン重量がないため、容積と重量を計算できません',
  },
  'shipping.cartonSizeInvalid': {
    zh: '产品“{sku}”的箱规“{gauge}”无法识别（应为 长x宽x高 cm）',
    en: 'Product "{sku}": carton size "{gauge}" is not understood (length x width x height in cm)',
    ja: '商品「{sku}」のカートンサイズ「{gauge}」を解釈できません（縦x横x高さ cm）',
  },
  'shipping.costsLocked': {
    zh: '货柜“{ship}”的费用已核对或已生成账单，请先清除计算',
    en: 'The costs of ship "{ship}" are checked or billed; clear the calculation first',
    ja: 'コンテナ「{ship}」の費用は確認済みまたは請求済みです。先に計算をクリアしてください',
  },
  'shipping.noCosts': {
    zh: '货柜“{ship}”没有费用明细',
    en: 'Ship "{ship}" has no cost lines',
    ja: 'コンテナ「{ship}」に費用明細がありません',
  },
  'shipping.costWithoutAmount': {
    zh: '货柜“{ship}”的费用“{cost}”既没有金额也没有费率',
    en: 'Cost "{cost}" of ship "{ship}" has neither an amount nor a rate',
    ja: 'コンテナ「{ship}」の費用「{cost}」に金額も料率もありません',
  },
  'shipping.costNoRate': {
    zh: '费用“{cost}”按{unit}计价，但没有给出费率，货代也没有报价记录',
    en: 'Cost "{cost}" is priced {unit} but no rate was given and the forwarder has none on record',
    ja: '費用「{cost}」は{unit}で計算しますが、料率の指定もフォワーダーの記録もありません',
  },
  'shipping.costBasisZero': {
    zh: '费用“{cost}”按{basis}分摊，但货柜的装载合计为 0',
    en: 'Cost "{cost}" is allocated {basis}, but the load adds up to 0',
    ja: '費用「{cost}」は{basis}で配賦しますが、積載の合計が 0 です',
  },
  'shipping.costOfOtherShip': {
    zh: '费用 {cost} 不属于货柜“{ship}”',
    en: 'Cost {cost} is not one of ship "{ship}"',
    ja: '費用 {cost} はコンテナ「{ship}」のものではありません',
  },
  'shipping.mergeNeedsShips': {
    zh: '请选择要合并的货柜（至少一个，且不含目标货柜）',
    en: 'Choose the ships to merge (at least one, not the target itself)',
    ja: '統合するコンテナを選んでください（1つ以上、統合先以外）',
  },
  'shipping.mergeOtherStore': {
    zh: '货柜“{ship}”的目的仓库与目标货柜不同，不能合并',
    en: 'Ship "{ship}" goes to another warehouse than the target; they cannot merge',
    ja: 'コンテナ「{ship}」の仕向け倉庫が統合先と異なるため統合できません',
  },
  'shipping.mergeNotDraft': {
    zh: '货柜“{ship}”不是草稿状态，不能合并',
    en: 'Ship "{ship}" is not a draft and cannot be merged',
    ja: 'コンテナ「{ship}」は下書きではないため統合できません',
  },
  'shipping.invoiceWithoutGoods': {
    zh: '货柜“{ship}”没有可开票的采购货物',
    en: 'Ship "{ship}" carries no purchased goods to invoice',
    ja: 'コンテナ「{ship}」に請求対象の購買品がありません',
  },
  'shipping.invoiceExists': {
    zh: '货柜“{ship}”已生成开票通知',
    en: 'Ship "{ship}" already has its invoice notices',
    ja: 'コンテナ「{ship}」の請求書発行依頼は作成済みです',
  },
  'shipping.shipVoid': {
    zh: '货柜“{ship}”已作废',
    en: 'Ship "{ship}" is void',
    ja: 'コンテナ「{ship}」は無効です',
  },
} as const satisfies Record<string, Label>
