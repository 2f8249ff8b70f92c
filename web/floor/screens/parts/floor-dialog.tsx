import { Modal, Text } from '@mantine/core'
import type { ReactNode } from 'react'

/** A floor dialog: the whole screen of a handheld, at once (no animation), its title large enough to read at arm's length. */
export function FloorDialog({
  opened,
  onClose,
  title,
  children,
}: {
  opened: boolean
  onClose: () => void
  title: ReactNode
  children: ReactNode
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen
      radius={0}
      transitionProps={{ duration: 0 }}
      title={
        <Text fw={700} size="xl">
          {title}
        </Text>
      }
    >
      {children}
    </Modal>
  )
}
