import {
  Button,
  Checkbox,
  Group,
  getTreeExpandedState,
  type RenderTreeNodePayload,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Tree,
  type TreeNodeData,
  useTree,
} from '@mantine/core'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { filterTree, leafValues, mergeVisibleChecks } from './grant-tree.ts'

/** Which branches are open, by node value (Mantine's tree state). */
type TreeExpandedState = Record<string, boolean>

export type CheckTreeProps = {
  /** What the tree holds (menus, data scopes, roles), for the search box and the tree's name. */
  label: string
  data: TreeNodeData[]
  /** The ticked leaves (all ticked nodes when `strict`). */
  checked: string[]
  onCheckedChange: (checked: string[]) => void
  /** Nodes ticked on their own, a parent not ticking its children (roles). */
  strict?: boolean
  /** Height of the scrolling tree. */
  height?: number
  /** Start with every branch open (short trees such as roles). */
  openAll?: boolean
}

function CheckNode({ node, expanded, hasChildren, elementProps, tree }: RenderTreeNodePayload) {
  const checked = tree.isNodeChecked(node.value)
  const indeterminate = !tree.checkStrictly && tree.isNodeIndeterminate(node.value)
  return (
    <Group gap={6} wrap="nowrap" {...elementProps}>
      <Checkbox
        size="xs"
        // The tree item takes the focus (arrows move, space ticks); the box only mirrors it.
        tabIndex={-1}
        checked={checked}
        indeterminate={indeterminate}
        aria-label={String(node.label)}
        onClick={(e) => e.stopPropagation()}
        onChange={() => (checked ? tree.uncheckNode(node.value) : tree.checkNode(node.value))}
      />
      <Text
        size="sm"
        style={{ cursor: 'pointer' }}
        // A leaf's name ticks it, as its box does; a branch's name opens it (the tree's click).
        onClick={
          hasChildren
            ? undefined
            : (e) => {
                e.stopPropagation()
                if (checked) tree.uncheckNode(node.value)
                else tree.checkNode(node.value)
              }
        }
      >
        {node.label}
      </Text>
      {hasChildren && (
        <Text size="xs" c="dimmed" aria-hidden>
          {expanded ? '▾' : '▸'}
        </Text>
      )}
    </Group>
  )
}

/**
 * A tree with check boxes, a search box and expand/collapse all. Ticks are kept for nodes a search
 * hides; ticking a folder ticks what it shows.
 */
export function CheckTree({
  label,
  data,
  checked,
  onCheckedChange,
  strict = false,
  height = 380,
  openAll = false,
}: CheckTreeProps) {
  const { t } = useTranslation()
  const [search, setSearch] = useState('')
  const shown = useMemo(() => filterTree(data, search), [data, search])
  const [expanded, setExpanded] = useState<TreeExpandedState>(() => (openAll ? getTreeExpandedState(data, '*') : {}))

  // The tree reports ticks for the nodes it shows, sometimes through a callback made renders ago.
  const latest = useRef({ checked, onCheckedChange, visible: new Set<string>(), strict })
  latest.current = {
    checked,
    onCheckedChange,
    visible: new Set(strict ? allValues(shown) : leafValues(shown)),
    strict,
  }
  const onTreeChecked = useCallback((next: string[]) => {
    const { checked: before, onCheckedChange: report, visible } = latest.current
    const merged = mergeVisibleChecks(before, next, visible)
    if (merged.length !== before.length || merged.some((v, i) => v !== before[i])) report(merged)
  }, [])

  const tree = useTree({
    checkedState: checked,
    onCheckedStateChange: onTreeChecked,
    expandedState: expanded,
    onExpandedStateChange: setExpanded,
    checkStrictly: strict,
  })

  // A search opens every branch that still shows something.
  useEffect(() => {
    if (search.trim()) setExpanded(getTreeExpandedState(shown, '*'))
  }, [search, shown])

  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="nowrap">
        <TextInput
          flex={1}
          size="xs"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          placeholder={t('system.grant.search')}
          aria-label={t('system.grant.searchIn', { what: label })}
        />
        <Button size="xs" variant="default" onClick={() => setExpanded(getTreeExpandedState(shown, '*'))}>
          {t('system.grant.expandAll')}
        </Button>
        <Button size="xs" variant="default" onClick={() => setExpanded({})}>
          {t('system.grant.collapseAll')}
        </Button>
      </Group>
      <ScrollArea h={height} type="auto" offsetScrollbars>
        {shown.length ? (
          <Tree
            aria-label={label}
            data={shown}
            tree={tree}
            levelOffset={22}
            expandOnClick
            expandOnSpace={false}
            checkOnSpace
            renderNode={CheckNode}
          />
        ) : (
          <Text size="sm" c="dimmed" ta="center" py="lg">
            {t('system.grant.nothing')}
          </Text>
        )}
      </ScrollArea>
    </Stack>
  )
}

function allValues(tree: readonly TreeNodeData[]): string[] {
  return tree.flatMap((n) => [n.value, ...(n.children?.length ? allValues(n.children) : [])])
}
