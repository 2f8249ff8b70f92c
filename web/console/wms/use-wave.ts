import { useForm } from '@mantine/form'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { detailContract } from '#sync/resources/resource-contracts.ts'
import { wOrderPick } from '#sync/resources/wms/w-outbound.resource.ts'
import { startBoundContract, wavePlanContract } from '#sync/resources/wms/wms.contracts.ts'
import { callApi, clientSettings } from '../../api/client.ts'
import { refusalText } from './use-pick-list.ts'
import { useWork } from './use-work.ts'
import { NO_WAVE_FILTERS, previewLists, startBoundBody, type WaveFilters, waveQuery } from './wave-work.ts'

/** A pick list a wave made, as its detail answers (only its id when the detail was refused). */
export type MadeList = { id: string; code?: string | null; orderCount?: number | null; totalQuantity?: number | null }

/**
 * The wave screen's state: the filters and grouping rule (kept by @mantine/form), the orders ticked,
 * the preview of the matching orders and the lists they would make, and Generate, after which the
 * lists made are kept and the first opens.
 */
export function useWave(initialTicked: readonly string[], onChanged: () => void) {
  const { t } = useTranslation()
  const form = useForm<WaveFilters>({ initialValues: NO_WAVE_FILTERS })
  const filters = form.values
  const [ticked, setTicked] = useState<Set<string>>(() => new Set(initialTicked))
  const [made, setMade] = useState<MadeList[] | null>(null)
  const [openList, setOpenList] = useState<string | null>(null)
  const { busy, error, run } = useWork(refusalText)
  const queryClient = useQueryClient()
  // The rule does not change which orders match: the preview is asked again only for the filters.
  const matching = waveQuery(filters)
  const plan = useQuery({
    queryKey: ['wave-plan', matching],
    queryFn: () => callApi(wavePlanContract, { query: matching }, { silent: true }),
    placeholderData: keepPreviousData,
    enabled: made === null,
  })
  const orders = plan.data?.orders ?? []
  // Only ticks on orders the wave may take count (the list page's ticks may name others).
  const chosen = new Set(orders.filter((o) => ticked.has(o.id)).map((o) => o.id))
  const lists = previewLists(plan.data, chosen, filters.rule)
  const set = <K extends keyof WaveFilters>(key: K, value: WaveFilters[K]) => {
    form.setValues({ [key]: value } as Partial<WaveFilters>)
    // Other filters show other orders: a tick on an order no longer shown would be taken unseen.
    if (key !== 'rule') setTicked(new Set())
  }
  const generate = () =>
    run('generate', async () => {
      const ids = await callApi(startBoundContract, { params: startBoundBody(filters, chosen) }, { silent: true })
      const details = await Promise.all(
        ids.map((id) =>
          callApi(detailContract(wOrderPick), { query: { id } }, { silent: true }).catch((): MadeList => ({ id })),
        ),
      )
      clientSettings.notifySuccess(t('outbound.wave.made', { count: ids.length }))
      setMade(details.map((d, n) => ({ ...d, id: String(ids[n]) })))
      setOpenList(ids[0] ?? null)
      setTicked(new Set())
      void queryClient.invalidateQueries({ queryKey: ['wave-plan'] })
      onChanged()
    })
  return {
    filters,
    set,
    ticked,
    setTicked,
    plan,
    orders,
    chosen,
    lists,
    taken: lists.reduce((sum, l) => sum + l.orders.length, 0),
    made,
    setMade,
    openList,
    setOpenList,
    generate,
    generating: busy === 'generate',
    error,
  }
}
