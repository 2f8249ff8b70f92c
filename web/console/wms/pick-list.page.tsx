import { Alert, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core'
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
  shortTotal,
} from './outbound-work.ts'
import { PickLinesTable } from './pick-list-parts.tsx'
import { useWork } from './use-work.ts'

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

/**
 * The pick list's work, each a call of its own: finish picking with the counts typed, ship, and its
 * sheet, workbook and invoices; `busy` names the one under way and `error` the last refusal.
 */
function usePickWork(
  listId: string,
  shown: PickLine[],
  typed: Record<string, PickEntry>,
  reload: () => Promise<void>,
  clearTyped: () => void,
) {
  const { t } = useTranslation()
  const { busy, error, run } = useWork(refusalText)
  const finish = () =>
    run('finish', async () => {
      const body = finishPickingBody(listId, shown, typed)
      await callApi(actionContract(orderPickActions.finishPicking), { params: body }, { silent: true })
      clientSettings.notifySuccess(t('outbound.pick.finished'))
      clearTyped()
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
  return { busy, error, finish, ship, download }
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
  const shown = lines.data ?? []
  const typed = entries ?? fullPick(shown)
  const row: Partial<NonNullable<typeof list.data>> = list.data ?? {}
  const picking = list.data !== undefined && canPick(row)
  const problems = picking ? pickProblems(shown, typed) : {}
  const reload = async () => {
    await Promise.all([list.refetch(), lines.refetch()])
    onChanged()
  }
  const { busy, error, finish, ship, download } = usePickWork(listId, shown, typed, reload, () => setEntries(null))
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
        <PickLinesTable
          shown={shown}
          typed={typed}
          problems={problems}
          picking={picking}
          loaded={lines.isSuccess}
          onChange={set}
        />
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
