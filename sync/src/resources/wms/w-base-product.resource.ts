import { defineResource, f } from '../define-resource.ts'

const REMARK = { zh: '备注', en: 'Remark', ja: '備考' }

/**
 * Warehouse product (仓库商品): the SKU as the warehouse floor knows it, with its barcode, carton-free
 * dimensions (cm) and weight (kg) as exact decimals; the volume (m³) is derived on save.
 */
export const wBaseProduct = defineResource({
  area: 'wms',
  module: 'ware',
  name: 'wbaseproduct',
  table: 'ware_base_product',
  label: { zh: '仓库商品', en: 'Warehouse product', ja: '倉庫商品' },
  fields: {
    sku: f.text({
      label: { zh: '仓库SKU', en: 'Warehouse SKU', ja: '倉庫SKU' },
      required: true,
      max: 64,
      pattern: /^[A-Za-z0-9._-]+$/,
      unique: true,
      list: true,
      search: true,
      sort: true,
      example: 'WH-LAMP-002',
    }),
    name: f.text({
      label: { zh: '商品名称', en: 'Product name', ja: '商品名' },
      required: true,
      max: 200,
      title: true,
      list: true,
      search: true,
      sort: true,
      example: 'LED desk lamp, white',
    }),
    barcode: f.text({
      label: { zh: '条码', en: 'Barcode', ja: 'バーコード' },
      max: 64,
      pattern: /^[A-Za-z0-9-]+$/,
      unique: true,
      list: true,
      search: true,
      example: '0840012345672',
    }),
    unit: f.text({ label: { zh: '单位', en: 'Unit', ja: '単位' }, max: 16, list: true, example: 'PCS' }),
    length: f.decimal({
      label: { zh: '长(cm)', en: 'Length (cm)', ja: '長さ(cm)' },
      min: 0,
      max: 100000,
      list: true,
      example: '30.50',
    }),
    width: f.decimal({
      label: { zh: '宽(cm)', en: 'Width (cm)', ja: '幅(cm)' },
      min: 0,
      max: 100000,
      list: true,
      example: '20.00',
    }),
    height: f.decimal({
      label: { zh: '高(cm)', en: 'Height (cm)', ja: '高さ(cm)' },
      min: 0,
      max: 100000,
      list: true,
      example: '10.00',
    }),
    weight: f.decimal({
      label: { zh: '重量(kg)', en: 'Weight (kg)', ja: '重量(kg)' },
      scale: 3,
      min: 0,
      max: 100000,
      list: true,
      sort: true,
      example: '1.250',
    }),
    volume: f.decimal({
      label: { zh: '体积(m³)', en: 'Volume (m³)', ja: '容積(m³)' },
      scale: 6,
      min: 0,
      list: true,
      sort: true,
    }),
    imageUrl: f.file({ label: { zh: '图片', en: 'Image', ja: '画像' } }),
    status: f.dict('enable_status', {
      label: { zh: '状态', en: 'Status', ja: 'ステータス' },
      default: 1,
      list: true,
      search: true,
    }),
    remark: f.text({ label: REMARK, max: 500 }),
  },
  calls: ['page', 'list', 'detail', 'select', 'submit', 'save', 'update', 'remove'],
  permissions: {
    view: 'wbaseproduct_view',
    add: 'wbaseproduct_add',
    edit: 'wbaseproduct_edit',
    remove: 'wbaseproduct_delete',
  },
  statusDict: 'enable_status',
  menu: { parent: 'warehouses', sort: 40 },
})
