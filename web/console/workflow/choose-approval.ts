import type { z } from 'zod'
import type { approvalTemplate } from '#sync/resources/workflow/workflow.contracts.ts'

/** An approval template of a flow (a deployment the person may submit into). */
export type ApprovalTemplate = z.output<typeof approvalTemplate>

/** A department as the tree call answers it. */
export type DeptNode = { id: string | number; title?: unknown; deptName?: unknown; children?: unknown }

const childrenOf = (node: DeptNode): DeptNode[] => (Array.isArray(node.children) ? (node.children as DeptNode[]) : [])

/** Every department's name by id. */
export function deptNames(tree: readonly DeptNode[]): Record<string, string> {
  const names: Record<string, string> = {}
  const walk = (nodes: readonly DeptNode[]) => {
    for (const node of nodes) {
      names[String(node.id)] = String(node.title ?? node.deptName ?? node.id)
      walk(childrenOf(node))
    }
  }
  walk(tree)
  return names
}

/** The department and every department under it (searching a department finds its sub-departments' templates too). */
export function deptAndBelow(tree: readonly DeptNode[], deptId: string): Set<string> {
  const found = new Set<string>()
  const collect = (node: DeptNode) => {
    found.add(String(node.id))
    for (const child of childrenOf(node)) collect(child)
  }
  const search = (nodes: readonly DeptNode[]) => {
    for (const node of nodes) {
      if (String(node.id) === deptId) collect(node)
      else search(childrenOf(node))
    }
  }
  search(tree)
  // A department missing from the tree still finds its own templates.
  found.add(deptId)
  return found
}

/** The user's first department (a user's deptId lists several, comma-joined). */
export const firstDept = (deptId: string | null | undefined) => (deptId ?? '').split(',')[0]?.trim() || null

/** The template chosen at first (spec 3 §2): the first whose department is the user's first department. */
export function preselectedTemplate(templates: readonly ApprovalTemplate[], userDept: string | null): string | null {
  if (!userDept) return null
  return templates.find((tpl) => tpl.deptId === userDept)?.id ?? null
}

/** The templates of the searched department (and those under it); all of them when none is searched. */
export function templatesOfDept(
  templates: readonly ApprovalTemplate[],
  tree: readonly DeptNode[],
  deptId: string | null,
): ApprovalTemplate[] {
  if (!deptId) return [...templates]
  const within = deptAndBelow(tree, deptId)
  return templates.filter((tpl) => tpl.deptId !== null && within.has(tpl.deptId))
}
