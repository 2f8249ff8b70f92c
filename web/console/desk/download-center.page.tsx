import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { findDictionary } from '#sync/dictionaries/lookup.ts'
import type { AnswerOf } from '#sync/http/contract.ts'
import type { Language } from '#sync/i18n/language.ts'
import { resourceKey, resourceOperations } from '#sync/resources/define-resource.ts'
import { resources } from '#sync/resources/index.ts'
import { actionContract, pageContract, removeContract } from '#sync/resources/resource-contracts.ts'
import { offlineExportActions } from '#sync/resources/system/offline-export.actions.ts'
import { offlineExport } from '#sync/resources/system/offline-export.resource.ts'
import { exportFileContract } from '#sync/resources/system/system.contracts.ts'
import { callApi, clientSettings, downloadFile } from '../../api/client.ts'
import { usePermissions } from '../../api/menus.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import { confirmAction } from '../../ui/confirm.tsx'
import { ListPager, type PageState } from '../resource/list-pager.tsx'
import { DEFAULT_PAGE_SIZE } from '../resource/list-params.ts'

/** The columns the list relies on being there (the runner always sets the state, the record its time). */
const exportPage = pageContract(offlineExport, z.object({ status: z.number(), createTime: z.string() }))

/** A record of the download centre (one offline export of a list), as its page call answers it. */
export type OfflineExport = AnswerOf<typeof exportPage>['records'][number]

/** offline_export_status: 1 queued, 2 running, 3 done, 4 failed (server/system/export-runner.ts). */
const STATE = { queued: 1, running: 2, done: 3, failed: 4 } as const
const STATE_COLOR: Record<number, string> = { 1: 'gray', 2: 'blue', 3: 'green', 4: 'red' }
const AUTO_REFRESH_MS = 3000

/** The lists an export can come from: every declared resource with a page or list call. */
const EXPORT_SOURCES = resources.filter((r) => resourceOperations(r).some((o) => o.op === 'page' || o.op === 'list'))

/** What an export is of: the label of its source list, else its numbered type. */
export function exportTypeLabel(record: Pick<OfflineExport, 'resourceKey' | 'exportType'>, lang: Language): string {
  const source = EXPORT_SOURCES.find((r) => resourceKey(r) === record.resourceKey)
  return source ? source.label[lang] : record.exportType !== null ? String(record.exportType) : ''
}

/** A file size a person reads at a glance. */
export function readableSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return ''
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}

type Filters = { fileName: string; source: string | null; state: string | null }
const NO_FILTERS: Filters = { fileName: '', source: null, state: null }
type Option = { value: string; label: string }

/** The download centre's filters: file name, the list exported and the state; search, reset, refresh. */
function ExportFilters({
  sourceOptions,
  stateOptions,
  refreshing,
  onSearch,
  onRefresh,
}: {
  sourceOptions: Option[]
  stateOptions: Option[]
  refreshing: boolean
  onSearch: (filters: Filters) => void
  onRefresh: () => void
}) {
  const { t } = useTranslation()
  const form = useForm<Filters>({ initialValues: NO_FILTERS })
  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={form.onSubmit(onSearch)}>
      <Group align="flex-end" gap={10} wrap="wrap">
        <TextInput label={t('desk.download.fileName')} {...form.getInputProps('fileName')} w={220} />
        <Select
          label={t('desk.download.type')}
          data={sourceOptions}
          {...form.getInputProps('source')}
          placeholder={t('desk.download.all')}
          searchable
          clearable
          w={220}
        />
        <Select
          label={t('desk.download.state')}
          data={stateOptions}
          {...form.getInputProps('state')}
          placeholder={t('desk.download.all')}
          clearable
          w={160}
        />
        <Button type="submit">{t('desk.download.search')}</Button>
        <Button
          variant="default"
          onClick={() => {
            form.reset()
            onSearch(NO_FILTERS)
          }}
        >
          {t('desk.download.reset')}
        </Button>
        <Button variant="subtle" onClick={onRefresh} loading={refreshing}>
          {t('desk.download.refresh')}
        </Button>
      </Group>
    </Paper>
  )
}

/** One export: its file, list, state (a failure says why), size and times, and what may be done with it. */
function ExportLine({
  r,
  busy,
  stateLabel,
  onDownload,
  onChangeState,
  onRemove,
}: {
  r: OfflineExport
  busy: boolean
  stateLabel: (status: number) => string
  onDownload: () => void
  onChangeState: (status: number) => void
  onRemove: () => void
}) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const { can } = usePermissions()
  return (
    <Table.Tr>
      <Table.Td>{r.fileName}</Table.Td>
      <Table.Td>{exportTypeLabel(r, lang)}</Table.Td>
      <Table.Td>
        {r.status === STATE.failed && r.errorMessage ? (
          <Tooltip label={`${t('desk.download.failure')}: ${r.errorMessage}`} multiline maw={320}>
            <Badge color={STATE_COLOR[r.status]} variant="light" tabIndex={0}>
              {stateLabel(r.status)}
            </Badge>
          </Tooltip>
        ) : (
          <Badge color={STATE_COLOR[r.status] ?? 'gray'} variant="light">
            {stateLabel(r.status)}
          </Badge>
        )}
      </Table.Td>
      <Table.Td>{r.fileFormat}</Table.Td>
      <Table.Td ta="right">{r.rowCount ?? ''}</Table.Td>
      <Table.Td ta="right">{readableSize(r.fileSize)}</Table.Td>
      <Table.Td>{r.createTime}</Table.Td>
      <Table.Td>{r.finishTime ?? ''}</Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          {r.status === STATE.done && (
            <Button size="compact-xs" onClick={onDownload} loading={busy}>
              {t('desk.download.download')}
            </Button>
          )}
          {can(offlineExport.permissions.edit) && (r.status === STATE.queued || r.status === STATE.running) && (
            <Button
              size="compact-xs"
              variant="light"
              color="orange"
              onClick={() => onChangeState(STATE.failed)}
              disabled={busy}
            >
              {t('desk.download.cancel')}
            </Button>
          )}
          {can(offlineExport.permissions.edit) && (r.status === STATE.done || r.status === STATE.failed) && (
            <Button size="compact-xs" variant="light" onClick={() => onChangeState(STATE.queued)} disabled={busy}>
              {t('desk.download.rerun')}
            </Button>
          )}
          {can(offlineExport.permissions.remove) && (
            <Button size="compact-xs" variant="subtle" color="red" onClick={onRemove} disabled={busy}>
              {t('desk.download.remove')}
            </Button>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  )
}

/** The exports' table: its header row and its lines. */
function ExportTable({ children, header }: { children: ReactNode; header: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={1100} maxHeight="max(200px, calc(100vh - 340px))">
      <Table striped highlightOnHover stickyHeader>
        <Table.Thead>{header}</Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

/**
 * What may be done with an export, each a call of its own: download its file, cancel or run it again,
 * remove it (asked first); `busy` names the export under way, and the list is read again after.
 */
function useExportActions(refetch: () => Promise<unknown>) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState<string | null>(null)
  async function act(record: OfflineExport, action: () => Promise<unknown>) {
    setBusy(record.id)
    try {
      await action()
      clientSettings.notifySuccess(t('desk.download.done'))
      await refetch()
    } catch {
      // The client already showed the refusal.
    } finally {
      setBusy(null)
    }
  }
  async function download(record: OfflineExport) {
    setBusy(record.id)
    try {
      await downloadFile(
        exportFileContract.path,
        { id: record.id },
        { fileName: `${record.fileName}.${record.fileFormat}` },
      )
    } catch {
      // The client already showed the refusal.
    } finally {
      setBusy(null)
    }
  }
  // Cancelling ends an export as failed; running it again queues it anew (both the declaration's updateStatus).
  const changeState = (r: OfflineExport, status: number) =>
    act(r, () =>
      callApi(actionContract(status === STATE.failed ? offlineExportActions.cancel : offlineExportActions.rerun), {
        params: { ids: r.id, status: String(status) },
      }),
    )
  const remove = (record: OfflineExport) =>
    confirmAction(
      t('desk.download.removeConfirm'),
      () => act(record, () => callApi(removeContract(offlineExport), { params: { ids: record.id } })),
      { danger: true },
    )

  return { busy, download, changeState, remove }
}

/** The download centre (/system/downloadCenter): offline exports, their state, and their files once done. */
export function DownloadCenterPage() {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const [filters, setFilters] = useState<Filters>(NO_FILTERS)
  const [page, setPage] = useState<PageState>({ current: 1, size: DEFAULT_PAGE_SIZE })

  const stateOptions = findDictionary('offline_export_status').entries.map((e) => ({
    value: e.key,
    label: e.label[lang],
  }))
  const sourceOptions = useMemo(
    () =>
      EXPORT_SOURCES.map((r) => ({ value: resourceKey(r), label: r.label[lang] })).sort((a, b) =>
        a.label.localeCompare(b.label, lang),
      ),
    [lang],
  )
  const stateLabel = (status: number) => stateOptions.find((o) => o.value === String(status))?.label ?? String(status)

  const list = useQuery({
    queryKey: ['download-centre', filters, page, lang],
    queryFn: () =>
      callApi(exportPage, {
        query: {
          current: page.current,
          size: page.size,
          fileName: filters.fileName.trim(),
          resourceKey_equal: filters.source,
          status_equal: filters.state,
          descs: 'create_time',
        },
      }),
    placeholderData: (previous) => previous,
    // Refresh by itself only while some export is still waiting for its file.
    refetchInterval: (query) =>
      query.state.data?.records.some((r) => r.status === STATE.queued || r.status === STATE.running)
        ? AUTO_REFRESH_MS
        : false,
  })
  const records = list.data?.records ?? []
  const anyRunning = records.some((r) => r.status === STATE.queued || r.status === STATE.running)

  const { busy, download, changeState, remove } = useExportActions(() => list.refetch())
  return (
    <Stack gap="md">
      <Title order={3}>{t('desk.download.title')}</Title>
      <ExportFilters
        sourceOptions={sourceOptions}
        stateOptions={stateOptions}
        refreshing={list.isFetching && !anyRunning}
        onSearch={(f) => {
          setPage((p) => ({ ...p, current: 1 }))
          setFilters(f)
        }}
        onRefresh={() => void list.refetch()}
      />
      {anyRunning && (
        <Alert color="blue" variant="light" icon={<Loader size="xs" />}>
          {t('desk.download.running')}
        </Alert>
      )}
      <Paper withBorder radius="md">
        <ExportTable
          header={
            <Table.Tr>
              <Table.Th>{t('desk.download.fileName')}</Table.Th>
              <Table.Th>{t('desk.download.type')}</Table.Th>
              <Table.Th>{t('desk.download.state')}</Table.Th>
              <Table.Th>{t('desk.download.format')}</Table.Th>
              <Table.Th ta="right">{t('desk.download.rows')}</Table.Th>
              <Table.Th ta="right">{t('desk.download.size')}</Table.Th>
              <Table.Th>{t('desk.download.createTime')}</Table.Th>
              <Table.Th>{t('desk.download.finishTime')}</Table.Th>
              <Table.Th>{t('desk.download.actions')}</Table.Th>
            </Table.Tr>
          }
        >
          {records.map((r) => (
            <ExportLine
              key={r.id}
              r={r}
              busy={busy === r.id}
              stateLabel={stateLabel}
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
      {list.data && list.data.total > 0 && <ListPager page={page} answer={list.data} onChange={setPage} />}
    </Stack>
  )
}
