import { defineResource, f } from '../define-resource.ts'

/**
 * How a transport mode is named on each marketplace (carrier and ship method pushed with the
 * tracking number): /api/erp/basetransportplat, edited through its transport (`addList` replaces a
 * transport's whole list).
 */
export const baseTransportPlat = defineResource({
  area: 'wms',
  module: 'erp',
  name: 'basetransportplat',
  table: 'erp_base_transport_plat',
  label: { zh: '物流平台映射', en: 'Transport marketplace mapping', ja: '配送マーケット対応' },
  fields: {
    transportId: f.link('erp/basetransport', {
      label: { zh: '物流方式', en: 'Transport mode', ja: '配送方法' },
      required: true,
      list: true,
      search: true,
      example: '1000000000000005114',
    }),
    platformCode: f.text({
      label: { zh: '平台', en: 'Marketplace', ja: 'マーケット' },
      required: true,
      max: 32,
      pattern: /^[A-Za-z0-9_-]+$/,
      unique: true,
      uniqueWith: ['transportId'],
      list: true,
      search: true,
      example: 'TEMU',
    }),
    platformName: f.text({
      label: { zh: '平台名称', en: 'Marketplace name', ja: 'マーケット名' },
      max: 64,
      list: true,
      example: 'Temu',
    }),
    carrierCode: f.text({
      label: { zh: '平台承运商', en: 'Carrier on the marketplace', ja: 'マーケット上の運送会社' },
      required: true,
      max: 64,
      title: true,
      list: true,
      search: true,
      example: 'Matson',
    }),
    shippingMethod: f.text({
      label: { zh: '平台运输方式', en: 'Ship method on the marketplace', ja: 'マーケット上の配送方法' },
      max: 64,
      list: true,
      example: 'Ocean LCL',
    }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
  },
  calls: ['list', 'detail', 'submit', 'save', 'remove'],
  permissions: {
    view: 'basetransport_view',
    add: 'basetransport_add',
    edit: 'basetransport_edit',
    remove: 'basetransport_delete',
  },
  defaultOrder: 'platform_code, id',
  isChild: true,
})
