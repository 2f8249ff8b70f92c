import type { Dictionary } from '#sync/dictionaries/define-dictionary.ts'
import { platformDictionaries } from '#sync/dictionaries/index.ts'
import { type AreaMenu, flattenMenus } from '#sync/menus/define-menu.ts'
import { menus } from '#sync/menus/index.ts'
import { hashSecret } from '../auth/password.ts'
import type { DbDriver, Queryable } from '../db/db.ts'
import { nextId } from '../db/next-id.ts'
import { ensureResourceIndexes } from '../resources/resource-indexes.ts'

/** The web client of the console (BladeX's Saber): allowed grants are listed per client. */
export const WEB_CLIENT = { clientId: 'saber', secret: 'saber_secret', grants: 'captcha,password,refresh_token' }

/** Role alias of a tenant's administrators: new menu entries are granted to it as they land. */
export const ADMIN_ROLE_ALIAS = 'administrator'

async function syncClient(tx: Queryable): Promise<void> {
  const found = await tx.query('SELECT 1 FROM blade_client WHERE client_id = $1', [WEB_CLIENT.clientId])
  if (found.length) return
  await tx.query(
    `INSERT INTO blade_client (id, client_id, client_secret, authorized_grant_types) VALUES ($1, $2, $3, $4)`,
    [nextId(), WEB_CLIENT.clientId, await hashSecret(WEB_CLIENT.secret), WEB_CLIENT.grants],
  )
}

/** Upserts every platform vocabulary: a parent row per code, a child row per key. */
export async function syncDictionaries(tx: Queryable, dictionaries: readonly Dictionary[]): Promise<void> {
  const existing = await tx.query<{ id: string; code: string; dictKey: string; parentId: string }>(
    'SELECT id, code, dict_key, parent_id FROM blade_dict WHERE is_deleted = 0',
  )
  const parents = new Map(existing.filter((r) => r.parentId === '0').map((r) => [r.code, r.id]))
  const children = new Map(existing.filter((r) => r.parentId !== '0').map((r) => [`${r.code}|${r.dictKey}`, r.id]))
  for (const [i, d] of dictionaries.entries()) {
    let parentId = parents.get(d.code)
    if (!parentId) {
      parentId = nextId()
      await tx.query(
        `INSERT INTO blade_dict (id, parent_id, code, dict_key, dict_value, dict_value_en, dict_value_ja, sort, is_sealed)
         VALUES ($1, 0, $2, '-1', $3, $4, $5, $6, 1)`,
        [parentId, d.code, d.name.zh, d.name.en, d.name.ja, i + 1],
      )
    }
    for (const [j, e] of d.entries.entries()) {
      const id = children.get(`${d.code}|${e.key}`)
      const params = [e.label.zh, e.label.en, e.label.ja, j + 1, e.remark ?? null]
      if (id) {
        await tx.query(
          `UPDATE blade_dict SET dict_value = $2, dict_value_en = $3, dict_value_ja = $4, sort = $5, remark = $6 WHERE id = $1`,
          [id, ...params],
        )
      } else {
        await tx.query(
          `INSERT INTO blade_dict (id, parent_id, code, dict_key, dict_value, dict_value_en, dict_value_ja, sort, remark, is_sealed)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 1)`,
          [nextId(), parentId, d.code, e.key, ...params],
        )
      }
    }
  }
}

/**
 * Upserts the declared menu entries by code. Entries new to this database are granted to every
 * tenant's administrator role ("as the area lands"); existing grants are never re-added, so an
 * administrator's own revocations stand.
 */
export async function syncMenus(tx: Queryable, areaMenus: readonly AreaMenu[]): Promise<string[]> {
  const existing = await tx.query<{ id: string; code: string }>('SELECT id, code FROM blade_menu')
  const ids = new Map(existing.map((r) => [r.code, r.id]))
  const added: string[] = []
  for (const { area, parentCode, entry } of flattenMenus(areaMenus)) {
    const parentId = parentCode ? ids.get(parentCode) : '0'
    const values = [
      parentId,
      entry.name.zh,
      entry.name.en,
      entry.name.ja,
      entry.alias ?? entry.code,
      entry.path ?? null,
      entry.source ?? null,
      entry.sort,
      entry.category,
      area,
    ]
    const id = ids.get(entry.code)
    if (id) {
      await tx.query(
        `UPDATE blade_menu SET parent_id = $2, name = $3, name_en = $4, name_ja = $5, alias = $6, path = $7,
           source = $8, sort = $9, category = $10, area = $11, is_deleted = 0 WHERE id = $1`,
        [id, ...values],
      )
    } else {
      const newId = nextId()
      await tx.query(
        `INSERT INTO blade_menu (id, code, parent_id, name, name_en, name_ja, alias, path, source, sort, category, area)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [newId, entry.code, ...values],
      )
      ids.set(entry.code, newId)
      added.push(newId)
    }
  }
  await carryFormerGrants(tx, areaMenus, ids)
  // Entries no longer declared are hidden, so no menu leads to a page that does not exist;
  // entries people made through the menu calls (area 'custom', e.g. external links) stay.
  const declared = flattenMenus(areaMenus).map((m) => m.entry.code)
  await tx.query(`UPDATE blade_menu SET is_deleted = 1 WHERE area <> 'custom' AND NOT (code = ANY($1::text[]))`, [
    declared,
  ])
  if (added.length) {
    const admins = await tx.query<{ id: string; tenantId: string }>(
      'SELECT id, tenant_id FROM blade_role WHERE role_alias = $1 AND is_deleted = 0',
      [ADMIN_ROLE_ALIAS],
    )
    for (const role of admins) await grantMenus(tx, role.tenantId, role.id, added)
  }
  return added
}

/**
 * Roles that hold a retired entry (a second model's page or button) get the entry that replaced it,
 * once: the retired grants go, so a revocation of the new entry later stands.
 */
async function carryFormerGrants(tx: Queryable, areaMenus: readonly AreaMenu[], ids: Map<string, string>) {
  for (const { entry } of flattenMenus(areaMenus)) {
    const menuId = ids.get(entry.code)
    if (!entry.formerCodes?.length || !menuId) continue
    const held = await tx.query<{ id: string; tenantId: string; roleId: string }>(
      `SELECT rm.id, rm.tenant_id, rm.role_id FROM blade_role_menu rm JOIN blade_menu m ON m.id = rm.menu_id
        WHERE m.code = ANY($1::text[])`,
      [entry.formerCodes],
    )
    for (const grant of held) await grantMenus(tx, grant.tenantId, grant.roleId, [menuId])
    if (held.length) await tx.query('DELETE FROM blade_role_menu WHERE id = ANY($1::bigint[])', [held.map((g) => g.id)])
  }
}

/** Grants menu entries to a role (already granted ones are kept as they are). */
export async function grantMenus(tx: Queryable, tenantId: string, roleId: string, menuIds: readonly string[]) {
  for (const menuId of menuIds) {
    await tx.query(
      `INSERT INTO blade_role_menu (id, tenant_id, role_id, menu_id) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
      [nextId(), tenantId, roleId, menuId],
    )
  }
}

/** Client, vocabularies and menus: the platform rows every database needs, synced at each start. */
export async function syncPlatform(root: DbDriver): Promise<void> {
  await root.begin(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [7301_0002])
    await syncClient(tx)
    await syncDictionaries(tx, platformDictionaries())
    await syncMenus(tx, menus)
    // The indexes the declarations' sorts and filters need (made once; cheap to check at each start).
    await ensureResourceIndexes(tx)
  })
}
