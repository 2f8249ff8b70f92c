import { Button, Center, Group, Loader, Modal, Stack, Tabs } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import type { grantKeysAnswer, grantTreesAnswer } from '#sync/resources/system/system.answers.ts'
import { grantTreeContract, roleGrantContract, roleTreeKeysContract } from '#sync/resources/system/system.contracts.ts'
import { callApi, clientSettings } from '../../api/client.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import { CheckTree } from './check-tree.tsx'
import { grantedLeaves, toTreeData, withAncestors } from './grant-tree.ts'

export type RoleGrantDialogProps = {
  /** The role whose grants are set; null keeps the dialog closed. */
  role: { id: string; name: string } | null
  onClose: () => void
}

/**
 * The permissions of one role (spec 1 §6): menus and buttons, data scopes and API scopes, each a
 * tree of check boxes ticked from what the role holds; saving replaces all three.
 */
export function RoleGrantDialog({ role, onClose }: RoleGrantDialogProps) {
  const { t } = useTranslation()
  return (
    <Modal
      opened={role !== null}
      onClose={onClose}
      title={role ? t('system.role.grantTitle', { name: role.name }) : ''}
      size={720}
    >
      {role && <RoleGrantForm key={role.id} roleId={role.id} onClose={onClose} />}
    </Modal>
  )
}

function RoleGrantForm({ roleId, onClose }: { roleId: string; onClose: () => void }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const trees = useQuery({
    queryKey: ['role-grant', 'trees', lang],
    queryFn: () => callApi(grantTreeContract, {}),
    staleTime: 0,
  })
  const keys = useQuery({
    queryKey: ['role-grant', 'keys', roleId],
    queryFn: () => callApi(roleTreeKeysContract, { params: { roleIds: roleId } }),
    staleTime: 0,
    gcTime: 0,
  })
  if (!trees.data || !keys.data) {
    return (
      <Center h={200}>
        {trees.isError || keys.isError ? (
          <Button variant="default" onClick={onClose}>
            {t('system.grant.cancel')}
          </Button>
        ) : (
          <Loader aria-label={t('system.grant.loading')} />
        )}
      </Center>
    )
  }
  return <GrantTabs roleId={roleId} trees={trees.data} held={keys.data} onClose={onClose} />
}

function GrantTabs({
  roleId,
  trees,
  held,
  onClose,
}: {
  roleId: string
  trees: z.output<typeof grantTreesAnswer>
  held: z.output<typeof grantKeysAnswer>
  onClose: () => void
}) {
  const { t } = useTranslation()
  const menuTree = useMemo(() => toTreeData(trees.menu), [trees.menu])
  const dataTree = useMemo(() => toTreeData(trees.dataScope), [trees.dataScope])
  const apiTree = useMemo(() => toTreeData(trees.apiScope), [trees.apiScope])
  const [menus, setMenus] = useState(() => grantedLeaves(menuTree, held.menu))
  const [dataScopes, setDataScopes] = useState(() => grantedLeaves(dataTree, held.dataScope))
  const [apiScopes, setApiScopes] = useState(() => grantedLeaves(apiTree, held.apiScope))
  const [saving, setSaving] = useState(false)

  const save = async () => {
    setSaving(true)
    try {
      await callApi(roleGrantContract, {
        params: {
          roleIds: [roleId],
          menuIds: withAncestors(menuTree, menus),
          dataScopeIds: dataScopes,
          apiScopeIds: apiScopes,
        },
      })
      clientSettings.notifySuccess(t('system.grant.saved'))
      onClose()
    } catch {
      // The client has said why the grant was refused; the ticks stay for another try.
    } finally {
      setSaving(false)
    }
  }

  return (
    <Stack gap="sm">
      <Tabs defaultValue="menu" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="menu">{t('system.role.menuTab')}</Tabs.Tab>
          <Tabs.Tab value="data">{t('system.role.dataTab')}</Tabs.Tab>
          <Tabs.Tab value="api">{t('system.role.apiTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="menu" pt="sm">
          <CheckTree label={t('system.role.menuTab')} data={menuTree} checked={menus} onCheckedChange={setMenus} />
        </Tabs.Panel>
        <Tabs.Panel value="data" pt="sm">
          <CheckTree
            label={t('system.role.dataTab')}
            data={dataTree}
            checked={dataScopes}
            onCheckedChange={setDataScopes}
          />
        </Tabs.Panel>
        <Tabs.Panel value="api" pt="sm">
          <CheckTree
            label={t('system.role.apiTab')}
            data={apiTree}
            checked={apiScopes}
            onCheckedChange={setApiScopes}
          />
        </Tabs.Panel>
      </Tabs>
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
