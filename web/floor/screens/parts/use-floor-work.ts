import { useCallback, useReducer, useRef } from 'react'
import { applyFloorCommand, type FloorView } from '#sync/floor/floor-mutators.ts'
import type { FloorCommandArgs, FloorCommandName } from '#sync/floor/floor-protocol.ts'
import { useFloor } from '../../store/floor-store.tsx'
import { useWorkAnswer } from './work-screen.tsx'
import type { QueuedCommand, ScanJudgement } from './work-types.ts'

/** The opId a command carries while laid on the screen's view only (the store gives the real one). */
const LOCAL_OP = '00000000-0000-7000-8000-000000000000'

/**
 * The floor store as a work screen uses it: the view with the screen's own commands laid on at once,
 * and `queue` to send one. The store's view shows a command only once the outbox has it (an IndexedDB
 * write later); scans coming faster than that must already count the earlier ones, or a quick double
 * scan would slip past "too many". While any of the screen's commands waits for its dispatch to be
 * answered, the screen keeps its own view (the store's may hold some of them already, or not yet);
 * once none waits, it takes the store's view again, which then holds them all.
 */
export function useFloorWork() {
  const floor = useFloor()
  const working = useRef<{ base: FloorView; view: FloorView; waiting: number; latest: FloorView }>({
    base: floor.view,
    view: floor.view,
    waiting: 0,
    latest: floor.view,
  })
  working.current.latest = floor.view
  if (working.current.base !== floor.view && working.current.waiting === 0) {
    working.current.base = floor.view
    working.current.view = floor.view
  }
  const [, rerender] = useReducer((n: number) => n + 1, 0)
  const { dispatch } = floor

  const queue = useCallback(
    async (command: QueuedCommand): Promise<void> => {
      const w = working.current
      const args = { ...command.args, opId: LOCAL_OP } as FloorCommandArgs<FloorCommandName>
      w.view = applyFloorCommand(w.view, command.name, args)
      w.waiting += 1
      rerender()
      try {
        await (dispatch as (name: FloorCommandName, args: object) => Promise<unknown>)(command.name, command.args)
      } catch (error) {
        // Not queued: the screen must not keep showing it (nor, to be sure, anything the store lacks).
        w.base = w.latest
        w.view = w.latest
        rerender()
        throw error
      } finally {
        w.waiting -= 1
      }
    },
    [dispatch],
  )
  /** The view as it stands now, for a scan handled between two renders. */
  const currentView = useCallback(() => working.current.view, [])
  return { floor, view: working.current.view, currentView, queue }
}

/**
 * A screen's work: answers a judgement at once (sound, vibration, flash, message), then queues its
 * command and any further ones in order; a command the store refuses to queue (it never should)
 * answers as wrong with the reason. Resolves whether everything was queued.
 */
export function useWorkActions() {
  const work = useFloorWork()
  const { answer, give } = useWorkAnswer()
  const { queue } = work
  const act = useCallback(
    async (judgement: ScanJudgement, more: readonly QueuedCommand[] = []): Promise<boolean> => {
      give(judgement)
      const commands = judgement.command ? [judgement.command, ...more] : [...more]
      try {
        for (const command of commands) await queue(command)
        return true
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error)
        give({ verdict: 'wrong', message: { key: 'work.queueFailed', values: { reason } } })
        return false
      }
    },
    [give, queue],
  )
  return { ...work, answer, give, act }
}
