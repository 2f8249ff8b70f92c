import { translate } from '#sync/i18n/messages.ts'
import { MENU_FOLDERS } from '#sync/menus/resource-menus.ts'
import { validationError } from '../platform/http/app-error.ts'
import type { ResourceHooks } from '../platform/resources/hooks.ts'
import { fieldProblems } from './code-generate.ts'

/** Code generator records: the field list must describe a resource that can be generated. */
export const codeHooks: ResourceHooks = {
  beforeSave: ({ actor }, input) => {
    if (input.fields !== undefined && input.fields !== null) {
      const { problems } = fieldProblems(String(input.fields))
      if (problems.length) {
        const details = problems.join('; ')
        throw validationError([
          { field: 'fields', message: translate('system.admin.codeFieldsInvalid', actor.lang, { details }) },
        ])
      }
    }
    if (input.menuParent && !MENU_FOLDERS[String(input.menuParent)]) {
      const options = Object.keys(MENU_FOLDERS).join(', ')
      throw validationError([
        {
          field: 'menuParent',
          message: translate('system.admin.codeMenuUnknown', actor.lang, { menu: input.menuParent, options }),
        },
      ])
    }
  },
}
