import { Alert, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { ListPager } from '../resource/list-pager.tsx'
import { ExportFilters } from './export-filters.tsx'
import { ExportLine, ExportTable } from './export-table.tsx'
import { useDownloadCentre } from './use-download-centre.ts'
import { useExportActions } from './use-export-actions.ts'

// The records' helpers were first exported from this page; they keep answering to its name.
export { exportTypeLabel, type OfflineExport, readableSize } from './offline-exports.ts'

/** The download centre (/system/downloadCenter): offline exports, their state, and their files once done. */
export function DownloadCenterPage() {
  const { t } = useTranslation()
  const centre = useDownloadCentre()
  const { list, records, anyRunning, page } = centre
  const { busy, download, changeState, remove } = useExportActions(() => list.refetch())
  return (
    <Stack gap="md">
      <Title order={3}>{t('desk.download.title')}</Title>
      <ExportFilters
        sourceOptions={centre.sourceOptions}
        stateOptions={centre.stateOptions}
        refreshing={list.isFetching && !anyRunning}
        onSearch={centre.search}
        onRefresh={() => void list.refetch()}
      />
      {anyRunning && (
        <Alert color="blue" variant="light" icon={<Loader size="xs" />}>
          {t('desk.download.running')}
        </Alert>
      )}
      <Paper withBorder radius="md">
        <ExportTable>
          {records.map((r) => (
            <ExportLine
              key={r.id}
              r={r}
              busy={busy === r.id}
              stateLabel={centre.stateLabel}
              onDownload={() => void download(r)}
              onChangeState={(status) => void changeState(r, status)}
              onRemove={() => remove(r)}
            />
          ))}
        </ExportTable>
        {list.isPending && (
          <Group justify="center" p="md">
            <Loader size="sm" />
          </Group>
        )}
        {list.isError && (
          <Text c="red" p="md">
            {t('desk.loadFailed')}
          </Text>
        )}
        {list.data && records.length === 0 && (
          <Text c="dimmed" ta="center" p="md">
            {t('desk.download.empty')}
          </Text>
        )}
      </Paper>
      {list.data && list.data.total > 0 && <ListPager page={page} answer={list.data} onChange={centre.setPage} />}
    </Stack>
  )
}
