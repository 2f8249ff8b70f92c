// Prints the CREATE TABLE of declared resources, to start a migration file:
//   npx tsx scripts/migration-for.ts erp/basebrand erp/basecategory > server/migrations/0007_products.sql
import { findResource } from '#sync/resources/index.ts'
import { createTableSql } from '../server/platform/resources/ddl.ts'

const keys = process.argv.slice(2)
if (!keys.length) {
  console.error('usage: npx tsx scripts/migration-for.ts <module/name> ...')
  process.exit(2)
}
console.log(keys.map((k) => createTableSql(findResource(k))).join('\n\n'))
