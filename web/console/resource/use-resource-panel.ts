import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { clientSettings } from '../../api/client.ts'
import { nextSort } from './list-params.ts'
import type { ResourcePanelProps } from './resource-list.page.tsx'
import { confirmRemove, type DialogState, useResourceRows, useRowActions } from './use-resource-rows.ts'

/**
 * A list panel's state: its rows (useResourceRows) and the actions on them (useRowActions), the
 * add/edit/view dialog and the import dialog it has open, the sort a column's heading turns, and
 * removing the ticked rows (one at least, asked first).
 */
export function useResourcePanel({
  resource,
  urls: urlOverride,
  fixedQuery,
  enabled,
  mapRows,
  onChanged,
  extraAction,
  onView,
  onActivate,
}: ResourcePanelProps & { enabled: boolean }) {
  const { t } = useTranslation()
  const list = useResourceRows({ resource, urlOverride, fixedQuery, enabled, mapRows, onChanged })
  const { urls, isTree, selected, refresh } = list
  const [dialog, setDialog] = useState<DialogState>(null)
  const [importing, setImporting] = useState(false)
  const rowActions = useRowActions({ resource, urls, isTree, refresh, setDialog, extraAction, onView, onActivate })
  const batchRemove = () => {
    if (selected.size === 0) {
      clientSettings.notifyError(t('resource.selectAtLeastOne'))
      return
    }
    confirmRemove(t, () => rowActions.remove([...selected]))
  }
  const onSort = useCallback((key: string) => list.setSort((s) => nextSort(s, key)), [list.setSort])
  return { list, dialog, setDialog, importing, setImporting, batchRemove, onSort, ...rowActions }
}

/** What useResourcePanel answers. */
export type ResourcePanelState = ReturnType<typeof useResourcePanel>
