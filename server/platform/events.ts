import type { Actor } from './actor.ts'
import type { Queryable } from './db/db.ts'

/**
 * Events one area announces and areas above it follow, in the announcing transaction (a listener's
 * refusal undoes the step). The announcing area declares the event (`defineEvent`) and emits it; a
 * following area lists its handlers on its `defineArea({ listeners })`, and `server/areas.ts` wires
 * every area's listeners once, at load. No module registers anything by being imported, and the
 * lower area never imports the area that follows it.
 */
export type EventDef<P> = {
  readonly name: string
  /** The payload's type (never set: carries `P` for inference). */
  readonly payload?: P
}

/** What a listener runs: in the emitter's transaction, as the emitter's actor. */
export type EventHandler<P> = (tx: Queryable, actor: Actor, payload: P) => Promise<void>

/** One area's handler of one event, as listed on its area declaration. */
export type Listener = { readonly event: EventDef<unknown>; readonly handle: EventHandler<unknown> }

/** Declares an event (the announcing area exports it; the name is for messages and grep). */
export function defineEvent<P>(name: string): EventDef<P> {
  return { name }
}

/** A handler of an event, for an area's `listeners`. */
export function listen<P>(event: EventDef<P>, handle: EventHandler<P>): Listener {
  return { event: event as EventDef<unknown>, handle: handle as EventHandler<unknown> }
}

const handlers = new Map<EventDef<unknown>, EventHandler<unknown>[]>()

/** Wires listeners (once each: wiring the same list again changes nothing). */
export function registerListeners(listeners: readonly Listener[]): void {
  for (const { event, handle } of listeners) {
    const list = handlers.get(event) ?? []
    if (!list.includes(handle)) list.push(handle)
    handlers.set(event, list)
  }
}

/** Whether anything follows the event (an emitter may skip building a payload nobody reads). */
export function isFollowed(event: EventDef<unknown>): boolean {
  return (handlers.get(event as EventDef<unknown>)?.length ?? 0) > 0
}

/** Runs every handler of the event, in wiring order, in the caller's transaction. */
export async function emit<P>(tx: Queryable, actor: Actor, event: EventDef<P>, payload: P): Promise<void> {
  for (const handle of handlers.get(event as EventDef<unknown>) ?? []) await handle(tx, actor, payload)
}
