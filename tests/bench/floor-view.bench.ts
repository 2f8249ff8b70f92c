// Laying a device's pending commands on its rows (sync/src/floor/floor-mutators.ts): 1,000 pick scans on
// a view of 10,000 products and one pick list, applied in one call (only the touched collection copied,
// once), beside one copy of the products' map in the same run: what every call would cost if it copied
// the collections it does not touch. The floor app lays its outbox on the pulled rows at every render.
// Moved here from floor-mutators.test.ts, which asserted it under 100 ms of wall-clock time.
//   npx tsx tests/bench/floor-view.bench.ts [commands] [products]
import { applyFloorCommands, emptyFloorView, type FloorView } from '#sync/floor/floor-mutators.ts'
import type { PickListRow } from '#sync/floor/floor-protocol.ts'

const COMMANDS = Number(process.argv[2] ?? 1_000)
const PRODUCTS = Number(process.argv[3] ?? 10_000)
const ROUNDS = 30
const opId = '0190f5c2-7a3b-7c4d-8e5f-a1b2c3d4e5f6'

const pick: PickListRow = {
  id: '200',
  code: 'PK-1',
  status: 2,
  pickedTime: null,
  lines: Array.from({ length: 50 }, (_, i) => ({
    id: String(201 + i),
    outboundId: '300',
    outboundCode: 'OUT-1',
    positionId: '9',
    positionCode: 'A-01',
    productId: String(i + 1),
    sysSku: `S${i}`,
    quantity: COMMANDS + 1,
    scannedQuantity: 0,
    shortReason: null,
    pickOrder: i + 1,
  })),
}
const view: FloorView = {
  ...emptyFloorView(),
  products: new Map(
    Array.from({ length: PRODUCTS }, (_, i) => [
      String(i + 1),
      { id: String(i + 1), sysSku: `S${i}`, name: '', codes: [] },
    ]),
  ),
  pickLists: new Map([[pick.id, pick]]),
}
const commands = Array.from({ length: COMMANDS }, (_, i) => ({
  name: 'scanPick' as const,
  args: { opId, pickId: '200', lineId: String(201 + (i % 50)), positionId: '9', quantity: 1 },
}))

/** The median of ROUNDS runs of `work`, in ms, after two to warm up. */
function median(work: () => void): number {
  const times: number[] = []
  for (let round = 0; round < ROUNDS + 2; round++) {
    const started = performance.now()
    work()
    if (round >= 2) times.push(performance.now() - started)
  }
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)] as number
}

const laid = median(() => {
  const next = applyFloorCommands(view, commands)
  if (next.pickLists.get('200')?.lines[0]?.scannedQuantity !== Math.ceil(COMMANDS / 50)) throw new Error('wrong view')
  if (next.products !== view.products) throw new Error('the products were copied')
})
const copy = median(() => {
  if (new Map(view.products).size !== PRODUCTS) throw new Error('wrong copy')
})
console.log(
  `BENCH floor-view-${COMMANDS}-commands-on-${PRODUCTS}-products: ${laid.toFixed(2)} ms vs copy-of-the-products ${copy.toFixed(2)} ms = ${(laid / copy).toFixed(2)}`,
)
