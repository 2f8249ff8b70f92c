import { translate } from '#sync/i18n/messages.ts'
import { AppError } from '../platform/http/app-error.ts'
import type { ResourceHooks } from '../platform/resources/hooks.ts'
import { actorLogOf, recordUsualLog, USUAL_LOG } from './log-usual.ts'

/**
 * Data sources: a source assigned to a tenant (any tenant: the platform assigns its sources to
 * others) stays; changes go to the operation log, never the password.
 */
export const datasourceHooks: ResourceHooks = {
  afterSave: async (ctx, id, _input, existing) => {
    await recordUsualLog(
      ctx.tx,
      actorLogOf(
        ctx.actor,
        USUAL_LOG.datasourceChanged,
        translate(existing ? 'system.log.datasourceChanged' : 'system.log.datasourceAdded', ctx.actor.lang, { id }),
      ),
    )
  },
  beforeRemove: async (ctx, ids) => {
    const rows = await ctx.tx.query<{ n: number }>('SELECT erp_datasource_use_count($1::bigint[]) AS n', [ids])
    const count = rows[0]?.n ?? 0
    if (count > 0) throw new AppError('VALIDATION', 'system.admin.datasourceInUse', { count })
    await recordUsualLog(
      ctx.tx,
      actorLogOf(
        ctx.actor,
        USUAL_LOG.datasourceChanged,
        translate('system.log.datasourceRemoved', ctx.actor.lang, { id: ids.join(', #') }).slice(0, 255),
      ),
    )
  },
}
