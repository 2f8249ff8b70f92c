import type { Dictionary } from '#sync/dictionaries/define-dictionary.ts'
import { translate } from '#sync/i18n/messages.ts'
import type { Actor } from '../../platform/actor.ts'
import type { Queryable } from '../../platform/db/db.ts'
import { validationError } from '../../platform/http/app-error.ts'
import { type ContractLang, type ContractParty, joinAddress } from './contract-document.ts'

/** A supplier's row as a contract reads it (erp_base_factory). */
type FactoryRow = {
  factoryName: string | null
  contact: string | null
  phone: string | null
  email: string | null
  country: string | null
  province: string | null
  city: string | null
  address: string | null
  accountName: string | null
  bank: string | null
  cardNumber: string | null
  taxNum: string | null
  settlementMethod: number | null
  paymentMethod: number | null
}

const FACTORY_COLUMNS = `factory_name, contact, phone, email, country, province, city, address, account_name, bank,
  card_number, tax_num, settlement_method, payment_method`

/** A supplier's row (live or not: a contract names whom it was made with), or undefined. */
export async function readFactory(tx: Queryable, id: string | null): Promise<FactoryRow | undefined> {
  if (!id) return undefined
  const [row] = await tx.query<FactoryRow>(`SELECT ${FACTORY_COLUMNS} FROM erp_base_factory WHERE id = $1`, [id])
  return row
}

/** A supplier as a party of the contract, its bank account included. */
export function factoryParty(row: FactoryRow | undefined, lang: ContractLang): ContractParty {
  return {
    name: row?.factoryName ?? '',
    address: row ? joinAddress([row.country, row.province, row.city, row.address], lang) : null,
    contact: row?.contact ?? null,
    phone: row?.phone ?? null,
    email: row?.email ?? null,
    taxNumber: row?.taxNum ?? null,
    bank: row?.bank ?? null,
    accountName: row?.accountName ?? null,
    account: row?.cardNumber ?? null,
  }
}

/**
 * The tenant's own company as the buyer: its business party of type 4 (own company, spec 1 §6) when
 * one is kept among the suppliers, else the tenant's name, contact and address.
 */
export async function ownCompany(tx: Queryable, actor: Actor, lang: ContractLang): Promise<ContractParty> {
  const [own] = await tx.query<FactoryRow>(
    `SELECT ${FACTORY_COLUMNS} FROM erp_base_factory WHERE type = 4 AND status = 1 AND is_deleted = 0 ORDER BY id LIMIT 1`,
  )
  if (own) return factoryParty(own, lang)
  const [tenant] = await tx.query<{
    tenantName: string | null
    linkman: string | null
    contactNumber: string | null
    address: string | null
  }>(`SELECT tenant_name, linkman, contact_number, address FROM blade_tenant WHERE tenant_id = $1`, [
    actor.session.tenantId,
  ])
  return {
    name: tenant?.tenantName ?? '',
    address: tenant?.address ?? null,
    contact: tenant?.linkman ?? null,
    phone: tenant?.contactNumber ?? null,
    email: null,
    taxNumber: null,
    bank: null,
    accountName: null,
    account: null,
  }
}

/** A dictionary entry's label in the contract's language, or null when the key is not set (or unknown). */
export function dictText(dictionary: Dictionary, key: unknown, lang: ContractLang): string | null {
  if (key === null || key === undefined || key === '') return null
  return dictionary.entries.find((e) => e.key === String(key))?.label[lang] ?? null
}

/** The 400 of a contract whose document is not there (removed, or another tenant's): it names the id. */
export function contractNotFound(actor: Actor, id: string) {
  return validationError([
    { field: 'id', message: translate('purchasing.contractDocumentNotFound', actor.lang, { id }) },
  ])
}

/** A product's specification from its model, size, colour and material. */
export function specOf(p: {
  model: string | null
  sizes: string | null
  color: string | null
  material: string | null
}): string | null {
  const parts = [p.model, p.sizes, p.color, p.material].map((v) => v?.trim()).filter(Boolean)
  return parts.length ? parts.join(' / ') : null
}
