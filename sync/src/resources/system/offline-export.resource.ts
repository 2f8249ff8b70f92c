import { defineResource, f } from '../define-resource.ts'

/**
 * Offline exports (下载中心 /system/downloadCenter): an export request runs in the background
 * (server/system/export-runner.ts) and its file is downloaded from here when done.
 */
export const offlineExport = defineResource({
  area: 'system',
  module: 'erp',
  name: 'baseofflineexport',
  table: 'erp_base_offline_export',
  label: { zh: '下载中心', en: 'Download centre', ja: 'ダウンロードセンター' },
  fields: {
    fileName: f.text({
      label: { zh: '文件名称', en: 'File name', ja: 'ファイル名' },
      required: true,
      max: 200,
      list: true,
      search: true,
      title: true,
    }),
    exportType: f.integer({
      label: { zh: '导出类型', en: 'Export type', ja: 'エクスポート種別' },
      min: 1,
      max: 1000,
      list: true,
      search: true,
    }),
    resourceKey: f.text({ label: { zh: '数据来源', en: 'Source list', ja: 'データ元' }, max: 100, search: true }),
    params: f.longText({ label: { zh: '筛选条件', en: 'Filters', ja: '絞り込み条件' }, max: 20000 }),
    fileFormat: f.text({ label: { zh: '文件格式', en: 'Format', ja: '形式' }, max: 8, list: true }),
    fileUrl: f.file({ label: { zh: '文件地址', en: 'File URL', ja: 'ファイルURL' } }),
    fileSize: f.integer({ label: { zh: '文件大小', en: 'File size', ja: 'ファイルサイズ' }, min: 0, list: true }),
    rowCount: f.integer({ label: { zh: '数据行数', en: 'Rows', ja: '行数' }, min: 0, list: true }),
    errorMessage: f.text({ label: { zh: '失败原因', en: 'Failure', ja: '失敗理由' }, max: 1000, list: true }),
    finishTime: f.datetime({ label: { zh: '完成时间', en: 'Finished at', ja: '完了日時' }, list: true, sort: true }),
    status: f.dict('offline_export_status', {
      label: { zh: '导出状态', en: 'Export status', ja: 'エクスポート状態' },
      default: 1,
      list: true,
      search: true,
    }),
  },
  calls: ['page', 'detail', 'remove'],
  permissions: {
    view: 'baseofflineexport_view',
    add: 'baseofflineexport_add',
    edit: 'baseofflineexport_edit',
    remove: 'baseofflineexport_delete',
  },
  statusDict: 'offline_export_status',
  // People cancel a queued or running export and re-run a finished or failed one; the runner moves the rest.
  statusTransitions: { '1': ['4'], '2': ['4'], '3': ['1'], '4': ['1'] },
  // One download centre: the menu opens the page the header's download icon opens.
  menu: { parent: 'system', sort: 31, icon: 'download', path: '/system/downloadCenter' },
})
