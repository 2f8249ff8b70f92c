import { Button, type ButtonProps } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useInstallPrompt } from './install-prompt.ts'
import './pwa-texts.ts'

/** "Install the app", shown only where the browser offers the installation (`beforeinstallprompt`). */
export function InstallButton(props: ButtonProps) {
  const { t } = useTranslation()
  const { canInstall, install } = useInstallPrompt()
  if (!canInstall) return null
  return (
    <Button variant="light" {...props} onClick={() => void install()}>
      {t('pwa.install')}
    </Button>
  )
}
