import { globSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { parseAst } from 'rolldown/parseAst'
import { describe, expect, it } from 'vitest'

/**
 * Issue 28: no component of the console or the floor runs past 100 lines (ARCHITECTURE.md, "Where
 * things are"). A screen that grows splits into named parts and hooks next to it, so each reads on
 * one screen and the next area copies a small part, not a long one. Measured on the syntax tree
 * (the parser Vite builds with), from a component's first line to its last.
 */

const WEB = resolve(import.meta.dirname)
const MAX_LINES = 100
const files = globSync('**/*.tsx', { cwd: WEB })
  .filter((f) => !f.includes('.test.'))
  .map((f) => join(WEB, f))

type Node = { type: string; start: number; end: number; [key: string]: unknown }
const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string'
const isComponentName = (name: unknown): name is string => typeof name === 'string' && /^[A-Z][a-z]/.test(name)
const isFunction = (node: Node) => node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression'

/** Components: functions named in PascalCase, declared or given to a const (memo(...) and forwardRef(...) unwrapped). */
function components(text: string): { name: string; lines: number }[] {
  const found: { name: string; lines: number }[] = []
  const lines = (node: Node) => text.slice(node.start, node.end).split('\n').length
  const visit = (node: Node) => {
    const id = node.id as Node | null | undefined
    if (node.type === 'FunctionDeclaration' && isComponentName(id?.name)) {
      found.push({ name: id.name as string, lines: lines(node) })
    } else if (node.type === 'VariableDeclarator' && isComponentName(id?.name) && isNode(node.init)) {
      let value = node.init
      while (value.type === 'CallExpression' && isNode((value.arguments as unknown[])[0])) {
        value = (value.arguments as Node[])[0] as Node
      }
      if (isFunction(value)) found.push({ name: id?.name as string, lines: lines(value) })
    }
    for (const child of Object.values(node)) {
      if (Array.isArray(child)) for (const c of child) isNode(c) && visit(c)
      else if (isNode(child)) visit(child)
    }
  }
  visit(parseAst(text, { lang: 'tsx' }) as unknown as Node)
  return found
}

describe('components stay short', () => {
  it(`no component of web/ runs past ${MAX_LINES} lines`, () => {
    const long = files.flatMap((file) =>
      components(readFileSync(file, 'utf8'))
        .filter((c) => c.lines > MAX_LINES)
        .map((c) => `${relative(WEB, file)}: ${c.name} (${c.lines} lines)`),
    )
    expect(long).toEqual([])
  })

  it('measures a component from its first line to its last, whatever its props span', () => {
    const body = Array.from({ length: 101 }, (_, i) => `  const v${i} = ${i}`).join('\n')
    const text = `export function Long({\n  a,\n}: {\n  a: string\n}) {\n${body}\n  return <p>{a}</p>\n}\nconst Short = memo((p: { a: string }) => <p>{p.a}</p>)\nconst helper = () => 1\n`
    expect(components(text)).toEqual([
      { name: 'Long', lines: 108 },
      { name: 'Short', lines: 1 },
    ])
  })
})
