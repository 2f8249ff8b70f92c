import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { actionFields } from '#sync/resources/define-action.ts'
import { actionContract } from '#sync/resources/resource-contracts.ts'
import { ApiError, callApi, clientSettings, postJson } from '../../api/client.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import { confirmAction } from '../../ui/confirm.tsx'
import type { OpenDialog } from './order-action-dialog.tsx'
import type { ActionResult } from './order-dialogs.tsx'
import { batchSummary, isBatchAnswer, ORDER_URL, type OrderActionBody, type OrderActionSpec } from './order-page.ts'
import type { Row } from './order-table.tsx'

/**
 * Starting an order action on the selected orders: at once, after a confirmation, or through the
 * dialog that asks its input (`dialog`); `post` sends it and reports a batch's outcome (`result`).
 */
export function useOrderActions(selectedRows: Row[], refresh: () => void) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const [dialog, setDialog] = useState<OpenDialog | null>(null)
  const [result, setResult] = useState<ActionResult | null>(null)

  /** Posts an action and reports it: a batch's done and failed, or the refusal of the whole. */
  const post = async (spec: OrderActionSpec, rowsOf: Row[], body: OrderActionBody) => {
    const title = spec.action.label[lang]
    try {
      // A declared action's call is the declaration's; the order page's own calls (split, merge, address…) are not actions.
      const answer = spec.action.call
        ? await callApi(actionContract(spec.action), { params: body }, { silent: true })
        : await postJson<unknown>(`${ORDER_URL}/${spec.path}`, body, undefined, { silent: true })
      if (isBatchAnswer(answer) && (answer.failed.length > 0 || rowsOf.length > 1))
        setResult({ title, ...batchSummary(answer, rowsOf) })
      else clientSettings.notifySuccess(t('salesOrder.done'))
      setDialog(null)
      refresh()
      return answer
    } catch (e) {
      setResult({ title, error: e instanceof ApiError ? e.message : t('common.unknownError') })
      return null
    }
  }
  const idsOf = (rowsOf: Row[]) => rowsOf.map((r) => String(r.id))

  const start = (spec: OrderActionSpec) => {
    const rowsOf = selectedRows
    const ids = idsOf(rowsOf)
    switch (spec.kind) {
      case 'run':
      case 'merge': {
        const go = () => void post(spec, rowsOf, { ids })
        if (spec.confirm)
          confirmAction(t('salesOrder.confirm', { count: ids.length, action: spec.action.label[lang] }), go, {
            danger: spec.key === 'void' || spec.key === 'deleteLabels',
          })
        else go()
        return
      }
      case 'input':
        if (actionFields(spec.action).length === 0) {
          void post(spec, rowsOf, { ids })
          return
        }
        setDialog({ kind: 'input', spec, rows: rowsOf })
        return
      default:
        setDialog({ kind: spec.kind, spec, rows: rowsOf })
    }
  }
  return { dialog, setDialog, result, setResult, post, start }
}
