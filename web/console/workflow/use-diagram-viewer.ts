import type NavigatedViewer from 'bpmn-js/lib/NavigatedViewer'
import { useEffect, useRef, useState } from 'react'
import { flowableDescriptor } from './flowable-descriptor.ts'
import { importProblem } from './use-bpmn-modeler.ts'

/** The canvas marker classes of the tracking diagram (styled in process-diagram.css). */
export const DIAGRAM_MARKERS = { done: 'wf-done', active: 'wf-active' } as const

/** Element ids to mark: steps done and flows taken, steps open now. */
export type DiagramMarks = { done: readonly string[]; active: readonly string[] }

type ViewerServices = {
  get(name: 'canvas'): { zoom(level: 'fit-viewport'): unknown; addMarker(id: string, marker: string): void }
  get(name: 'elementRegistry'): { get(id: string): unknown }
}

/**
 * A read-only diagram (bpmn-js's NavigatedViewer, loaded here on first use: pan and zoom, no
 * editing) drawn into `container`, with the marks laid on the elements it has. StrictMode mounts
 * twice: a cancelled mount destroys its viewer.
 */
export function useDiagramViewer(xml: string, marks?: DiagramMarks) {
  const container = useRef<HTMLDivElement>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [isReady, setReady] = useState(false)
  const done = marks?.done.join(',') ?? ''
  const active = marks?.active.join(',') ?? ''
  useEffect(() => {
    const host = container.current
    if (!host) return
    let cancelled = false
    let created: NavigatedViewer | null = null
    void (async () => {
      const { default: Viewer } = await import('bpmn-js/lib/NavigatedViewer')
      if (cancelled) return
      created = new Viewer({ container: host, moddleExtensions: { flowable: flowableDescriptor } })
      try {
        await created.importXML(xml)
      } catch (error) {
        if (!cancelled) setProblem(importProblem(error))
        return
      }
      if (cancelled) return
      const viewer = created as unknown as ViewerServices
      const canvas = viewer.get('canvas')
      const registry = viewer.get('elementRegistry')
      const mark = (ids: string, marker: string) => {
        // An id the diagram lacks (a step of another version) is skipped, not an error.
        for (const id of ids.split(',')) if (id && registry.get(id)) canvas.addMarker(id, marker)
      }
      mark(done, DIAGRAM_MARKERS.done)
      mark(active, DIAGRAM_MARKERS.active)
      canvas.zoom('fit-viewport')
      setReady(true)
    })()
    return () => {
      cancelled = true
      created?.destroy()
      setReady(false)
    }
  }, [xml, done, active])
  return { container, problem, isReady }
}
