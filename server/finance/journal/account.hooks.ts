import type { Language } from '#sync/i18n/language.ts'
import { translate } from '#sync/i18n/messages.ts'
import type { FieldProblem } from '#sync/resources/describe-issues.ts'
import {
  ACCOUNT_TYPES,
  type AccountType,
  CURRENCY_ACCOUNT_TYPES,
  ROOT_OF_ACCOUNT_TYPE,
} from '#sync/resources/finance/account-types.ts'
import { financeAccount } from '#sync/resources/finance/journal/account.resource.ts'
import type { Queryable, Row } from '../../platform/db/db.ts'
import { validationError } from '../../platform/http/app-error.ts'
import { hooksFor } from '../../platform/resources/hooks.ts'

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v))

/** Accounts of these ids that carry journal lines (code and name, for the refusal). */
async function accountsWithEntries(tx: Queryable, ids: readonly string[]) {
  return tx.query<{ code: string; name: string }>(
    `SELECT a.code, a.name FROM fin_account a
      WHERE a.id = ANY($1::bigint[]) AND EXISTS (SELECT 1 FROM fin_journal_line l WHERE l.tenant_id = a.tenant_id AND l.account_id = a.id)
      ORDER BY a.code`,
    [ids],
  )
}

/**
 * An account's save: a group has no type, a leaf has one under its root, a bank or cash leaf a
 * currency; an account with entries keeps its type, currency and leafness (rename it freely).
 */
async function checkAccount(tx: Queryable, lang: Language, input: Row, existing: Row | undefined) {
  const merged = { ...existing, ...input }
  const isGroup = Number(merged.isGroup ?? 0) === 1
  const type = text(merged.accountType)
  const problems: FieldProblem[] = []
  if (isGroup === Boolean(type))
    problems.push({ field: 'accountType', message: translate('finance.groupNeedsNoType', lang) })
  if (type && ACCOUNT_TYPES.includes(type as AccountType)) {
    const root = ROOT_OF_ACCOUNT_TYPE[type as AccountType]
    if (text(merged.rootType) !== root)
      problems.push({ field: 'rootType', message: translate('finance.accountRootMismatch', lang, { type, root }) })
    if (CURRENCY_ACCOUNT_TYPES.includes(type as AccountType) && !text(merged.currencyCode))
      problems.push({ field: 'currencyCode', message: translate('finance.currencyNeeded', lang) })
  }
  if (existing) {
    const changed = (['accountType', 'currencyCode', 'isGroup', 'rootType'] as const).filter(
      (k) =>
        k in input &&
        text(input[k]) !== text(existing[k]) &&
        !(k === 'isGroup' && Number(input[k] ?? 0) === Number(existing[k] ?? 0)),
    )
    if (changed.length && (await accountsWithEntries(tx, [String(existing.id)])).length)
      for (const field of changed)
        problems.push({
          field,
          message: translate('finance.accountHasEntries', lang, { account: `${existing.code} ${existing.name}` }),
        })
  }
  if (problems.length) throw validationError(problems)
}

/** Refuses removing an account with entries or with live accounts under it. */
async function checkRemoval(tx: Queryable, lang: Language, ids: string[]) {
  const [used] = await accountsWithEntries(tx, ids)
  if (used)
    throw validationError([
      { field: 'ids', message: translate('finance.accountHasEntries', lang, { account: `${used.code} ${used.name}` }) },
    ])
  const [parent] = await tx.query<{ code: string; name: string }>(
    `SELECT a.code, a.name FROM fin_account a
      WHERE a.id = ANY($1::bigint[])
        AND EXISTS (SELECT 1 FROM fin_account c WHERE c.tenant_id = a.tenant_id AND c.parent_id = a.id AND c.is_deleted = 0
                       AND NOT (c.id = ANY($1::bigint[])))
      ORDER BY a.code LIMIT 1`,
    [ids],
  )
  if (parent)
    throw validationError([
      {
        field: 'ids',
        message: translate('finance.accountHasChildren', lang, { account: `${parent.code} ${parent.name}` }),
      },
    ])
}

/** The chart of accounts' rules on save and removal. */
export const accountHooks = {
  ...hooksFor(financeAccount, {
    beforeSave: ({ tx, actor }, input, existing) => checkAccount(tx, actor.lang, input, existing),
    beforeRemove: ({ tx, actor }, ids) => checkRemoval(tx, actor.lang, ids),
  }),
}
