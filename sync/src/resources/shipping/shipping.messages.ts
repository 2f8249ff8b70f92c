import type { Label } from '../../i18n/language.ts'

/** Messages of the shipping area (keys prefixed `shipping.`), in each language. */
export const shippingMessages = {
  'shipping.applyOrderNotApproved': {
    zh: '采购订单“{order}”未审核通过，不能申请发货',
    en: 'Purchase order "{order}" is not approved; its goods cannot be applied for shipping',
    ja: '発注書「{order}」は未承認のため出荷申請できません',
  },
  'shipping.applyOrderShipped': {
    zh: '采购订单“{order}”已直接发货入库，不能再申请发货',
    en: 'Purchase order "{order}" was already shipped into a warehouse; it cannot be applied for again',
    ja: '発注書「{order}」は既に入庫出荷済みのため出荷申請できません',
  },
  'shipping.applyNeedsItems': {
    zh: '请至少填写一行申请发货的产品',
    en: 'Add at least one line to ship',
    ja: '出荷する明細を 1 行以上入力してください',
  },
  'shipping.applyLineNotOfOrder': {
    zh: '第 {line} 行：所选明细不属于采购订单“{order}”',
    en: 'Line {line}: the chosen line is not a line of purchase order "{order}"',
    ja: '{line} 行目：選択した明細は発注書「{order}」のものではありません',
  },
  'shipping.applyLineTwice': {
    zh: '第 {line} 行：SKU {sku} 在本申请中重复',
    en: 'Line {line}: SKU {sku} appears twice in this application',
    ja: '{line} 行目：SKU {sku} がこの申請で重複しています',
  },
  'shipping.lineQuantityPositive': {
    zh: '第 {line} 行：发货数量必须大于 0',
    en: 'Line {line}: the quantity must be greater than 0',
    ja: '{line} 行目：数量は 0 より大きくしてください',
  },
  'shipping.applyOverPassed': {
    zh: '第 {line} 行：SKU {sku} 申请 {quantity} 件，超过验货合格可申请数量（剩余 {left} 件）',
    en: 'Line {line}: SKU {sku} applies for {quantity}, more than the quality-passed units left to apply for ({left})',
    ja: '{line} 行目：SKU {sku} の申請 {quantity} 件は検品合格の申請可能数（残り {left} 件）を超えています',
  },
  'shipping.applyNotEditable': {
    zh: '发货申请“{apply}”已进入发货计划或已作废，不能修改或删除',
    en: 'Ship application "{apply}" is in a shipment plan or obsolete and can no longer be changed or removed',
    ja: '出荷申請「{apply}」は出荷計画に割当済みまたは廃止のため変更・削除できません',
  },
  'shipping.planNeedsItems': {
    zh: '发货计划至少需要一行发货明细',
    en: 'A shipment plan needs at least one line',
    ja: '出荷計画には明細が 1 行以上必要です',
  },
  'shipping.planApplyNotOpen': {
    zh: '第 {line} 行：发货申请“{apply}”不可分配（已作废或已发货）',
    en: 'Line {line}: ship application "{apply}" cannot be planned (obsolete or shipped)',
    ja: '{line} 行目：出荷申請「{apply}」は割当できません（廃止または出荷済み）',
  },
  'shipping.planOverApplied': {
    zh: '第 {line} 行：SKU {sku} 计划发货 {quantity} 件，超过申请未分配数量（剩余 {left} 件）',
    en: 'Line {line}: SKU {sku} plans {quantity}, more than its application has left to plan ({left})',
    ja: '{line} 行目：SKU {sku} の計画 {quantity} 件は申請の未割当数（残り {left} 件）を超えています',
  },
  'shipping.planStoreMismatch': {
    zh: '第 {line} 行：发货申请“{apply}”的目的仓库与计划不同',
    en: 'Line {line}: ship application "{apply}" goes to another warehouse than the plan',
    ja: '{line} 行目：出荷申請「{apply}」の入庫先倉庫が計画と異なります',
  },
  'shipping.planNotEditable': {
    zh: '发货计划“{plan}”已发货、完成或作废，不能修改或删除',
    en: 'Shipment plan "{plan}" is shipped, completed or void and can no longer be changed or removed',
    ja: '出荷計画「{plan}」は出荷済み・完了・無効のため変更・削除できません',
  },
  'shipping.planOnShip': {
    zh: '发货计划“{plan}”已装船，请先从船次中移出',
    en: 'Shipment plan "{plan}" is loaded on a ship; take it off the ship first',
    ja: '出荷計画「{plan}」は船便に積載済みです。先に船便から外してください',
  },
  'shipping.planNeedsStore': {
    zh: '请选择目的仓库（发货申请“{apply}”未指定）',
    en: 'Choose the destination warehouse (ship application "{apply}" names none)',
    ja: '入庫先倉庫を選択してください（出荷申請「{apply}」に指定がありません）',
  },
  'shipping.planAppliesElsewhere': {
    zh: '所选发货申请的目的仓库不同，不能合并为一个计划',
    en: 'The chosen applications go to different warehouses and cannot make one plan',
    ja: '選択した出荷申請の入庫先倉庫が異なるため、1 つの計画にできません',
  },
  'shipping.nothingLeftToPlan': {
    zh: '发货申请“{apply}”已全部分配',
    en: 'Ship application "{apply}" is planned in full already',
    ja: '出荷申請「{apply}」は全数割当済みです',
  },
  'shipping.cartonSizeUnreadable': {
    zh: 'SKU {sku} 的箱规“{gauge}”无法识别（应为 长x宽x高 cm，如 50x38x56 cm）',
    en: 'SKU {sku}: carton size "{gauge}" cannot be read (write length x width x height in cm, e.g. 50x38x56 cm)',
    ja: 'SKU {sku} のカートンサイズ「{gauge}」を読み取れません（例：50x38x56 cm）',
  },
  'shipping.checkPlanNotOpen': {
    zh: '发货计划“{plan}”不在已确认或待验货状态，不能验货',
    en: 'Shipment plan "{plan}" is neither confirmed nor awaiting inspection and cannot be inspected',
    ja: '出荷計画「{plan}」は確定済み・検品待ちではないため検品できません',
  },
  'shipping.checkSampledPositive': {
    zh: '抽检数量必须大于 0',
    en: 'The sampled quantity must be greater than 0',
    ja: '抜取数は 0 より大きくしてください',
  },
  'shipping.checkDefectsOverSampled': {
    zh: '不良数量 {defect} 不能大于抽检数量 {sampled}',
    en: 'Defects ({defect}) cannot exceed the sampled quantity ({sampled})',
    ja: '不良数 {defect} は抜取数 {sampled} を超えられません',
  },
  'shipping.checkApplyNotInPlan': {
    zh: '发货申请“{apply}”不在发货计划“{plan}”中',
    en: 'Ship application "{apply}" is not in shipment plan "{plan}"',
    ja: '出荷申請「{apply}」は出荷計画「{plan}」に含まれていません',
  },
  'shipping.paymentOrderNotInPlan': {
    zh: '第 {line} 行：采购订单“{order}”不在发货计划“{plan}”中',
    en: 'Line {line}: purchase order "{order}" is not shipped by plan "{plan}"',
    ja: '{line} 行目：発注書「{order}」は出荷計画「{plan}」に含まれていません',
  },
  'shipping.paymentAmountPositive': {
    zh: '第 {line} 行：付款金额必须大于 0',
    en: 'Line {line}: the amount must be greater than 0',
    ja: '{line} 行目：支払金額は 0 より大きくしてください',
  },
  'shipping.paymentNotEditable': {
    zh: '第 {line} 行：付款已进入付款流程，不能修改',
    en: 'Line {line}: the payment is already being paid and cannot be changed',
    ja: '{line} 行目：支払処理中のため変更できません',
  },
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
  'shipping.shipVoid': { zh: '货柜“{ship}”已作废', en: 'Ship "{ship}" is void', ja: 'コンテナ「{ship}」は無効です' },
  'shipping.documentNoTicketCode': {
    zh: '货柜 {code} 还没有票号，无法按票号生成合同',
    en: 'Ship {code} has no ticket code yet; no contract by ticket code can be made of it',
    ja: 'コンテナ {code} には票番号がないため、票番号別の契約書を作成できません',
  },
  'shipping.documentFactoryUnknown': {
    zh: '供应商编码 {code} 不存在',
    en: 'There is no supplier with the code {code}',
    ja: 'サプライヤーコード {code} は存在しません',
  },
  'shipping.documentWithoutGoods': {
    zh: '货柜 {code} 上没有（该供应商的）货物，无法生成单证',
    en: 'Ship {code} carries no goods (of this supplier); no document can be made of it',
    ja: 'コンテナ {code} には（このサプライヤーの）貨物がないため、書類を作成できません',
  },
  'shipping.documentUndeclared': {
    zh: '以下产品没有申报信息（申报品名与申报单价），请先在产品的申报信息中补充：{skus}',
    en: 'These products have no customs declaration (declared names and price); add one on the product first: {skus}',
    ja: '次の商品には通関申告情報（申告品名と申告単価）がありません。先に商品に登録してください：{skus}',
  },
  'shipping.documentCurrencies': {
    zh: '货物的申报币种不一致（{currencies}），一份单证只能使用一种币种',
    en: 'The goods are declared in several currencies ({currencies}); a document takes one',
    ja: '貨物の申告通貨が複数あります（{currencies}）。書類の通貨は一つです',
  },
} as const satisfies Record<string, Label>
