import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { findDictionary } from '#sync/dictionaries/lookup.ts'
import { resourceKey } from '#sync/resources/define-resource.ts'
import { callApi } from '../../api/client.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import type { PageState } from '../resource/list-pager.tsx'
import { DEFAULT_PAGE_SIZE } from '../resource/list-params.ts'
import { type ExportFilterValues, NO_FILTERS } from './export-filters.tsx'
import { EXPORT_SOURCES, exportPage, STATE } from './offline-exports.ts'

const AUTO_REFRESH_MS = 3000

/** The filters' choices: the states (offline_export_status) and the lists an export can come from, by name. */
function useExportChoices() {
  const lang = currentLanguage()
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
  return { stateOptions, sourceOptions, stateLabel }
}

/**
 * The download centre's list: the filters searched (a search goes back to page 1), the page, and the
 * exports found, newest first; it reads itself again while some export still waits for its file.
 */
export function useDownloadCentre() {
  const lang = currentLanguage()
  const [filters, setFilters] = useState<ExportFilterValues>(NO_FILTERS)
  const [page, setPage] = useState<PageState>({ current: 1, size: DEFAULT_PAGE_SIZE })
  const choices = useExportChoices()

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
  const search = (f: ExportFilterValues) => {
    setPage((p) => ({ ...p, current: 1 }))
    setFilters(f)
  }
  return { ...choices, page, setPage, search, list, records, anyRunning }
}
