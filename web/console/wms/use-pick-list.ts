import { useForm } from '@mantine/form'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { statusLabel } from '#sync/resources/define-action.ts'
import { actionContract, detailContract } from '#sync/resources/resource-contracts.ts'
import { orderPickActions } from '#sync/resources/wms/w-outbound.actions.ts'
import { wOrderPick } from '#sync/resources/wms/w-outbound.resource.ts'
import { pickLinesContract } from '#sync/resources/wms/wms.contracts.ts'
import { ApiError, callApi, clientSettings, downloadFile } from '../../api/client.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
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
import { useWork } from './use-work.ts'

/** A refusal's message for the dialog to show (the client does not toast it: calls are silent). */
export const refusalText = (e: unknown, fallback: string) => (e instanceof ApiError ? e.message : fallback)

/** What the picking form holds: the counts and reasons typed, or null while none is (every line picked in full). */
type PickValues = { entries: Record<string, PickEntry> | null }

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

/**
 * A pick list in its dialog: the list and its lines in pick order, the counts and reasons typed in
 * @mantine/form (every line in full until one is typed), what keeps them from being sent, how many
 * units are short, and the list's work.
 */
export function usePickList(listId: string, onChanged: () => void) {
  const lang = currentLanguage()
  const list = useQuery({
    queryKey: ['pick-list', listId],
    queryFn: () => callApi(detailContract(wOrderPick), { query: { id: listId } }),
  })
  const lines = useQuery({
    queryKey: ['pick-lines', listId],
    queryFn: (): Promise<PickLine[]> => callApi(pickLinesContract, { query: { id: listId } }),
  })
  const form = useForm<PickValues>({ initialValues: { entries: null } })
  const shown = lines.data ?? []
  const typed = form.values.entries ?? fullPick(shown)
  const row: Partial<NonNullable<typeof list.data>> = list.data ?? {}
  const picking = list.data !== undefined && canPick(row)
  const reload = async () => {
    await Promise.all([list.refetch(), lines.refetch()])
    onChanged()
  }
  const work = usePickWork(listId, shown, typed, reload, () => form.setFieldValue('entries', null))
  const change = (id: string, patch: Partial<PickEntry>) => {
    const current = typed[id] ?? { picked: '', reason: '' }
    form.setFieldValue('entries', { ...typed, [id]: { ...current, ...patch } })
  }
  return {
    ...work,
    row,
    shown,
    typed,
    picking,
    change,
    loaded: lines.isSuccess,
    canShip: list.data !== undefined && canShip(row),
    problems: picking ? pickProblems(shown, typed) : {},
    short: picking ? shortTotal(shown, typed) : Number(row.shortQuantity ?? 0),
    status:
      row.status === undefined || row.status === null
        ? ''
        : statusLabel(wOrderPick, 'status', String(row.status), lang),
  }
}
