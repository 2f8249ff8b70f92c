import { Alert, Button, Modal, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'

export type SignOutDialogProps = {
  opened: boolean
  onClose: () => void
  /** Commands not yet synced: with any, the dialog warns and offers to sync or export first. */
  pending: number
  syncing: boolean
  onSync: () => void
  onExport: () => void
  onSignOut: () => void
}

/** Asks before signing out; warns while commands wait and offers "sync first" and "export the queue". */
export function SignOutDialog(p: SignOutDialogProps) {
  const { t } = useTranslation()
  return (
    <Modal
      opened={p.opened}
      onClose={p.onClose}
      title={<Text fw={700}>{t('floor.signOut.title')}</Text>}
      centered
      closeButtonProps={{ 'aria-label': t('floor.close') }}
    >
      <Stack gap="sm">
        {p.pending > 0 ? (
          <Alert color="orange" role="alert">
            {t('floor.signOut.pending', { count: p.pending })}
          </Alert>
        ) : (
          <Text>{t('floor.signOut.question')}</Text>
        )}
        {p.pending > 0 && (
          <>
            <Button fullWidth loading={p.syncing} onClick={p.onSync}>
              {t('floor.signOut.syncFirst')}
            </Button>
            <Button fullWidth variant="light" onClick={p.onExport}>
              {t('floor.signOut.exportFirst')}
            </Button>
          </>
        )}
        <Button fullWidth color="red" variant={p.pending > 0 ? 'outline' : 'filled'} onClick={p.onSignOut}>
          {p.pending > 0 ? t('floor.signOut.anyway') : t('floor.signOut.confirm')}
        </Button>
        <Button fullWidth variant="subtle" onClick={p.onClose}>
          {t('floor.cancel')}
        </Button>
      </Stack>
    </Modal>
  )
}
