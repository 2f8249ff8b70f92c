import type { Queryable, Row } from '../platform/db/db.ts'

/** Pickers answer at most this many rows. */
const PICK_LIMIT = 100

/** `%text%` for ILIKE, its wildcards escaped. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`

/**
 * A product's price and fee data by system SKU (its own or a further one): the default supplier's
 * purchase price, the latest price change and every warehouse's fees; undefined for an unknown SKU.
 */
export async function productFees(tx: Queryable, sku: string): Promise<Row | undefined> {
  const [product] = await tx.query<{ id: string }>(
    `SELECT p.id::text, p.sys_sku, p.name, p.currency, p.unit_price::text, p.tariff::text, p.gross_margin::text,
            p.unit_weight::text, p.package_length::text, p.package_width::text, p.package_height::text,
            p.box_quantity, p.single_box_weight::text,
            (SELECT json_build_object('factoryName', f.factory_name, 'purchasePrice', f.purchase_price::text,
                      'currency', f.currency, 'leadTime', f.lead_time, 'minOrderQuantity', f.min_order_quantity)
               FROM erp_product_factory f WHERE f.product_id = p.id AND f.is_deleted = 0
              ORDER BY f.is_default DESC, f.id LIMIT 1) AS supplier,
            (SELECT json_build_object('priceType', h.price_type, 'oldPrice', h.old_price::text,
                      'newPrice', h.new_price::text, 'currency', h.currency,
                      'time', to_char(h.create_time, 'YYYY-MM-DD HH24:MI:SS'))
               FROM erp_base_product_price_his h WHERE h.product_id = p.id AND h.is_deleted = 0
              ORDER BY h.id DESC LIMIT 1) AS last_price_change
       FROM erp_base_product p
      WHERE p.is_deleted = 0 AND (p.sys_sku = $1 OR p.id = (SELECT s.product_id FROM erp_base_sys_product s
                                                              WHERE s.sys_sku = $1 AND s.is_deleted = 0 LIMIT 1))
      LIMIT 1`,
    [sku],
  )
  if (!product) return undefined
  const storeFees = await tx.query(
    `SELECT f.store_id::text, s.name AS store_name, f.currency_code, f.order_fee::text, f.item_fee::text,
            f.inbound_fee::text, f.storage_fee::text, f.return_fee::text, f.label_fee::text
       FROM erp_base_store_fee f JOIN erp_base_store s ON s.id = f.store_id AND s.is_deleted = 0
      WHERE f.is_deleted = 0 ORDER BY s.sort NULLS LAST, f.id`,
  )
  return { ...product, storeFees }
}

/** System SKUs for pickers: each product's own and its further ones, matching text (SKU or name); at most 100. */
export function sysSkuChoices(tx: Queryable, text: string | undefined): Promise<Row[]> {
  return tx.query(
    `SELECT sys_sku AS label, sys_sku AS value, product_id, name, quantity FROM (
       SELECT p.sys_sku, p.id::text AS product_id, p.name, 1 AS quantity FROM erp_base_product p
        WHERE p.is_deleted = 0 AND p.sys_sku IS NOT NULL
       UNION ALL
       SELECT s.sys_sku, s.product_id::text, p.name, s.quantity FROM erp_base_sys_product s
         JOIN erp_base_product p ON p.id = s.product_id AND p.is_deleted = 0
        WHERE s.is_deleted = 0) x
      WHERE $1::text IS NULL OR sys_sku ILIKE $1 OR name ILIKE $1
      ORDER BY sys_sku LIMIT ${PICK_LIMIT}`,
    [text ? contains(text) : null],
  )
}

/** The parts of the products with these system SKUs (a product without parts has none). */
export function partsBySku(tx: Queryable, skus: readonly string[]) {
  return tx.query<{ sku: string; productId: string }>(
    `SELECT p.sys_sku AS sku, p.id::text AS product_id, p.name,
            COALESCE((SELECT json_agg(json_build_object('partId', q.id::text, 'sysSku', q.sys_sku, 'name', q.name,
                        'quantity', pp.quantity) ORDER BY pp.id)
                        FROM erp_base_product_part pp JOIN erp_base_product q ON q.id = pp.part_id AND q.is_deleted = 0
                       WHERE pp.product_id = p.id AND pp.is_deleted = 0), '[]'::json) AS parts
       FROM erp_base_product p WHERE p.is_deleted = 0 AND p.sys_sku = ANY($1::text[]) ORDER BY p.sys_sku`,
    [skus],
  )
}

/** The enabled express logistics providers with a code. */
export function expressProviders(tx: Queryable) {
  return tx.query<{ code: string; name: string; trackingUrl: string | null }>(
    `SELECT code, name, tracking_url FROM erp_logistics_providers
      WHERE is_deleted = 0 AND type = 1 AND status = 1 AND code IS NOT NULL ORDER BY code`,
  )
}

/** The warehouses (and zones) whose postal-code lists hold this code (of this country, when given). */
export function storeAreasByZip(tx: Queryable, zip: string, countryCode: string | undefined): Promise<Row[]> {
  return tx.query(
    `SELECT z.store_id::text, s.name AS store_name, s.code AS store_code, z.area_id::text, a.name AS area_name,
            z.country_code, z.postal_code
       FROM erp_base_store_postal_code z
       JOIN erp_base_store s ON s.id = z.store_id AND s.is_deleted = 0
       LEFT JOIN erp_base_store_area a ON a.id = z.area_id AND a.is_deleted = 0
      WHERE z.is_deleted = 0 AND upper(z.postal_code) = upper($1) AND ($2::text IS NULL OR z.country_code = $2)
      ORDER BY s.sort NULLS LAST, s.id, z.area_id NULLS LAST`,
    [zip, countryCode ?? null],
  )
}

/** The warehouses a shop ships from, the default first; undefined for an unknown shop. */
export async function shopWarehouses(tx: Queryable, shopId: string): Promise<Row[] | undefined> {
  const shop = await tx.query(`SELECT 1 FROM erp_base_shop WHERE id = $1 AND is_deleted = 0`, [shopId])
  if (!shop.length) return undefined
  return tx.query(
    `SELECT ss.store_id::text, s.name AS store_name, s.code AS store_code, s.country_code, ss.is_default
       FROM erp_base_shop_store ss JOIN erp_base_store s ON s.id = ss.store_id AND s.is_deleted = 0
      WHERE ss.shop_id = $1 AND ss.is_deleted = 0 ORDER BY ss.is_default DESC, ss.sort NULLS LAST, ss.id`,
    [shopId],
  )
}
