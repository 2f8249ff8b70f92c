/** A node that knows its parent and collects its children. */
export type Nestable = { id: string; parentId: string; children: Nestable[]; hasChildren: boolean }

/**
 * Nests nodes under their parents, in the given order; a node whose parent is not among them
 * becomes a root. Every tree call (resources, menus, dictionaries) answers through this.
 */
export function nestTree<N extends Nestable>(nodes: Iterable<N>): N[] {
  const byId = new Map<string, N>()
  for (const node of nodes) byId.set(node.id, node)
  const roots: N[] = []
  for (const node of byId.values()) {
    const parent = byId.get(node.parentId)
    if (parent) {
      parent.children.push(node)
      parent.hasChildren = true
    } else roots.push(node)
  }
  return roots
}
