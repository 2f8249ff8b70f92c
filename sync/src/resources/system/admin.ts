import type { ResourceDef } from '../define-resource.ts'
import { code } from './code.resource.ts'
import { datasource } from './datasource.resource.ts'
import { dict } from './dict.resource.ts'
import { dictBiz } from './dict-biz.resource.ts'
import { documentNumberRule } from './document-number-rule.resource.ts'
import { logApi } from './log-api.resource.ts'
import { logError } from './log-error.resource.ts'
import { logUsual } from './log-usual.resource.ts'
import { notice } from './notice.resource.ts'
import { offlineExport } from './offline-export.resource.ts'
import { param } from './param.resource.ts'
import { publishInformation } from './publish-information.resource.ts'
import { tenant } from './tenant.resource.ts'
import { tenantAmazonVc } from './tenant-amazon-vc.resource.ts'
import { tenantPlatform } from './tenant-platform.resource.ts'
import { tenantStoreConfig } from './tenant-store-config.resource.ts'
import { tenantThirdStore } from './tenant-third-store.resource.ts'

/** System administration resources: notices, dictionaries, parameters, document numbering, tenants, logs, code generator, downloads. */
export const systemAdminResources: readonly ResourceDef[] = [
  notice,
  dict,
  dictBiz,
  param,
  documentNumberRule,
  tenant,
  datasource,
  tenantPlatform,
  tenantThirdStore,
  tenantAmazonVc,
  tenantStoreConfig,
  publishInformation,
  offlineExport,
  logApi,
  logUsual,
  logError,
  code,
]
