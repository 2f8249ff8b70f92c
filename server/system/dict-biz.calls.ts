import { z } from 'zod'
import { translate } from '#sync/i18n/messages.ts'
import { fieldLabels, idSchema, pageAnswerSchema, recordAnswerSchema } from '#sync/resources/resource-schemas.ts'
import { dictBiz } from '#sync/resources/system/dict-biz.resource.ts'
import { dictBizEntryAnswer } from '#sync/resources/system/system.answers.ts'
import { dictParentsContract } from '#sync/resources/system/system.contracts.ts'
import { validationError } from '../platform/http/app-error.ts'
import { defineCall } from '../platform/http/calls.ts'
import { ok } from '../platform/http/respond.ts'
import { businessEntries, businessVocabulary } from './dict-biz.ts'
import { equals, listQuery, pageOf } from './dict-page.ts'

const LABELS = fieldLabels(dictBiz)
const BASE = '/api/blade-system/dict-biz'
const childQuery = listQuery.extend({ parentId: idSchema })
const codeQuery = z.object({ code: z.string().trim().min(1).max(255) })
const childrenQuery = z.object({
  parentId: idSchema.optional(),
  code: z.string().trim().min(1).max(255).optional(),
})

/** The tenant's business dictionaries beyond the generic calls: parents, children, drop-down entries. */
export const dictBizCalls = [
  defineCall({
    ...dictParentsContract(dictBiz),
    alsoOther: true,
    area: 'system',
    summary: 'The business dictionaries (parent rows), paged',
    access: { permission: dictBiz.permissions.view },
    input: { query: listQuery, labels: LABELS },
    handler: async (c, { query }) => ok(c, await pageOf(c.var.db, c, dictBiz, query, [equals('parent_id', 0)])),
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: `${BASE}/child-list`,
    area: 'system',
    summary: 'The entries of one business dictionary (parentId), paged',
    access: { permission: dictBiz.permissions.view },
    input: { query: childQuery, labels: LABELS },
    output: pageAnswerSchema(dictBiz),
    handler: async (c, { query }) => {
      return ok(c, await pageOf(c.var.db, c, dictBiz, query, [equals('parent_id', query.parentId)]))
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: `${BASE}/getChildList`,
    area: 'system',
    summary: 'All entries of one business dictionary, by parentId or by code, in sort order (not paged)',
    access: { permission: dictBiz.permissions.view },
    input: { params: childrenQuery, labels: LABELS },
    output: z.array(recordAnswerSchema(dictBiz)),
    handler: async (c, { params }) => {
      const { parentId, code } = params
      if (!parentId && !code) {
        throw validationError([
          {
            field: 'parentId',
            message: translate('fieldRequired', c.var.lang, {
              field: `${LABELS.parentId?.[c.var.lang]} / ${LABELS.code?.[c.var.lang]}`,
            }),
          },
        ])
      }
      return ok(c, await businessEntries(c.var.db, { parentId, code }))
    },
  }),
  defineCall({
    method: 'GET',
    alsoOther: true,
    path: `${BASE}/dictionary`,
    area: 'system',
    summary:
      'The entries of one business vocabulary (code=X): {id, parentId, code, dictKey, dictValue, sort, remark, isSealed}',
    // Drop-downs of every screen read vocabularies: any signed-in user of the tenant may.
    access: { signedIn: true },
    input: { params: codeQuery, labels: LABELS },
    output: z.array(dictBizEntryAnswer),
    handler: async (c, { params }) => {
      return ok(c, await businessVocabulary(c.var.db, params.code))
    },
  }),
]
