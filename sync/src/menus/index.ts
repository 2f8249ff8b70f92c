import { resources } from '../resources/index.ts'
import type { AreaMenu } from './define-menu.ts'
import { deskMenu } from './desk.menu.ts'
import { resourceMenus } from './resource-menus.ts'

/** Every area's menu: hand-declared ones, then the pages of the declared resources. */
export const menus: readonly AreaMenu[] = [deskMenu, ...resourceMenus(resources)]
