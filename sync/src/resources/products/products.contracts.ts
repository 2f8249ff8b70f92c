import { z } from 'zod'
import { defineContract } from '../../http/contract.ts'
import { fieldLabels, idSchema } from '../resource-schemas.ts'
import { productFactory } from './product-factory.resource.ts'
import { productSuppliersAnswer } from './products.answers.ts'

/**
 * The contracts of the products area's hand-written calls the console makes (method, path, input
 * and answer), shared by the server's calls and the console's callApi.
 */

const skuText = z.string().trim().min(1).max(64)

/**
 * The suppliers of the product a declared SKU names (declareSku; sku is taken for it too), default
 * first, optionally of one supplier (factoryId): the purchase form's supplier picker.
 */
export const declaredSkuSuppliersContract = defineContract({
  method: 'GET',
  path: '/api/erp/productfactory/listByDeclareSku',
  input: {
    query: z.object({ declareSku: skuText.optional(), sku: skuText.optional(), factoryId: idSchema.optional() }),
    labels: {
      ...fieldLabels(productFactory),
      declareSku: { zh: '申报SKU', en: 'Declared SKU', ja: '申告SKU' },
      sku: { zh: 'SKU', en: 'SKU', ja: 'SKU' },
    },
  },
  output: productSuppliersAnswer,
})
