import type { Label } from '../../i18n/language.ts'

/** Messages of the purchasing area (keys prefixed `purchasing.`), in each language. */
export const purchasingMessages = {
  'purchasing.factoryDisabled': {
    zh: '供应商“{factory}”已禁用',
    en: 'Supplier "{factory}" is disabled',
    ja: 'サプライヤー「{factory}」は無効です',
  },
  'purchasing.datesOutOfOrder': {
    zh: '“{field}”不能早于或等于“{previous}”',
    en: '"{field}" must come after "{previous}"',
    ja: '「{field}」は「{previous}」より後の日付にしてください',
  },
  'purchasing.itemProductRequired': {
    zh: '第 {line} 行：请选择产品',
    en: 'Line {line}: choose a product',
    ja: '{line} 行目：商品を選択してください',
  },
  'purchasing.itemPositive': {
    zh: '第 {line} 行：“{field}”必须大于 0',
    en: 'Line {line}: "{field}" must be greater than 0',
    ja: '{line} 行目：「{field}」は 0 より大きくしてください',
  },
  'purchasing.planWithoutItems': {
    zh: '销售计划“{plan}”没有添加产品，不能提交',
    en: 'Sales plan "{plan}" has no products and cannot be submitted',
    ja: '販売計画「{plan}」には商品がないため提出できません',
  },
  'purchasing.shopWithoutFees': {
    zh: '店铺“{shop}”没有损益配置（费用配置），销售计划不能提交',
    en: 'Shop "{shop}" has no profit-and-loss (fee) configuration; the sales plan cannot be submitted',
    ja: 'ショップ「{shop}」に損益（費用）設定がないため、販売計画を提出できません',
  },
  'purchasing.trialCostNeedsPlan': {
    zh: '请指定销售计划（planId）或计划明细（id）',
    en: 'Name a sales plan (planId) or a plan line (id)',
    ja: '販売計画（planId）または計画明細（id）を指定してください',
  },
  'purchasing.contractDocumentNotFound': {
    zh: '单据 {id} 不存在或已删除，无法生成合同',
    en: 'Document {id} does not exist or was removed; no contract can be made of it',
    ja: '伝票 {id} は存在しないか削除されたため、契約書を作成できません',
  },
  'purchasing.contractWithoutLines': {
    zh: '单据 {id} 没有明细行，无法生成合同',
    en: 'Document {id} has no lines; no contract can be made of it',
    ja: '伝票 {id} に明細がないため、契約書を作成できません',
  },
  'purchasing.purchaseWithoutItems': {
    zh: '采购单“{purchase}”没有采购明细',
    en: 'Purchase "{purchase}" has no lines',
    ja: '購買「{purchase}」に明細がありません',
  },
  'purchasing.planItemNotApproved': {
    zh: '第 {line} 行：销售计划“{plan}”未审核通过，不能采购',
    en: 'Line {line}: sales plan "{plan}" is not approved and cannot be bought against',
    ja: '{line} 行目：販売計画「{plan}」は未承認のため購買できません',
  },
  'purchasing.planItemProductMismatch': {
    zh: '第 {line} 行：产品与销售计划明细的产品不一致',
    en: "Line {line}: the product is not the sales plan line's product",
    ja: '{line} 行目：商品が販売計画明細の商品と一致しません',
  },
  'purchasing.planItemOverbought': {
    zh: '第 {line} 行：采购数量 {quantity} 超过销售计划剩余可采购数量 {remaining}',
    en: 'Line {line}: quantity {quantity} is more than the {remaining} left to buy on the sales plan',
    ja: '{line} 行目：数量 {quantity} が販売計画の残り購買可能数 {remaining} を超えています',
  },
  'purchasing.purchaseNotEditable': {
    zh: '采购单“{purchase}”已确定或作废，不能修改或删除',
    en: 'Purchase "{purchase}" is determined or abolished and can no longer be changed or removed',
    ja: '購買「{purchase}」は確定済みまたは廃止のため変更・削除できません',
  },
  'purchasing.purchaseOrdersPastAudit': {
    zh: '采购单“{purchase}”的采购订单“{order}”已提交审核或审核通过，不能作废',
    en: 'Purchase order "{order}" of purchase "{purchase}" is in approval or approved; the purchase cannot be abolished',
    ja: '購買「{purchase}」の発注書「{order}」は承認中または承認済みのため廃止できません',
  },
  'purchasing.orderNotEditable': {
    zh: '采购订单“{order}”已审核通过或作废，不能修改',
    en: 'Purchase order "{order}" is approved or void and can no longer be changed',
    ja: '発注書「{order}」は承認済みまたは無効のため変更できません',
  },
  'purchasing.orderNotRemovable': {
    zh: '采购订单“{order}”来自采购单或已提交审核，不能删除（请作废采购单）',
    en: 'Purchase order "{order}" comes from a purchase or went to audit and cannot be removed (abolish the purchase)',
    ja: '発注書「{order}」は購買から作成されたか審査に提出済みのため削除できません（購買を廃止してください）',
  },
  'purchasing.noExchangeRate': {
    zh: '没有 {from} 兑 {to} 的汇率，请先维护汇率或填写汇率',
    en: 'No exchange rate from {from} to {to}: set one up or enter the rate',
    ja: '{from} から {to} への為替レートがありません。レートを登録するか入力してください',
  },
  'purchasing.retainerNeedsValue': {
    zh: '请填写定金或定金比例',
    en: 'Enter the deposit or the deposit ratio',
    ja: '手付金または手付金比率を入力してください',
  },
  'purchasing.retainerOverAmount': {
    zh: '定金 {retainer} 不能超过采购金额 {amount}',
    en: 'The deposit {retainer} cannot exceed the order amount {amount}',
    ja: '手付金 {retainer} は発注金額 {amount} を超えられません',
  },
  'purchasing.retainerMismatch': {
    zh: '定金 {retainer} 与定金比例 {ratio} 不一致（采购金额 {amount}）',
    en: 'The deposit {retainer} does not match the ratio {ratio} of the amount {amount}',
    ja: '手付金 {retainer} が発注金額 {amount} の比率 {ratio} と一致しません',
  },
  'purchasing.defectsOverSampled': {
    zh: '不良数量 {defect} 不能大于抽检数量 {sampled}',
    en: 'Defects ({defect}) cannot be more than the units sampled ({sampled})',
    ja: '不良数 {defect} は抜取数 {sampled} を超えられません',
  },
  'purchasing.sampledPositive': {
    zh: '抽检数量必须大于 0',
    en: 'The units sampled must be more than 0',
    ja: '抜取数は 0 より大きくしてください',
  },
  'purchasing.checkOrderNotApproved': {
    zh: '采购订单“{order}”未审核通过，不能验货或发货',
    en: 'Purchase order "{order}" is not approved: it cannot be checked or shipped',
    ja: '発注書「{order}」は未承認のため検品・出荷できません',
  },
  'purchasing.shipNeedsCheck': {
    zh: '采购订单“{order}”还没有验货合格的记录，不能发货',
    en: 'Purchase order "{order}" has no passed quality check and cannot ship',
    ja: '発注書「{order}」に合格した検品記録がないため出荷できません',
  },
  'purchasing.shipLotFailed': {
    zh: '采购订单“{order}”的批次“{lot}”验货不合格，重新验货合格后才能发货',
    en: 'Lot "{lot}" of purchase order "{order}" failed its quality check: re-check it before shipping',
    ja: '発注書「{order}」のロット「{lot}」は検品不合格です。再検品で合格してから出荷してください',
  },
  'purchasing.shipNeedsStore': {
    zh: '采购订单“{order}”没有目的仓库，不能发货',
    en: 'Purchase order "{order}" has no destination warehouse and cannot ship',
    ja: '発注書「{order}」に入庫先倉庫がないため出荷できません',
  },
  'purchasing.contractFileRequired': {
    zh: '请上传合同文件',
    en: 'Upload the contract file',
    ja: '契約書をアップロードしてください',
  },
  'purchasing.contractFileTooLarge': {
    zh: '合同文件不能超过 2 MB',
    en: 'The contract file cannot be larger than 2 MB',
    ja: '契約書は 2 MB 以下にしてください',
  },
  'purchasing.contractFileType': {
    zh: '合同文件只能是 {types}',
    en: 'The contract file must be one of {types}',
    ja: '契約書は {types} のいずれかにしてください',
  },
  'purchasing.getPriceNeedsProduct': {
    zh: '请指定产品（productId）或 SKU（sku）',
    en: 'Name a product (productId) or a SKU (sku)',
    ja: '商品（productId）または SKU（sku）を指定してください',
  },
  'purchasing.ruleTarget': {
    zh: '请选择产品或产品分类（二选一）',
    en: 'Choose either a product or a category',
    ja: '商品かカテゴリのどちらか一方を選択してください',
  },
  'purchasing.purchaseRuleTarget': {
    zh: '请选择产品或供应商（二选一）',
    en: 'Choose either a product or a supplier',
    ja: '商品かサプライヤーのどちらか一方を選択してください',
  },
  'purchasing.ruleExists': {
    zh: '“{target}”已有规则，请修改原规则',
    en: '"{target}" already has a rule; change that one',
    ja: '「{target}」には既にルールがあります。既存のルールを変更してください',
  },
  'purchasing.replenishmentRowMissing': {
    zh: '没有产品 {productId} 在该仓库的补货数据',
    en: 'No replenishment figures for product {productId} in that warehouse',
    ja: '商品 {productId} のその倉庫の補充データがありません',
  },
  'purchasing.nothingToBuy': {
    zh: '所选SKU没有建议补货量，无法生成采购单',
    en: 'None of the chosen SKUs has a suggestion to buy; no purchase was made',
    ja: '選択した SKU に補充提案がないため、発注を作成できません',
  },
} as const satisfies Record<string, Label>
