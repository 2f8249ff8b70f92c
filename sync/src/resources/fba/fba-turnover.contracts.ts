import { z } from 'zod'
import { defineContract } from '../../http/contract.ts'
import { fieldLabels, idSchema, idsParams } from '../resource-schemas.ts'
import { boxMeasures } from '../wms/w-outbound-packing.resource.ts'
import { fbaTurnover, fbaTurnoverBox, fbaTurnoverItem, wFbaTurnover } from './fba-turnover.resource.ts'

/**
 * The contracts of the FBA turnover's hand-written calls (the warehouse's picking list, SKU list and
 * encasement; the office's removal of a line or a file): method, path, input and answer, shared by
 * the server's calls and the console's callApi.
 */

const WARE = '/api/ware/wfbaturnover'
const ERP = '/api/erp/fbaturnover'

const labels = {
  ...fieldLabels(fbaTurnover),
  ...fieldLabels(fbaTurnoverItem),
  ...fieldLabels(fbaTurnoverBox),
  id: wFbaTurnover.label,
  boxId: { zh: '箱', en: 'Box', ja: '箱' },
  sku: { zh: 'SKU', en: 'SKU', ja: 'SKU' },
  items: { zh: '装箱明细', en: 'Box lines', ja: '箱明細' },
}

/** A box's measure as an exact decimal (a number or its text): > 0, at most the box's bound, its declared places. */
const measure = (key: keyof typeof boxMeasures) => {
  const { max, scale } = boxMeasures[key] as { max: number; scale: number }
  return z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z
      .string()
      .trim()
      .regex(new RegExp(`^\\d{1,4}(\\.\\d{1,${scale}})?$`))
      .refine((v) => Number(v) > 0 && Number(v) <= max),
  )
}
/** Units of a line in a box: the line's id, or a code naming it (system SKU, seller SKU or FNSKU). */
const boxLine = z
  .object({
    itemId: idSchema.optional(),
    sku: z.string().trim().min(1).max(64).optional(),
    quantity: z.coerce.number().int().min(0).max(99_999_999),
  })
  .refine((l) => l.itemId !== undefined || l.sku !== undefined, { message: 'itemId or sku', path: ['sku'] })
const boxLines = z.array(boxLine).min(1).max(500)

const turnoverQuery = z.object({ id: idSchema })
const boxAnswer = z.object({
  boxId: z.string(),
  boxNo: z.number(),
  quantity: z.number(),
  packedQuantity: z.number(),
  replayed: z.boolean(),
})
const lineAnswer = z.object({
  id: z.string(),
  productId: z.string(),
  sysSku: z.string().nullable(),
  sellerSku: z.string().nullable(),
  fnsku: z.string().nullable(),
  quantity: z.number(),
  packed: z.number(),
  left: z.number(),
})

export const fbaTurnoverContracts = {
  pickingList: defineContract({
    method: 'GET',
    path: `${WARE}/pickingList`,
    input: { query: turnoverQuery, labels },
    output: z.array(
      z.object({
        itemId: z.string().nullable(),
        positionId: z.string(),
        positionCode: z.string().nullable(),
        areaCode: z.string().nullable(),
        productId: z.string(),
        sysSku: z.string().nullable(),
        batchNo: z.string(),
        inboundDate: z.string(),
        quantity: z.number(),
      }),
    ),
  }),
  skuList: defineContract({
    method: 'GET',
    path: `${WARE}/skuList`,
    input: { query: turnoverQuery, labels },
    output: z.array(lineAnswer),
  }),
  selectSku: defineContract({
    method: 'GET',
    path: `${WARE}/selectSku`,
    input: { query: z.object({ id: idSchema, sku: z.string().trim().min(1).max(64) }), labels },
    output: lineAnswer,
  }),
  encasement: defineContract({
    method: 'POST',
    path: `${WARE}/encasement`,
    input: {
      params: z.object({
        id: idSchema,
        opId: z.guid().optional(),
        length: measure('length'),
        width: measure('width'),
        height: measure('height'),
        weight: measure('weight'),
        items: boxLines,
      }),
      labels,
    },
    output: boxAnswer,
  }),
  updateEncasement: defineContract({
    method: 'POST',
    path: `${WARE}/updateEncasement`,
    input: {
      params: z.object({
        boxId: idSchema,
        length: measure('length').optional(),
        width: measure('width').optional(),
        height: measure('height').optional(),
        weight: measure('weight').optional(),
        items: boxLines.optional(),
      }),
      labels,
    },
    output: boxAnswer,
  }),
  removeEncasement: defineContract({
    method: 'POST',
    path: `${WARE}/removeEncasement`,
    input: { params: idsParams, labels },
    output: z.literal(true),
  }),
  deleteItem: defineContract({
    method: 'POST',
    path: `${ERP}/deleteFbaTurnoverItemById`,
    input: { params: idsParams, labels },
    output: z.literal(true),
  }),
  deleteFile: defineContract({
    method: 'POST',
    path: `${ERP}/deleteFbaTurnoverFileById`,
    input: { params: idsParams, labels },
    output: z.literal(true),
  }),
}
