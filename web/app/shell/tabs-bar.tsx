import { ActionIcon, CloseButton, Menu } from '@mantine/core'
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import type { MenuNode } from '../../api/menus.ts'
import { confirmAction } from '../../ui/confirm.tsx'
import { findMenuByTarget } from './menu-tree.ts'
import { pageNameOf } from './page-title.ts'
import classes from './shell.module.css'
import { ShellIcon } from './shell-icons.tsx'
import { closeAllTabs, closeOtherTabs, closeTab, HOME_PATH, type Tab, tabKeyOf, useTabs } from './tabs-store.ts'
import { useTabStrip } from './use-tab-strip.ts'

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
  const { strip, overflow, arrows, measure, scrollBy } = useTabStrip(activeKey, tabs)

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

  const names = tabNames(tabs, menus, t)
  return (
    <nav aria-label={t('shell.tabs.label')} className={classes.tabsBar}>
      {arrows && (
        <ScrollArrow side="left" label={t('shell.tabs.scrollLeft')} enabled={overflow.left} onScroll={scrollBy} />
      )}
      <div ref={strip} className={classes.tabsStrip} onScroll={measure}>
        {tabs.map((tab) => (
          <TabItem
            key={tab.key}
            tab={tab}
            name={names.get(tab.key) ?? tab.key}
            active={tab.key === activeKey}
            onClose={() => close(tab)}
            onCloseOthers={() => closeOthers(tab)}
            onCloseAll={closeAll}
            onClearCache={onClearCache}
          />
        ))}
      </div>
      {arrows && (
        <ScrollArrow side="right" label={t('shell.tabs.scrollRight')} enabled={overflow.right} onScroll={scrollBy} />
      )}
    </nav>
  )
})

/**
 * One open page's tab: its link (middle-click closes it), × to close (never home), and on right-click
 * clear cache, close others, close all, cancel.
 */
function TabItem({
  tab,
  name,
  active,
  onClose,
  onCloseOthers,
  onCloseAll,
  onClearCache,
}: {
  tab: Tab
  name: string
  active: boolean
  onClose: () => void
  onCloseOthers: () => void
  onCloseAll: () => void
  onClearCache: () => Promise<void>
}) {
  const { t } = useTranslation()
  const closable = tab.key !== HOME_PATH
  return (
    <Menu position="bottom-start" withinPortal shadow="md">
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
              if (closable) onClose()
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
              onClick={onClose}
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
        <Menu.Item onClick={onCloseOthers}>{t('shell.tabs.closeOthers')}</Menu.Item>
        <Menu.Item onClick={onCloseAll}>{t('shell.tabs.closeAll')}</Menu.Item>
        <Menu.Divider />
        <Menu.Item>{t('shell.tabs.cancel')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}

/** An arrow at one end of the tab strip, scrolling it that way while there is more to see. */
function ScrollArrow(props: {
  side: 'left' | 'right'
  label: string
  enabled: boolean
  onScroll: (direction: 1 | -1) => void
}) {
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="sm"
      aria-label={props.label}
      disabled={!props.enabled}
      onClick={() => props.onScroll(props.side === 'left' ? -1 : 1)}
    >
      <ShellIcon name={props.side === 'left' ? 'chevron-left' : 'chevron-right'} size={14} />
    </ActionIcon>
  )
}

/**
 * Each tab's name: its page's name, and where two open pages share one (仓库 under 仓库管理 and
 * under 店铺管理), the menu folder it sits in beside it.
 */
export function tabNames(tabs: readonly Tab[], menus: readonly MenuNode[], t: (key: string) => string) {
  const plain = new Map(tabs.map((tab) => [tab.key, pageNameOf(tab.to, menus, t) ?? tab.key]))
  const counts = new Map<string, number>()
  for (const name of plain.values()) counts.set(name, (counts.get(name) ?? 0) + 1)
  const named = tabs.map((tab) => {
    const name = plain.get(tab.key) ?? tab.key
    if ((counts.get(name) ?? 0) < 2) return [tab.key, name] as const
    const folder = findMenuByTarget(menus, tab.to)?.trail.at(-1)?.name
    return [tab.key, folder ? `${name} · ${folder}` : name] as const
  })
  // Still alike (the same name in the same folder): numbered in the order they were opened.
  const seen = new Map<string, number>()
  const total = new Map<string, number>()
  for (const [, name] of named) total.set(name, (total.get(name) ?? 0) + 1)
  return new Map(
    named.map(([key, name]) => {
      if ((total.get(name) ?? 0) < 2) return [key, name]
      const n = (seen.get(name) ?? 0) + 1
      seen.set(name, n)
      return [key, `${name} (${n})`]
    }),
  )
}
