import { Box, Button, Group, Indicator, Text, UnstyledButton } from '@mantine/core'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Language } from '#sync/i18n/language.ts'
import { FloorIcon } from './floor-icons.tsx'
import { formatSyncTime, type Moment } from './sync-time.ts'

export type StatusBarProps = {
  online: boolean
  syncing: boolean
  /** Commands waiting to be sent or answered. */
  pending: number
  /** Rejected commands not yet dismissed. */
  attention: number
  lastSyncAt: Moment
  lastError: string | null
  onSync: () => void
  onAttention: () => void
}

/**
 * The floor's status bar, on every screen: online or offline, commands waiting, the last successful
 * sync, "sync now", and the rejected commands that need attention (with their count). Its text is
 * 16 px at least, read at arm's length; "sync now" pressed offline says why nothing goes.
 */
export function StatusBar(p: StatusBarProps) {
  const { t, i18n } = useTranslation()
  const time = formatSyncTime(p.lastSyncAt, i18n.language as Language)
  const Signal = p.online ? FloorIcon.online : FloorIcon.offline
  const [askedOffline, setAskedOffline] = useState(false)
  useEffect(() => {
    if (p.online) setAskedOffline(false)
  }, [p.online])
  const syncNow = () => {
    if (!p.online) setAskedOffline(true)
    p.onSync()
  }
  return (
    <Box
      component="section"
      aria-label={t('floor.status.label')}
      px="sm"
      py={4}
      bg={p.online ? 'var(--mantine-color-gray-0)' : 'var(--mantine-color-orange-0)'}
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Box style={{ minWidth: 0, flex: 1 }}>
          <Group gap={6} wrap="nowrap">
            <Signal size={18} color={p.online ? 'var(--mantine-color-green-7)' : 'var(--mantine-color-orange-8)'} />
            <Text size="md" fw={700} c={p.online ? 'green.8' : 'orange.9'} data-testid="floor-online">
              {p.online ? t('floor.status.online') : t('floor.status.offline')}
            </Text>
            <Text
              size="md"
              fw={700}
              c={p.pending > 0 ? 'blue.8' : 'dimmed'}
              data-testid="floor-pending"
              style={{ whiteSpace: 'nowrap' }}
            >
              {t('floor.status.pending', { count: p.pending })}
            </Text>
          </Group>
          <Text
            size="md"
            c={askedOffline ? 'orange.9' : p.lastError && p.online ? 'red.8' : 'dimmed'}
            fw={askedOffline ? 700 : undefined}
            truncate={askedOffline ? undefined : 'end'}
            role={askedOffline ? 'alert' : undefined}
            data-testid="floor-last-sync"
          >
            {askedOffline
              ? t('floor.status.offlineSync')
              : p.syncing
                ? t('floor.status.syncing')
                : // Offline, a failed attempt is expected (the state says offline): the last sync matters more.
                  p.lastError && p.online
                  ? t('floor.status.lastError', { message: p.lastError })
                  : time
                    ? t('floor.status.lastSync', { time })
                    : t('floor.status.neverSynced')}
          </Text>
        </Box>
        <Indicator
          label={p.attention}
          size={26}
          color="red"
          disabled={p.attention === 0}
          offset={4}
          styles={{ indicator: { fontSize: 16, fontWeight: 700 } }}
        >
          <UnstyledButton
            onClick={p.onAttention}
            aria-label={t('floor.status.attention', { count: p.attention })}
            title={t('floor.status.attention', { count: p.attention })}
            w={48}
            h={48}
            style={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              borderRadius: 'var(--mantine-radius-md)',
              color: p.attention > 0 ? 'var(--mantine-color-red-7)' : 'var(--mantine-color-gray-6)',
              background: p.attention > 0 ? 'var(--mantine-color-red-0)' : 'transparent',
            }}
          >
            <FloorIcon.attention size={26} />
          </UnstyledButton>
        </Indicator>
        <Button
          size="md"
          h={48}
          px="sm"
          variant={p.pending > 0 ? 'filled' : 'light'}
          loading={p.syncing}
          onClick={syncNow}
          leftSection={<FloorIcon.sync size={20} />}
        >
          {t('floor.status.syncNow')}
        </Button>
      </Group>
    </Box>
  )
}
