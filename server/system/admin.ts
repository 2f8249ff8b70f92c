import { resourceKey } from '#sync/resources/define-resource.ts'
import { dictBiz } from '#sync/resources/system/dict-biz.resource.ts'
import type { Queryable } from '../platform/db/db.ts'
import { nextId } from '../platform/db/next-id.ts'
import type { ResourceHooks } from '../platform/resources/hooks.ts'
import { codeHooks } from './code.hooks.ts'
import { dictBizHooks } from './dict-biz.hooks.ts'
import { logErrorHooks } from './log-error.hooks.ts'
import { paramHooks } from './param.hooks.ts'
import { publishHooks } from './publish.hooks.ts'
import { datasourceHooks } from './tenant-settings.hooks.ts'

/** Business rules of the system administration resources. */
export const systemAdminHooks: Record<string, ResourceHooks> = {
  [resourceKey(dictBiz)]: dictBizHooks,
  'blade-system/param': paramHooks,
  'blade-system/datasource': datasourceHooks,
  'blade-develop/code': codeHooks,
  'erp/publishInformation': publishHooks,
  'blade-log/error': logErrorHooks,
}

/** Fixed ids of the demo records examples link to (range 1000000000000002000..2999). */
export const DEMO_IDS = {
  customerSourceDict: '1000000000000002001',
  customerGradeDict: '1000000000000002010',
  datasource: '1000000000000002030',
  code: '1000000000000002040',
} as const

/** A platform vocabulary people made (not declared in code), so the dictionary screens have one to edit. */
async function seedPlatformDictionary(tx: Queryable): Promise<void> {
  const parent = DEMO_IDS.customerSourceDict
  const rows: [string, string, string, string, string, string, number][] = [
    [parent, '0', '-1', '客户来源', 'Customer source', '顧客ソース', 1],
    ['1000000000000002002', parent, 'website', '官网', 'Website', '公式サイト', 1],
    ['1000000000000002003', parent, 'referral', '转介绍', 'Referral', '紹介', 2],
    ['1000000000000002004', parent, 'marketplace', '平台询盘', 'Marketplace inquiry', 'マーケット経由', 3],
  ]
  for (const [id, parentId, key, zh, en, ja, sort] of rows) {
    await tx.query(
      `INSERT INTO blade_dict (id, parent_id, code, dict_key, dict_value, dict_value_en, dict_value_ja, sort, is_sealed)
       VALUES ($1, $2, 'customer_source', $3, $4, $5, $6, $7, 0) ON CONFLICT (id) DO NOTHING`,
      [id, parentId, key, zh, en, ja, sort],
    )
  }
}

/** Demo records of system administration for one tenant. */
export async function seedSystemAdmin(tx: Queryable, tenantId: string): Promise<void> {
  if (tenantId === '000000') await seedPlatformDictionary(tx)
  const grade = DEMO_IDS.customerGradeDict
  const dictBizRows: [string, string, string, string, number][] = [
    [grade, '0', '-1', '客户等级', 1],
    ['1000000000000002011', grade, 'A', 'A 级客户（年采购 ≥ 50 万美元）', 1],
    ['1000000000000002012', grade, 'B', 'B 级客户（年采购 10–50 万美元）', 2],
    ['1000000000000002013', grade, 'C', 'C 级客户（年采购 < 10 万美元）', 3],
  ]
  for (const [id, parentId, key, value, sort] of dictBizRows) {
    await tx.query(
      `INSERT INTO blade_dict_biz (id, tenant_id, parent_id, code, dict_key, dict_value, sort, is_sealed)
       VALUES ($1, $2, $3, 'customer_grade', $4, $5, $6, 0)`,
      [id, tenantId, parentId, key, value, sort],
    )
  }
  const params: [string, string, string, string][] = [
    ['默认币种', 'sys.currency.default', 'USD', '新建单据的默认币种'],
    ['订单自动审核', 'order.auto-review', '0', '1 开启，0 关闭'],
    ['报表时区', 'report.timezone', 'Asia/Shanghai', '统计报表按此时区切日'],
  ]
  for (const [name, key, value, remark] of params) {
    await tx.query(
      `INSERT INTO blade_param (id, tenant_id, param_name, param_key, param_value, remark) VALUES ($1, $2, $3, $4, $5, $6)`,
      [nextId(), tenantId, name, key, value, remark],
    )
  }
  await tx.query(
    `INSERT INTO blade_datasource (id, tenant_id, name, driver_class, url, username, remark)
     VALUES ($1, $2, '主库只读副本', 'org.postgresql.Driver', 'jdbc:postgresql://10.0.0.11:5432/erp', 'erp_reader', '报表与导出使用')`,
    [DEMO_IDS.datasource, tenantId],
  )
  for (const [code, name, sites, sort] of [
    ['AMAZON', 'Amazon', 'US,CA,MX,JP', 1],
    ['WALMART', 'Walmart', 'US', 2],
  ] as const) {
    await tx.query(
      `INSERT INTO blade_tenant_platform (id, tenant_id, platform_code, platform_name, site_codes, sort) VALUES ($1, $2, $3, $4, $5, $6)`,
      [nextId(), tenantId, code, name, sites, sort],
    )
  }
  await tx.query(
    `INSERT INTO blade_tenant_third_store (id, tenant_id, store_name, store_type, api_url, app_key, remark)
     VALUES ($1, $2, 'Shopify US', 'SHOPIFY', 'https://us-store.myshopify.com/admin/api', 'shp_app_us_01', '美国独立站')`,
    [nextId(), tenantId],
  )
  await tx.query(
    `INSERT INTO blade_tenant_amazon_vc (id, tenant_id, vendor_code, vendor_name, marketplace, selling_partner_id, remark)
     VALUES ($1, $2, 'AT7PK', 'Demo Trading US', 'US', 'amzn1.sp.demo.us', '美国站 VC 账号')`,
    [nextId(), tenantId],
  )
  await tx.query(
    `INSERT INTO blade_tenant_store_config (id, tenant_id, config_name, config_key, config_value, remark)
     VALUES ($1, $2, '安全库存天数', 'inventory.safety.days', '7', '推送库存时预留的天数')`,
    [nextId(), tenantId],
  )
  await tx.query(
    `INSERT INTO erp_publish_information (id, tenant_id, title, info_type, content, publish_time, is_top)
     VALUES ($1, $2, 'V2.2 版本更新说明', 1, '新增客户管理与业务字典；系统参数支持按键读取。', localtimestamp(0) - interval '3 days', 1)`,
    [nextId(), tenantId],
  )
  await tx.query(
    `INSERT INTO blade_code (id, tenant_id, code_name, area, module, resource_name, table_name, label_en, label_ja,
       menu_parent, fields, remark)
     VALUES ($1, $2, '样品申请', 'products', 'erp', 'sampleapply', 'erp_sample_apply', 'Sample request', 'サンプル申請',
       'products', $3, '示例：生成样品申请的声明与迁移')`,
    [
      DEMO_IDS.code,
      tenantId,
      JSON.stringify([
        {
          key: 'sampleNo',
          type: 'text',
          max: 32,
          unique: true,
          label: { zh: '申请单号', en: 'Request no.' },
          required: true,
          list: true,
          search: true,
        },
        { key: 'quantity', type: 'integer', min: 1, label: { zh: '数量', en: 'Quantity' }, required: true, list: true },
        { key: 'unitPrice', type: 'decimal', scale: 4, label: { zh: '单价', en: 'Unit price' } },
        { key: 'currency', type: 'dict', dict: 'currency', label: { zh: '币种', en: 'Currency' } },
      ]),
    ],
  )
}
