import { z } from 'zod'
import { saleSkuActions } from '#sync/resources/products/base-sale-sku.actions.ts'
import { AppError } from '../platform/http/app-error.ts'
import { type ActionWork, actionWork } from '../platform/records/action-calls.ts'
import { NOW, runAction } from '../platform/records/transition.ts'

/** The server's work of the products area's declared actions; their calls come from the declarations. */
export const productsActionWorks: ActionWork[] = [
  actionWork(
    saleSkuActions.submitReview,
    (tx, actor, ids) =>
      runAction(tx, actor, saleSkuActions.submitReview, ids, {}, (_tx, _actor, row) => {
        if (Number(row.mappingStatus) !== 1)
          throw new AppError('INVALID_STATE', 'products.reviewUnmapped', { sku: row.saleSku })
        return { reviewRemark: null, reviewUser: null, reviewTime: null }
      }).then(() => true),
    {
      summary: 'Submits mapped sales SKUs (not submitted or rejected) for review',
      example: { ids: ['1000000000000003802'] },
    },
  ),
  actionWork(
    saleSkuActions.approve,
    (tx, actor, ids, input) => {
      const remark = input.reviewRemark ?? null
      return runAction(
        tx,
        actor,
        saleSkuActions.approve,
        ids,
        {},
        () => ({ reviewRemark: remark, reviewUser: actor.session.userId, reviewTime: NOW }),
        remark ?? undefined,
      ).then(() => true)
    },
    {
      // An approval may carry a remark; a rejection must (its declared input).
      params: { reviewRemark: z.string().trim().max(255).optional() },
      summary: 'Approves (reviewStatus 2) or rejects (3, with a remark) sales SKUs pending review',
      example: { ids: ['1000000000000003803'], reviewStatus: '2', reviewRemark: 'Mapping checked' },
    },
  ),
  actionWork(saleSkuActions.reject, (tx, actor, ids, input) =>
    runAction(
      tx,
      actor,
      saleSkuActions.reject,
      ids,
      input,
      () => ({ reviewRemark: input.reviewRemark, reviewUser: actor.session.userId, reviewTime: NOW }),
      input.reviewRemark,
    ).then(() => true),
  ),
]
