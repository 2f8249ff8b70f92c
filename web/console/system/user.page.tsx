import { Button, CopyButton, Modal, Stack, Table, Text } from '@mantine/core'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import type { passwordResetAnswer } from '#sync/resources/system/system.answers.ts'
import { resetPasswordContract } from '#sync/resources/system/system.contracts.ts'
import { callApi, clientSettings } from '../../api/client.ts'
import { usePermissions } from '../../api/menus.ts'
import { confirmAction } from '../../ui/confirm.tsx'
import { type PanelSelection, ResourcePanel } from '../resource/resource-list.page.tsx'
import type { Row } from '../resource/resource-table.tsx'
import { UserGrantDialog } from './user-grant-dialog.tsx'

/** One user's new password, as reset-password answers it (shown once, never stored). */
export type NewPassword = z.output<typeof passwordResetAnswer>[number]

/**
 * The user screen: the generic list plus 角色配置 (roles of the ticked users) and 密码重置 (a new
 * random password per ticked user, shown once). Both need the code the server checks, user_edit.
 */
export function UserPage({ resource }: { resource: ResourceDef }) {
  const { t } = useTranslation()
  const { can } = usePermissions()
  const mayEdit = can(resource.permissions.edit)
  const [granting, setGranting] = useState<{ users: Row[]; refresh: () => void } | null>(null)
  const [passwords, setPasswords] = useState<NewPassword[] | null>(null)

  const resetPasswords = useCallback(
    (ids: string[], refresh: () => void) => {
      confirmAction(
        t('system.user.resetConfirm', { count: ids.length }),
        async () => {
          try {
            setPasswords(await callApi(resetPasswordContract, { params: { userIds: ids } }))
            refresh()
          } catch {
            // The client has said why the reset was refused.
          }
        },
        { danger: true },
      )
    },
    [t],
  )

  const toolbar = useCallback(
    ({ ids, rows, refresh }: PanelSelection) =>
      mayEdit && (
        <>
          <Button
            variant="light"
            onClick={() => {
              if (rows.length === 0) clientSettings.notifyError(t('system.grant.chooseAtLeastOne'))
              else setGranting({ users: rows, refresh })
            }}
          >
            {t('system.user.assignRoles')}
          </Button>
          <Button
            variant="light"
            color="orange"
            onClick={() => {
              if (ids.length === 0) clientSettings.notifyError(t('system.grant.chooseAtLeastOne'))
              else resetPasswords(ids, refresh)
            }}
          >
            {t('system.user.resetPassword')}
          </Button>
        </>
      ),
    [mayEdit, t, resetPasswords],
  )

  return (
    <>
      <ResourcePanel resource={resource} toolbarActions={toolbar} />
      <UserGrantDialog
        users={granting?.users ?? null}
        onClose={() => setGranting(null)}
        onSaved={() => granting?.refresh()}
      />
      <Modal
        opened={passwords !== null}
        onClose={() => setPasswords(null)}
        title={t('system.user.newPasswords')}
        size={520}
      >
        {passwords && <NewPasswords passwords={passwords} onClose={() => setPasswords(null)} />}
      </Modal>
    </>
  )
}

/** The passwords reset-password set, each with a copy button; they are not shown again. */
export function NewPasswords({ passwords, onClose }: { passwords: NewPassword[]; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <Stack gap="sm">
      <Text size="sm">{t('system.user.newPasswordsHint')}</Text>
      <Table withTableBorder verticalSpacing={6} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('system.user.account')}</Table.Th>
            <Table.Th>{t('system.user.newPassword')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {passwords.map((p) => (
            <Table.Tr key={p.userId}>
              <Table.Td>{p.account}</Table.Td>
              <Table.Td ff="monospace">{p.password}</Table.Td>
              <Table.Td>
                <CopyButton value={p.password}>
                  {({ copied, copy }) => (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color={copied ? 'teal' : undefined}
                      onClick={copy}
                      aria-label={t('system.user.copyPasswordOf', { account: p.account })}
                    >
                      {copied ? t('system.user.copied') : t('system.user.copy')}
                    </Button>
                  )}
                </CopyButton>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Button onClick={onClose} style={{ alignSelf: 'flex-end' }}>
        {t('system.grant.ok')}
      </Button>
    </Stack>
  )
}
