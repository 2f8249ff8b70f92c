import { Text } from '@mantine/core'
import { modals } from '@mantine/modals'
import { i18n } from '../i18n/i18n.ts'

/** Asks before an action (Mantine's confirmation modal, in the current language); `danger` colours the OK button red. */
export function confirmAction(
  message: string,
  onConfirm: () => void | Promise<void>,
  options: { danger?: boolean } = {},
): void {
  modals.openConfirmModal({
    title: i18n.t('common.confirmTitle'),
    children: <Text size="sm">{message}</Text>,
    labels: { confirm: i18n.t('common.ok'), cancel: i18n.t('common.cancel') },
    confirmProps: options.danger ? { color: 'red' } : undefined,
    onConfirm: () => void onConfirm(),
  })
}
