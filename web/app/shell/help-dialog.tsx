import { Anchor, Group, Kbd, Modal, Stack, Table, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** The help dialog: the console's shortcuts and the API documentation. */
export function HelpDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const rows: [keys: string[], what: string][] = [
    [['Ctrl', 'K'], t('shell.help.keySearch')],
    [['↑', '↓'], t('shell.help.keyMove')],
    [['Enter'], t('shell.help.keyOpen')],
    [['Esc'], t('shell.help.keyClose')],
    [['Tab'], t('shell.help.keyTab')],
  ]
  return (
    <Modal opened={opened} onClose={onClose} title={t('shell.help.title')} size="lg">
      <Stack>
        <Title order={5}>{t('shell.help.shortcuts')}</Title>
        <Table withRowBorders={false} verticalSpacing={6}>
          <Table.Tbody>
            {rows.map(([keys, what]) => (
              <Table.Tr key={what}>
                <Table.Td w={160}>
                  <Group gap={4}>
                    {keys.map((k) => (
                      <Kbd key={k}>{k}</Kbd>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>{what}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Td>
                <Text size="sm">{t('shell.help.middleClick')}</Text>
              </Table.Td>
              <Table.Td>{t('shell.help.closeTab')}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Td>
                <Text size="sm">{t('shell.help.rightClick')}</Text>
              </Table.Td>
              <Table.Td>{t('shell.help.tabMenu')}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
        <Anchor href="/api/docs" target="_blank" rel="noopener">
          {t('shell.help.apiDocs')}
        </Anchor>
      </Stack>
    </Modal>
  )
}
