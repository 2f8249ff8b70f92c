import { Badge, Group, Loader, Pagination, Paper, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { callApi } from '../../api/client.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import { AddNoticeButton } from './notice-writing.tsx'
import { dictionaryLabel, type Notice, noticeList } from './publications.ts'

const PAGE_SIZE = 10

/** One page of the tenant's notices (the page before stays shown while the next one loads). */
export function useDeskNotices(page: number) {
  const lang = currentLanguage()
  return useQuery({
    queryKey: ['desk-notices', page, lang],
    queryFn: () => callApi(noticeList, { query: { current: page, size: PAGE_SIZE } }),
    placeholderData: (previous) => previous,
  })
}

/** The notices' table: title (opens the notice), category and release time. */
function NoticeTable({ records, onRead }: { records: Notice[]; onRead: (notice: Notice) => void }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  return (
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
            <Table.Tr key={n.id} style={{ cursor: 'pointer' }} onClick={() => onRead(n)}>
              <Table.Td>
                <UnstyledButton
                  onClick={(e) => {
                    e.stopPropagation()
                    onRead(n)
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
  )
}

/** The desk's notices: heading with 新增, the table of one page, and the pages when there are more. */
export function NoticeList({
  notices,
  page,
  onPage,
  onRead,
  onAdd,
}: {
  notices: ReturnType<typeof useDeskNotices>
  page: number
  onPage: (page: number) => void
  onRead: (notice: Notice) => void
  onAdd: () => void
}) {
  const { t } = useTranslation()
  const records = notices.data?.records ?? []
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="xs">
            <Title order={4}>{t('desk.notice.heading')}</Title>
            {notices.isFetching && <Loader size="xs" />}
          </Group>
          <AddNoticeButton onAdd={onAdd} />
        </Group>
        {notices.isError && <Text c="red">{t('desk.loadFailed')}</Text>}
        {notices.isPending && <Loader size="sm" />}
        {notices.data && records.length === 0 && <Text c="dimmed">{t('desk.notice.empty')}</Text>}
        {records.length > 0 && <NoticeTable records={records} onRead={onRead} />}
        {notices.data && notices.data.pages > 1 && (
          <Group justify="flex-end">
            <Pagination total={notices.data.pages} value={page} onChange={onPage} size="sm" />
          </Group>
        )}
      </Stack>
    </Paper>
  )
}
