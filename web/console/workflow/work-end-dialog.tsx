import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

/** Asks before ending a running approval (withdraw, delete), with the reason the history keeps. */
export function WorkEndDialog({
  opened,
  title,
  question,
  busy,
  onClose,
  onConfirm,
}: {
  opened: boolean
  title: string
  question: string
  busy: boolean
  onClose: () => void
  onConfirm: (reason: string) => void
}) {
  const { t } = useTranslation()
  const [reason, setReason] = useState('')
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <Stack>
        <Text size="sm">{question}</Text>
        <Textarea
          label={t('work.reason')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          maxLength={500}
          autosize
          minRows={2}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color="red" loading={busy} onClick={() => onConfirm(reason.trim())}>
            {t('common.ok')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
