import type { ChoiceOption } from './field-input.tsx'

type Row = Record<string, unknown>

/** The tree as indented choices, without `exclude` and its descendants (a node cannot move under itself). */
export function treeChoices(
  nodes: readonly Row[],
  labelKey: string,
  exclude: string | null,
  depth = 0,
): ChoiceOption[] {
  const out: ChoiceOption[] = []
  for (const node of nodes) {
    const id = String(node.id)
    if (id === exclude) continue
    const title = String(node.title ?? node[labelKey] ?? id)
    out.push({ value: id, label: `${'\u3000'.repeat(depth)}${title}` })
    if (Array.isArray(node.children)) out.push(...treeChoices(node.children as Row[], labelKey, exclude, depth + 1))
  }
  return out
}
