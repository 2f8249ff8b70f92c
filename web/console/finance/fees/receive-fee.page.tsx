import { Button, Group } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { RECEIVE_FEE_STATUS, receiveFeeActions } from '#sync/resources/finance/fees/fees.actions.ts'
import { RECEIVE_FEE_PERMISSIONS } from '#sync/resources/finance/fees/fees.resource.ts'
import { actionContract } from '#sync/resources/resource-contracts.ts'
import { callApi } from '../../../api/client.ts'
import { usePermissions } from '../../../api/menus.ts'
import { runRowAction } from '../../resource/declared-actions.tsx'
import { type PanelSelection, ResourcePanel } from '../../resource/resource-list.page.tsx'
import { StatusTabs } from '../../resource/status-tabs.tsx'

/** The ticked rows' ids whose status is `status`. */
const idsIn = (selection: PanelSelection, status: string) =>
  selection.rows.filter((r) => String(r.status) === status).map((r) => String(r.id))

/**
 * Fees received back (收款): the list by status, with the ticked rows submitted (submitBatch) or
 * written off (updateStatusBatch) in one call each; rows in another status are left out.
 */
export function ReceiveFeePage({ resource }: { resource: ResourceDef }) {
  const { t } = useTranslation()
  const { can } = usePermissions()
  const [status, setStatus] = useState('')
  const batch = (selection: PanelSelection, label: string, run: (ids: string[]) => Promise<unknown>, ids: string[]) =>
    void runRowAction(label, () => run(ids)).then((ok) => ok && selection.refresh())
  return (
    <ResourcePanel
      resource={resource}
      fixedQuery={status ? { status } : {}}
      header={
        <StatusTabs
          dictionary="receive_fee_status"
          value={status}
          onChange={setStatus}
          label={t('resource.byStatus')}
        />
      }
      toolbarActions={(selection) => {
        if (!can(RECEIVE_FEE_PERMISSIONS.edit)) return null
        const toSubmit = idsIn(selection, RECEIVE_FEE_STATUS.toSubmit)
        const submitted = idsIn(selection, RECEIVE_FEE_STATUS.submitted)
        const submit = t('fees.receive.submitBatch')
        const writeOff = t('fees.receive.writeOffBatch')
        return (
          <Group gap="xs">
            <Button
              size="xs"
              disabled={!toSubmit.length}
              onClick={() =>
                batch(
                  selection,
                  submit,
                  (ids) => callApi(actionContract(receiveFeeActions.submit), { params: { ids } }),
                  toSubmit,
                )
              }
            >
              {submit}
            </Button>
            <Button
              size="xs"
              variant="light"
              disabled={!submitted.length}
              onClick={() =>
                batch(
                  selection,
                  writeOff,
                  (ids) =>
                    callApi(actionContract(receiveFeeActions.writeOff), {
                      params: { ids, status: RECEIVE_FEE_STATUS.writtenOff },
                    }),
                  submitted,
                )
              }
            >
              {writeOff}
            </Button>
          </Group>
        )
      }}
    />
  )
}
