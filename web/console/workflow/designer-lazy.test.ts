import { describe, expect, it } from 'vitest'

/**
 * bpmn-js (about 1 MB) stays out of the console's first load: the designer, the read-only viewer and
 * their styles are reached only through `import()`. Checked on the sources' static imports, as
 * Vite follows them for the first load (web/main.tsx, then web/app/console-main.tsx).
 */
const SOURCES = import.meta.glob(['/web/**/*.ts', '/web/**/*.tsx', '!/web/**/*.test.ts', '!/web/**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>

// `import x from '…'`, `import '…'`, `export … from '…'`; never `import type` (erased) nor `import(…)`.
const STATIC_IMPORT = /^(?:import|export)\s+(?!type\s)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm

/** The modules a source imports statically, as written. */
function staticImports(file: string): string[] {
  return [...(SOURCES[file] ?? '').matchAll(STATIC_IMPORT)].map((m) => m[1] ?? '')
}

/** A relative specifier resolved against the importing file (other specifiers are packages or sync/). */
function resolveRelative(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null
  const parts = from.split('/').slice(0, -1)
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop()
    else if (part !== '.') parts.push(part)
  }
  return parts.join('/')
}

/** The web sources `root` loads before running: itself and its static imports, transitively. */
function firstLoad(root: string): Set<string> {
  const seen = new Set<string>()
  const walk = (file: string) => {
    if (seen.has(file) || !(file in SOURCES)) return
    seen.add(file)
    for (const specifier of staticImports(file)) {
      const next = resolveRelative(file, specifier)
      if (next) walk(next)
    }
  }
  walk(root)
  return seen
}

const importsBpmnJs = (file: string) => staticImports(file).some((s) => s.startsWith('bpmn-js'))

describe('the approval designer’s weight', () => {
  it('loads no bpmn-js with the console: nothing its first load imports statically pulls it in', () => {
    const files = new Set([...firstLoad('/web/main.tsx'), ...firstLoad('/web/app/console-main.tsx')])
    expect(files.has('/web/app/routes.tsx')).toBe(true)
    expect(files.has('/web/console/workflow/designer.routes.ts')).toBe(true)
    expect([...files].filter(importsBpmnJs)).toEqual([])
    expect([...files].filter((f) => f.includes('/workflow/designer-'))).toEqual([])
  })

  it('reaches the modeler and the viewer only through import(), from the designer’s and the viewer’s chunks', () => {
    const staticBpmn = Object.keys(SOURCES).filter(importsBpmnJs).sort()
    // Only the two lazy chunks import bpmn-js statically, and only its style sheets.
    expect(staticBpmn).toEqual([
      '/web/console/workflow/designer-viewer.tsx',
      '/web/console/workflow/designer-workspace.tsx',
    ])
    for (const file of staticBpmn) expect(staticImports(file).filter((s) => s.startsWith('bpmn-js/lib'))).toEqual([])
    expect(SOURCES['/web/console/workflow/use-bpmn-modeler.ts']).toContain("import('bpmn-js/lib/Modeler')")
    expect(SOURCES['/web/console/workflow/use-diagram-viewer.ts']).toContain("import('bpmn-js/lib/NavigatedViewer')")
  })

  it('opens the models page itself without the designer chunk', () => {
    const page = firstLoad('/web/console/workflow/model.page.tsx')
    expect(page.has('/web/console/workflow/model.page.tsx')).toBe(true)
    expect([...page].filter(importsBpmnJs)).toEqual([])
    // The same walk finds bpmn-js where it is: in the designer's chunk.
    expect([...firstLoad('/web/console/workflow/designer-workspace.tsx')].some(importsBpmnJs)).toBe(true)
  })
})
