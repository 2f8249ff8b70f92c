import { z } from 'zod'
import { idSchema } from '../resources/id-schema.ts'

/**
 * The floor app's sync protocol (issue 11), shared by the device and the server. Floor work travels
 * as named business commands, never as row patches: each has a schema here, and its arguments are a
 * contract (a change of meaning is a new name, never a changed schema). Ids a device makes are uuids
 * (v7), so a replay is deterministic; ids of server records are the usual 64-bit decimal strings.
 */

/** A device-made id: a uuid (version 7 from `newDeviceId`, any version accepted). */
export const deviceUuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
  error: 'uuid',
})
const quantity = z.number().int().min(1).max(1_000_000)
const text = (max: number) => z.string().trim().min(1).max(max)
const measure = (max: number) => z.number().positive().max(max)

/** Every floor command by name: its arguments. `opId` is the device's id of this very operation. */
export const floorCommandSchemas = {
  /** Units of an inbound order's line received (an increment: the device counts scans). */
  receiveLine: z.object({
    opId: deviceUuid,
    inboundOrderId: idSchema,
    lineId: idSchema,
    quantity,
    batchNo: z.string().trim().max(64).optional(),
  }),
  /** Units of a SKU waiting in the warehouse's receiving position put onto a position (oldest task first, or the task named). */
  putAway: z.object({
    opId: deviceUuid,
    storeId: idSchema,
    productId: idSchema,
    positionId: idSchema,
    quantity,
    taskId: idSchema.optional(),
  }),
  /** Units of a pick line scanned at its position (an increment). */
  scanPick: z.object({ opId: deviceUuid, pickId: idSchema, lineId: idSchema, positionId: idSchema, quantity }),
  /** A pick line closed short: what was scanned is what is picked; the reason is kept. */
  shortPick: z.object({ opId: deviceUuid, pickId: idSchema, lineId: idSchema, reason: text(255) }),
  /** Units of a SKU of an outbound order packed into its box number `boxNo` (a new number opens a box). */
  packIntoBox: z.object({
    opId: deviceUuid,
    outboundId: idSchema,
    sku: text(64),
    quantity,
    boxNo: z.number().int().min(1).max(9999),
  }),
  /** A box closed with its measures (cm, kg). */
  closeBox: z.object({
    opId: deviceUuid,
    outboundId: idSchema,
    boxNo: z.number().int().min(1).max(9999),
    length: measure(300),
    width: measure(300),
    height: measure(300),
    weight: measure(1000),
  }),
  /** What a position holds of a SKU, counted (a total, not an increment; blind: the books are not shown). */
  countPosition: z.object({
    opId: deviceUuid,
    stocktakingId: idSchema,
    positionId: idSchema,
    productId: idSchema,
    quantity: z.number().int().min(0).max(1_000_000),
  }),
  /** A task finished: a receipt confirmed, a pick list picked, an order packed, a count submitted. */
  finishTask: z.object({
    opId: deviceUuid,
    kind: z.enum(['receiving', 'picking', 'packing', 'stocktaking']),
    id: idSchema,
  }),
} as const

export type FloorCommandName = keyof typeof floorCommandSchemas
export type FloorCommandArgs<N extends FloorCommandName> = z.infer<(typeof floorCommandSchemas)[N]>
export const FLOOR_COMMAND_NAMES = Object.keys(floorCommandSchemas) as FloorCommandName[]

/** One queued command as the device sends it: its place in the device's sequence (1, 2, 3, ... without gaps). */
export const floorCommandSchema = z.object({
  seq: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  name: z.enum(FLOOR_COMMAND_NAMES as [FloorCommandName, ...FloorCommandName[]]),
  args: z.record(z.string(), z.unknown()),
  /** When the person did it, on the device's clock (ISO 8601). */
  at: z.string().max(40).optional(),
})
export type FloorCommand = z.infer<typeof floorCommandSchema>

/** Most commands in one push. */
export const PUSH_BATCH_MAX = 500

/** POST /api/floor/sync/push */
export const pushRequestSchema = z.object({
  deviceId: deviceUuid,
  commands: z.array(floorCommandSchema).min(1).max(PUSH_BATCH_MAX),
})
export type PushRequest = z.infer<typeof pushRequestSchema>

/** What became of one command: applied (its result), or rejected for good (reason and what to do). */
export type CommandOutcome = {
  seq: number
  status: 'applied' | 'rejected'
  result?: unknown
  /** The rejection's message, in the device user's language. */
  reason?: string
  /** What the person can do about it, in their language. */
  hint?: string
  /** The server had this command already: the stored outcome is answered again. */
  replayed: boolean
}

/**
 * The answer to a push: the outcome of each command taken, in order, and the device's last applied
 * sequence number. A command that cannot be taken now stops the push there (`refused`): a gap (an
 * earlier command is missing: send from `lastSeq + 1`) or a conflict (that sequence number was
 * already used with another body); the commands before it keep their outcomes.
 */
export type PushResponse = {
  outcomes: CommandOutcome[]
  lastSeq: number
  refused?: { seq: number; code: 'gap' | 'conflict'; message: string }
}

/** POST /api/floor/device/register: the device (one per browser and user) says who and where it is. */
export const registerDeviceSchema = z.object({
  deviceId: deviceUuid,
  name: z.string().trim().max(100).optional(),
  storeId: idSchema.optional(),
  userAgent: z.string().max(255).optional(),
  /** Commands waiting on the device, reported so the console can show them. */
  pending: z.number().int().min(0).max(10_000_000).optional(),
})
export type RegisterDevice = z.infer<typeof registerDeviceSchema>
export type DeviceRegistration = {
  deviceId: string
  lastSeq: number
  userId: string
  storeId: string | null
  /** The time zone the office's times are in (the console's, IANA), so the device shows its times alike. */
  timeZone?: string
}

/**
 * POST /api/floor/task/claim: a device says it works on a pick list, so a second device that opens
 * it is told who is on it. `takeOver`: the worker chose to take it from the device holding it.
 */
export const claimTaskSchema = z.object({
  deviceId: deviceUuid,
  kind: z.enum(['picking']),
  id: idSchema,
  takeOver: z.boolean().optional(),
})
export type ClaimTask = z.infer<typeof claimTaskSchema>
/** Who is on a task: the device (its name, else its id's start), its user, since when (`YYYY-MM-DD HH:mm:ss`, as the console shows times). */
export type TaskClaim = { deviceId: string; deviceName: string | null; userId: string; userName: string; since: string }
/**
 * The answer to a claim: `claimed` the task is this device's now (`takenFrom` the device it was
 * taken over from, if any); else `holder` is the other device on it, and nothing changed.
 */
export type ClaimAnswer = { claimed: boolean; holder: TaskClaim | null; takenFrom: TaskClaim | null }

/** The collections a device keeps to work offline in one warehouse. */
export const FLOOR_COLLECTIONS = [
  'inboundOrders',
  'putawayTasks',
  'pickLists',
  'packingOrders',
  'stocktakes',
  'products',
  'positions',
] as const
export type FloorCollection = (typeof FLOOR_COLLECTIONS)[number]

/** GET /api/floor/sync/pull: what changed in the warehouse's work since `cursor` (everything without one). */
export const pullQuerySchema = z.object({
  deviceId: deviceUuid,
  storeId: idSchema,
  cursor: z.string().max(80).optional(),
})
export type PullQuery = z.infer<typeof pullQuerySchema>

export type InboundOrderRow = {
  id: string
  code: string
  status: number
  /** Codes printed on the paper (the order code, the purchase's and the tracking number where known). */
  codes: string[]
  lines: {
    id: string
    productId: string
    sysSku: string
    batchNo: string | null
    plannedQuantity: number
    receivedQuantity: number
    /** Most units the line may receive (the plan and its over-receipt tolerance). */
    maxQuantity: number
    /** Its units wait for a quality inspection before they may be put away (no putaway task until then). */
    inspect: boolean
  }[]
}
export type PutawayTaskRow = {
  id: string
  inboundOrderId: string
  productId: string
  sysSku: string
  batchNo: string | null
  quantity: number
  putAwayQuantity: number
  /** The position suggested (the line's), if any. */
  positionId: string | null
}
export type PickListRow = {
  id: string
  code: string
  status: number
  /** Set once picking is finished. */
  pickedTime: string | null
  lines: {
    id: string
    outboundId: string
    /** The outbound order's code (what its packing order is called once picking is finished). */
    outboundCode: string
    positionId: string
    positionCode: string
    productId: string
    sysSku: string
    quantity: number
    /** Units scanned so far (server side, before the device's pending commands). */
    scannedQuantity: number
    shortReason: string | null
    /** The walking order through the warehouse (by position). */
    pickOrder: number
  }[]
}
export type PackingOrderRow = {
  id: string
  code: string
  pickId: string | null
  pickCode: string | null
  status: number
  lines: { productId: string; sysSku: string; pickedQuantity: number; packedQuantity: number }[]
  boxes: {
    boxNo: number
    /** What a box label carries: `<order code>-<box no>`. */
    code: string
    status: number
    packedQuantity: number
    length: string | null
    width: string | null
    height: string | null
    weight: string | null
  }[]
}
export type StocktakeRow = {
  id: string
  code: string
  status: number
  /** Blind counts never carry what the books hold. */
  blind: boolean
  positionIds: string[]
  lines: {
    id: string
    positionId: string
    productId: string
    sysSku: string
    batchNo: string | null
    countedQuantity: number | null
    lineStatus: number
    /** Only for counts that are not blind. */
    expectedQuantity?: number
  }[]
}
export type ProductRow = {
  id: string
  sysSku: string
  name: string
  /** Every code that names it: the system SKU, its UPCs/EANs/GTINs and the shops' sales SKUs. */
  codes: string[]
}
export type PositionRow = { id: string; code: string; name: string; areaId: string | null; zone: number | null }

export type FloorRows = {
  inboundOrders: InboundOrderRow
  putawayTasks: PutawayTaskRow
  pickLists: PickListRow
  packingOrders: PackingOrderRow
  stocktakes: StocktakeRow
  products: ProductRow
  positions: PositionRow
}

/**
 * The answer to a pull: per collection the rows added or changed and the ids that left (removed, or
 * no longer open work). `reset` says the device must drop what it holds first (no or unknown cursor).
 * `deviceLastSeq` is the device's last command the server applied: the device's own commands up to it
 * are already in these rows, the later ones it lays on top.
 */
export type PullResponse = {
  cursor: string
  reset: boolean
  deviceLastSeq: number
  serverTime: string
  changes: { [C in FloorCollection]: { upserts: FloorRows[C][]; removals: string[] } }
}

/** The sync calls' paths under /api. */
export const FLOOR_PATHS = {
  register: '/api/floor/device/register',
  push: '/api/floor/sync/push',
  pull: '/api/floor/sync/pull',
  warehouses: '/api/floor/warehouses',
  claim: '/api/floor/task/claim',
} as const
