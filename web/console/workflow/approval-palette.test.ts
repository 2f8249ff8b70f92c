import { describe, expect, it } from 'vitest'
import { approvalEntries, CONTEXT_PAD_KEPT, PALETTE_KEPT } from './approval-palette.ts'

const entry = (title: string) => ({ group: 'g', className: title, title, action: {} })

describe('the designer offers only what the engine runs', () => {
  it('keeps the tools, start, end and exclusive gateway, drops the rest, and adds approval steps', () => {
    const bpmnJs = Object.fromEntries(
      [
        'hand-tool',
        'lasso-tool',
        'create.start-event',
        'create.intermediate-event',
        'create.end-event',
        'create.exclusive-gateway',
        'create.task',
        'create.data-object',
        'create.data-store',
        'create.participant-expanded',
        'create.subprocess-expanded',
        'create.group',
      ].map((key) => [key, entry(key)]),
    )
    const narrowed = approvalEntries(bpmnJs, PALETTE_KEPT, { 'create.user-task': entry('user task') })
    expect(Object.keys(narrowed)).toEqual([
      'hand-tool',
      'lasso-tool',
      'create.start-event',
      'create.end-event',
      'create.exclusive-gateway',
      'create.user-task',
    ])
  })

  it('lets a step append an end, a gateway or another approval step, and no intermediate event or annotation', () => {
    const pad = Object.fromEntries(
      [
        'append.end-event',
        'append.gateway',
        'append.append-task',
        'append.intermediate-event',
        'append.text-annotation',
        'replace',
        'delete',
        'connect',
      ].map((key) => [key, entry(key)]),
    )
    const narrowed = approvalEntries(pad, CONTEXT_PAD_KEPT, { 'append.append-task': entry('user task') })
    expect(Object.keys(narrowed).sort()).toEqual(
      ['append.append-task', 'append.end-event', 'append.gateway', 'connect', 'delete', 'replace'].sort(),
    )
    expect(narrowed['append.append-task']?.title).toBe('user task')
  })
})
