import { useForm } from '@mantine/form'
import { useTranslation } from 'react-i18next'
import { acceptAndPutAwayContract, acceptInboundContract } from '#sync/resources/wms/wms.contracts.ts'
import { callApi, clientSettings } from '../../api/client.ts'
import { initialDrafts, type LineDraft, type Receipt, receiptBody, refusalText } from './inbound-receipt.ts'
import { useWork } from './use-work.ts'

/** What the receipt's form holds: per line id the received total, batch and position; whether to put away at once. */
export type ReceiptLinesValues = { drafts: Record<string, LineDraft>; putAway: boolean }

/**
 * The receipt's lines as a form: each line starts from what it has received, any change clears the
 * last refusal, and receiving sends every line's total (with positions when putting away at once),
 * refusing here what `receiptBody` refuses and showing the server's refusal in the dialog.
 */
export function useReceiptLines(receipt: Receipt, onChanged: () => void) {
  const { t } = useTranslation()
  const form = useForm<ReceiptLinesValues>({
    initialValues: { drafts: initialDrafts(receipt.lines), putAway: false },
  })
  const { busy, error, setError, run } = useWork(refusalText)
  const changeLine = (id: string, patch: Partial<LineDraft>) => {
    form.setFieldValue(`drafts.${id}`, (draft) => ({ ...draft, ...patch }))
    setError(null)
  }
  const changePutAway = (putAway: boolean) => {
    form.setFieldValue('putAway', putAway)
    setError(null)
  }
  const receive = async () => {
    const { drafts, putAway } = form.getValues()
    const built = receiptBody(receipt.id, receipt.lines, drafts, { putAway })
    if (!built.body) {
      setError(t(built.problem, { sku: built.sku }))
      return
    }
    const body = built.body
    await run('receive', async () => {
      await callApi(putAway ? acceptAndPutAwayContract : acceptInboundContract, { params: body }, { silent: true })
      clientSettings.notifySuccess(t('wms.inbound.receivedDone'))
      onChanged()
    })
  }
  const { drafts, putAway } = form.getValues()
  return { drafts, putAway, changeLine, changePutAway, receive, isBusy: busy === 'receive', problem: error }
}
