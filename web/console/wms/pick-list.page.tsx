import { Alert, Modal, Stack, Text } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { ResourcePanel } from '../resource/resource-list.page.tsx'
import type { Row } from '../resource/resource-table.tsx'
import { PickLinesTable, PickListActions, PickListTitle } from './pick-list-parts.tsx'
import { usePickList } from './use-pick-list.ts'

export { refusalText } from './use-pick-list.ts'

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
  const pick = usePickList(listId, onChanged)
  const { row, picking, short, error } = pick
  return (
    <Modal opened onClose={onClose} size={1100} title={<PickListTitle code={row.code ?? ''} status={pick.status} />}>
      <Stack gap="sm">
        {!picking && row.pickedTime ? (
          <Text size="sm" c="dimmed">
            {t('outbound.pick.alreadyPicked', { time: String(row.pickedTime) })}
          </Text>
        ) : null}
        <PickLinesTable
          shown={pick.shown}
          typed={pick.typed}
          problems={pick.problems}
          picking={picking}
          loaded={pick.loaded}
          onChange={pick.change}
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
        <PickListActions
          busy={pick.busy}
          canFinish={picking}
          finishable={Object.keys(pick.problems).length === 0 && pick.shown.length > 0}
          canShip={pick.canShip}
          onDownload={pick.download}
          onFinish={pick.finish}
          onShip={pick.ship}
          onClose={onClose}
        />
      </Stack>
    </Modal>
  )
}
