import { Button } from '@mantine/core'
import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { clientSettings } from '../../api/client.ts'
import { usePermissions } from '../../api/menus.ts'
import { type PanelSelection, ResourcePanel } from '../resource/resource-list.page.tsx'
import type { Row } from '../resource/resource-table.tsx'
import { RoleGrantDialog } from './role-grant-dialog.tsx'

/**
 * The role screen (spec 1 §6): the generic role tree plus 权限设置, which opens the menu, data and
 * API permissions of one role. The button needs the code the server checks on role/grant.
 */
export function RolePage({ resource }: { resource: ResourceDef }) {
  const { t } = useTranslation()
  const { can } = usePermissions()
  const [granting, setGranting] = useState<{ id: string; name: string } | null>(null)
  const mayGrant = can(resource.permissions.edit)

  const grant = useCallback((row: Row) => setGranting({ id: String(row.id), name: String(row.roleName ?? '') }), [])
  const rowAction = useMemo(
    () => (mayGrant ? { label: t('system.role.permissions'), onClick: grant } : undefined),
    [mayGrant, t, grant],
  )
  const toolbar = useCallback(
    ({ rows }: PanelSelection) =>
      mayGrant && (
        <Button
          variant="light"
          onClick={() => {
            const [only] = rows
            if (rows.length !== 1 || !only) clientSettings.notifyError(t('system.grant.chooseOne'))
            else grant(only)
          }}
        >
          {t('system.role.permissions')}
        </Button>
      ),
    [mayGrant, t, grant],
  )

  return (
    <>
      <ResourcePanel resource={resource} extraAction={rowAction} toolbarActions={toolbar} />
      <RoleGrantDialog role={granting} onClose={() => setGranting(null)} />
    </>
  )
}
