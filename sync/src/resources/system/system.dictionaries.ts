import { type Dictionary, defineDictionary } from '../../dictionaries/define-dictionary.ts'

/** Operational log entries the server writes (blade_log_usual.log_type). */
export const usualLogType = defineDictionary({
  code: 'usual_log_type',
  name: { zh: '操作日志类型', en: 'Operation log type', ja: '操作ログ種別' },
  entries: [
    { key: '1', label: { zh: '登录', en: 'Sign-in', ja: 'ログイン' } },
    { key: '2', label: { zh: '退出', en: 'Sign-out', ja: 'ログアウト' } },
    { key: '3', label: { zh: '租户创建', en: 'Tenant created', ja: 'テナント作成' } },
    { key: '4', label: { zh: '租户修改', en: 'Tenant changed', ja: 'テナント変更' } },
    { key: '5', label: { zh: '租户删除', en: 'Tenant removed', ja: 'テナント削除' } },
    { key: '6', label: { zh: '字典变更', en: 'Dictionary changed', ja: '辞書変更' } },
    { key: '7', label: { zh: '参数变更', en: 'Parameter changed', ja: 'パラメータ変更' } },
    { key: '8', label: { zh: '数据源变更', en: 'Data source changed', ja: 'データソース変更' } },
    { key: '9', label: { zh: '代码生成', en: 'Code generated', ja: 'コード生成' } },
    { key: '10', label: { zh: '离线导出', en: 'Offline export', ja: 'オフラインエクスポート' } },
  ],
})

/** Download centre: the state of an offline export (1 queued, 2 running, 3 done, 4 failed). */
export const offlineExportStatus = defineDictionary({
  code: 'offline_export_status',
  name: { zh: '导出状态', en: 'Export status', ja: 'エクスポート状態' },
  entries: [
    { key: '1', label: { zh: '排队中', en: 'Queued', ja: '待機中' } },
    { key: '2', label: { zh: '导出中', en: 'Running', ja: '実行中' } },
    { key: '3', label: { zh: '已完成', en: 'Done', ja: '完了' } },
    { key: '4', label: { zh: '失败', en: 'Failed', ja: '失敗' } },
  ],
})

/**
 * Import templates offered by /api/erp/downloadtemplate/detail?type=N; the remark names the
 * declared resource (`module/name`) whose import columns the template carries.
 */
export const downloadTemplateType = defineDictionary({
  code: 'download_template_type',
  name: { zh: '导入模板类型', en: 'Import template type', ja: 'インポートテンプレート種別' },
  entries: [
    {
      key: '1',
      label: { zh: '客户导入模板', en: 'Customer import', ja: '顧客インポート' },
      remark: 'erp/basecustomer',
    },
    {
      key: '2',
      label: { zh: '业务字典导入模板', en: 'Business dictionary import', ja: '業務辞書インポート' },
      remark: 'blade-system/dict-biz',
    },
    {
      key: '3',
      label: { zh: '参数导入模板', en: 'Parameter import', ja: 'パラメータインポート' },
      remark: 'blade-system/param',
    },
  ],
})

/** News centre (/system/newsCenter): kinds of published information. */
export const publishInfoType = defineDictionary({
  code: 'publish_info_type',
  name: { zh: '发布类型', en: 'Publication type', ja: '公開種別' },
  entries: [
    { key: '1', label: { zh: '版本更新', en: 'Release notes', ja: 'リリースノート' } },
    { key: '2', label: { zh: '系统公告', en: 'System announcement', ja: 'システムのお知らせ' } },
    { key: '3', label: { zh: '业务通知', en: 'Business notice', ja: '業務連絡' } },
  ],
})

/** System access: department kinds (blade_dept.dept_category). */
export const deptCategory = defineDictionary({
  code: 'dept_category',
  name: { zh: '部门类型', en: 'Department category', ja: '部署種別' },
  entries: [
    { key: '1', label: { zh: '公司', en: 'Company', ja: '会社' } },
    { key: '2', label: { zh: '部门', en: 'Department', ja: '部門' } },
    { key: '3', label: { zh: '小组', en: 'Team', ja: 'チーム' } },
  ],
})

/** System access: post levels (blade_post.category). */
export const postCategory = defineDictionary({
  code: 'post_category',
  name: { zh: '岗位类型', en: 'Post category', ja: '役職種別' },
  entries: [
    { key: '1', label: { zh: '高层', en: 'Senior management', ja: '上級管理職' } },
    { key: '2', label: { zh: '中层', en: 'Middle management', ja: '中間管理職' } },
    { key: '3', label: { zh: '基层', en: 'Staff', ja: '一般職' } },
    { key: '4', label: { zh: '其他', en: 'Other', ja: 'その他' } },
  ],
})

/** System access: the column a data scope compares (who created a row, or in which department). */
export const dataScopeColumn = defineDictionary({
  code: 'data_scope_column',
  name: { zh: '数据权限字段', en: 'Data scope column', ja: 'データ権限の対象列' },
  entries: [
    { key: 'create_user', label: { zh: '创建人', en: 'Created by', ja: '作成者' } },
    { key: 'create_dept', label: { zh: '创建部门', en: 'Created in department', ja: '作成部署' } },
  ],
})

/** Kinds of documents the server numbers (sync/src/resources/document-kinds.ts); the remark is the default rule's number. */
export const documentKind = defineDictionary({
  code: 'document_kind',
  name: { zh: '单据类型', en: 'Document kind', ja: '伝票種別' },
  entries: [
    { key: 'salesOrder', label: { zh: '销售订单', en: 'Sales order', ja: '受注' }, remark: 'SOYYMMDD00001' },
    { key: 'outbound', label: { zh: '出库单', en: 'Outbound order', ja: '出庫指示' }, remark: 'OB-YYYYMMDD-0001' },
    { key: 'pickList', label: { zh: '拣货单', en: 'Pick list', ja: 'ピッキングリスト' }, remark: 'PK-YYYYMMDD-0001' },
    { key: 'inbound', label: { zh: '入库单', en: 'Inbound order', ja: '入庫予定' }, remark: 'IB-YYYYMMDD-0001' },
    { key: 'quality', label: { zh: '质检单', en: 'Quality inspection', ja: '品質検査' }, remark: 'QC-YYYYMMDD-0001' },
    { key: 'stocktaking', label: { zh: '盘点单', en: 'Stock count', ja: '棚卸' }, remark: 'CT-YYYYMMDD-0001' },
    { key: 'salePlan', label: { zh: '销售计划', en: 'Sales plan', ja: '販売計画' }, remark: 'SP-YYYYMMDD-0001' },
    { key: 'purchase', label: { zh: '采购单', en: 'Purchase', ja: '購買' }, remark: 'CG-YYYYMMDD-0001' },
    { key: 'purchaseOrder', label: { zh: '采购订单', en: 'Purchase order', ja: '発注書' }, remark: 'PO-YYYYMMDD-0001' },
    { key: 'shipApply', label: { zh: '发货申请', en: 'Ship application', ja: '出荷申請' }, remark: 'SA-YYYYMMDD-0001' },
    { key: 'shipOrder', label: { zh: '发货计划', en: 'Shipment plan', ja: '出荷計画' }, remark: 'FH-YYYYMMDD-0001' },
    { key: 'ship', label: { zh: '装柜单', en: 'Ship (container)', ja: 'コンテナ' }, remark: 'SH-YYYYMMDD-0001' },
    { key: 'fbaTransfer', label: { zh: 'FBA调拨单', en: 'FBA transfer', ja: 'FBA移動' }, remark: 'FT-YYYYMMDD-0001' },
    { key: 'fbaTurnover', label: { zh: 'FBA周转单', en: 'FBA turnover', ja: 'FBA中継' }, remark: 'FZ-YYYYMMDD-0001' },
    { key: 'journalEntry', label: { zh: '记账凭证', en: 'Journal entry', ja: '仕訳' }, remark: 'JE-YYYYMMDD-0001' },
    {
      key: 'purchasePayment',
      label: { zh: '采购付款', en: 'Purchase payment', ja: '仕入支払' },
      remark: 'PP-YYYYMMDD-0001',
    },
    {
      key: 'applyPay',
      label: { zh: '付款申请', en: 'Payment application', ja: '支払申請' },
      remark: 'AP-YYYYMMDD-0001',
    },
    { key: 'payVoucher', label: { zh: '付款单', en: 'Payment voucher', ja: '支払伝票' }, remark: 'PV-YYYYMMDD-0001' },
    { key: 'applyFee', label: { zh: '费用申请', en: 'Fee application', ja: '費用申請' }, remark: 'AF-YYYYMMDD-0001' },
    { key: 'receiveFee', label: { zh: '收款单', en: 'Fee receipt', ja: '入金伝票' }, remark: 'RF-YYYYMMDD-0001' },
    {
      key: 'foreignPayment',
      label: { zh: '外汇付款', en: 'Foreign payment', ja: '外貨支払' },
      remark: 'FP-YYYYMMDD-0001',
    },
    {
      key: 'abroadApplyPay',
      label: { zh: '境外付款申请', en: 'Overseas payment application', ja: '海外支払申請' },
      remark: 'OA-YYYYMMDD-0001',
    },
    {
      key: 'abroadPayVoucher',
      label: { zh: '境外付款单', en: 'Overseas payment voucher', ja: '海外支払伝票' },
      remark: 'OV-YYYYMMDD-0001',
    },
    {
      key: 'factoryInvoice',
      label: { zh: '工厂发票', en: 'Factory invoice', ja: '工場請求書' },
      remark: 'FI-YYYYMMDD-0001',
    },
  ],
})

/** The date a document number carries: its format, which is also the period its running number restarts in. */
export const documentNumberDateFormat = defineDictionary({
  code: 'document_number_date_format',
  name: { zh: '编号日期格式', en: 'Number date format', ja: '番号の日付形式' },
  entries: [
    { key: 'YYYYMMDD', label: { zh: '年月日（20261206）', en: 'Year month day (20261206)', ja: '年月日（20261206）' } },
    {
      key: 'YYMMDD',
      label: { zh: '短年月日（261206）', en: 'Short year month day (261206)', ja: '短縮年月日（261206）' },
    },
    { key: 'YYYYMM', label: { zh: '年月（202612）', en: 'Year month (202612)', ja: '年月（202612）' } },
    { key: 'none', label: { zh: '不含日期', en: 'No date', ja: '日付なし' } },
  ],
})

/** What stands between a document number's prefix, date and running number. */
export const documentNumberSeparator = defineDictionary({
  code: 'document_number_separator',
  name: { zh: '编号分隔符', en: 'Number separator', ja: '番号の区切り文字' },
  entries: [
    { key: '-', label: { zh: '短横线（-）', en: 'Hyphen (-)', ja: 'ハイフン（-）' } },
    { key: 'none', label: { zh: '无分隔符', en: 'None', ja: 'なし' } },
  ],
})

/** Vocabularies of the system area beyond spec 1 §4 and §9. */
export const systemDictionaries: readonly Dictionary[] = [
  usualLogType,
  offlineExportStatus,
  downloadTemplateType,
  publishInfoType,
  deptCategory,
  postCategory,
  dataScopeColumn,
  documentKind,
  documentNumberDateFormat,
  documentNumberSeparator,
]
