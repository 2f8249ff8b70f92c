import { ScrollArea } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { DesignerBranchPanel } from './designer-branch-panel.tsx'
import {
  applyBranch,
  applyTask,
  type DesignerServices,
  type DiagramElement,
  panelTargetOf,
} from './designer-elements.ts'
import type { ModelValues } from './designer-fields.ts'
import { DesignerModelPanel } from './designer-model-panel.tsx'
import { DesignerTaskPanel } from './designer-task-panel.tsx'

/**
 * The panel beside the canvas: the selected approval step, the selected gateway branch, or (nothing
 * of those selected) the model's own values. Each element's panel starts from what the diagram says.
 */
export function DesignerSidePanel({
  selected,
  services,
  form,
  isNew,
  deptLabel,
}: {
  selected: DiagramElement | null
  services: DesignerServices | null
  form: UseFormReturnType<ModelValues>
  isNew: boolean
  deptLabel?: string
}) {
  const target = panelTargetOf(selected)
  return (
    <ScrollArea w={320} miw={320} p="sm" style={{ borderLeft: '1px solid var(--mantine-color-default-border)' }}>
      {target.kind === 'task' && services && (
        <DesignerTaskPanel
          key={target.element.id}
          element={target.element}
          name={target.name}
          assignment={target.assignment}
          onApply={(element, name, assignment) => applyTask(services, element, name, assignment)}
        />
      )}
      {target.kind === 'branch' && services && (
        <DesignerBranchPanel
          key={target.element.id}
          element={target.element}
          branch={target}
          onApply={(element, branch) => applyBranch(services, element, branch)}
        />
      )}
      {(target.kind === 'model' || !services) && <DesignerModelPanel form={form} isNew={isNew} deptLabel={deptLabel} />}
    </ScrollArea>
  )
}
