import type { FloorTextKey } from '../floor.messages.ts'

/** The floor's work, one entry per home tile and route; `task` marks work that holds a task open. */
export const FLOOR_WORK = [
  { kind: 'receiving', task: true },
  { kind: 'putaway', task: true },
  { kind: 'picking', task: true },
  { kind: 'packing', task: true },
  { kind: 'stocktaking', task: true },
  { kind: 'fba', task: true },
  { kind: 'lookup', task: false },
] as const

export type FloorWorkKind = (typeof FLOOR_WORK)[number]['kind']

/** Where the floor app lives. */
export const FLOOR_BASE = '/floor'
export const FLOOR_LOGIN_PATH = `${FLOOR_BASE}/login`
export const FLOOR_WAREHOUSE_PATH = `${FLOOR_BASE}/warehouse`

/** The route of one kind of work: /floor/<kind>. */
export function workPath(kind: FloorWorkKind): string {
  return `${FLOOR_BASE}/${kind}`
}

/** The tile's name and hint. */
export function workText(kind: FloorWorkKind): { title: FloorTextKey; hint: FloorTextKey } {
  return { title: `floor.tile.${kind}`, hint: `floor.tile.${kind}.hint` }
}

/** The work a path shows (its first segment under /floor), if any. */
export function workOfPath(path: string): (typeof FLOOR_WORK)[number] | undefined {
  const segment = path.startsWith(`${FLOOR_BASE}/`) ? path.slice(FLOOR_BASE.length + 1).split('/')[0] : ''
  return FLOOR_WORK.find((w) => w.kind === segment)
}

/** The floor page a guard sent the person away from (sign-in, warehouse choice), to return to after. */
export function floorReturnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from
  const home = `${FLOOR_BASE}/`
  if (typeof from !== 'string' || !(from === FLOOR_BASE || from.startsWith(`${FLOOR_BASE}/`))) return home
  return from.startsWith(FLOOR_LOGIN_PATH) || from.startsWith(FLOOR_WAREHOUSE_PATH) ? home : from
}

/** The kind of work a floor command belongs to (its home tile). */
export function workOfCommand(name: string, args: Record<string, unknown>): FloorWorkKind | null {
  switch (name) {
    case 'receiveLine':
      return 'receiving'
    case 'putAway':
      return 'putaway'
    case 'scanPick':
    case 'shortPick':
      return 'picking'
    case 'packIntoBox':
    case 'closeBox':
      return 'packing'
    case 'countPosition':
      return 'stocktaking'
    case 'encaseTurnoverBox':
      return 'fba'
    case 'finishTask':
      return FLOOR_WORK.find((w) => w.kind === args.kind)?.kind ?? null
    default:
      return null
  }
}
