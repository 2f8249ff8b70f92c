import { Alert, Badge, Button, Group, Modal, NumberInput, Stack, Table, Text, TextInput } from '@mantine/core'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { statusLabel } from '#sync/resources/define-action.ts'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { actionContract, detailContract } from '#sync/resources/resource-contracts.ts'
import { orderPickActions } from '#sync/resources/wms/w-outbound.actions.ts'
import { wOrderPick } from '#sync/resources/wms/w-outbound.resource.ts'
import { pickInvoicesContract, pickLinesContract, pickSheetContract } from '#sync/resources/wms/wms.contracts.ts'
import { ApiError, callApi, clientSettings, downloadFile } from '../../api/client.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import { EmptyRow } from '../../ui/empty-row.tsx'
import { ResourcePanel } from '../resource/resource-list.page.tsx'
import type { Row } from '../resource/resource-table.tsx'
import {
  canPick,
  canShip,
  finishPickingBody,
  fullPick,
  type PickEntry,
  type PickLine,
  pickProblems,
  shortOf,
  shortTotal,
} from './outbound-work.ts'

const NUMBER_CELL = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const

/** A refusal's message for the dialog to show (the client does not toast it: calls are silent). */
export const refusalText = (e: unknown, fallback: string) => (e instanceof ApiError ? e.message : fallback)

/** Pick lists: the generic list, each row opening its picking dialog. */
export function PickListScreen({ resource }: { resource: ResourceDef }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [open, setOpen] = useState<Row | null>(null)
  const changed = () => void queryClient.invalidateQueries({ queryKey: ['resource-list', resource.module] })
  return (
    <>
      <ResourcePanel resource={resource} extraAction={{ label: t('outbound.pick.action'), onClick: setOpen }} />
      {open && <PickDialog listId={String(open.id)} onClose={() => setOpen(null)} onChanged={changed} />}
    </>
  )
}

/** A pick list's lines in pick order: picked counts and reasons, then its sheet, invoices and shipping. */
export function PickDialog({
  listId,
  onClose,
  onChanged,
}: {
  listId: string
  onClose: () => void
  onChanged: () => void
}) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const list = useQuery({
    queryKey: ['pick-list', listId],
    queryFn: () => callApi(detailContract(wOrderPick), { query: { id: listId } }),
  })
  const lines = useQuery({
    queryKey: ['pick-lines', listId],
    queryFn: (): Promise<PickLine[]> => callApi(pickLinesContract, { query: { id: listId } }),
  })
  const [entries, setEntries] = useState<Record<string, PickEntry> | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState<string | null>(null)
  const shown = lines.data ?? []
  const typed = entries ?? fullPick(shown)
  const row: Partial<NonNullable<typeof list.data>> = list.data ?? {}
  const picking = list.data !== undefined && canPick(row)
  const problems = picking ? pickProblems(shown, typed) : {}
  const reload = async () => {
    await Promise.all([list.refetch(), lines.refetch()])
    onChanged()
  }
  const run = async (name: string, work: () => Promise<void>) => {
    setBusy(name)
    setError(null)
    try {
      await work()
    } catch (e) {
      setError(refusalText(e, t('common.unknownError')))
    } finally {
      setBusy(null)
    }
  }
  const finish = () =>
    run('finish', async () => {
      await callApi(
        actionContract(orderPickActions.finishPicking),
        { params: finishPickingBody(listId, shown, typed) },
        {
          silent: true,
        },
      )
      clientSettings.notifySuccess(t('outbound.pick.finished'))
      setEntries(null)
      await reload()
    })
  const ship = () =>
    run('ship', async () => {
      await callApi(actionContract(orderPickActions.outBound), { params: { id: listId } }, { silent: true })
      clientSettings.notifySuccess(t('outbound.pick.shipped'))
      await reload()
    })
  const download = (name: string, file: { path: string }, query: Record<string, string> = {}) =>
    run(name, () => downloadFile(file.path, { id: listId, ...query }, { silent: true }))
  const set = (id: string, patch: Partial<PickEntry>) => {
    const current = typed[id] ?? { picked: '', reason: '' }
    setEntries({ ...typed, [id]: { ...current, ...patch } })
  }
  const status =
    row.status === undefined || row.status === null ? '' : statusLabel(wOrderPick, 'status', String(row.status), lang)
  const short = picking ? shortTotal(shown, typed) : Number(row.shortQuantity ?? 0)
  return (
    <Modal
      opened
      onClose={onClose}
      size={1100}
      title={
        <Group gap="sm">
          <Text fw={600}>{t('outbound.pick.title', { code: row.code ?? '' })}</Text>
          {status && <Badge variant="light">{status}</Badge>}
        </Group>
      }
    >
      <Stack gap="sm">
        {!picking && row.pickedTime ? (
          <Text size="sm" c="dimmed">
            {t('outbound.pick.alreadyPicked', { time: String(row.pickedTime) })}
          </Text>
        ) : null}
        <Table.ScrollContainer minWidth={900}>
          <Table withTableBorder fz="sm" verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('outbound.pick.position')}</Table.Th>
                <Table.Th>{t('outbound.pick.order')}</Table.Th>
                <Table.Th>{t('outbound.pick.sku')}</Table.Th>
                <Table.Th>{t('outbound.pick.batch')}</Table.Th>
                <Table.Th style={NUMBER_CELL}>{t('outbound.pick.toPick')}</Table.Th>
                <Table.Th style={NUMBER_CELL}>{t('outbound.pick.picked')}</Table.Th>
                <Table.Th style={NUMBER_CELL}>{t('outbound.pick.short')}</Table.Th>
                <Table.Th>{t('outbound.pick.reason')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((line) => {
                const id = String(line.id)
                const entry = typed[id]
                const problem = problems[id]
                const lineShort = picking ? shortOf(line, entry) : Number(line.shortQuantity ?? 0)
                return (
                  <Table.Tr key={id} data-line={line.sysSku ?? ''}>
                    <Table.Td fw={600}>{line.positionCode}</Table.Td>
                    <Table.Td>{line.outboundIdLabel}</Table.Td>
                    <Table.Td>{line.sysSku}</Table.Td>
                    <Table.Td>{line.batchNo}</Table.Td>
                    <Table.Td style={NUMBER_CELL}>{line.quantity}</Table.Td>
                    <Table.Td style={NUMBER_CELL} w={130}>
                      {picking ? (
                        <NumberInput
                          size="xs"
                          aria-label={`${t('outbound.pick.picked')} ${line.positionCode ?? ''} ${line.sysSku ?? ''}`}
                          value={entry?.picked ?? ''}
                          onChange={(v) => set(id, { picked: String(v) })}
                          min={0}
                          max={line.quantity}
                          allowDecimal={false}
                          allowNegative={false}
                          error={
                            problem === 'count' ? t('outbound.pick.countInvalid', { max: line.quantity }) : undefined
                          }
                        />
                      ) : (
                        (line.pickedQuantity ?? '')
                      )}
                    </Table.Td>
                    <Table.Td style={{ ...NUMBER_CELL, color: lineShort ? 'var(--mantine-color-red-8)' : undefined }}>
                      {lineShort || ''}
                    </Table.Td>
                    <Table.Td miw={220}>
                      {picking && lineShort > 0 ? (
                        <TextInput
                          size="xs"
                          aria-label={`${t('outbound.pick.reason')} ${line.positionCode ?? ''} ${line.sysSku ?? ''}`}
                          placeholder={t('outbound.pick.reasonNeeded')}
                          maxLength={255}
                          value={entry?.reason ?? ''}
                          onChange={(e) => set(id, { reason: e.currentTarget.value })}
                          error={problem === 'reason' ? t('outbound.pick.reasonNeeded') : undefined}
                        />
                      ) : (
                        line.shortReason
                      )}
                    </Table.Td>
                  </Table.Tr>
                )
              })}
              {lines.isSuccess && shown.length === 0 && <EmptyRow columns={8}>{t('outbound.pick.noLines')}</EmptyRow>}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {short > 0 && (
          <Text size="sm" c="red.8">
            {t('outbound.pick.shortTotal', { count: short })}
          </Text>
        )}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="space-between">
          <Group gap="xs">
            <Button
              variant="default"
              loading={busy === 'print'}
              onClick={() => download('print', pickSheetContract, { format: 'pdf' })}
            >
              {t('outbound.pick.printPdf')}
            </Button>
            <Button variant="default" loading={busy === 'xlsx'} onClick={() => download('xlsx', pickSheetContract)}>
              {t('outbound.pick.exportXlsx')}
            </Button>
            <Button
              variant="default"
              loading={busy === 'invoices'}
              onClick={() => download('invoices', pickInvoicesContract)}
            >
              {t('outbound.pick.invoices')}
            </Button>
          </Group>
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('outbound.close')}
            </Button>
            {picking && (
              <Button
                loading={busy === 'finish'}
                disabled={Object.keys(problems).length > 0 || shown.length === 0}
                onClick={finish}
              >
                {t('outbound.pick.finish')}
              </Button>
            )}
            {list.data && canShip(row) && (
              <Button color="teal" loading={busy === 'ship'} onClick={ship}>
                {t('outbound.pick.ship')}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </Modal>
  )
}
