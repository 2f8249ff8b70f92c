import type { DocumentKind } from '#sync/resources/document-kinds.ts'
import { resources } from '#sync/resources/index.ts'
import type { Actor } from '../actor.ts'
import { type Queryable, toSnake } from '../db/db.ts'

/** How a kind of document is numbered: prefix, the date's format (its period: day, month or none), digits of the running number. */
export type NumberRule = {
  prefix: string
  dateFormat: 'YYYYMMDD' | 'YYMMDD' | 'YYYYMM' | ''
  digits: number
  separator: '-' | ''
}

const daily = (prefix: string): NumberRule => ({ prefix, dateFormat: 'YYYYMMDD', digits: 4, separator: '-' })

/**
 * The rule of each kind where the tenant has none of its own (blade-system/documentNumberRule): sales
 * orders keep the numbers they always had (SO + yyMMdd + five digits, the shop's prefix first).
 */
export const DEFAULT_NUMBER_RULES: Record<DocumentKind, NumberRule> = {
  salesOrder: { prefix: 'SO', dateFormat: 'YYMMDD', digits: 5, separator: '' },
  outbound: daily('OB'),
  pickList: daily('PK'),
  inbound: daily('IB'),
  quality: daily('QC'),
  stocktaking: daily('CT'),
  salePlan: daily('SP'),
  purchase: daily('CG'),
  purchaseOrder: daily('PO'),
  shipApply: daily('SA'),
  shipOrder: daily('FH'),
  ship: daily('SH'),
  fbaTransfer: daily('FT'),
  fbaTurnover: daily('FZ'),
  journalEntry: daily('JE'),
  purchasePayment: daily('PP'),
  applyPay: daily('AP'),
  payVoucher: daily('PV'),
  applyFee: daily('AF'),
  receiveFee: daily('RF'),
  foreignPayment: daily('FP'),
  abroadApplyPay: daily('OA'),
  abroadPayVoucher: daily('OV'),
  factoryInvoice: daily('FI'),
}

/** Where each kind's numbers are kept (the declared `numbered` field), to skip numbers typed by hand. */
const homes = new Map<DocumentKind, { table: string; column: string }[]>()
for (const resource of resources) {
  if (resource.servedFrom) continue
  for (const [key, field] of Object.entries(resource.fields)) {
    if (!field.numbered) continue
    const list = homes.get(field.numbered) ?? []
    if (!list.some((h) => h.table === resource.table)) list.push({ table: resource.table, column: toSnake(key) })
    homes.set(field.numbered, list)
  }
}

/** The tenant's rule of a kind: its live row (blade-system/documentNumberRule), else the default. */
async function ruleOf(tx: Queryable, kind: DocumentKind): Promise<NumberRule> {
  const [own] = await tx.query<{ prefix: string; dateFormat: string; digits: number; separator: string }>(
    `SELECT prefix, date_format, digits, separator FROM erp_document_number_rule WHERE kind = $1 AND is_deleted = 0`,
    [kind],
  )
  if (!own) return DEFAULT_NUMBER_RULES[kind]
  // The declared choices say 'none' where the number carries no date or no separator.
  return {
    prefix: own.prefix,
    dateFormat: own.dateFormat === 'none' ? '' : (own.dateFormat as NumberRule['dateFormat']),
    digits: own.digits,
    separator: own.separator === 'none' ? '' : (own.separator as NumberRule['separator']),
  }
}

/**
 * The next number of a kind of document for the actor's tenant (`PK-20261202-0007`): the tenant's
 * rule, a running number per prefix and period taken by an upsert (concurrent transactions queue on
 * the counter's row and never share a number), skipping any number a live document already holds
 * (one typed by hand). `prefix` replaces the rule's (a shop's own order prefix).
 */
export async function nextDocumentNumber(
  tx: Queryable,
  actor: Actor,
  kind: DocumentKind,
  options: { prefix?: string | null } = {},
): Promise<string> {
  const rule = await ruleOf(tx, kind)
  const prefix = options.prefix || rule.prefix
  const places = homes.get(kind) ?? []
  for (;;) {
    const [counter] = await tx.query<{ period: string; lastNo: number }>(
      `INSERT INTO erp_document_number_counter (tenant_id, kind, prefix, period, last_no)
       VALUES ($1, $2, $3, coalesce(to_char(localtimestamp, $4), ''), 1)
       ON CONFLICT (tenant_id, kind, prefix, period) DO UPDATE SET last_no = erp_document_number_counter.last_no + 1
       RETURNING period, last_no`,
      [actor.session.tenantId, kind, prefix, rule.dateFormat],
    )
    const { separator } = rule
    const running = String(counter?.lastNo).padStart(rule.digits, '0')
    const code = [prefix, counter?.period, running].filter(Boolean).join(separator)
    const taken = places.length
      ? await tx.query(
          places.map((p) => `SELECT 1 FROM ${p.table} WHERE ${p.column} = $1 AND is_deleted = 0`).join(' UNION ALL '),
          [code],
        )
      : []
    if (!taken.length) return code
  }
}
