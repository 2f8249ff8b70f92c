import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { signOut } from '../../api/auth.ts'
import { hasSession } from '../../api/session.ts'
import { clearLock } from '../../console/account/lock-state.ts'
import { displayName, useAuthorizedImage, useUserInfo } from '../../console/account/user-info.ts'
import { confirmAction } from './confirm.tsx'
import { ShellIcon } from './shell-icons.tsx'
import { clearTabs, HOME_PATH } from './tabs-store.ts'

/** Ends the session here and on the server, forgets lock, tabs and cached answers, and goes to /login. */
export function useSignOutEverywhere(): () => Promise<void> {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useCallback(async () => {
    // Without a token there is no server session to end.
    if (hasSession()) await signOut().catch(() => undefined)
    clearLock()
    clearTabs()
    queryClient.clear()
    await navigate('/login', { replace: true })
  }, [queryClient, navigate])
}

/** The user dropdown: home, profile, and log out after confirmation. */
export function UserMenu() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const user = useUserInfo()
  const signOutEverywhere = useSignOutEverywhere()
  const name = displayName(user.data)
  const avatar = useAuthorizedImage(user.data?.avatar)

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={t('shell.user.menu')} px={6} py={4} style={{ borderRadius: 4, color: 'inherit' }}>
          <Group gap={8} wrap="nowrap">
            <Avatar src={avatar ?? null} size={30} radius="xl" color="initials" name={name}>
              {name ? null : <ShellIcon name="user" size={16} />}
            </Avatar>
            <Text size="sm" visibleFrom="md" maw={120} truncate>
              {name}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<ShellIcon name="home" size={16} />} onClick={() => void navigate(HOME_PATH)}>
          {t('shell.user.home')}
        </Menu.Item>
        <Menu.Item leftSection={<ShellIcon name="user" size={16} />} onClick={() => void navigate('/info/index')}>
          {t('shell.user.profile')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<ShellIcon name="logout" size={16} />}
          onClick={() => confirmAction(t('logout.confirm'), signOutEverywhere)}
        >
          {t('logout.button')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
