import { z } from 'zod'
import { defineContract } from '../http/contract.ts'
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
  /**
   * A box of an FBA turnover packed whole (encasement): its measures (cm, kg) and the units of each
   * turnover line in it, numbered after the turnover's last box.
   */
  encaseTurnoverBox: z.object({
    opId: deviceUuid,
    turnoverId: idSchema,
    length: measure(300),
    width: measure(300),
    height: measure(300),
    weight: measure(1000),
    items: z
      .array(z.object({ lineId: idSchema, quantity }))
      .min(1)
      .max(100),
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
export const commandOutcomeSchema = z.object({
  seq: z.number().int(),
  status: z.enum(['applied', 'rejected']),
  result: z.unknown().optional(),
  /** The rejection's message, in the device user's language. */
  reason: z.string().optional(),
  /** What the person can do about it, in their language. */
  hint: z.string().optional(),
  /** The server had this command already: the stored outcome is answered again. */
  replayed: z.boolean(),
})
export type CommandOutcome = z.infer<typeof commandOutcomeSchema>

/**
 * The answer to a push: the outcome of each command taken, in order, and the device's last applied
 * sequence number. A command that cannot be taken now stops the push there (`refused`): a gap (an
 * earlier command is missing: send from `lastSeq + 1`) or a conflict (that sequence number was
 * already used with another body); the commands before it keep their outcomes.
 */
export const pushResponseSchema = z.object({
  outcomes: z.array(commandOutcomeSchema),
  lastSeq: z.number().int(),
  refused: z.object({ seq: z.number().int(), code: z.enum(['gap', 'conflict']), message: z.string() }).optional(),
})
export type PushResponse = z.infer<typeof pushResponseSchema>

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
export const deviceRegistrationSchema = z.object({
  deviceId: z.string(),
  lastSeq: z.number().int(),
  userId: z.string(),
  storeId: z.string().nullable(),
  /** The time zone the office's times are in (the console's, IANA), so the device shows its times alike. */
  timeZone: z.string().optional(),
})
export type DeviceRegistration = z.infer<typeof deviceRegistrationSchema>

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
const taskClaimSchema = z.object({
  deviceId: z.string(),
  deviceName: z.string().nullable(),
  userId: z.string(),
  userName: z.string(),
  since: z.string(),
})
export type TaskClaim = z.infer<typeof taskClaimSchema>
/**
 * The answer to a claim: `claimed` the task is this device's now (`takenFrom` the device it was
 * taken over from, if any); else `holder` is the other device on it, and nothing changed.
 */
export const claimAnswerSchema = z.object({
  claimed: z.boolean(),
  holder: taskClaimSchema.nullable(),
  takenFrom: taskClaimSchema.nullable(),
})
export type ClaimAnswer = z.infer<typeof claimAnswerSchema>

/** The collections a device keeps to work offline in one warehouse. */
export const FLOOR_COLLECTIONS = [
  'inboundOrders',
  'putawayTasks',
  'pickLists',
  'packingOrders',
  'stocktakes',
  'products',
  'positions',
  'fbaTurnovers',
] as const
export type FloorCollection = (typeof FLOOR_COLLECTIONS)[number]

/** GET /api/floor/sync/pull: what changed in the warehouse's work since `cursor` (everything without one). */
export const pullQuerySchema = z.object({
  deviceId: deviceUuid,
  storeId: idSchema,
  cursor: z.string().max(80).optional(),
})
export type PullQuery = z.infer<typeof pullQuerySchema>

const str = z.string()
const num = z.number()
const orNull = <T extends z.ZodType>(t: T) => t.nullable()

const inboundOrderRow = z.object({
  id: str,
  code: str,
  status: num,
  /** Codes printed on the paper (the order code, the purchase's and the tracking number where known). */
  codes: z.array(str),
  lines: z.array(
    z.object({
      id: str,
      productId: str,
      sysSku: str,
      batchNo: orNull(str),
      plannedQuantity: num,
      receivedQuantity: num,
      /** Most units the line may receive (the plan and its over-receipt tolerance). */
      maxQuantity: num,
      /** Its units wait for a quality inspection before they may be put away (no putaway task until then). */
      inspect: z.boolean(),
    }),
  ),
})
export type InboundOrderRow = z.infer<typeof inboundOrderRow>
const putawayTaskRow = z.object({
  id: str,
  inboundOrderId: str,
  productId: str,
  sysSku: str,
  batchNo: orNull(str),
  quantity: num,
  putAwayQuantity: num,
  /** The position suggested (the line's), if any. */
  positionId: orNull(str),
})
export type PutawayTaskRow = z.infer<typeof putawayTaskRow>
const pickListRow = z.object({
  id: str,
  code: str,
  status: num,
  /** Set once picking is finished. */
  pickedTime: orNull(str),
  lines: z.array(
    z.object({
      id: str,
      outboundId: str,
      /** The outbound order's code (what its packing order is called once picking is finished). */
      outboundCode: str,
      positionId: str,
      positionCode: str,
      productId: str,
      sysSku: str,
      quantity: num,
      /** Units scanned so far (server side, before the device's pending commands). */
      scannedQuantity: num,
      shortReason: orNull(str),
      /** The walking order through the warehouse (by position). */
      pickOrder: num,
    }),
  ),
})
export type PickListRow = z.infer<typeof pickListRow>
const packingOrderRow = z.object({
  id: str,
  code: str,
  pickId: orNull(str),
  pickCode: orNull(str),
  status: num,
  lines: z.array(z.object({ productId: str, sysSku: str, pickedQuantity: num, packedQuantity: num })),
  boxes: z.array(
    z.object({
      boxNo: num,
      /** What a box label carries: `<order code>-<box no>`. */
      code: str,
      status: num,
      packedQuantity: num,
      length: orNull(str),
      width: orNull(str),
      height: orNull(str),
      weight: orNull(str),
    }),
  ),
})
export type PackingOrderRow = z.infer<typeof packingOrderRow>
const stocktakeRow = z.object({
  id: str,
  code: str,
  status: num,
  /** Blind counts never carry what the books hold. */
  blind: z.boolean(),
  positionIds: z.array(str),
  lines: z.array(
    z.object({
      id: str,
      positionId: str,
      productId: str,
      sysSku: str,
      batchNo: orNull(str),
      countedQuantity: orNull(num),
      lineStatus: num,
      /** Only for counts that are not blind. */
      expectedQuantity: num.optional(),
    }),
  ),
})
export type StocktakeRow = z.infer<typeof stocktakeRow>
const productRow = z.object({
  id: str,
  sysSku: str,
  name: str,
  /** Every code that names it: the system SKU, its UPCs/EANs/GTINs and the shops' sales SKUs. */
  codes: z.array(str),
})
export type ProductRow = z.infer<typeof productRow>
const positionRow = z.object({ id: str, code: str, name: str, areaId: orNull(str), zone: orNull(num) })
export type PositionRow = z.infer<typeof positionRow>

const fbaTurnoverRow = z.object({
  id: str,
  code: str,
  status: num,
  /** The Amazon fulfilment centre and the shop's FBA shipment it goes to (what the box labels say). */
  centre: str,
  shipmentId: str,
  lines: z.array(
    z.object({
      id: str,
      productId: str,
      sysSku: str,
      sellerSku: orNull(str),
      fnsku: orNull(str),
      quantity: num,
      /** Units of the line in the turnover's boxes. */
      packedQuantity: num,
    }),
  ),
  boxes: z.array(
    z.object({
      boxNo: num,
      quantity: num,
      length: orNull(str),
      width: orNull(str),
      height: orNull(str),
      weight: orNull(str),
    }),
  ),
})
export type FbaTurnoverRow = z.infer<typeof fbaTurnoverRow>

/** Each collection's row. */
const floorRowSchemas = {
  inboundOrders: inboundOrderRow,
  putawayTasks: putawayTaskRow,
  pickLists: pickListRow,
  packingOrders: packingOrderRow,
  stocktakes: stocktakeRow,
  products: productRow,
  positions: positionRow,
  fbaTurnovers: fbaTurnoverRow,
} satisfies Record<FloorCollection, z.ZodType>

export type FloorRows = { [C in FloorCollection]: z.infer<(typeof floorRowSchemas)[C]> }

const changesOf = <R extends z.ZodType>(row: R) => z.object({ upserts: z.array(row), removals: z.array(str) })

/**
 * The answer to a pull: per collection the rows added or changed and the ids that left (removed, or
 * no longer open work). `reset` says the device must drop what it holds first (no or unknown cursor).
 * `deviceLastSeq` is the device's last command the server applied: the device's own commands up to it
 * are already in these rows, the later ones it lays on top.
 */
export const pullResponseSchema = z.object({
  cursor: str,
  reset: z.boolean(),
  deviceLastSeq: num,
  serverTime: str,
  changes: z.object({
    inboundOrders: changesOf(inboundOrderRow),
    putawayTasks: changesOf(putawayTaskRow),
    pickLists: changesOf(pickListRow),
    packingOrders: changesOf(packingOrderRow),
    stocktakes: changesOf(stocktakeRow),
    products: changesOf(productRow),
    positions: changesOf(positionRow),
    fbaTurnovers: changesOf(fbaTurnoverRow),
  }),
})
export type PullResponse = z.infer<typeof pullResponseSchema>

/** The sync calls' paths under /api. */
export const FLOOR_PATHS = {
  register: '/api/floor/device/register',
  push: '/api/floor/sync/push',
  pull: '/api/floor/sync/pull',
  warehouses: '/api/floor/warehouses',
  claim: '/api/floor/task/claim',
} as const

/** A warehouse the user may work in with the floor app. */
export const floorWarehouseSchema = z.object({ id: z.string(), code: z.string(), name: z.string() })

/** The floor's calls as both sides see them (the server adds access and handler). */
export const floorContracts = {
  register: defineContract({
    method: 'POST',
    path: FLOOR_PATHS.register,
    input: { body: registerDeviceSchema },
    output: deviceRegistrationSchema,
  }),
  push: defineContract({
    method: 'POST',
    path: FLOOR_PATHS.push,
    input: { body: pushRequestSchema },
    output: pushResponseSchema,
  }),
  pull: defineContract({
    method: 'GET',
    path: FLOOR_PATHS.pull,
    input: { query: pullQuerySchema },
    output: pullResponseSchema,
  }),
  warehouses: defineContract({
    method: 'GET',
    path: FLOOR_PATHS.warehouses,
    input: 'nothing',
    output: z.array(floorWarehouseSchema),
  }),
  claim: defineContract({
    method: 'POST',
    path: FLOOR_PATHS.claim,
    input: { body: claimTaskSchema },
    output: claimAnswerSchema,
  }),
}
