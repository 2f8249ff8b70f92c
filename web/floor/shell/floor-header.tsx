import { ActionIcon, Box, Group, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { UpdateBanner } from '../../app/pwa/update-banner.tsx'
import { useFloor } from '../store/floor-store.tsx'
import { FloorIcon } from './floor-icons.tsx'
import { FLOOR_BASE, FLOOR_LOGIN_PATH } from './floor-work.ts'
import { RejectionBanner } from './rejection-banner.tsx'
import { SessionEndedBanner } from './session-ended-banner.tsx'
import { StatusBar } from './status-bar.tsx'
import { StorageWarning } from './storage-warning.tsx'

/**
 * The floor's sticky header: back to the home, the title, the menu; under it the status bar, the
 * storage and update warnings, the ended session and the commands the server refused.
 */
export function FloorHeader({
  title,
  canGoHome,
  signedIn,
  reloadBlocked,
  onMenu,
  onAttention,
}: {
  title: string
  canGoHome: boolean
  signedIn: boolean
  /** The update's reload waits while a task is open or commands wait. */
  reloadBlocked: boolean
  onMenu: () => void
  onAttention: () => void
}) {
  const { t } = useTranslation()
  const floor = useFloor()
  const { status } = floor
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const rejected = floor.needsAttention.filter((e) => e.status === 'rejected')
  return (
    <Box
      component="header"
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 100,
        background: 'var(--mantine-color-body)',
        boxShadow: 'var(--mantine-shadow-xs)',
      }}
    >
      <Group h={56} px={4} gap={4} wrap="nowrap">
        {!canGoHome ? (
          <Box w={8} />
        ) : (
          <ActionIcon
            variant="subtle"
            color="gray"
            size={48}
            aria-label={t('floor.nav.back')}
            onClick={() => navigate(`${FLOOR_BASE}/`)}
          >
            <FloorIcon.back size={28} />
          </ActionIcon>
        )}
        <Title order={1} fz={20} style={{ flex: 1, minWidth: 0 }} lineClamp={1}>
          {title}
        </Title>
        <ActionIcon variant="subtle" color="gray" size={48} aria-label={t('floor.menu.open')} onClick={onMenu}>
          <FloorIcon.menu size={28} />
        </ActionIcon>
      </Group>
      <StatusBar
        online={status.online}
        syncing={status.syncing}
        pending={status.pending}
        attention={floor.needsAttention.length}
        lastSyncAt={status.lastSyncAt}
        lastError={status.lastError}
        onSync={() => void floor.syncNow().catch(() => undefined)}
        onAttention={onAttention}
      />
      <StorageWarning
        evicted={status.evicted}
        persisted={status.persisted}
        onAcknowledgeEviction={floor.acknowledgeEviction}
      />
      <UpdateBanner placement="inline" size="lg" reloadBlocked={reloadBlocked} />
      {!signedIn && (
        <SessionEndedBanner
          pending={status.pending}
          onSignIn={() => navigate(FLOOR_LOGIN_PATH, { state: { from: pathname + search } })}
        />
      )}
      <RejectionBanner rejected={rejected} onRead={(seq) => void floor.dismiss(seq)} onSeeAll={onAttention} />
    </Box>
  )
}
