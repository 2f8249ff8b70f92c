import { salePlanActions } from '#sync/resources/purchasing/sale-plan.actions.ts'
import { type ActionWork, actionWork } from '../platform/records/action-calls.ts'
import { runAction } from '../platform/records/transition.ts'
import { startSale } from './sale-plan.ts'
import { DEMO_SALE_PLAN } from './seed-purchasing.ts'

/** The server's work of the purchasing area's declared actions; their calls come from the declarations. */
export const purchasingActionWorks: ActionWork[] = [
  actionWork(salePlanActions.startSale, (tx, actor, ids, input) => startSale(tx, actor, ids, input), {
    summary:
      "Submits sales plans (ids) into the sale_plan approval (processDefinitionId, taskUser): a plan without products, or whose shop has no fee configuration, is refused; the approval's end approves the plan or sends it back",
    example: { ids: DEMO_SALE_PLAN.plan },
  }),
  // The approval's rejection keeps the approver's comment as the plan's review remark.
  actionWork(salePlanActions.reject, (tx, actor, ids, input) =>
    runAction(tx, actor, salePlanActions.reject, ids, input, (_t, _a, _r, i) => ({
      reviewRemark: i.reviewRemark,
    })).then(() => true),
  ),
]
