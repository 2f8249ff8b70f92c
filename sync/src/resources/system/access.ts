import type { ResourceDef } from '../define-resource.ts'
import { apiScope } from './api-scope.resource.ts'
import { client } from './client.resource.ts'
import { dataScope } from './data-scope.resource.ts'
import { dept } from './dept.resource.ts'
import { menu } from './menu.resource.ts'
import { post } from './post.resource.ts'
import { role } from './role.resource.ts'
import { topMenu } from './top-menu.resource.ts'
import { user } from './user.resource.ts'

/** System access resources: users, roles, menus, departments, posts, clients, scopes. */
export const systemAccessResources: readonly ResourceDef[] = [
  user,
  role,
  dept,
  post,
  menu,
  topMenu,
  dataScope,
  apiScope,
  client,
]
