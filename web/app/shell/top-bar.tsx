import { ActionIcon, Group, Indicator, Tooltip } from '@mantine/core'
import { useDisclosure, useFullscreenDocument, useHotkeys } from '@mantine/hooks'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import type { MenuNode } from '../../api/menus.ts'
import { LockDialog } from '../../console/account/lock-dialog.tsx'
import { MessageDrawer, useMessageCount } from '../../console/desk/message-drawer.tsx'
import { LanguageSelect } from '../../ui/language-select.tsx'
import { ErrorLogDialog, useErrorLogCount } from './error-log-dialog.tsx'
import { HelpDialog } from './help-dialog.tsx'
import { ColorPicker, ThemePicker } from './look-pickers.tsx'
import { MenuSearch } from './menu-search.tsx'
import { ShellIcon } from './shell-icons.tsx'
import { UserMenu } from './user-menu.tsx'

function BarButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color="gray" c="inherit" size="lg" aria-label={label} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  )
}

/** The right side of the header: search, help, downloads, messages, full screen, lock, error log, looks, language, user. */
export function TopBar({ menus }: { menus: readonly MenuNode[] }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [searching, search] = useDisclosure(false)
  const [helping, help] = useDisclosure(false)
  const [reading, messages] = useDisclosure(false)
  const [locking, lock] = useDisclosure(false)
  const [viewingErrors, errorLog] = useDisclosure(false)
  const errorCount = useErrorLogCount()
  const messageCount = useMessageCount()
  const fullscreen = useFullscreenDocument()
  // Ctrl+K opens the search even while typing in a field.
  useHotkeys([['mod+K', search.open]], [])

  return (
    <Group gap={2} wrap="nowrap">
      <BarButton label={t('shell.search.open')} onClick={search.open}>
        <ShellIcon name="search" />
      </BarButton>
      {/* On a phone these three move into the user menu, so nothing is drawn over the title. */}
      <Group gap={2} wrap="nowrap" visibleFrom="xs">
        <BarButton label={t('shell.help.open')} onClick={help.open}>
          <ShellIcon name="help" />
        </BarButton>
        <BarButton label={t('shell.downloadCenter')} onClick={() => void navigate('/system/downloadCenter')}>
          <ShellIcon name="download" />
        </BarButton>
      </Group>
      <Indicator label={messageCount} maxValue={99} disabled={messageCount <= 0} size={16} offset={6} color="red">
        <BarButton label={t('shell.messages')} onClick={messages.open}>
          <ShellIcon name="bell" />
        </BarButton>
      </Indicator>
      <Group gap={2} wrap="nowrap" visibleFrom="xs">
        <BarButton label={t('shell.lock')} onClick={lock.open}>
          <ShellIcon name="lock" />
        </BarButton>
      </Group>
      <Group gap={2} wrap="nowrap" visibleFrom="sm">
        <BarButton
          label={t(fullscreen.fullscreen ? 'shell.fullscreen.exit' : 'shell.fullscreen.enter')}
          onClick={() => void fullscreen.toggle()}
        >
          <ShellIcon name={fullscreen.fullscreen ? 'minimize' : 'maximize'} />
        </BarButton>
        {errorCount > 0 && (
          <Indicator label={errorCount} maxValue={99} size={16} offset={6} color="orange">
            <BarButton label={t('shell.errorLog.open')} onClick={errorLog.open}>
              <ShellIcon name="bug" />
            </BarButton>
          </Indicator>
        )}
        <ThemePicker />
        <ColorPicker />
      </Group>
      <LanguageSelect />
      <UserMenu onHelp={help.open} onLock={lock.open} />

      <MenuSearch opened={searching} onClose={search.close} menus={menus} />
      <HelpDialog opened={helping} onClose={help.close} />
      <MessageDrawer opened={reading} onClose={messages.close} />
      <LockDialog opened={locking} onClose={lock.close} />
      <ErrorLogDialog opened={viewingErrors} onClose={errorLog.close} />
    </Group>
  )
}
