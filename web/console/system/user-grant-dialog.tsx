import { Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { roleTreeContract, userGrantContract } from '#sync/resources/system/system.contracts.ts'
import { callApi, clientSettings } from '../../api/client.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import type { Row } from '../resource/resource-table.tsx'
import { CheckTree } from './check-tree.tsx'
import { sharedRoles, toTreeData } from './grant-tree.ts'

export type UserGrantDialogProps = {
  /** The users whose roles are set; null keeps the dialog closed. */
  users: Row[] | null
  onClose: () => void
  /** Told after the roles were saved (the list shows role names). */
  onSaved: () => void
}

/**
 * 角色配置: gives the chosen users exactly the roles ticked. It starts from the roles they all hold;
 * roles are ticked one by one (a parent role does not bring its children).
 */
export function UserGrantDialog({ users, onClose, onSaved }: UserGrantDialogProps) {
  const { t } = useTranslation()
  return (
    <Modal
      opened={users !== null}
      onClose={onClose}
      title={t('system.user.rolesTitle', { count: users?.length ?? 0 })}
      size={520}
    >
      {users && <UserGrantForm users={users} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  )
}

function UserGrantForm({ users, onClose, onSaved }: { users: Row[]; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const roles = useQuery({
    queryKey: ['user-grant', 'roles', lang],
    queryFn: () => callApi(roleTreeContract, {}),
    staleTime: 0,
  })
  const tree = useMemo(() => toTreeData(roles.data ?? []), [roles.data])
  const [checked, setChecked] = useState(() => sharedRoles(users))
  const [missing, setMissing] = useState(false)
  const [saving, setSaving] = useState(false)

  const save = async () => {
    if (checked.length === 0) {
      setMissing(true)
      return
    }
    setSaving(true)
    try {
      await callApi(userGrantContract, { params: { userIds: users.map((u) => String(u.id)), roleIds: checked } })
      clientSettings.notifySuccess(t('system.grant.saved'))
      onSaved()
      onClose()
    } catch {
      // The client has said why the roles were refused; the ticks stay for another try.
    } finally {
      setSaving(false)
    }
  }

  if (!roles.data) {
    return <Center h={160}>{roles.isError ? null : <Loader aria-label={t('system.grant.loading')} />}</Center>
  }
  return (
    <Stack gap="sm">
      <CheckTree
        label={t('system.user.roles')}
        data={tree}
        checked={checked}
        onCheckedChange={(ids) => {
          setChecked(ids)
          setMissing(false)
        }}
        strict
        openAll
        height={300}
      />
      {missing && (
        <Text size="sm" c="red" role="alert">
          {t('system.user.chooseRole')}
        </Text>
      )}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose}>
          {t('system.grant.cancel')}
        </Button>
        <Button onClick={() => void save()} loading={saving}>
          {t('system.grant.save')}
        </Button>
      </Group>
    </Stack>
  )
}
