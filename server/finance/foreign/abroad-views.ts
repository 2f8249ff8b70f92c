import type { z } from 'zod'
import type { payableApplyRow, receiverRow } from '#sync/resources/finance/foreign/foreign.contracts.ts'
import type { Actor } from '../../platform/actor.ts'
import type { Queryable } from '../../platform/db/db.ts'

const LIMIT = 200

/**
 * Whom an overseas application may pay (receiverList): forwarders and customs agents among the
 * suppliers (type 3) with their bank accounts, third-party overseas warehouses, and receivers of
 * earlier applications (newest first), each once, optionally matching a keyword.
 */
export async function abroadReceivers(
  tx: Queryable,
  actor: Actor,
  q: { keyword?: string },
): Promise<z.output<typeof receiverRow>[]> {
  const params = [actor.session.tenantId, q.keyword || null]
  const agents = await tx.query<{ id: string; name: string; cardNumber: string | null; bank: string | null }>(
    `SELECT id::text AS id, coalesce(account_name, factory_name) AS name, card_number, bank FROM erp_base_factory
      WHERE tenant_id = $1 AND is_deleted = 0 AND type = 3
        AND ($2::text IS NULL OR factory_name ILIKE '%' || $2 || '%' OR account_name ILIKE '%' || $2 || '%')
      ORDER BY id LIMIT ${LIMIT}`,
    params,
  )
  const warehouses = await tx.query<{ id: string; name: string }>(
    `SELECT id::text AS id, name FROM erp_base_store
      WHERE tenant_id = $1 AND is_deleted = 0 AND store_type IN (1, 2)
        AND ($2::text IS NULL OR name ILIKE '%' || $2 || '%')
      ORDER BY id LIMIT ${LIMIT}`,
    params,
  )
  const history = await tx.query<{
    receiverId: string | null
    storeId: string | null
    receiverName: string
    receiveAccount: string | null
    receiveBank: string | null
  }>(
    `SELECT receiver_id, store_id, receiver_name, receive_account, receive_bank FROM (
        SELECT DISTINCT ON (receiver_name, receive_account) receiver_id::text AS receiver_id, store_id::text AS store_id,
               receiver_name, receive_account, receive_bank, id
          FROM fin_abroad_apply_pay
         WHERE tenant_id = $1 AND is_deleted = 0 AND ($2::text IS NULL OR receiver_name ILIKE '%' || $2 || '%')
         ORDER BY receiver_name, receive_account, id DESC) h
      ORDER BY id DESC LIMIT ${LIMIT}`,
    params,
  )
  const seen = new Set<string>()
  const rows: z.output<typeof receiverRow>[] = []
  const add = (row: z.output<typeof receiverRow>) => {
    const k = `${row.receiverName}|${row.receiveAccount ?? ''}`
    if (seen.has(k)) return
    seen.add(k)
    rows.push(row)
  }
  for (const h of history) add({ ...h, kind: 'history' })
  for (const a of agents)
    add({
      receiverId: a.id,
      storeId: null,
      receiverName: a.name,
      receiveAccount: a.cardNumber,
      receiveBank: a.bank,
      kind: 'agent',
    })
  for (const w of warehouses)
    add({
      receiverId: null,
      storeId: w.id,
      receiverName: w.name,
      receiveAccount: null,
      receiveBank: null,
      kind: 'warehouse',
    })
  return rows
}

/**
 * Applications a voucher may pay (applyPayList): approved or partly registered, with what is left to
 * register, optionally by number or receiver (keyword) and currency, oldest due first.
 */
export async function payableApplications(
  tx: Queryable,
  actor: Actor,
  q: { current?: number; size?: number; keyword?: string; currencyCode?: string },
) {
  const current = q.current ?? 1
  const size = q.size ?? 30
  const params = [actor.session.tenantId, q.keyword || null, q.currencyCode ?? null]
  const where = `tenant_id = $1 AND is_deleted = 0 AND status IN (3, 5)
    AND ($2::text IS NULL OR code ILIKE '%' || $2 || '%' OR receiver_name ILIKE '%' || $2 || '%')
    AND ($3::text IS NULL OR currency_code = $3)`
  const [count] = await tx.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM fin_abroad_apply_pay WHERE ${where}`,
    params,
  )
  const records = await tx.query<z.output<typeof payableApplyRow>>(
    `SELECT id::text AS id, code, receiver_id::text AS receiver_id, receiver_name, receive_account, currency_code,
            fee_type::text AS fee_type, amount::text AS amount, coalesce(registered_amount, 0)::text AS registered_amount,
            coalesce(paid_amount, 0)::text AS paid_amount,
            (amount - coalesce(registered_amount, 0))::text AS left,
            to_char(due_date, 'YYYY-MM-DD') AS due_date, status::text AS status
       FROM fin_abroad_apply_pay WHERE ${where}
      ORDER BY due_date NULLS LAST, id
      LIMIT ${size} OFFSET ${(current - 1) * size}`,
    params,
  )
  const total = count?.total ?? 0
  return { records, total, size, current, pages: Math.ceil(total / size) }
}
