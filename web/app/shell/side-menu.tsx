import { Box, NavLink, Popover, SimpleGrid, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core'
import { type MouseEvent, type PointerEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { MenuNode } from '../../api/menus.ts'
import { containsTarget, leafEntries, menuTarget, pageChildren, popoverColumns, samePage } from './menu-tree.ts'
import classes from './shell.module.css'
import { ShellIcon } from './shell-icons.tsx'

/** Hover delays of the children popover (spec 1 §9: dropdown show 250 ms, hide 150 ms). */
export const POPOVER_OPEN_MS = 250
export const POPOVER_CLOSE_MS = 150

type EntryProps = { node: MenuNode; activeTo: string; collapsed: boolean }

function isActive(node: MenuNode, activeTo: string): boolean {
  const to = menuTarget(node)
  return Boolean(to && samePage(to, activeTo))
}

function PageEntry({ node, activeTo, collapsed }: EntryProps) {
  const to = menuTarget(node)
  if (!to) return null
  const active = isActive(node, activeTo)
  const link = (
    <Link
      to={to}
      className={classes.item}
      data-active={active || undefined}
      data-collapsed={collapsed || undefined}
      aria-current={active ? 'page' : undefined}
      aria-label={collapsed ? node.name : undefined}
    >
      <ShellIcon name={node.source} />
      {!collapsed && <span className={classes.itemLabel}>{node.name}</span>}
    </Link>
  )
  return collapsed ? (
    <Tooltip label={node.name} position="right">
      {link}
    </Tooltip>
  ) : (
    link
  )
}

function PopoverLink({ node, activeTo, onPick }: { node: MenuNode; activeTo: string; onPick: () => void }) {
  const to = menuTarget(node)
  if (!to) return null
  const active = isActive(node, activeTo)
  return (
    <Link
      to={to}
      className={classes.popLink}
      data-active={active || undefined}
      aria-current={active ? 'page' : undefined}
      onClick={onPick}
    >
      {node.name}
    </Link>
  )
}

/** A top-level entry with children: hovering (or clicking, or Enter) shows them in 1 to 4 columns. */
function GroupEntry({ node, activeTo, collapsed }: EntryProps) {
  const [opened, setOpened] = useState(false)
  const [byKeyboard, setByKeyboard] = useState(false)
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])
  const children = pageChildren(node)
  const active = containsTarget(node, activeTo)

  function later(open: boolean) {
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => setOpened(open), open ? POPOVER_OPEN_MS : POPOVER_CLOSE_MS)
  }
  // Only a mouse hovers: a finger's tap also enters and leaves (pointerleave follows the lift), which
  // would close the popover the tap just opened.
  const hover = (open: boolean) => (e: PointerEvent) => {
    if (e.pointerType === 'mouse') later(open)
  }
  function close() {
    window.clearTimeout(timer.current)
    setOpened(false)
    setByKeyboard(false)
  }
  function onClick(e: MouseEvent) {
    window.clearTimeout(timer.current)
    // A keyboard press (detail 0) toggles and moves the focus inside; a mouse click only opens.
    if (e.detail === 0) {
      setByKeyboard(true)
      setOpened((o) => !o)
    } else setOpened(true)
  }

  return (
    <Popover
      opened={opened}
      onChange={(o) => (o ? setOpened(true) : close())}
      onClose={close}
      position="right-start"
      offset={6}
      shadow="md"
      withinPortal
      trapFocus={byKeyboard}
      returnFocus
    >
      <Popover.Target>
        <UnstyledButton
          className={classes.item}
          data-active={active || undefined}
          data-collapsed={collapsed || undefined}
          aria-expanded={opened}
          aria-haspopup="true"
          aria-label={collapsed ? node.name : undefined}
          onPointerEnter={hover(true)}
          onPointerLeave={hover(false)}
          onClick={onClick}
        >
          <ShellIcon name={node.source} />
          {!collapsed && (
            <>
              <span className={classes.itemLabel}>{node.name}</span>
              <ShellIcon name="chevron-right" size={14} />
            </>
          )}
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown p="xs" onPointerEnter={() => window.clearTimeout(timer.current)} onPointerLeave={hover(false)}>
        <Text fw={600} size="sm" px={10} pb={6}>
          {node.name}
        </Text>
        <SimpleGrid cols={popoverColumns(children.length)} spacing={4} verticalSpacing={0}>
          {children.map((child) =>
            pageChildren(child).length > 0 ? (
              <Box key={child.id}>
                <div className={classes.popHeading}>{child.name}</div>
                {leafEntries(pageChildren(child)).map((leaf) => (
                  <PopoverLink key={leaf.id} node={leaf} activeTo={activeTo} onPick={close} />
                ))}
              </Box>
            ) : (
              <PopoverLink key={child.id} node={child} activeTo={activeTo} onPick={close} />
            ),
          )}
        </SimpleGrid>
      </Popover.Dropdown>
    </Popover>
  )
}

/** The desktop side menu: top-level entries; groups open their children in a popover. */
export function SideMenu({
  nodes,
  activeTo,
  collapsed,
}: {
  nodes: readonly MenuNode[]
  activeTo: string
  collapsed: boolean
}) {
  const { t } = useTranslation()
  if (nodes.length === 0)
    return (
      <Text size="sm" p="md" c="dimmed">
        {t('shell.menu.empty')}
      </Text>
    )
  return (
    <Stack gap={2} component="nav" aria-label={t('shell.menu.label')} p={6}>
      {nodes.map((node) =>
        pageChildren(node).length > 0 ? (
          <GroupEntry key={node.id} node={node} activeTo={activeTo} collapsed={collapsed} />
        ) : (
          <PageEntry key={node.id} node={node} activeTo={activeTo} collapsed={collapsed} />
        ),
      )}
    </Stack>
  )
}

function TreeEntry({ node, activeTo }: { node: MenuNode; activeTo: string }) {
  const children = pageChildren(node)
  const to = menuTarget(node)
  if (children.length === 0) {
    if (!to) return null
    return (
      <NavLink
        component={Link}
        to={to}
        label={node.name}
        leftSection={<ShellIcon name={node.source} size={16} />}
        active={isActive(node, activeTo)}
        variant="filled"
        className={classes.item}
        aria-current={isActive(node, activeTo) ? 'page' : undefined}
      />
    )
  }
  return <TreeGroup node={node} activeTo={activeTo} />
}

/** A group of the drawer's tree: a real button (focusable, named, telling whether it is unfolded). */
function TreeGroup({ node, activeTo }: { node: MenuNode; activeTo: string }) {
  const [opened, setOpened] = useState(() => containsTarget(node, activeTo))
  const children = pageChildren(node)
  return (
    <NavLink
      component="button"
      type="button"
      label={node.name}
      leftSection={<ShellIcon name={node.source} size={16} />}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      childrenOffset={14}
      className={classes.item}
    >
      {children.map((child) => (
        <TreeEntry key={child.id} node={child} activeTo={activeTo} />
      ))}
    </NavLink>
  )
}

/** The tablet drawer's menu: the whole tree, groups unfolding in place (no hover on touch screens). */
export function MenuTree({ nodes, activeTo }: { nodes: readonly MenuNode[]; activeTo: string }) {
  const { t } = useTranslation()
  return (
    <Stack gap={0} component="nav" aria-label={t('shell.menu.label')} p={6}>
      {nodes.map((node) => (
        <TreeEntry key={node.id} node={node} activeTo={activeTo} />
      ))}
    </Stack>
  )
}
