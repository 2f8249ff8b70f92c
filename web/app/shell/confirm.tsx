import { Text } from '@mantine/core'
import { modals } from '@mantine/modals'
import { i18n } from '../../i18n/i18n.ts'

/** Asks before an action (Mantine's confirmation modal, in the current language). */
export function confirmAction(message: string, onConfirm: () => void | Promise<void>): void {
  modals.openConfirmModal({
    title: i18n.t('shell.confirm.title'),
    children: <Text size="sm">{message}</Text>,
    labels: { confirm: i18n.t('common.ok'), cancel: i18n.t('common.cancel') },
    onConfirm: () => void onConfirm(),
  })
}
