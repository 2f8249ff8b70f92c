import { translate } from '#sync/i18n/messages.ts'
import { resources } from '#sync/resources/index.ts'
import { forgetGrants } from '../platform/auth/permissions.ts'
import type { Queryable } from '../platform/db/db.ts'
import { AppError, validationError } from '../platform/http/app-error.ts'
import { DATA_SCOPE } from '../platform/resources/data-scope.ts'
import type { HookContext, ResourceHooks } from '../platform/resources/hooks.ts'

async function isButtonCode(tx: Queryable, code: string) {
  const rows = await tx.query('SELECT 1 FROM blade_menu WHERE code = $1 AND category = 2 AND is_deleted = 0', [code])
  return rows.length > 0
}

function unknownCode(ctx: HookContext, code: string) {
  return validationError([
    { field: 'resourceCode', message: translate('system.access.codeUnknown', ctx.actor.lang, { code }) },
  ])
}

/** Removing a scope takes it away from every role at once. */
async function dropScopeGrants(ctx: HookContext, ids: string[]) {
  await ctx.tx.query('DELETE FROM blade_role_scope WHERE scope_id = ANY($1::bigint[])', [ids])
  forgetGrants(ctx.actor.session.tenantId)
}

/** Data scopes name a declared resource by its view code; a custom rule lists department ids. */
export const dataScopeHooks: ResourceHooks = {
  beforeSave(ctx, input, existing) {
    if (input.scopeColumn === null) input.scopeColumn = 'create_user'
    const code = String(input.resourceCode ?? existing?.resourceCode ?? '')
    if (input.resourceCode !== undefined && !resources.some((r) => r.permissions.view === code)) {
      throw unknownCode(ctx, code)
    }
    const type = Number(input.scopeType ?? existing?.scopeType)
    const value = input.scopeValue === undefined ? existing?.scopeValue : input.scopeValue
    if (type === DATA_SCOPE.custom && !value) {
      throw new AppError('VALIDATION', 'system.access.scopeValueRequired', {}, [
        { field: 'scopeValue', message: translate('system.access.scopeValueRequired', ctx.actor.lang) },
      ])
    }
  },
  afterSave: (ctx) => forgetGrants(ctx.actor.session.tenantId),
  beforeRemove: dropScopeGrants,
}

/** API scopes grant one existing button code. */
export const apiScopeHooks: ResourceHooks = {
  async beforeSave(ctx, input) {
    if (input.resourceCode !== undefined && !(await isButtonCode(ctx.tx, String(input.resourceCode)))) {
      throw unknownCode(ctx, String(input.resourceCode))
    }
  },
  afterSave: (ctx) => forgetGrants(ctx.actor.session.tenantId),
  beforeRemove: dropScopeGrants,
}

/** Top menus: removing one removes what was set under it. */
export const topMenuHooks: ResourceHooks = {
  beforeSave(_ctx, input) {
    if (input.sort === null) input.sort = 0
  },
  async beforeRemove({ tx }, ids) {
    await tx.query('DELETE FROM blade_top_menu_setting WHERE top_menu_id = ANY($1::bigint[])', [ids])
  },
}
