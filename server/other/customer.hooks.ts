import { translate } from '#sync/i18n/messages.ts'
import { validationError } from '../platform/http/app-error.ts'
import type { ResourceHooks } from '../platform/resources/hooks.ts'

/** Customers: the grade is an entry of the tenant's business dictionary customer_grade. */
export const customerHooks: ResourceHooks = {
  beforeSave: async ({ tx, actor }, input) => {
    const grade = input.customerGrade
    if (grade === undefined || grade === null || grade === '') return
    const rows = await tx.query(
      `SELECT 1 FROM blade_dict_biz WHERE code = 'customer_grade' AND dict_key = $1 AND parent_id <> 0 AND is_deleted = 0`,
      [grade],
    )
    if (!rows.length) {
      throw validationError([
        { field: 'customerGrade', message: translate('other.gradeUnknown', actor.lang, { grade: String(grade) }) },
      ])
    }
  },
}
