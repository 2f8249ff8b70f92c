import { type Dictionary, defineDictionary } from '../../dictionaries/define-dictionary.ts'

const OURS =
  'Ours: spec 2 §7.7 names the turnover calls (allocation, encasement, labelling, outbound, cancellation), not the status values'

/** FBA turnover status (erp/fbaturnover, ware/wfbaturnover). */
export const fbaTurnoverStatus = defineDictionary({
  code: 'fba_turnover_status',
  name: { zh: 'FBA周转状态', en: 'FBA turnover status', ja: 'FBA中継ステータス' },
  entries: [
    { key: '0', label: { zh: '草稿', en: 'Draft', ja: '下書き' }, remark: OURS },
    { key: '1', label: { zh: '待分配', en: 'Pending allocation', ja: '引当待ち' }, remark: OURS },
    { key: '2', label: { zh: '已分配', en: 'Allocated', ja: '引当済み' }, remark: OURS },
    { key: '3', label: { zh: '已装箱', en: 'Encased', ja: '梱包済み' }, remark: OURS },
    { key: '4', label: { zh: '已贴标', en: 'Labelled', ja: 'ラベル貼付済み' }, remark: OURS },
    { key: '5', label: { zh: '已出库', en: 'Shipped', ja: '出庫済み' }, remark: OURS },
    { key: '6', label: { zh: '已取消', en: 'Cancelled', ja: '取消済み' }, remark: OURS },
  ],
})

/** Kind of a file of an FBA turnover. */
export const fbaTurnoverFileType = defineDictionary({
  code: 'fba_turnover_file_type',
  name: { zh: 'FBA周转附件类型', en: 'FBA turnover file type', ja: 'FBA中継ファイル種別' },
  entries: [
    { key: '1', label: { zh: '箱标', en: 'Box label', ja: '箱ラベル' }, remark: OURS },
    { key: '2', label: { zh: 'FBA标签', en: 'FBA label', ja: 'FBAラベル' }, remark: OURS },
    { key: '3', label: { zh: '其他', en: 'Other', ja: 'その他' }, remark: OURS },
  ],
})

/** The fba area's vocabularies. */
export const fbaDictionaries: readonly Dictionary[] = [fbaTurnoverStatus, fbaTurnoverFileType]
