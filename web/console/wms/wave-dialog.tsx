import { Alert, Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { pickSheetContract } from '#sync/resources/wms/wms.contracts.ts'
import { downloadFile } from '../../api/client.ts'
import { PickDialog, refusalText } from './pick-list.page.tsx'
import { type MadeList, useWave } from './use-wave.ts'
import { WaveFilterFields, WaveFooter, WaveOrdersTable, WavePreviewTable, WaveSummary } from './wave-parts.tsx'

const NUMBER_CELL = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const

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
  const wave = useWave(initialTicked, onChanged)
  const { filters, plan, orders, lists, error } = wave

  if (wave.openList)
    return <PickDialog listId={wave.openList} onClose={() => wave.setOpenList(null)} onChanged={onChanged} />

  return (
    <Modal opened onClose={onClose} size={1240} title={<Text fw={600}>{t('outbound.wave.title')}</Text>}>
      {wave.made ? (
        <MadeLists made={wave.made} onOpen={wave.setOpenList} onAgain={() => wave.setMade(null)} onClose={onClose} />
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('outbound.wave.filters')}
          </Text>
          <WaveFilterFields filters={filters} set={wave.set} />
          <WaveSummary orders={wave.taken} lists={lists.length} limitedTo={plan.data?.limited ? orders.length : null} />
          <WavePreviewTable lists={lists} rule={filters.rule} />
          <WaveOrdersTable
            plan={plan.data}
            ticked={wave.ticked}
            chosenCount={wave.chosen.size}
            loaded={plan.isSuccess}
            onTick={wave.setTicked}
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
          <WaveFooter
            chosenCount={wave.chosen.size}
            orderCount={orders.length}
            listCount={lists.length}
            generating={wave.generating}
            onGenerate={() => void wave.generate()}
            onClose={onClose}
          />
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
