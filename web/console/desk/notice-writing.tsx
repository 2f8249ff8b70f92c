import { Button, Group } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { removeContract } from '#sync/resources/resource-contracts.ts'
import { notice } from '#sync/resources/system/notice.resource.ts'
import { callApi, clientSettings } from '../../api/client.ts'
import { usePermissions } from '../../api/menus.ts'
import { ResourceFormDialog } from '../resource/resource-form-dialog.tsx'
import { confirmRemove } from '../resource/resource-list.page.tsx'
import { operationUrl } from '../resource/resource-meta.ts'
import type { Notice } from './publications.ts'

/** Which notice is being written: a new one, or one that exists. */
export type NoticeWriting = { mode: 'add' } | { mode: 'edit'; notice: Notice } | null

/** Reloads the desk's notices after a write. */
function useNoticesChanged() {
  const queryClient = useQueryClient()
  return () => void queryClient.invalidateQueries({ queryKey: ['desk-notices'] })
}

/** 新增 above the notices, for whoever may add one (notice_add). */
export function AddNoticeButton({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation()
  const { can } = usePermissions()
  if (!can(notice.permissions.add)) return null
  return (
    <Button size="xs" onClick={onAdd}>
      {t('resource.add')}
    </Button>
  )
}

/** 编辑 and 删除 under a notice being read, each for whoever may (notice_edit, notice_delete). */
export function NoticeReadingActions({
  reading,
  onEdit,
  onRemoved,
}: {
  reading: Notice
  onEdit: () => void
  onRemoved: () => void
}) {
  const { t } = useTranslation()
  const { can } = usePermissions()
  const changed = useNoticesChanged()
  const removeUrl = operationUrl(notice, 'remove')
  const canEdit = can(notice.permissions.edit)
  const canRemove = can(notice.permissions.remove) && removeUrl !== null
  if (!canEdit && !canRemove) return null
  const remove = () =>
    confirmRemove(t, async () => {
      await callApi(removeContract(notice), { params: { ids: reading.id } })
      clientSettings.notifySuccess(t('resource.deleted'))
      onRemoved()
      changed()
    })
  return (
    <Group justify="flex-end" gap="xs">
      {canEdit && (
        <Button size="xs" variant="light" onClick={onEdit}>
          {t('resource.edit')}
        </Button>
      )}
      {canRemove && (
        <Button size="xs" variant="light" color="red" onClick={remove}>
          {t('resource.delete')}
        </Button>
      )}
    </Group>
  )
}

/**
 * The notice's add/edit dialog (the declaration's form, wide enough for the rich-text editor the
 * content is written in, spec 1 §2.5); the desk's list is read again once it is saved.
 */
export function NoticeDialog({ writing, onClose }: { writing: NoticeWriting; onClose: () => void }) {
  const changed = useNoticesChanged()
  if (!writing) return null
  return (
    <ResourceFormDialog
      resource={notice}
      opened
      mode={writing.mode}
      record={writing.mode === 'edit' ? writing.notice : null}
      onClose={onClose}
      onSaved={changed}
      width={880}
    />
  )
}
