import { defineResource, f } from '../define-resource.ts'

/**
 * The ERP's transport modes (物流方式) that orders ship with: /api/erp/basetransport. Enabled and
 * disabled through `updateStatus`; each carries the carrier name and method it is pushed to each
 * marketplace as (`platList`, erp/basetransportplat).
 */
export const baseTransport = defineResource({
  area: 'wms',
  module: 'erp',
  name: 'basetransport',
  table: 'erp_base_transport',
  label: { zh: '物流方式', en: 'Transport mode', ja: '配送方法' },
  fields: {
    code: f.text({
      label: { zh: '物流编码', en: 'Code', ja: 'コード' },
      required: true,
      max: 32,
      pattern: /^[A-Za-z0-9_-]+$/,
      unique: true,
      list: true,
      search: true,
      sort: true,
      example: 'DHL-EXP',
    }),
    name: f.text({
      label: { zh: '物流名称', en: 'Name', ja: '名称' },
      required: true,
      max: 100,
      title: true,
      list: true,
      search: true,
      sort: true,
      example: 'DHL Express Worldwide',
    }),
    transportType: f.dict('transport_type', {
      label: { zh: '运输方式', en: 'Transport mode', ja: '輸送方法' },
      required: true,
      default: '1',
      list: true,
      search: true,
      example: '4',
    }),
    logisticsProviderId: f.link('erp/logisticsproviders', {
      label: { zh: '物流商', en: 'Logistics provider', ja: '物流業者' },
      list: true,
      search: true,
      example: '1000000000000005103',
    }),
    wareTransportId: f.link('ware/wbasetransport', {
      label: { zh: '仓库物流方式', en: 'Warehouse carrier', ja: '倉庫配送方法' },
      search: true,
    }),
    trackingUrl: f.text({
      label: { zh: '跟踪网址', en: 'Tracking URL', ja: '追跡URL' },
      max: 255,
      pattern: /^https?:\/\/\S+$/,
      example: 'https://www.dhl.com/track?id={trackNo}',
    }),
    sort: f.integer({ label: { zh: '排序', en: 'Sort', ja: '並び順' }, min: 0, max: 9999, sort: true, example: 40 }),
    status: f.dict('enable_status', {
      label: { zh: '状态', en: 'Status', ja: 'ステータス' },
      default: 1,
      list: true,
      search: true,
    }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: ['page', 'list', 'detail', 'select', 'save', 'update', 'remove', 'updateStatus'],
  permissions: {
    view: 'basetransport_view',
    add: 'basetransport_add',
    edit: 'basetransport_edit',
    remove: 'basetransport_delete',
  },
  children: { platList: { resource: 'erp/basetransportplat', foreignKey: 'transportId' } },
  statusDict: 'enable_status',
  statusTransitions: { '1': ['2'], '2': ['1'] },
  defaultOrder: 'sort NULLS LAST, code, id DESC',
  menu: { parent: 'warehouses', sort: 80 },
})
