import { useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type { userInfoAnswer } from '#sync/http/session.answers.ts'
import { userInfoContract } from '#sync/http/session.contracts.ts'
import { callApi } from '../../api/client.ts'

/** The signed-in user as GET /api/blade-user/info answers it (the fields the account screens read). */
export type UserInfo = z.output<typeof userInfoAnswer>

/** Query key of the signed-in user, shared by the desk, the profile and the lock page. */
export const USER_INFO_KEY = ['user-info'] as const

/** The signed-in user. */
export function useUserInfo(enabled = true) {
  return useQuery({ queryKey: USER_INFO_KEY, queryFn: () => callApi(userInfoContract, {}), enabled })
}

/** The name to greet a user by. */
export function displayName(user: UserInfo | undefined): string {
  return user?.realName || user?.name || user?.account || ''
}
