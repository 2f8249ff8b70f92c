import { Button, Divider, Drawer, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { InstallButton } from '../../app/pwa/install-button.tsx'
import { FloorIcon } from './floor-icons.tsx'
import { FLOOR_WAREHOUSE_PATH } from './floor-work.ts'
import { LanguageSwitch } from './language-switch.tsx'

export type MenuDrawerProps = {
  opened: boolean
  onClose: () => void
  userName: string
  deviceId: string
  onExport: () => void
  onSignOut: () => void
}

/** The floor's menu, from the bottom (one hand): language, warehouse, export of the queue, install, sign-out. */
export function MenuDrawer(p: MenuDrawerProps) {
  const { t } = useTranslation()
  return (
    <Drawer
      opened={p.opened}
      onClose={p.onClose}
      position="bottom"
      // As tall as its content, at the bottom where the thumb is ("auto" is not a Mantine size).
      styles={{ content: { height: 'auto', maxHeight: '90dvh' } }}
      title={<Text fw={700}>{t('floor.menu.title')}</Text>}
      closeButtonProps={{ 'aria-label': t('floor.close'), size: 'xl' }}
    >
      <Stack gap="sm" pb="sm">
        <Text size="sm" c="dimmed">
          {t('floor.menu.user', { name: p.userName })} · {t('floor.menu.device', { id: p.deviceId.slice(-8) })}
        </Text>
        <Text size="sm" fw={600}>
          {t('floor.menu.language')}
        </Text>
        <LanguageSwitch />
        <Divider />
        <Button
          component={Link}
          to={FLOOR_WAREHOUSE_PATH}
          onClick={p.onClose}
          variant="default"
          fullWidth
          justify="flex-start"
          leftSection={<FloorIcon.warehouse size={22} />}
        >
          {t('floor.warehouse.change')}
        </Button>
        <Button
          variant="default"
          fullWidth
          justify="flex-start"
          onClick={p.onExport}
          leftSection={<FloorIcon.download size={22} />}
        >
          {t('floor.menu.export')}
        </Button>
        <InstallButton fullWidth size="lg" />
        <Button
          component="a"
          href="/"
          variant="subtle"
          fullWidth
          justify="flex-start"
          leftSection={<FloorIcon.chevron size={22} />}
        >
          {t('floor.menu.console')}
        </Button>
        <Button
          color="red"
          variant="light"
          fullWidth
          justify="flex-start"
          onClick={p.onSignOut}
          leftSection={<FloorIcon.signOut size={22} />}
        >
          {t('floor.menu.signOut')}
        </Button>
        <Button variant="default" fullWidth onClick={p.onClose}>
          {t('floor.close')}
        </Button>
      </Stack>
    </Drawer>
  )
}
