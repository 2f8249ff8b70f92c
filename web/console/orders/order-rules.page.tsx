import { Button } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { usePermissions } from '../../api/menus.ts'
import { ResourcePanel } from '../resource/resource-list.page.tsx'
import { operationUrl } from '../resource/resource-meta.ts'
import type { Row } from '../resource/resource-table.tsx'
import { RuleEditor } from './rule-editor.tsx'

/** The dividing rules: the generic list, with the rule editor for adding and editing. */
export function OrderRulesScreen({ resource }: { resource: ResourceDef }) {
  const { t } = useTranslation()
  const { can } = usePermissions()
  const queryClient = useQueryClient()
  const [editing, setEditing] = useState<Row | 'new' | null>(null)
  const [viewing, setViewing] = useState<Row | null>(null)
  const saveUrl = operationUrl(resource, 'submit')
  const changed = () =>
    void queryClient.invalidateQueries({ queryKey: ['resource-list', resource.module, resource.name] })
  return (
    <>
      <ResourcePanel
        resource={resource}
        // The editor below replaces the generic add and edit dialogs.
        urls={{ submit: null, save: null, update: null }}
        // 查看 shows the rule as the builder does: conditions and actions in words, names not ids.
        onView={(row) => setViewing(row)}
        toolbarActions={() =>
          can(resource.permissions.add) && saveUrl ? (
            <Button onClick={() => setEditing('new')}>{t('salesOrder.rules.add')}</Button>
          ) : null
        }
        extraAction={
          can(resource.permissions.edit) && saveUrl
            ? { label: t('salesOrder.rules.edit'), onClick: (row) => setEditing(row) }
            : undefined
        }
      />
      {viewing && <RuleEditor resource={resource} record={viewing} readOnly onClose={() => setViewing(null)} />}
      {editing && (
        <RuleEditor
          resource={resource}
          record={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null)
            changed()
          }}
        />
      )}
    </>
  )
}
