import {
  Anchor,
  Badge,
  Group,
  Loader,
  Modal,
  Pagination,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ACCEPT_LANGUAGE } from '#sync/i18n/language.ts'
import { pageContract } from '#sync/resources/resource-contracts.ts'
import { offlineExport } from '#sync/resources/system/offline-export.resource.ts'
import { callApi } from '../../api/client.ts'
import { usePermissions } from '../../api/menus.ts'
import { officeTimeZone } from '../../api/office-zone.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import { RichTextView } from '../../ui/widgets/rich-text-view.tsx'
import { displayName, useUserInfo } from '../account/user-info.ts'
import { NewsDialog } from './news-dialog.tsx'
import { AddNoticeButton, NoticeDialog, NoticeReadingActions, type NoticeWriting } from './notice-writing.tsx'
import { dictionaryLabel, type Notice, noticeList, readableText } from './publications.ts'

const PAGE_SIZE = 10
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

/** The home dashboard (/desk/notice): greeting, a few counts and the tenant's notices. */
export function NoticePage() {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const { can } = usePermissions()
  const [page, setPage] = useState(1)
  const [reading, setReading] = useState<Notice | null>(null)
  const [writing, setWriting] = useState<NoticeWriting>(null)
  const user = useUserInfo()
  const notices = useQuery({
    queryKey: ['desk-notices', page, lang],
    queryFn: () => callApi(noticeList, { query: { current: page, size: PAGE_SIZE } }),
    placeholderData: (previous) => previous,
  })
  const userId = user.data?.id
  const canSeeExports = can('baseofflineexport_view')
  const pendingDownloads = useQuery({
    queryKey: ['desk-pending-downloads', userId],
    enabled: Boolean(userId) && canSeeExports,
    queryFn: () =>
      callApi(
        pageContract(offlineExport),
        { query: { current: 1, size: 1, status_le: EXPORT_WAITING_MAX, createUser_equal: userId } },
        { silent: true },
      ),
    refetchInterval: 15_000,
  })
  const today = new Intl.DateTimeFormat(ACCEPT_LANGUAGE[lang], {
    dateStyle: 'full',
    timeZone: officeTimeZone(),
  }).format(new Date())
  const name = displayName(user.data)
  const records = notices.data?.records ?? []

  return (
    <Stack gap="md">
      <div>
        <Title order={3}>{name ? t('desk.home.welcome', { name }) : '\u00a0'}</Title>
        <Text size="sm" c="dimmed">
          {t('desk.home.subtitle')}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: canSeeExports ? 3 : 2 }}>
        <StatCard label={t('desk.home.noticeCount')} value={notices.data ? String(notices.data.total) : '–'} />
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
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Group justify="space-between">
            <Group gap="xs">
              <Title order={4}>{t('desk.notice.heading')}</Title>
              {notices.isFetching && <Loader size="xs" />}
            </Group>
            <AddNoticeButton onAdd={() => setWriting({ mode: 'add' })} />
          </Group>
          {notices.isError && <Text c="red">{t('desk.loadFailed')}</Text>}
          {notices.isPending && <Loader size="sm" />}
          {notices.data && records.length === 0 && <Text c="dimmed">{t('desk.notice.empty')}</Text>}
          {records.length > 0 && (
            <Table.ScrollContainer minWidth={560}>
              <Table striped highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('desk.notice.title')}</Table.Th>
                    <Table.Th w={160}>{t('desk.notice.category')}</Table.Th>
                    <Table.Th w={190}>{t('desk.notice.releaseTime')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {records.map((n) => (
                    <Table.Tr key={n.id} style={{ cursor: 'pointer' }} onClick={() => setReading(n)}>
                      <Table.Td>
                        <UnstyledButton
                          onClick={(e) => {
                            e.stopPropagation()
                            setReading(n)
                          }}
                          c="blue"
                          fz="sm"
                        >
                          {n.title}
                        </UnstyledButton>
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="light">{dictionaryLabel('notice_category', n.category, lang)}</Badge>
                      </Table.Td>
                      <Table.Td>{n.releaseTime}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {notices.data && notices.data.pages > 1 && (
            <Group justify="flex-end">
              <Pagination total={notices.data.pages} value={page} onChange={setPage} size="sm" />
            </Group>
          )}
        </Stack>
      </Paper>
      <Modal opened={reading !== null} onClose={() => setReading(null)} title={reading?.title} size="lg" centered>
        {reading && (
          <Stack gap="xs">
            <Group gap="xs">
              <Badge variant="light">{dictionaryLabel('notice_category', reading.category, lang)}</Badge>
              <Text size="xs" c="dimmed">
                {reading.releaseTime}
              </Text>
            </Group>
            {readableText(reading.content).trim() ? (
              <RichTextView html={reading.content ?? ''} />
            ) : (
              <Text size="sm">{t('desk.notice.noContent')}</Text>
            )}
            <NoticeReadingActions
              reading={reading}
              onEdit={() => {
                setWriting({ mode: 'edit', notice: reading })
                setReading(null)
              }}
              onRemoved={() => setReading(null)}
            />
          </Stack>
        )}
      </Modal>
      <NoticeDialog writing={writing} onClose={() => setWriting(null)} />
      <NewsDialog />
    </Stack>
  )
}
