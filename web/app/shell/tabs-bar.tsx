import { CloseButton, Menu } from '@mantine/core'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import type { MenuNode } from '../../api/menus.ts'
import { confirmAction } from '../../ui/confirm.tsx'
import { pageNameOf } from './page-title.ts'
import classes from './shell.module.css'
import { ShellIcon } from './shell-icons.tsx'
import { closeAllTabs, closeOtherTabs, closeTab, HOME_PATH, type Tab, tabKeyOf, useTabs } from './tabs-store.ts'

type TabsBarProps = {
  menus: readonly MenuNode[]
  /** The address shown now. */
  activeTo: string
  /** Clears the caches (after confirmation) and reloads the page shown. */
  onClearCache: () => Promise<void>
}

/**
 * The open pages as tabs: click to show, middle-click or × to close (never home), right-click for
 * clear cache, close others, close all, cancel. Only this bar re-renders when tabs change.
 */
export const TabsBar = memo(function TabsBar({ menus, activeTo, onClearCache }: TabsBarProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const tabs = useTabs()
  const activeKey = tabKeyOf(activeTo)

  function close(tab: Tab) {
    const next = closeTab(tab.key, activeKey)
    if (next) void navigate(next)
  }
  function closeOthers(tab: Tab) {
    closeOtherTabs(tab.key)
    if (tab.key !== activeKey && activeKey !== HOME_PATH) void navigate(tab.to)
  }
  function closeAll() {
    void navigate(closeAllTabs())
  }

  return (
    <nav aria-label={t('shell.tabs.label')} className={classes.tabsBar}>
      {tabs.map((tab) => {
        const name = pageNameOf(tab.to, menus, t) ?? tab.key
        const active = tab.key === activeKey
        const closable = tab.key !== HOME_PATH
        return (
          <Menu key={tab.key} position="bottom-start" withinPortal shadow="md">
            <Menu.ContextMenu>
              <div className={classes.tabItem} data-active={active || undefined}>
                <Link
                  to={tab.to}
                  className={classes.tab}
                  aria-current={active ? 'page' : undefined}
                  onMouseDown={(e) => {
                    // The middle button would start auto-scrolling; it closes the tab instead.
                    if (e.button === 1) e.preventDefault()
                  }}
                  onAuxClick={(e) => {
                    if (e.button !== 1) return
                    e.preventDefault()
                    if (closable) close(tab)
                  }}
                >
                  {tab.key === HOME_PATH && <ShellIcon name="home" size={14} />}
                  {name}
                </Link>
                {closable && (
                  <CloseButton
                    size="xs"
                    className={classes.tabClose}
                    aria-label={t('shell.tabs.closeNamed', { name })}
                    onClick={() => close(tab)}
                  />
                )}
              </div>
            </Menu.ContextMenu>
            <Menu.Dropdown>
              <Menu.Item
                leftSection={<ShellIcon name="refresh" size={14} />}
                onClick={() => confirmAction(t('shell.tabs.clearCacheConfirm'), onClearCache)}
              >
                {t('shell.tabs.clearCache')}
              </Menu.Item>
              <Menu.Item onClick={() => closeOthers(tab)}>{t('shell.tabs.closeOthers')}</Menu.Item>
              <Menu.Item onClick={closeAll}>{t('shell.tabs.closeAll')}</Menu.Item>
              <Menu.Divider />
              <Menu.Item>{t('shell.tabs.cancel')}</Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )
      })}
    </nav>
  )
})
