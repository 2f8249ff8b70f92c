import { modals } from '@mantine/modals'
import type { FlowCode } from '#sync/resources/workflow/flows.ts'
import { i18n } from '../../i18n/i18n.ts'
import { ChooseApprovalBody } from './choose-approval-dialog.tsx'

/**
 * Asks which approval template a document goes into (the choose-approval dialog in a modal of its
 * own, for the declared row actions that start an approval): the chosen id, or null when cancelled.
 */
export function askApprovalTemplate(flow: FlowCode): Promise<string | null> {
  return new Promise((resolve) => {
    let answered = false
    const settle = (id: string | null) => {
      if (answered) return
      answered = true
      resolve(id)
      modals.close(modalId)
    }
    const modalId = modals.open({
      title: i18n.t('work.choose.title'),
      size: 720,
      onClose: () => settle(null),
      children: <ChooseApprovalBody active flow={flow} onClose={() => settle(null)} onConfirm={(id) => settle(id)} />,
    })
  })
}
