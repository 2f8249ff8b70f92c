import { purchaseActions, purchaseOrderActions } from '#sync/resources/purchasing/purchase.actions.ts'
import { salePlanActions } from '#sync/resources/purchasing/sale-plan.actions.ts'
import { type ActionWork, actionWork } from '../platform/records/action-calls.ts'
import { runAction } from '../platform/records/transition.ts'
import { abolishPurchases, determinePurchases } from './purchase.ts'
import { shipPurchaseOrders } from './purchase-order.ts'
import { startSale } from './sale-plan.ts'
import { DEMO_PURCHASE, DEMO_SALE_PLAN } from './seed-purchasing.ts'

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
  actionWork(purchaseActions.determine, (tx, actor, ids) => determinePurchases(tx, actor, ids), {
    summary:
      "Determines purchases (ids; status 3): each is split per factory and currency into purchase orders at today's rate into the base currency, and the sales plan lines it draws on count its quantities as bought (refused beyond what is left); the plans read partly purchased or purchased",
    example: { ids: DEMO_PURCHASE.draft, status: '3' },
  }),
  actionWork(purchaseActions.abolish, (tx, actor, ids) => abolishPurchases(tx, actor, ids), {
    summary:
      'Abolishes purchases (ids; status 80): a determined one voids its purchase orders (refused while one is in approval or approved) and gives back what it bought of its sales plans',
    example: { ids: DEMO_PURCHASE.draft, status: '80' },
  }),
  actionWork(
    purchaseOrderActions.audit,
    (tx, actor, ids, input) => runAction(tx, actor, purchaseOrderActions.audit, ids, input).then(() => true),
    {
      summary:
        "Submits purchase orders (ids) into the procurement_audit approval (processDefinitionId, taskUser); its end approves the order or sends it back with the approver's comment; erp/purchaseorder/complete-purchase decides its tasks",
      example: { ids: DEMO_PURCHASE.pendingOrder },
      alsoAt: ['/api/purchaseSpilt'],
    },
  ),
  // The approval's rejection keeps the approver's comment as the order's audit remark.
  actionWork(purchaseOrderActions.reject, (tx, actor, ids, input) =>
    runAction(tx, actor, purchaseOrderActions.reject, ids, input, (_t, _a, _r, i) => ({
      auditRemark: i.auditRemark,
    })).then(() => true),
  ),
  actionWork(purchaseOrderActions.ship, (tx, actor, ids) => shipPurchaseOrders(tx, actor, ids).then(() => true), {
    summary:
      "Ships approved purchase orders (ids) whose every lot's newest quality check passed: each makes an inbound order of its destination warehouse (source = the order's code) whose lines cost price × the order's rate into the base currency; refused naming a failed lot",
    example: { ids: DEMO_PURCHASE.kailiOrder },
  }),
]
