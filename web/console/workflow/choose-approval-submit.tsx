import { type JSX, useRef, useState } from 'react'
import type { ActionDef } from '#sync/resources/define-action.ts'
import { actionContract } from '#sync/resources/resource-contracts.ts'
import { callApi } from '../../api/client.ts'
import { ChooseApprovalDialog } from './choose-approval-dialog.tsx'

/** What a document's page gets to submit it for approval. */
export type SubmitForApproval = {
  /** Opens the dialog; answers the chosen template's id, or null when the person cancelled. */
  choose: () => Promise<string | null>
  /** Posts the submit action for these records into the chosen template (silent: the page tells a refusal). */
  post: (ids: readonly string[], processDefinitionId: string) => Promise<unknown>
  /** Chooses, then posts (a refusal is toasted by the client and rejects); answers whether it was posted. */
  submit: (ids: readonly string[]) => Promise<boolean>
  /** The dialog, for the page to render. */
  dialog: JSX.Element
}

/**
 * Submitting a document for approval (its action declares `approval`): the choose-approval dialog
 * of the action's flow, then the action's call with `processDefinitionId` beside its fixed values.
 */
export function useSubmitForApproval(action: ActionDef): SubmitForApproval {
  const flow = action.approval?.flow
  if (!flow || !action.call)
    throw new Error(`${action.resource.name}.${action.name} starts no approval from the console`)
  const call = action.call
  const [opened, setOpened] = useState(false)
  const answer = useRef<((id: string | null) => void) | null>(null)
  const settle = (id: string | null) => {
    answer.current?.(id)
    answer.current = null
    setOpened(false)
  }
  const choose = () =>
    new Promise<string | null>((resolve) => {
      answer.current?.(null)
      answer.current = resolve
      setOpened(true)
    })
  const send = (ids: readonly string[], processDefinitionId: string, silent: boolean) =>
    callApi(actionContract(action), { params: { ids: [...ids], ...call.fixed, processDefinitionId } }, { silent })
  const post = (ids: readonly string[], processDefinitionId: string) => send(ids, processDefinitionId, true)
  const submit = async (ids: readonly string[]) => {
    const id = await choose()
    if (!id) return false
    await send(ids, id, false)
    return true
  }
  const dialog = (
    <ChooseApprovalDialog
      key={String(opened)}
      opened={opened}
      flow={flow}
      onClose={() => settle(null)}
      onConfirm={(id) => settle(id)}
    />
  )
  return { choose, post, submit, dialog }
}
