import { Button, Group, Modal, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/** Asks before an action with consequences (finishing short, counting unscanned items as 0), buttons big. */
export function ConfirmSheet({
  opened,
  message,
  confirmLabel,
  color,
  onConfirm,
  onClose,
}: {
  opened: boolean
  message: ReactNode
  confirmLabel: string
  color?: string
  onConfirm: () => void
  onClose: () => void
}) {
  const { t } = useTranslation()
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      title={
        <Text fw={700} size="xl">
          {t('work.confirmTitle')}
        </Text>
      }
      transitionProps={{ duration: 0 }}
    >
      <Text size="xl" mb="lg">
        {message}
      </Text>
      <Group grow gap="sm">
        <Button h={60} size="lg" variant="default" onClick={onClose}>
          {t('work.cancel')}
        </Button>
        <Button
          h={60}
          size="lg"
          color={color}
          onClick={() => {
            onClose()
            onConfirm()
          }}
        >
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  )
}
