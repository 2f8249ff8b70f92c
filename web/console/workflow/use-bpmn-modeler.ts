import type Modeler from 'bpmn-js/lib/Modeler'
import { useCallback, useEffect, useRef, useState } from 'react'
import { approvalPaletteModule } from './approval-palette.ts'
import type { DesignerServices, DiagramElement } from './designer-elements.ts'
import { flowableDescriptor } from './flowable-descriptor.ts'

/** Why an import failed, in the words bpmn-js gives. */
export function importProblem(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/**
 * The bpmn-js modeler drawn into `container` once `xml` is known (bpmn-js itself loads here, on
 * first use), the element selected on it, and a count that moves on every change so the side
 * panel reads the element again. StrictMode mounts twice: a cancelled mount destroys its modeler.
 */
export function useBpmnModeler(xml: string | null, onFailed: (reason: string) => void) {
  const container = useRef<HTMLDivElement>(null)
  const [modeler, setModeler] = useState<Modeler | null>(null)
  const [selected, setSelected] = useState<DiagramElement | null>(null)
  const [changes, setChanges] = useState(0)
  const failed = useRef(onFailed)
  failed.current = onFailed
  useEffect(() => {
    const host = container.current
    if (xml === null || !host) return
    let cancelled = false
    let created: Modeler | null = null
    void (async () => {
      const { default: BpmnModeler } = await import('bpmn-js/lib/Modeler')
      if (cancelled) return
      created = new BpmnModeler({
        container: host,
        moddleExtensions: { flowable: flowableDescriptor },
        additionalModules: [approvalPaletteModule],
      })
      created.on<{ newSelection: DiagramElement[] }>('selection.changed', ({ newSelection }) =>
        setSelected(newSelection.length === 1 ? (newSelection[0] ?? null) : null),
      )
      created.on('elements.changed', () => setChanges((n) => n + 1))
      try {
        await created.importXML(xml)
      } catch (error) {
        if (!cancelled) failed.current(importProblem(error))
        return
      }
      if (cancelled) return
      services(created).get('canvas').zoom('fit-viewport')
      setModeler(created)
    })()
    return () => {
      cancelled = true
      created?.destroy()
      setModeler(null)
      setSelected(null)
    }
  }, [xml])

  /** Draws another diagram in the same modeler (a `.bpmn` file opened); a refusal rejects with bpmn-js's reason. */
  const openXml = useCallback(
    async (text: string) => {
      if (!modeler) return
      await modeler.importXML(text)
      setSelected(null)
      services(modeler).get('canvas').zoom('fit-viewport')
    },
    [modeler],
  )
  return { container, modeler, selected, changes, openXml }
}

/** The modeler's services the designer calls, typed by name. */
export function services(modeler: Modeler): DesignerServices {
  return modeler as unknown as DesignerServices
}
