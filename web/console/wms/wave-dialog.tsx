import { Alert, Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { detailContract } from '#sync/resources/resource-contracts.ts'
import { wOrderPick } from '#sync/resources/wms/w-outbound.resource.ts'
import { pickSheetContract, startBoundContract, wavePlanContract } from '#sync/resources/wms/wms.contracts.ts'
import { callApi, clientSettings, downloadFile } from '../../api/client.ts'
import { PickDialog, refusalText } from './pick-list.page.tsx'
import { WaveFilterFields, WaveOrdersTable, WavePreviewTable } from './wave-parts.tsx'
import { NO_WAVE_FILTERS, previewLists, startBoundBody, type WaveFilters, waveQuery } from './wave-work.ts'

const NUMBER_CELL = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const

type MadeList = { id: string; code?: string | null; orderCount?: number | null; totalQuantity?: number | null }

/**
 * The wave screen (issue 27 item 1): filters choose approved outbound orders in no pick list, the
 * grouping rule is shown in words with the lists it would make, Generate makes them (start-bound)
 * and the first list opens; the others are listed to open or print.
 */
export function WaveDialog({
  initialTicked = [],
  onClose,
  onChanged,
}: {
  /** Orders ticked on the list page: the wave starts with them. */
  initialTicked?: readonly string[]
  onClose: () => void
  onChanged: () => void
}) {
  const { t } = useTranslation()
  const [filters, setFilters] = useState<WaveFilters>(NO_WAVE_FILTERS)
  const [ticked, setTicked] = useState<Set<string>>(() => new Set(initialTicked))
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [made, setMade] = useState<MadeList[] | null>(null)
  const [openList, setOpenList] = useState<string | null>(null)
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
  const taken = lists.reduce((sum, l) => sum + l.orders.length, 0)
  const set = <K extends keyof WaveFilters>(key: K, value: WaveFilters[K]) => {
    setFilters((f) => ({ ...f, [key]: value }))
    // Other filters show other orders: a tick on an order no longer shown would be taken unseen.
    if (key !== 'rule') setTicked(new Set())
  }

  const generate = async () => {
    setBusy(true)
    setError(null)
    try {
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
    } catch (e) {
      setError(refusalText(e, t('common.unknownError')))
    } finally {
      setBusy(false)
    }
  }

  if (openList) return <PickDialog listId={openList} onClose={() => setOpenList(null)} onChanged={onChanged} />

  return (
    <Modal opened onClose={onClose} size={1240} title={<Text fw={600}>{t('outbound.wave.title')}</Text>}>
      {made ? (
        <MadeLists made={made} onOpen={setOpenList} onAgain={() => setMade(null)} onClose={onClose} />
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('outbound.wave.filters')}
          </Text>
          <WaveFilterFields filters={filters} set={set} />
          <Group justify="space-between">
            <Text fw={600} data-testid="wave-preview">
              {t('outbound.wave.preview', { orders: taken, lists: lists.length })}
            </Text>
            {plan.data?.limited && (
              <Text size="sm" c="orange.8">
                {t('outbound.wave.limited', { count: orders.length })}
              </Text>
            )}
          </Group>
          <WavePreviewTable lists={lists} rule={filters.rule} />
          <WaveOrdersTable
            plan={plan.data}
            ticked={ticked}
            chosenCount={chosen.size}
            loaded={plan.isSuccess}
            onTick={setTicked}
          />
          {plan.error && (
            <Alert color="red" variant="light" role="alert">
              {refusalText(plan.error, t('common.unknownError'))}
            </Alert>
          )}
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {chosen.size
                ? t('outbound.wave.scopeTicked', { count: chosen.size })
                : t('outbound.wave.scopeAll', { count: orders.length })}
            </Text>
            <Group gap="xs">
              <Button variant="default" onClick={onClose}>
                {t('outbound.close')}
              </Button>
              <Button loading={busy} disabled={lists.length === 0} onClick={generate}>
                {t('outbound.wave.generate', { count: lists.length })}
              </Button>
            </Group>
          </Group>
        </Stack>
      )}
    </Modal>
  )
}

/** The lists a wave made, each to open (its picking dialog) or print as a PDF. */
function MadeLists({
  made,
  onOpen,
  onAgain,
  onClose,
}: {
  made: MadeList[]
  onOpen: (id: string) => void
  onAgain: () => void
  onClose: () => void
}) {
  const { t } = useTranslation()
  const [error, setError] = useState<string | null>(null)
  const print = (id: string) =>
    downloadFile(pickSheetContract.path, { id, format: 'pdf' }, { silent: true }).catch((e: unknown) =>
      setError(refusalText(e, t('common.unknownError'))),
    )
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Badge color="teal" variant="light">
          {t('outbound.wave.made', { count: made.length })}
        </Badge>
      </Group>
      <Table withTableBorder fz="sm" verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('outbound.wave.list')}</Table.Th>
            <Table.Th style={NUMBER_CELL}>{t('outbound.wave.orders')}</Table.Th>
            <Table.Th style={NUMBER_CELL}>{t('outbound.wave.quantity')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {made.map((list) => (
            <Table.Tr key={list.id} data-list={list.code ?? list.id}>
              <Table.Td fw={600}>{list.code ?? list.id}</Table.Td>
              <Table.Td style={NUMBER_CELL}>{list.orderCount ?? ''}</Table.Td>
              <Table.Td style={NUMBER_CELL}>{list.totalQuantity ?? ''}</Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end">
                  <Button size="xs" variant="default" onClick={() => onOpen(list.id)}>
                    {t('outbound.wave.openList')}
                  </Button>
                  <Button size="xs" variant="default" onClick={() => void print(list.id)}>
                    {t('outbound.pick.printPdf')}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onAgain}>
          {t('outbound.wave.again')}
        </Button>
        <Button onClick={onClose}>{t('outbound.close')}</Button>
      </Group>
    </Stack>
  )
}
