import { Button, Group, Text } from '@mantine/core'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { offlineExport } from '#sync/resources/system/offline-export.resource.ts'
import { ApiError, clientSettings, downloadFile } from '../../api/client.ts'
import { usePermissions } from '../../api/menus.ts'
import { exportThroughDownloadCentre } from './export-list.ts'
import { operationUrl } from './resource-meta.ts'
import type { ResourceUrls } from './resource-urls.ts'

/**
 * A panel's toolbar: add, batch delete, export (through the download centre when it is the
 * declaration's own), import, the screen's own buttons, refresh, and how many rows are ticked.
 */
export function ResourceToolbar({
  resource,
  urls,
  listQuery,
  enabled,
  selectedCount,
  canAdd,
  canRemove,
  canView,
  onAdd,
  onBatchRemove,
  onImport,
  refresh,
  own,
}: {
  resource: ResourceDef
  urls: ResourceUrls
  /** What the list is asked with, but the page: the export takes every row it finds. */
  listQuery: Record<string, string | number>
  enabled: boolean
  selectedCount: number
  canAdd: boolean
  canRemove: boolean
  canView: boolean
  onAdd: () => void
  onBatchRemove: () => void
  onImport: () => void
  refresh: () => void
  own?: ReactNode
}) {
  const { t } = useTranslation()
  const { can } = usePermissions()
  const perms = resource.permissions
  const [exporting, setExporting] = useState(false)
  // The declaration's own export goes through the download centre, so it is recorded there.
  const viaDownloadCentre = urls.export === operationUrl(resource, 'export') && can(offlineExport.permissions.add)
  const exportList = async () => {
    if (!urls.export) return
    setExporting(true)
    const query = listQuery
    try {
      if (!viaDownloadCentre) await downloadFile(urls.export, query)
      else if ((await exportThroughDownloadCentre(resource, query)) === 'queued') {
        clientSettings.notifySuccess(t('resource.exportQueued'))
      }
    } catch (e) {
      // The client has said why a call failed; a failed file is said here.
      if (!(e instanceof ApiError)) clientSettings.notifyError(t('resource.exportFailed'))
    } finally {
      setExporting(false)
    }
  }
  return (
    <Group gap="xs">
      {canAdd && (
        <Button onClick={onAdd} disabled={!enabled}>
          {t('resource.add')}
        </Button>
      )}
      {canRemove && (
        <Button variant="light" color="red" onClick={onBatchRemove}>
          {t('resource.batchDelete')}
        </Button>
      )}
      {urls.export && canView && (
        <Button variant="light" onClick={() => void exportList()} loading={exporting}>
          {t('resource.export')}
        </Button>
      )}
      {urls.import && can(perms.add) && (
        <Button variant="light" onClick={onImport}>
          {t('resource.import')}
        </Button>
      )}
      {own}
      <Button variant="default" onClick={refresh} aria-label={t('resource.refresh')}>
        {t('resource.refresh')}
      </Button>
      {selectedCount > 0 && (
        <Text size="sm" c="dimmed">
          {t('resource.selected', { count: selectedCount })}
        </Text>
      )}
    </Group>
  )
}
