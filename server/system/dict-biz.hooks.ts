import { translate } from '#sync/i18n/messages.ts'
import { dictBiz } from '#sync/resources/system/dict-biz.resource.ts'
import type { Row } from '../platform/db/db.ts'
import { AppError, validationError } from '../platform/http/app-error.ts'
import { updateRecordsBy } from '../platform/records/update-by.ts'
import type { ResourceHooks } from '../platform/resources/hooks.ts'

/**
 * Business dictionaries: an entry takes its dictionary's code and needs a key; a dictionary (root)
 * has key -1; entries do not nest. Renaming a dictionary's code renames its entries'.
 */
export const dictBizHooks: ResourceHooks = {
  beforeSave: async ({ tx, actor }, input, existing) => {
    const merged: Row = {
      ...(existing ?? {}),
      ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)),
    }
    const parentId = String(merged.parentId ?? '0')
    if (parentId === '0') {
      input.dictKey = '-1'
      return
    }
    const parents = await tx.query<{ code: string; parentId: string }>(
      'SELECT code, parent_id FROM blade_dict_biz WHERE id = $1 AND is_deleted = 0',
      [parentId],
    )
    const parent = parents[0]
    if (!parent) {
      throw validationError([{ field: 'parentId', message: translate('system.admin.dictParentMissing', actor.lang) }])
    }
    if (parent.parentId !== '0') throw new AppError('VALIDATION', 'system.admin.dictNested')
    if (existing && String(existing.parentId) === '0') {
      const children = await tx.query('SELECT 1 FROM blade_dict_biz WHERE parent_id = $1 AND is_deleted = 0 LIMIT 1', [
        existing.id,
      ])
      if (children.length) throw new AppError('VALIDATION', 'system.admin.dictNested')
    }
    input.code = parent.code
    if (!merged.dictKey || merged.dictKey === '-1') {
      throw validationError([{ field: 'dictKey', message: translate('system.admin.dictKeyRequired', actor.lang) }])
    }
  },
  afterSave: async ({ tx, actor }, id, input, existing) => {
    if (existing && String(existing.parentId) === '0' && input.code !== undefined && input.code !== existing.code) {
      // The entries follow the dictionary the actor was allowed to change.
      await updateRecordsBy(tx, dictBiz, { parentId: id }, { code: input.code }, actor, { scopeChecked: true })
    }
  },
}
