import type { TreeNodeData } from '@mantine/core'

/** A node of the server's grant trees (menus and buttons, or scopes under their page). */
export type GrantNode = { id: string; title: string; children?: GrantNode[] | null }

/** A grant tree as Mantine's Tree draws it: children only where there are some (no lazy loading). */
export function toTreeData(nodes: readonly GrantNode[]): TreeNodeData[] {
  return nodes.map((n) => {
    const children = n.children?.length ? toTreeData(n.children) : undefined
    return children ? { value: String(n.id), label: n.title, children } : { value: String(n.id), label: n.title }
  })
}

/** Every leaf value of a tree, in display order. */
export function leafValues(tree: readonly TreeNodeData[]): string[] {
  return tree.flatMap((n) => (n.children?.length ? leafValues(n.children) : [n.value]))
}

/**
 * The granted ids to tick in the tree: its leaves only. The server also keeps the parents a grant
 * needs; ticking those would tick all their children.
 */
export function grantedLeaves(tree: readonly TreeNodeData[], granted: Iterable<string>): string[] {
  const held = new Set(granted)
  return leafValues(tree).filter((v) => held.has(v))
}

/**
 * What a grant saves from the ticked leaves: those leaves plus every folder above one of them
 * (checked and half-checked parents), since a page only shows when its menu folders are granted too.
 */
export function withAncestors(tree: readonly TreeNodeData[], checked: Iterable<string>): string[] {
  const ticked = new Set(checked)
  const out: string[] = []
  const walk = (nodes: readonly TreeNodeData[]): boolean => {
    let any = false
    for (const n of nodes) {
      if (n.children?.length) {
        const at = out.length
        if (walk(n.children)) {
          out.splice(at, 0, n.value)
          any = true
        }
      } else if (ticked.has(n.value)) {
        out.push(n.value)
        any = true
      }
    }
    return any
  }
  walk(tree)
  return out
}

/**
 * The nodes whose label contains `query` (case-insensitive), with their ancestors; a matching
 * folder keeps all its children. An empty query keeps the whole tree.
 */
export function filterTree(tree: readonly TreeNodeData[], query: string): TreeNodeData[] {
  const q = query.trim().toLowerCase()
  if (!q) return tree as TreeNodeData[]
  return tree.flatMap((n) => {
    if (String(n.label).toLowerCase().includes(q)) return [n]
    const children = n.children?.length ? filterTree(n.children, q) : []
    return children.length ? [{ ...n, children }] : []
  })
}

/**
 * The ticks after a change made in a filtered tree: the tree only knows the leaves it shows, so
 * the ticks of hidden leaves are kept from before and the visible ones taken from the change.
 */
export function mergeVisibleChecks(
  previous: readonly string[],
  next: readonly string[],
  visibleLeaves: ReadonlySet<string>,
): string[] {
  return [...new Set([...previous.filter((v) => !visibleLeaves.has(v)), ...next.filter((v) => visibleLeaves.has(v))])]
}

/** A comma-separated id list as the user record keeps it ('' or null gives none). */
export function splitIdList(raw: unknown): string[] {
  if (raw === null || raw === undefined) return []
  return [
    ...new Set(
      String(raw)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ]
}

/** The roles every one of the chosen users holds (their `roleId` lists), to start the role dialog from. */
export function sharedRoles(users: readonly Record<string, unknown>[]): string[] {
  const [first, ...rest] = users.map((u) => splitIdList(u.roleId))
  if (!first) return []
  return first.filter((id) => rest.every((ids) => ids.includes(id)))
}
