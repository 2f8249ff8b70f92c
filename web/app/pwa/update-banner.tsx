import { Button, Group, Paper, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppUpdate } from './service-worker.ts'
import './pwa-texts.ts'

export type UpdateBannerProps = {
  /**
   * Why the reload must wait (the floor: a task open or commands not yet synced); the banner then
   * says so instead of offering the button.
   */
  reloadBlocked?: boolean
  /** `floating` sits over the page's corner (the console); `inline` takes its place in the layout (the floor). */
  placement?: 'floating' | 'inline'
  /** Bigger buttons for gloved hands. */
  size?: 'sm' | 'lg'
}

/**
 * "An update is available — reload": shown once a newer version waits. It never reloads by itself;
 * "Later" hides it for this page.
 */
export function UpdateBanner({ reloadBlocked = false, placement = 'floating', size = 'sm' }: UpdateBannerProps) {
  const { t } = useTranslation()
  const { needRefresh, applyUpdate } = useAppUpdate()
  const [hidden, setHidden] = useState(false)
  if (!needRefresh || hidden) return null
  const floating = placement === 'floating'
  return (
    <Paper
      role="status"
      aria-live="polite"
      withBorder
      shadow={floating ? 'md' : undefined}
      p="sm"
      radius={floating ? 'md' : 0}
      bg="var(--mantine-color-blue-light)"
      style={floating ? { position: 'fixed', left: 16, bottom: 16, zIndex: 400, maxWidth: 'calc(100vw - 32px)' } : {}}
    >
      <Group gap="sm" wrap="nowrap" justify="space-between">
        <div>
          <Text fw={600} size={size === 'lg' ? 'md' : 'sm'}>
            {t('pwa.update.available')}
          </Text>
          {reloadBlocked && (
            <Text size="sm" c="dimmed">
              {t('pwa.update.blocked')}
            </Text>
          )}
        </div>
        <Group gap="xs" wrap="nowrap">
          <Button variant="subtle" size={size} onClick={() => setHidden(true)}>
            {t('pwa.update.later')}
          </Button>
          {!reloadBlocked && (
            <Button size={size} onClick={() => void applyUpdate()}>
              {t('pwa.update.reload')}
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  )
}
