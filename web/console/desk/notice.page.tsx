import { AppShell, Badge, Button, Group, Loader, Modal, Paper, Stack, Table, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { signOut } from '../../api/auth.ts'
import { getJson, getPage } from '../../api/client.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import { LanguageSelect } from '../../ui/language-select.tsx'

type Notice = { id: string; title: string; category: number; releaseTime: string | null; content: string | null }
type UserInfo = { account: string; realName: string | null; name: string | null; roleName: string | null }
type DictEntry = { dictKey: string; dictValue: string }

/** The home page: the tenant's notices (the full console shell comes with the console issue). */
export function NoticePage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const lang = currentLanguage()
  const [confirming, setConfirming] = useState(false)
  const user = useQuery({ queryKey: ['user-info'], queryFn: () => getJson<UserInfo>('/api/blade-user/info') })
  const notices = useQuery({
    queryKey: ['notices', lang],
    queryFn: () => getPage<Notice>('/api/blade-desk/notice/list', { current: 1, size: 30 }),
  })
  const categories = useQuery({
    queryKey: ['dict', 'notice_category', lang],
    queryFn: () => getJson<DictEntry[]>('/api/blade-system/dict/dictionary', { code: 'notice_category' }),
  })
  const categoryName = (key: number) =>
    categories.data?.find((e) => e.dictKey === String(key))?.dictValue ?? String(key)

  async function logout() {
    setConfirming(false)
    await signOut().catch(() => undefined)
    navigate('/login', { replace: true })
  }

  const name = user.data?.realName || user.data?.name || user.data?.account || ''
  return (
    <AppShell header={{ height: 56 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Title order={4}>{t('app.name')}</Title>
          <Group gap="sm">
            {name && <Text size="sm">{t('home.welcome', { name })}</Text>}
            <LanguageSelect />
            <Button variant="light" size="xs" onClick={() => setConfirming(true)}>
              {t('logout.button')}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Paper p="md" withBorder>
          <Stack>
            <Title order={3}>{t('home.title')}</Title>
            {notices.isPending && <Loader size="sm" />}
            {notices.isError && <Text c="red">{t('home.loadFailed')}</Text>}
            {notices.data && notices.data.records.length === 0 && <Text c="dimmed">{t('home.empty')}</Text>}
            {notices.data && notices.data.records.length > 0 && (
              <Table striped highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('notice.title')}</Table.Th>
                    <Table.Th>{t('notice.category')}</Table.Th>
                    <Table.Th>{t('notice.releaseTime')}</Table.Th>
                    <Table.Th>{t('notice.content')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {notices.data.records.map((n) => (
                    <Table.Tr key={n.id}>
                      <Table.Td>{n.title}</Table.Td>
                      <Table.Td>
                        <Badge variant="light">{categoryName(n.category)}</Badge>
                      </Table.Td>
                      <Table.Td>{n.releaseTime}</Table.Td>
                      <Table.Td>
                        <Text size="sm" lineClamp={1}>
                          {n.content}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Stack>
        </Paper>
      </AppShell.Main>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('logout.confirmTitle')} centered>
        <Text mb="md">{t('logout.confirm')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={() => void logout()}>
            {t('common.ok')}
          </Button>
        </Group>
      </Modal>
    </AppShell>
  )
}
