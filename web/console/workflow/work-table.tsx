import { Group, Loader, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyRow } from '../../ui/empty-row.tsx'
import { ListPager, type PageState } from '../resource/list-pager.tsx'

/** One column of a work list: its heading and what a row shows in it. */
export type WorkColumn<T> = { key: string; label: string; cell: (row: T) => ReactNode }

type ListState<T> = {
  list: {
    data?: { records: T[]; total: number; pages: number }
    isPending: boolean
    isError: boolean
  }
  page: PageState
  setPage: (page: PageState) => void
}

/** A work page: its title, its filters, the rows with their buttons, and the console's pager under them. */
export function WorkTable<T>({
  title,
  columns,
  state,
  rowKey,
  filters,
}: {
  title: string
  columns: readonly WorkColumn<T>[]
  state: ListState<T>
  rowKey: (row: T) => string
  filters?: ReactNode
}) {
  const { t } = useTranslation()
  const { list, page, setPage } = state
  const rows = list.data?.records ?? []
  return (
    <Stack gap="md">
      <Title order={3}>{title}</Title>
      {filters}
      <Paper withBorder radius="md">
        <ScrollArea>
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                {columns.map((c) => (
                  <Table.Th key={c.key}>{c.label}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={rowKey(row)}>
                  {columns.map((c) => (
                    <Table.Td key={c.key}>{c.cell(row)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
              {list.data && rows.length === 0 && <EmptyRow columns={columns.length}>{t('work.empty')}</EmptyRow>}
            </Table.Tbody>
          </Table>
        </ScrollArea>
        {list.isPending && (
          <Group justify="center" p="md">
            <Loader size="sm" />
          </Group>
        )}
        {list.isError && (
          <Text c="red" p="md">
            {t('work.loadFailed')}
          </Text>
        )}
      </Paper>
      {list.data && list.data.total > 0 && <ListPager page={page} answer={list.data} onChange={setPage} />}
    </Stack>
  )
}
