import type { MenuNode } from '../../api/menus.ts'

/** The embedded-frame route: `/myiframe/urlPath?src=<encoded url>&name=<title>` (spec 1 §2.1, §2.4). */
export const FRAME_ROUTE = '/myiframe/urlPath'

/** Whether a menu path opens in the embedded frame: an http(s) address or an .html page. */
export function isFramePath(path: string | null | undefined): boolean {
  if (!path) return false
  const bare = path.split(/[?#]/)[0] ?? ''
  return /^https?:\/\//i.test(path) || bare.toLowerCase().endsWith('html')
}

/** The console address a menu entry leads to: its path, or the frame route around an outside page. */
export function menuTarget(node: Pick<MenuNode, 'path' | 'name'>): string | null {
  if (!node.path) return null
  if (!isFramePath(node.path)) return node.path
  const query = new URLSearchParams({ src: node.path, name: node.name })
  return `${FRAME_ROUTE}?${query}`
}

/** The page entries (category 1) below a node; buttons never show in the menu. */
export function pageChildren(node: MenuNode): MenuNode[] {
  return (node.children ?? []).filter((c) => c.category !== 2)
}

/** Leaf page entries (those with a path and no page children), depth first, in menu order. */
export function leafEntries(nodes: readonly MenuNode[]): MenuNode[] {
  const out: MenuNode[] = []
  const walk = (list: readonly MenuNode[]) => {
    for (const n of list) {
      if (n.category === 2) continue
      const children = pageChildren(n)
      if (children.length > 0) walk(children)
      else if (n.path) out.push(n)
    }
  }
  walk(nodes)
  return out
}

/** The menu search: leaf entries whose name starts with the query, ignoring case and outer spaces. */
export function filterMenuByPrefix(nodes: readonly MenuNode[], query: string): MenuNode[] {
  const prefix = query.trim().toLocaleLowerCase()
  return leafEntries(nodes).filter((n) => n.name.toLocaleLowerCase().startsWith(prefix))
}

/** Columns of a group's hover popover: one more column per 4 children, at most 4 (spec 1 §2.5). */
export function popoverColumns(childCount: number): number {
  return Math.min(4, Math.max(1, Math.ceil(childCount / 4)))
}

/** The menu entry a console address belongs to, with its ancestors (outermost first). */
export function findMenuByTarget(
  nodes: readonly MenuNode[],
  target: string,
): { node: MenuNode; trail: MenuNode[] } | null {
  const wanted = pageKeyOf(target)
  const walk = (list: readonly MenuNode[], trail: MenuNode[]): { node: MenuNode; trail: MenuNode[] } | null => {
    for (const n of list) {
      if (n.category === 2) continue
      const to = menuTarget(n)
      if (to && pageKeyOf(to) === wanted) return { node: n, trail }
      const found = walk(pageChildren(n), [...trail, n])
      if (found) return found
    }
    return null
  }
  return walk(nodes, [])
}

/** The identity of a console page: its path, and for frame pages also the framed address. */
export function pageKeyOf(to: string): string {
  const url = new URL(to, 'http://console.local')
  const path = url.pathname.replace(/\/+$/, '') || '/'
  return path.startsWith('/myiframe/') ? `${FRAME_ROUTE}?src=${url.searchParams.get('src') ?? ''}` : path
}

/** Whether two console addresses show the same page (query strings other than a frame's source ignored). */
export function samePage(a: string, b: string): boolean {
  return pageKeyOf(a) === pageKeyOf(b)
}

/** Whether a node or any of its descendants leads to the given address (the active group is highlighted). */
export function containsTarget(node: MenuNode, target: string): boolean {
  return findMenuByTarget([node], target) !== null
}
