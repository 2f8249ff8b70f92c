import { z } from 'zod'
import { dictionaryKeys } from '#sync/dictionaries/lookup.ts'
import type { Label } from '#sync/i18n/language.ts'
import { createSchema, fieldLabels, idSchema, recordAnswerSchema } from '#sync/resources/resource-schemas.ts'
import { baseStore, baseStoreFee, baseStorePostalCode } from '#sync/resources/shops/base-store.resource.ts'
import {
  areaPostalCodesAnswer,
  parentStoreAnswer,
  postalCodesAnswer,
  storeFeeAnswer,
  storeOptionAnswer,
} from '#sync/resources/shops/shops.answers.ts'
import type { Row } from '../platform/db/db.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { actorOf } from '../platform/resources/resource-calls.ts'
import { fieldError } from './shops-shared.ts'
import {
  areasWithPostalCodes,
  parentStoreTree,
  savePostalCodes,
  saveStoreFee,
  storeFeeDetail,
  storeOptions,
  userStoreOptions,
} from './stores.ts'

const BASE = '/api/erp/basestore'
const P = baseStore.permissions
const MAX_POSTAL_CODES = 5000
const idParam = idSchema
const STORE_LABEL = { zh: '仓库', en: 'Warehouse', ja: '倉庫' }
const storeIdQuery = z.object({ storeId: idParam })

const POSTAL = /^[A-Za-z0-9 -]{1,20}$/

const postalBody = z.object({
  storeId: idParam,
  areaId: idParam.nullable().optional(),
  countryCode: z.enum(dictionaryKeys('country') as [string, ...string[]]),
  postalCodes: z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(/[\s,;，；]+/)
            .map((s) => s.trim())
            .filter(Boolean)
        : v,
    z.array(z.string().trim().regex(POSTAL)).max(MAX_POSTAL_CODES),
  ),
})
const POSTAL_LABELS: Record<string, Label> = {
  ...fieldLabels(baseStorePostalCode),
  postalCodes: baseStorePostalCode.fields.postalCode?.label ?? STORE_LABEL,
}

/** Own-warehouse calls beyond the generic ones: tree of parents, ECC and user drop-downs, fees, postal codes. */
export const storeCalls = [
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: `${BASE}/selectParent`,
    area: 'shops',
    summary:
      'Warehouses that can be a parent, as a tree (id, name, code, isFba, childList, parentThirdSys); excludeId leaves out a warehouse and its subtree',
    access: { permission: P.view },
    input: { params: z.object({ excludeId: idParam.optional() }), labels: { excludeId: STORE_LABEL } },
    output: z.array(parentStoreAnswer),
    handler: async (c, { params }) => {
      const { excludeId } = params
      return ok(c, await parentStoreTree(c.var.db, excludeId))
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: `${BASE}/selectEccStore`,
    area: 'shops',
    summary: 'Available e-commerce cloud (ECC) warehouses as drop-down options',
    access: { permission: P.view },
    input: 'nothing',
    output: z.array(storeOptionAnswer),
    handler: async (c) => ok(c, await storeOptions(c.var.db, ['is_ecc = 1'], [])),
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: `${BASE}/userStore`,
    area: 'shops',
    summary: "The signed-in user's warehouses: those assigned to them, or every available one when none is",
    access: { permission: P.view },
    input: 'nothing',
    output: z.array(storeOptionAnswer),
    handler: async (c) => {
      return ok(c, await userStoreOptions(c.var.db, c.var.session.userId))
    },
  }),
  defineCall({
    method: 'POST',
    path: `${BASE}/storeFee`,
    area: 'shops',
    summary:
      "Saves a warehouse's fees (per order, per extra item, inbound, storage, returns, labels), one per warehouse",
    access: { permission: P.edit },
    input: { body: createSchema(baseStoreFee), labels: fieldLabels(baseStoreFee) },
    example: {
      storeId: '1000000000000004202',
      currencyCode: 'USD',
      orderFee: '2.5',
      itemFee: '0.5',
      storageFee: '0.45',
    },
    output: recordAnswerSchema(baseStoreFee),
    handler: async (c, input) => {
      const body = input.body as Row

      const saved = await c.var.db.begin((tx) => saveStoreFee(tx, actorOf(c), body))
      return ok(c, saved)
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: `${BASE}/storeFeeDetail`,
    area: 'shops',
    summary: "A warehouse's fees (empty values when none are saved yet)",
    access: { permission: P.view },
    input: { params: storeIdQuery, labels: { storeId: STORE_LABEL } },
    output: storeFeeAnswer,
    handler: async (c, { params }) => {
      const { storeId } = params

      const fee = await c.var.db.begin((tx) => storeFeeDetail(tx, storeId))
      return ok(c, { ...fee, storeId })
    },
  }),
  defineCall({
    method: 'POST',
    path: `${BASE}/savePostalCode`,
    area: 'shops',
    summary:
      'Sets the postal codes a warehouse (or one of its areas) serves in a country: replaces that list, moving codes from the other areas of the warehouse',
    access: { permission: P.edit },
    input: { body: postalBody, labels: POSTAL_LABELS },
    example: {
      storeId: '1000000000000004202',
      areaId: '1000000000000004302',
      countryCode: 'US',
      postalCodes: ['90001', '90002'],
    },
    output: postalCodesAnswer,
    handler: async (c, { body }) => {
      const codes = [...new Set(body.postalCodes.map((s) => s.toUpperCase()))]
      if (!codes.length) throw fieldError('postalCodes', 'shops.postalCodesEmpty', c.var.lang)
      const answer = await c.var.db.begin((tx) =>
        savePostalCodes(
          tx,
          actorOf(c),
          { storeId: body.storeId, areaId: body.areaId ?? null, countryCode: body.countryCode, codes },
          POSTAL_LABELS.areaId?.[c.var.lang],
        ),
      )
      return ok(c, answer)
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: '/api/erp/basestorepostalcode/selectAreaByStoreId',
    area: 'shops',
    summary:
      "A warehouse's areas, each with the postal codes it serves (codes of the whole warehouse come as the area without id)",
    access: { permission: P.view },
    input: { params: storeIdQuery, labels: { storeId: STORE_LABEL } },
    output: z.array(areaPostalCodesAnswer),
    handler: async (c, { params }) => {
      const { storeId } = params
      const answer = await c.var.db.begin((tx) => areasWithPostalCodes(tx, storeId))
      return ok(c, answer)
    },
  }),
]
