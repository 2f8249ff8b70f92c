import { translate } from '#sync/i18n/messages.ts'
import { param } from '#sync/resources/system/param.resource.ts'
import type { Queryable } from '../platform/db/db.ts'
import type { HookContext, ResourceHooks } from '../platform/resources/hooks.ts'
import { actorLogOf, recordUsualLog, USUAL_LOG } from './log-usual.ts'

/** The value of a parameter of the tenant (`tx` scoped to it), or `fallback` when none is set. */
export async function readParam(tx: Queryable, key: string, fallback: string | null = null): Promise<string | null> {
  const rows = await tx.query<{ paramValue: string }>(
    `SELECT param_value FROM ${param.table} WHERE param_key = $1 AND is_deleted = 0 LIMIT 1`,
    [key],
  )
  return rows[0]?.paramValue ?? fallback
}

async function logChange(ctx: HookContext, what: string) {
  await recordUsualLog(ctx.tx, actorLogOf(ctx.actor, USUAL_LOG.paramChanged, what.slice(0, 255)))
}

/** Parameters change how the system behaves: every change is in the operation log. */
export const paramHooks: ResourceHooks = {
  afterSave: (ctx, _id, input, existing) =>
    logChange(
      ctx,
      translate(existing ? 'system.log.paramChanged' : 'system.log.paramAdded', ctx.actor.lang, {
        key: String(input.paramKey ?? existing?.paramKey),
      }),
    ),
  beforeRemove: (ctx, ids) =>
    logChange(ctx, translate('system.log.paramRemoved', ctx.actor.lang, { id: ids.join(', #') })),
}
