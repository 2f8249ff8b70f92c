import { Anchor, Paper, SimpleGrid, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ACCEPT_LANGUAGE } from '#sync/i18n/language.ts'
import { pageContract } from '#sync/resources/resource-contracts.ts'
import { offlineExport } from '#sync/resources/system/offline-export.resource.ts'
import { callApi } from '../../api/client.ts'
import { usePermissions } from '../../api/menus.ts'
import { officeTimeZone } from '../../api/office-zone.ts'
import { currentLanguage } from '../../i18n/i18n.ts'

/** Export states still waiting for their file (offline_export_status 1 queued, 2 running). */
const EXPORT_WAITING_MAX = 2

function StatCard({ label, value, footer }: { label: string; value: string; footer?: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} mt={4}>
        {value}
      </Text>
      {footer}
    </Paper>
  )
}

/** The user's exports still waiting for their file, read again every 15 s (for whoever may see exports). */
function usePendingDownloads(userId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['desk-pending-downloads', userId],
    enabled: Boolean(userId) && enabled,
    queryFn: () =>
      callApi(
        pageContract(offlineExport),
        { query: { current: 1, size: 1, status_le: EXPORT_WAITING_MAX, createUser_equal: userId } },
        { silent: true },
      ),
    refetchInterval: 15_000,
  })
}

/** The desk's counts: the notices, the user's exports still waiting (with a link to them) and today's date. */
export function DeskStats({ noticeTotal, userId }: { noticeTotal: number | undefined; userId: string | undefined }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const { can } = usePermissions()
  const canSeeExports = can('baseofflineexport_view')
  const pendingDownloads = usePendingDownloads(userId, canSeeExports)
  const today = new Intl.DateTimeFormat(ACCEPT_LANGUAGE[lang], {
    dateStyle: 'full',
    timeZone: officeTimeZone(),
  }).format(new Date())
  return (
    <SimpleGrid cols={{ base: 1, sm: canSeeExports ? 3 : 2 }}>
      <StatCard label={t('desk.home.noticeCount')} value={noticeTotal !== undefined ? String(noticeTotal) : '–'} />
      {canSeeExports && (
        <StatCard
          label={t('desk.home.pendingDownloads')}
          value={pendingDownloads.data ? String(pendingDownloads.data.total) : '–'}
          footer={
            <Anchor component={Link} to="/system/downloadCenter" size="xs">
              {t('desk.home.openDownloads')}
            </Anchor>
          }
        />
      )}
      <StatCard label={t('desk.home.today')} value={today} />
    </SimpleGrid>
  )
}
