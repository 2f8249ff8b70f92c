import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { apiHeaders, getJson } from '../../api/client.ts'

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

/**
 * An image the browser may show: uploads under /api need the session header, which an <img> cannot
 * send, so they are fetched and shown from an object URL; other addresses are used as they are.
 */
export function useAuthorizedImage(url: string | null | undefined): string | undefined {
  const [objectUrl, setObjectUrl] = useState<string | undefined>(undefined)
  const needsFetch = Boolean(url?.startsWith('/api/'))
  useEffect(() => {
    if (!url || !needsFetch) return
    let live = true
    let made: string | undefined
    fetch(url, { headers: apiHeaders() })
      .then((res) => (res.ok ? res.blob() : null))
      .then((blob) => {
        if (!live || !blob) return
        made = URL.createObjectURL(blob)
        setObjectUrl(made)
      })
      // A missing avatar falls back to the initials.
      .catch(() => undefined)
    return () => {
      live = false
      setObjectUrl(undefined)
      if (made) URL.revokeObjectURL(made)
    }
  }, [url, needsFetch])
  if (!url) return undefined
  return needsFetch ? objectUrl : url
}
