import { Button, Code, Group, Modal, ScrollArea, Stack, Table, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { clearErrors, listErrors, subscribeErrors, uploadErrors } from '../../api/error-log.ts'
import { confirmAction } from '../../ui/confirm.tsx'

/** How many entries the browser's error log holds, kept current as entries come and go. */
export function useErrorLogCount(): number {
  const [count, setCount] = useState(() => listErrors().length)
  useEffect(() => {
    setCount(listErrors().length)
    return subscribeErrors((entries) => setCount(entries.length))
  }, [])
  return count
}

/** The error-log dialog: the entries, upload to the server and clear, each after confirmation. */
export function ErrorLogDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const [uploading, setUploading] = useState(false)
  const entries = opened ? listErrors() : []

  function upload() {
    confirmAction(t('shell.errorLog.uploadConfirm'), async () => {
      setUploading(true)
      try {
        await uploadErrors()
        notifications.show({ color: 'green', message: t('shell.errorLog.uploaded') })
        onClose()
      } catch {
        // The client has already shown the server's message.
      } finally {
        setUploading(false)
      }
    })
  }

  function clear() {
    confirmAction(t('shell.errorLog.clearConfirm'), () => {
      clearErrors()
      notifications.show({ color: 'green', message: t('shell.errorLog.cleared') })
      onClose()
    })
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t('shell.errorLog.title')} size="90%">
      <Stack>
        <Group justify="flex-end">
          <Button onClick={upload} loading={uploading} disabled={entries.length === 0}>
            {t('shell.errorLog.upload')}
          </Button>
          <Button variant="default" color="red" onClick={clear} disabled={entries.length === 0}>
            {t('shell.errorLog.clear')}
          </Button>
        </Group>
        {entries.length === 0 ? (
          <Text c="dimmed">{t('shell.errorLog.empty')}</Text>
        ) : (
          <ScrollArea.Autosize mah="60vh">
            <Table striped stickyHeader verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={90}>{t('shell.errorLog.type')}</Table.Th>
                  <Table.Th>{t('shell.errorLog.message')}</Table.Th>
                  <Table.Th>{t('shell.errorLog.stack')}</Table.Th>
                  <Table.Th w={170}>{t('shell.errorLog.time')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map((e, i) => (
                  // Entries have no id and never reorder while the dialog is open.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <Table.Tr key={i}>
                    <Table.Td>{e.type}</Table.Td>
                    <Table.Td style={{ wordBreak: 'break-word' }}>{e.message}</Table.Td>
                    <Table.Td>
                      <Code block fz="xs" style={{ maxHeight: 160, overflow: 'auto', whiteSpace: 'pre-wrap' }}>
                        {e.stack}
                      </Code>
                    </Table.Td>
                    <Table.Td>{e.time}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Modal>
  )
}
