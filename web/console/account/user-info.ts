import { useQuery } from '@tanstack/react-query'
import { getJson } from '../../api/client.ts'

/** The signed-in user as GET /api/blade-user/info answers it (the fields the account screens read). */
export type UserInfo = {
  id: string
  tenantId: string
  account: string
  name: string | null
  realName: string | null
  avatar: string | null
  phone: string | null
  email: string | null
  roleName: string | null
  deptName: string | null
  version?: number
}

/** Query key of the signed-in user, shared by the desk, the profile and the lock page. */
export const USER_INFO_KEY = ['user-info'] as const

/** The signed-in user. */
export function useUserInfo(enabled = true) {
  return useQuery({ queryKey: USER_INFO_KEY, queryFn: () => getJson<UserInfo>('/api/blade-user/info'), enabled })
}

/** The name to greet a user by. */
export function displayName(user: UserInfo | undefined): string {
  return user?.realName || user?.name || user?.account || ''
}
