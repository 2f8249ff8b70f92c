import { z } from 'zod'
import { fieldLabels, idSchema } from '#sync/resources/resource-schemas.ts'
import {
  VC_ADMIN_ORDER_PERMISSIONS,
  vcAdminOrder,
  vcAdminOrderItem,
  vcCarton,
} from '#sync/resources/vendor-orders/vc-admin-order.resource.ts'
import {
  vcAdminOrderDetailAnswer,
  vcBatchResultAnswer,
  vcCartonSheetAnswer,
  vcLabelAnalysisAnswer,
  vcLabelsLinkedAnswer,
  vcLabelsMadeAnswer,
  vcMergeAnswer,
  vcShipmentAnswer,
  vcSplitAnswer,
  vcStatusCountsAnswer,
} from '#sync/resources/vendor-orders/vendor-orders.answers.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { buildListQuery, listQuery } from '../platform/resources/list-query.ts'
import { actorOf, idsParams, readIds, readUploadedSheet } from '../platform/resources/resource-calls.ts'
import {
  createVcShipment,
  distributeVcOrders,
  mergeVcOrders,
  splitVcOrder,
  splitVcOrdersByStore,
  submitVcInvoice,
  updateVcUpcUrl,
  vcLines,
  vcStatusCounts,
} from './vc-admin-order.ts'
import { analyseVcLabels, createVcLabels, parseCartonSheet, uploadVcLabels } from './vc-labels.ts'
import { vcAdminOrderDetail } from './vc-order-views.ts'
import { VC_DEMO } from './vendor-orders-seed.ts'

const BASE = '/api/erp/vcAdminOrder'
const AREA = 'vendor-orders'
const { view, edit } = VC_ADMIN_ORDER_PERMISSIONS
const labels = {
  ...fieldLabels(vcAdminOrderItem),
  ...fieldLabels(vcCarton),
  ...fieldLabels(vcAdminOrder),
  items: { zh: '明细', en: 'Lines', ja: '明細' },
  parts: { zh: '拆分', en: 'Parts', ja: '分割' },
  cartons: { zh: '箱子', en: 'Cartons', ja: 'カートン' },
  ids: { zh: 'PO', en: 'POs', ja: 'PO' },
  attachId: { zh: '附件', en: 'File', ja: 'ファイル' },
  url: { zh: '文件地址', en: 'File URL', ja: 'ファイルURL' },
  sku: { zh: 'SKU', en: 'SKU', ja: 'SKU' },
  quantity: { zh: '数量', en: 'Quantity', ja: '数量' },
  itemId: { zh: '明细', en: 'Line', ja: '明細' },
}
const units = z.coerce.number().int().min(0).max(99_999_999)
const decimal = z
  .string()
  .trim()
  .regex(/^\d{1,7}(\.\d{1,3})?$/)
const idBody = z.object({ id: idSchema })
const D = VC_DEMO

const splitPart = z.object({
  storeId: idSchema,
  items: z
    .array(z.object({ id: idSchema, quantity: units }))
    .min(1)
    .max(1000),
})
const carton = z.object({
  cartonNo: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,40}$/)
    .optional(),
  weight: decimal.optional(),
  length: decimal.optional(),
  width: decimal.optional(),
  height: decimal.optional(),
  items: z
    .array(
      z
        .object({
          itemId: idSchema.optional(),
          sku: z.string().trim().min(1).max(64).optional(),
          quantity: units.min(1),
        })
        .refine((i) => i.itemId !== undefined || i.sku !== undefined, { path: ['sku'] }),
    )
    .min(1)
    .max(500),
})
const fileUrl = z
  .string()
  .trim()
  .max(500)
  .regex(/^(https:\/\/\S+|\/api\/picture\/file\/\S+)$/)

/** The admin side of vendor-central orders (spec 2 §7.3) beyond its generic page, saveOrUpdateOrder and remove. */
export const vcAdminOrderCalls = [
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: `${BASE}/detail`,
    area: AREA,
    summary:
      'A VC PO (id) with its lines (items), cartons and their contents, history (newest first), open reservations and split parts',
    access: { permission: view },
    output: vcAdminOrderDetailAnswer,
    readOnly: true,
    input: { params: idBody, labels },
    handler: async (c, { params }) => ok(c, await c.var.db.begin((tx) => vcAdminOrderDetail(tx, params.id))),
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: `${BASE}/pageTotal`,
    area: AREA,
    summary:
      'How many POs each tab holds under the page filters (status ignored): all, toConfirm, confirmed, distributed, packing, asnConfirmed, shipped, invoiced, cancelled, rejected, split, merged',
    access: { permission: view },
    output: vcStatusCountsAnswer,
    readOnly: true,
    input: { query: listQuery, labels },
    handler: async (c, { query }) => {
      const { status: _tab, ...filters } = query as Record<string, string>
      const q = buildListQuery(vcAdminOrder, filters, c.var.lang)
      return ok(c, await c.var.db.begin((tx) => vcStatusCounts(tx, q.where.join(' AND '), q.params)))
    },
  }),
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: `${BASE}/distributeOrder`,
    area: AREA,
    summary:
      'Gives confirmed POs (ids) warehouses — storeId for every line, or items [{id, storeId}] per line, else the warehouse each line names — and reserves their accepted units there. Answers the raw result {done, failed: [{id, code, reason}]}: one PO short of stock does not stop the others',
    access: { permission: edit },
    output: vcBatchResultAnswer,
    input: {
      params: idsParams.extend({
        storeId: idSchema.optional(),
        items: z
          .array(z.object({ id: idSchema, storeId: idSchema }))
          .max(1000)
          .optional(),
      }),
      labels,
    },
    example: { ids: [D.confirmed], storeId: D.storeVc },
    handler: async (c, { params }) => {
      const ids = readIds(c, params)
      return ok(c, await c.var.db.begin((tx) => distributeVcOrders(tx, actorOf(c), ids, params)))
    },
  }),
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: `${BASE}/split`,
    area: AREA,
    summary:
      'Splits a confirmed or distributed PO (id) into parts [{storeId, items: [{id, quantity}]}], at least two: every accepted unit in exactly one part; the parts (<PO>-1, -2 ...) carry the exact unit costs and take over the reservations. Answers the parts ids',
    access: { permission: edit },
    output: vcSplitAnswer,
    input: { params: idBody.extend({ parts: z.array(splitPart).min(1).max(50) }), labels },
    example: {
      id: D.confirmed,
      parts: [
        {
          storeId: D.storeVc,
          items: [
            { id: D.confirmedKettle, quantity: 6 },
            { id: D.confirmedMug, quantity: 6 },
          ],
        },
        { storeId: D.storeLa, items: [{ id: D.confirmedKettle, quantity: 6 }] },
      ],
    },
    handler: async (c, { params }) =>
      ok(c, await c.var.db.begin((tx) => splitVcOrder(tx, actorOf(c), params.id, params.parts))),
  }),
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: `${BASE}/splitOrderBatch`,
    area: AREA,
    summary:
      'Splits POs (ids) by the warehouses their lines name, one part per warehouse; answers {done, failed: [{id, code, reason}]}',
    access: { permission: edit },
    output: vcBatchResultAnswer,
    input: { params: idsParams, labels },
    example: { ids: [D.twoStores] },
    handler: async (c, { params }) => {
      const ids = readIds(c, params)
      return ok(c, await c.var.db.begin((tx) => splitVcOrdersByStore(tx, actorOf(c), ids)))
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: `${BASE}/mergeOrder`,
    area: AREA,
    summary:
      'Merges POs (ids) of the same shop, vendor code, FC, ship window, currency and status (to confirm or confirmed) into the oldest; refused as "order unable to be merged" naming the field that differs. Answers {id, merged}',
    access: { permission: edit },
    output: vcMergeAnswer,
    input: { params: idsParams, labels },
    example: { ids: [D.toConfirm, D.toConfirmTwin] },
    handler: async (c, { params }) => {
      const ids = readIds(c, params)
      return ok(c, await c.var.db.begin((tx) => mergeVcOrders(tx, actorOf(c), ids)))
    },
  }),
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: `${BASE}/createShipment`,
    area: AREA,
    summary:
      'Creates (or, while packing, replaces) the shipment of a distributed PO (id, asnNumber): cartons [{cartonNo, weight, length, width, height, items: [{itemId or sku, quantity}]}] that hold every accepted unit exactly. Answers {asnNumber, cartons}',
    access: { permission: edit },
    output: vcShipmentAnswer,
    input: {
      params: idBody.extend({
        asnNumber: z
          .string()
          .trim()
          .regex(/^[A-Za-z0-9_-]{1,40}$/)
          .optional(),
        cartons: z.array(carton).min(1).max(2000),
      }),
      labels,
    },
    example: {
      id: D.distributed,
      cartons: [
        { weight: '12.5', length: '60', width: '40', height: '40', items: [{ sku: 'DEMO-KETTLE-17L', quantity: 5 }] },
        { weight: '12.5', length: '60', width: '40', height: '40', items: [{ sku: 'DEMO-KETTLE-17L', quantity: 5 }] },
      ],
    },
    handler: async (c, { params }) =>
      ok(c, await c.var.db.begin((tx) => createVcShipment(tx, actorOf(c), params.id, params))),
  }),
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: `${BASE}/submitInvoice`,
    area: AREA,
    summary:
      "Submits a shipped PO's invoice (id, invoiceNumber, paymentNumber): its amount is the shipped units at their exact unit costs; the check waits (pending)",
    access: { permission: edit },
    output: z.literal(true),
    input: {
      params: idBody.extend({
        invoiceNumber: z.string().trim().min(1).max(64),
        paymentNumber: z.string().trim().max(64).optional(),
      }),
      labels,
    },
    example: { id: D.shipped, invoiceNumber: 'INV-DEMO-1007', paymentNumber: 'PAY-DEMO-1007' },
    handler: async (c, { params }) => {
      await c.var.db.begin((tx) => submitVcInvoice(tx, actorOf(c), params.id, params))
      return ok(c, true)
    },
  }),
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: `${BASE}/createLabel`,
    area: AREA,
    summary:
      'Generates the carton labels of a packed PO (id): one 4x6 in PDF page per carton with its Code 128 barcode, stored and linked on the PO. Answers {labelUrl, attachId, cartons}',
    access: { permission: edit },
    output: vcLabelsMadeAnswer,
    input: { params: idBody, labels },
    example: { id: D.packing },
    handler: async (c, { params }) =>
      ok(c, await c.var.db.begin((tx) => createVcLabels(tx, actorOf(c), c.var.deps.config.dataDir, params.id))),
  }),
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: `${BASE}/uploadLabel`,
    area: AREA,
    summary:
      "Links the retailer's carton labels to a packed PO (id): attachId of a PDF uploaded through /api/picture/upload, or url (ours, or https ending in .pdf)",
    access: { permission: edit },
    output: vcLabelsLinkedAnswer,
    input: { params: idBody.extend({ attachId: idSchema.optional(), url: fileUrl.optional() }), labels },
    example: { id: D.packing, url: 'https://vendorcentral.example.com/labels/PO-DEMO-1005.pdf' },
    handler: async (c, { params }) =>
      ok(c, await c.var.db.begin((tx) => uploadVcLabels(tx, actorOf(c), params.id, params))),
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: `${BASE}/analysisLabel`,
    area: AREA,
    summary:
      "Reads a PO's carton labels (id): source pdf — the text of the stored PDF, each carton found or not by its barcode, other codes printed; source stored — the cartons' label data when the label is not a PDF stored here",
    access: { permission: view },
    output: vcLabelAnalysisAnswer,
    readOnly: true,
    input: { params: idBody, labels },
    handler: async (c, { params }) =>
      ok(c, await c.var.db.begin((tx) => analyseVcLabels(tx, c.var.deps.config.dataDir, actorOf(c), params.id))),
  }),
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: `${BASE}/analysisCarton`,
    area: AREA,
    summary:
      'Parses a carton file (multipart: file, xlsx or csv with the columns Carton No, SKU, Quantity and optionally Weight, Length, Width, Height; id to check the SKUs against a PO) into cartons with their contents. Answers the raw result {cartons, errors: [{row, field, message}], totalCartons, totalUnits}',
    access: { permission: edit },
    output: vcCartonSheetAnswer,
    input: 'files',
    handler: async (c) => {
      const sheet = await readUploadedSheet(c)
      const form = await c.req.parseBody()
      const id = typeof form.id === 'string' && /^[1-9]\d{0,18}$/.test(form.id) ? form.id : undefined
      const actor = actorOf(c)
      const skus = id
        ? await c.var.db.begin(async (tx) => {
            const lines = await vcLines(tx, id)
            return new Set(
              lines
                .flatMap((l) => [l.sysSku, l.vendorSku, l.asin, l.upc].filter((v): v is string => !!v))
                .map((v) => v.toUpperCase()),
            )
          })
        : undefined
      return ok(c, parseCartonSheet(sheet, actor, skus))
    },
  }),
  defineCall({
    method: 'POST',
    alsoOther: true,
    path: `${BASE}/updateUpcUrl`,
    area: AREA,
    summary: 'Sets the UPC labels (upcUrl: an uploaded file or https URL) of a PO not yet shipped (id)',
    access: { permission: edit },
    output: z.literal(true),
    input: { params: idBody.extend({ upcUrl: fileUrl }), labels },
    example: { id: D.toConfirm, upcUrl: 'https://vendorcentral.example.com/upc/PO-DEMO-1001.pdf' },
    handler: async (c, { params }) => {
      await c.var.db.begin((tx) => updateVcUpcUrl(tx, actorOf(c), params.id, params.upcUrl))
      return ok(c, true)
    },
  }),
]
