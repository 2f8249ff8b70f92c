import { CURRENCY_CHOICES, defineResource, f } from '../define-resource.ts'

/** Permission codes of products; the product's child records (parts, declarations, suppliers ...) share them. */
export const PRODUCT_PERMISSIONS = {
  view: 'baseproduct_view',
  add: 'baseproduct_add',
  edit: 'baseproduct_edit',
  remove: 'baseproduct_delete',
} as const

/** A system SKU code: letters, digits and - _ . # / (no spaces, they break labels and imports). */
export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._#/-]*$/

/**
 * Products (产品): spec 1 §3 Product, spec 2 §7.10 /erp/baseproduct. Individual or combination
 * (parts), main product or accessory; customs declarations, suppliers and parts are saved with it.
 */
export const baseProduct = defineResource({
  area: 'products',
  module: 'erp',
  name: 'baseproduct',
  table: 'erp_base_product',
  label: { zh: '产品', en: 'Product', ja: '商品' },
  fields: {
    sysSku: f.text({
      label: { zh: '系统SKU', en: 'System SKU', ja: 'システムSKU' },
      required: true,
      max: 64,
      pattern: SKU_PATTERN,
      unique: true,
      title: true,
      list: true,
      search: true,
      batchSearch: true,
      sort: true,
      example: 'EX-KETTLE-17L',
    }),
    name: f.text({
      label: { zh: '产品名称', en: 'Product name', ja: '商品名' },
      required: true,
      max: 200,
      list: true,
      search: true,
      sort: true,
      example: 'Electric kettle 1.7 L, stainless steel',
    }),
    whSku: f.text({
      label: { zh: '仓库SKU', en: 'Warehouse SKU', ja: '倉庫SKU' },
      max: 64,
      pattern: SKU_PATTERN,
      list: true,
      search: true,
      batchSearch: true,
      example: 'WH-EX-KETTLE-17L',
    }),
    productType: f.dict('product_type', {
      label: { zh: '产品类型', en: 'Product type', ja: '商品タイプ' },
      default: '1',
      list: true,
      search: true,
      example: '1',
    }),
    productRole: f.dict('product_role', {
      label: { zh: '主配件', en: 'Main or accessory', ja: '本体/付属品' },
      default: '1',
      list: true,
      search: true,
      example: '1',
    }),
    categoryId: f.link('erp/basecategory', {
      label: { zh: '品类', en: 'Category', ja: 'カテゴリ' },
      list: true,
      search: true,
      example: '1000000000000003012',
    }),
    brandId: f.link('erp/basebrand', {
      label: { zh: '品牌', en: 'Brand', ja: 'ブランド' },
      list: true,
      search: true,
      example: '1000000000000003001',
    }),
    model: f.text({ label: { zh: '型号', en: 'Model', ja: '型番' }, max: 64, search: true, example: 'KT-1700' }),
    barCode: f.text({
      label: { zh: '条形码', en: 'Bar code', ja: 'バーコード' },
      max: 32,
      pattern: /^[0-9A-Za-z-]+$/,
      search: true,
      example: '6901234567892',
    }),
    unit: f.text({ label: { zh: '单位', en: 'Unit', ja: '単位' }, max: 16, example: 'pcs' }),
    material: f.text({ label: { zh: '材质', en: 'Material', ja: '素材' }, max: 100, example: 'Stainless steel 304' }),
    sizes: f.text({ label: { zh: '尺寸', en: 'Size', ja: 'サイズ' }, max: 64, example: '22x16x25 cm' }),
    color: f.text({ label: { zh: '颜色', en: 'Colour', ja: '色' }, max: 32, search: true, example: 'Silver' }),
    customsCode: f.text({
      label: { zh: '海关编码', en: 'Customs code (HS)', ja: 'HSコード' },
      max: 16,
      pattern: /^\d{4,6}(\.?\d{2}){0,3}$/,
      search: true,
      example: '8516.71',
    }),
    packageLength: f.decimal({
      label: { zh: '包装长(cm)', en: 'Package length (cm)', ja: '梱包長さ(cm)' },
      min: 0,
      example: '24.50',
    }),
    packageWidth: f.decimal({
      label: { zh: '包装宽(cm)', en: 'Package width (cm)', ja: '梱包幅(cm)' },
      min: 0,
      example: '18.00',
    }),
    packageHeight: f.decimal({
      label: { zh: '包装高(cm)', en: 'Package height (cm)', ja: '梱包高さ(cm)' },
      min: 0,
      example: '27.00',
    }),
    unitWeight: f.decimal({
      label: { zh: '单件重量(kg)', en: 'Unit weight (kg)', ja: '単品重量(kg)' },
      scale: 3,
      min: 0,
      list: true,
      example: '1.350',
    }),
    boxGauge: f.text({
      label: { zh: '箱规', en: 'Carton size', ja: 'カートンサイズ' },
      max: 64,
      example: '50x38x56 cm',
    }),
    singleBoxWeight: f.decimal({
      label: { zh: '单箱重量(kg)', en: 'Carton weight (kg)', ja: 'カートン重量(kg)' },
      scale: 3,
      min: 0,
      example: '9.800',
    }),
    boxQuantity: f.integer({
      label: { zh: '单箱数量', en: 'Quantity per carton', ja: '入数' },
      min: 1,
      max: 100000,
      example: 6,
    }),
    currency: f.text({
      label: { zh: '币种', en: 'Currency', ja: '通貨' },
      max: 3,
      // Among the tenant's currencies (币种汇率), so the price can be converted.
      choices: CURRENCY_CHOICES,
      search: true,
      example: 'CNY',
    }),
    unitPrice: f.decimal({
      shown: 2,
      label: { zh: '单价', en: 'Unit price', ja: '単価' },
      scale: 4,
      min: 0,
      list: true,
      sort: true,
      example: '68.5000',
    }),
    grossMargin: f.decimal({
      label: { zh: '毛利率(%)', en: 'Gross margin (%)', ja: '粗利率(%)' },
      min: -100,
      max: 100,
      example: '35.00',
    }),
    tariff: f.decimal({
      label: { zh: '关税率(%)', en: 'Tariff (%)', ja: '関税率(%)' },
      scale: 4,
      min: 0,
      max: 100,
      example: '2.7000',
    }),
    purchaserId: f.link('blade-user/user', {
      label: { zh: '采购员', en: 'Purchaser', ja: '購買担当' },
      search: true,
    }),
    supervisorId: f.link('blade-user/user', {
      label: { zh: '负责人', en: 'Supervisor', ja: '責任者' },
      search: true,
    }),
    imageUrl: f.file({ label: { zh: '图片', en: 'Image', ja: '画像' }, list: true }),
    remark: f.text({ label: { zh: '备注', en: 'Remark', ja: '備考' }, max: 500 }),
    status: f.dict('enable_status', {
      label: { zh: '状态', en: 'Status', ja: 'ステータス' },
      default: '1',
      list: true,
      search: true,
      example: '1',
    }),
  },
  calls: ['page', 'list', 'detail', 'select', 'submit', 'save', 'update', 'remove', 'export', 'import', 'template'],
  children: {
    parts: { resource: 'erp/baseproductpart', foreignKey: 'productId' },
    declares: { resource: 'erp/baseproductdeclare', foreignKey: 'productId' },
    factories: { resource: 'erp/productfactory', foreignKey: 'productId' },
    sysSkus: { resource: 'erp/basesysproduct', foreignKey: 'productId' },
  },
  permissions: PRODUCT_PERMISSIONS,
  importMaxRows: 10000,
  importUpdateKey: 'sysSku',
  menu: { parent: 'products', sort: 10 },
})
