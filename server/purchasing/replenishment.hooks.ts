import type { MessageKey } from '#sync/i18n/messages.ts'
import { translate } from '#sync/i18n/messages.ts'
import { replenishmentPurchaseRule, replenishmentRule } from '#sync/resources/purchasing/replenishment.resource.ts'
import type { Queryable, Row } from '../platform/db/db.ts'
import { validationError } from '../platform/http/app-error.ts'
import { type HookContext, hooksFor } from '../platform/resources/hooks.ts'

const given = (v: unknown) => v !== undefined && v !== null && v !== ''

/** The rule's one target (product, or category / factory), refused when both or neither are set or it already has a live rule. */
async function checkTarget(
  { tx, actor }: HookContext,
  input: Row,
  existing: Row | undefined,
  table: string,
  other: 'categoryId' | 'factoryId',
  message: MessageKey,
) {
  const value = (key: string) => (key in input ? input[key] : existing?.[key])
  const product = value('productId')
  const second = value(other)
  if (given(product) === given(second)) {
    throw validationError([{ field: 'productId', message: translate(message, actor.lang) }])
  }
  const [column, target] = given(product)
    ? ['product_id', product]
    : [other === 'categoryId' ? 'category_id' : 'factory_id', second]
  const twin = await tx.query(
    `SELECT 1 FROM ${table} WHERE ${column} = $1 AND is_deleted = 0 AND id <> $2
        ${column === 'product_id' ? '' : 'AND product_id IS NULL'} LIMIT 1`,
    [String(target), String(existing?.id ?? 0)],
  )
  if (twin.length) {
    const field = given(product) ? 'productId' : other
    throw validationError([
      { field, message: translate('purchasing.ruleExists', actor.lang, { target: String(target) }) },
    ])
  }
}

/** The SKUs a replenishment rule reaches: its product, or every product of its category. */
async function rulesApply(tx: Queryable, tenantId: string, rule: Row) {
  const products = given(rule.productId)
    ? [String(rule.productId)]
    : (
        await tx.query<{ id: string }>(`SELECT id::text FROM erp_base_product WHERE category_id = $1`, [
          String(rule.categoryId),
        ])
      ).map((r) => r.id)
  await tx.query('SELECT erp_replenishment_apply_rules($1, $2::bigint[])', [tenantId, products])
}

/** Replenishment rules: one target each, and the SKUs they reach take their days at once. */
export const replenishmentHooks = {
  ...hooksFor(replenishmentRule, {
    beforeSave: (ctx, input, existing) =>
      checkTarget(ctx, input, existing, 'erp_replenishment_rule', 'categoryId', 'purchasing.ruleTarget'),
    afterSave: async ({ tx, actor }, _id, input, existing) => {
      const tenant = actor.session.tenantId
      if (existing) await rulesApply(tx, tenant, existing)
      await rulesApply(tx, tenant, { ...existing, ...input })
    },
    // A removed rule's SKUs fall back to the next rule once the removal is committed.
    afterCommit: async ({ root, actor }, event) => {
      if (event.op === 'remove')
        await root.query('SELECT erp_replenishment_apply_rules($1, NULL)', [actor.session.tenantId])
    },
  }),
  ...hooksFor(replenishmentPurchaseRule, {
    beforeSave: (ctx, input, existing) =>
      checkTarget(
        ctx,
        input,
        existing,
        'erp_replenishment_purchase_rule',
        'factoryId',
        'purchasing.purchaseRuleTarget',
      ),
  }),
}
