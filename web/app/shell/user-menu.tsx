import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useSignOutEverywhere } from '../../console/account/sign-out.ts'
import { displayName, useUserInfo } from '../../console/account/user-info.ts'
import { confirmAction } from '../../ui/confirm.tsx'
import { useImageSource } from '../../ui/widgets/image-source.ts'
import { ShellIcon } from './shell-icons.tsx'
import { HOME_PATH } from './tabs-store.ts'

/**
 * The user dropdown: home, profile, and log out after confirmation. On a phone the top bar has no
 * room for help, the download centre and the lock, so they are here (`onHelp`, `onLock`).
 */
export function UserMenu({ onHelp, onLock }: { onHelp?: () => void; onLock?: () => void }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const user = useUserInfo()
  const signOutEverywhere = useSignOutEverywhere()
  const name = displayName(user.data)
  const avatar = useImageSource(user.data?.avatar).url ?? undefined

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
        <Menu.Item
          hiddenFrom="xs"
          leftSection={<ShellIcon name="download" size={16} />}
          onClick={() => void navigate('/system/downloadCenter')}
        >
          {t('shell.downloadCenter')}
        </Menu.Item>
        {onHelp && (
          <Menu.Item hiddenFrom="xs" leftSection={<ShellIcon name="help" size={16} />} onClick={onHelp}>
            {t('shell.help.open')}
          </Menu.Item>
        )}
        {onLock && (
          <Menu.Item hiddenFrom="xs" leftSection={<ShellIcon name="lock" size={16} />} onClick={onLock}>
            {t('shell.lock')}
          </Menu.Item>
        )}
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
