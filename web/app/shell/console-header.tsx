import { ActionIcon, Burger, Button, Group, Tooltip } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useTopMenus } from '../../api/menus.ts'
import classes from './shell.module.css'
import { ShellIcon } from './shell-icons.tsx'
import { HOME_PATH } from './tabs-store.ts'

/** The top menus as buttons ("all" first): choosing one narrows the side menu to it. */
function TopMenuButtons({ topMenuId, onTopMenu }: { topMenuId: string; onTopMenu: (id: string) => void }) {
  const { t } = useTranslation()
  const topMenus = useTopMenus()
  if ((topMenus.data?.length ?? 0) === 0) return null
  return (
    <Group gap={4} wrap="nowrap" visibleFrom="md" role="group" aria-label={t('shell.topMenu.label')}>
      <Button
        size="compact-sm"
        variant={topMenuId ? 'subtle' : 'light'}
        c={topMenuId ? 'inherit' : undefined}
        aria-pressed={!topMenuId}
        onClick={() => onTopMenu('')}
      >
        {t('shell.topMenu.all')}
      </Button>
      {topMenus.data?.map((m) => (
        <Button
          key={m.id}
          size="compact-sm"
          variant={topMenuId === m.id ? 'light' : 'subtle'}
          c={topMenuId === m.id ? undefined : 'inherit'}
          aria-pressed={topMenuId === m.id}
          leftSection={<ShellIcon name={m.source} size={14} />}
          onClick={() => onTopMenu(m.id)}
        >
          {m.name}
        </Button>
      ))}
    </Group>
  )
}

/** The header's start: the menu's burger (narrow screens), the brand, collapsing the menu, the top menus. */
export function ConsoleHeaderStart({
  hideMenu,
  drawerOpened,
  onBurger,
  collapsed,
  onCollapse,
  topMenuId,
  onTopMenu,
}: {
  hideMenu: boolean
  drawerOpened: boolean
  onBurger: () => void
  collapsed: boolean
  onCollapse: () => void
  topMenuId: string
  onTopMenu: (id: string) => void
}) {
  const { t } = useTranslation()
  return (
    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
      {!hideMenu && (
        <Burger
          opened={drawerOpened}
          onClick={onBurger}
          hiddenFrom="sm"
          size="sm"
          color="currentColor"
          aria-label={t(drawerOpened ? 'shell.menu.close' : 'shell.menu.open')}
        />
      )}
      <Link to={HOME_PATH} className={classes.brand} aria-label={t('app.name')}>
        <Group gap={8} wrap="nowrap">
          <ShellIcon name="building-warehouse" size={22} />
          <span className={classes.brandName}>{t('app.name')}</span>
        </Group>
      </Link>
      {!hideMenu && (
        <Tooltip label={t(collapsed ? 'shell.menu.expand' : 'shell.menu.collapse')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            c="inherit"
            size="lg"
            visibleFrom="sm"
            aria-label={t(collapsed ? 'shell.menu.expand' : 'shell.menu.collapse')}
            onClick={onCollapse}
          >
            <ShellIcon name={collapsed ? 'layout-sidebar-left-expand' : 'layout-sidebar-left-collapse'} />
          </ActionIcon>
        </Tooltip>
      )}
      <TopMenuButtons topMenuId={topMenuId} onTopMenu={onTopMenu} />
    </Group>
  )
}
