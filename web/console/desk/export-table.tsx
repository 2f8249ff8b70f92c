import { Badge, Button, Group, Table, Tooltip } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { offlineExport } from '#sync/resources/system/offline-export.resource.ts'
import { usePermissions } from '../../api/menus.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import { exportTypeLabel, type OfflineExport, readableSize, STATE, STATE_COLOR } from './offline-exports.ts'

/** One export: its file, list, state (a failure says why), size and times, and what may be done with it. */
export function ExportLine({
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

/** The exports' table: its header row (file, list, state, format, rows, size, times, actions) and its lines. */
export function ExportTable({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <Table.ScrollContainer minWidth={1100} maxHeight="max(200px, calc(100vh - 340px))">
      <Table striped highlightOnHover stickyHeader>
        <Table.Thead>
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
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
