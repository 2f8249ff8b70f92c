import 'fake-indexeddb/auto'
import { act, cleanup, render, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { PickListRow } from '#sync/floor/floor-protocol.ts'
import { type FloorApi, FloorProvider, useFloor } from './floor-store.tsx'
import { FakeFloorServer, sharedLocks, upserts } from './store-test-kit.ts'

const pick: PickListRow = {
  id: '200',
  code: 'PK-1',
  status: 2,
  pickedTime: null,
  lines: [
    {
      id: '201',
      outboundId: '300',
      outboundCode: 'OUT-1',
      positionId: '9',
      positionCode: 'A-01',
      productId: '1',
      sysSku: 'A',
      quantity: 5,
      scannedQuantity: 0,
      shortReason: null,
      pickOrder: 1,
    },
  ],
}

let tenantCount = 0
const locks = sharedLocks()

type Probed = { api: FloorApi | null; shown: (number | undefined)[] }

/** Hands the store's API of each render to the test, and what each render showed of the pick line. */
function Probe({ into }: { into: Probed }) {
  const api = useFloor()
  into.api = api
  into.shown.push(scanned(api))
  return <output>{api.status.pending}</output>
}

function mount(server: FakeFloorServer) {
  const current: Probed = { api: null, shown: [] }
  const session = { tenantId: `t${++tenantCount}`, userId: '42', userName: 'Li' }
  render(
    <FloorProvider session={session} transport={server} locks={locks} pollMs={0} fallback={<p>opening</p>}>
      <Probe into={current} />
    </FloorProvider>,
  )
  const api = () => {
    if (!current.api) throw new Error('not open yet')
    return current.api
  }
  return Object.assign(api, { shown: current.shown })
}

const scanned = (api: FloorApi) => api.view.pickLists.get('200')?.lines[0]?.scannedQuantity

afterEach(() => {
  cleanup()
})

describe('the floor store', () => {
  it('shows a scan in the view at once, counts it pending, and keeps it shown until the pull has it', async () => {
    const server = new FakeFloorServer()
    const api = mount(server)
    await waitFor(() => expect(api().deviceId).toMatch(/^[0-9a-f-]{36}$/))
    expect(api().storeId).toBeNull()

    server.pullAnswers.push({ reset: true, changes: upserts('pickLists', [pick]) })
    await act(() => api().setStore('7'))
    await waitFor(() => expect(scanned(api())).toBe(0))
    expect(api().storeId).toBe('7')
    expect(server.registrations.at(-1)).toMatchObject({ storeId: '7' })

    // Offline: the scan shows from the view alone, and waits in the queue.
    server.failNext = 100
    const args = { pickId: '200', lineId: '201', positionId: '9', quantity: 2 }
    await act(async () => {
      await api().dispatch('scanPick', args)
    })
    expect(scanned(api())).toBe(2)
    const from = api.shown.length
    await waitFor(() => expect(api().status.pending).toBe(1))
    await waitFor(() => expect(api().status.lastError).toBe('offline'))

    // Back online: sent, applied, and the pull's rows (which include it) replace the overlay.
    server.failNext = 0
    server.pullAnswers.push({
      changes: upserts('pickLists', [{ ...pick, lines: [{ ...pick.lines[0]!, scannedQuantity: 2 }] }]),
    })
    await act(() => api().syncNow())
    // Let every change land: the outcome, the pull, the rows read again.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    await waitFor(() => expect(api().status.pending).toBe(0))
    expect(server.applied).toHaveLength(1)
    await waitFor(() => expect(api().status.lastSyncAt).not.toBeNull())
    expect(scanned(api())).toBe(2)
    expect(api().status.lastError).toBeNull()
    // Never a render without the scan: not while it was pending, nor while the pulled rows were read.
    expect(new Set(api.shown.slice(from))).toEqual(new Set([2]))
  })

  it('lists a rejected command as needing attention, drops it from the view, and dismisses it', async () => {
    const server = new FakeFloorServer()
    server.rejectWhen = () => 'The pick list was cancelled in the console'
    const api = mount(server)
    await waitFor(() => expect(api().deviceId).toBeTruthy())
    server.pullAnswers.push({ reset: true, changes: upserts('pickLists', [pick]) })
    await act(() => api().setStore('7'))
    await waitFor(() => expect(scanned(api())).toBe(0))

    await act(async () => {
      await api().dispatch('scanPick', { pickId: '200', lineId: '201', positionId: '9', quantity: 1 })
    })
    await act(() => api().syncNow())
    await waitFor(() => expect(api().needsAttention).toHaveLength(1))
    expect(api().needsAttention[0]).toMatchObject({ seq: 1, reason: 'The pick list was cancelled in the console' })
    expect(api().status).toMatchObject({ rejected: 1, pending: 0 })
    expect(scanned(api())).toBe(0)

    await act(() => api().dismiss(1))
    await waitFor(() => expect(api().needsAttention).toHaveLength(0))
    const file = JSON.parse(await (await api().exportQueue()).text())
    expect(file.entries).toHaveLength(1)
  })

  it('refuses a command with bad arguments', async () => {
    const api = mount(new FakeFloorServer())
    await waitFor(() => expect(api().deviceId).toBeTruthy())
    await expect(api().dispatch('shortPick', { pickId: '200', lineId: '201', reason: ' ' })).rejects.toThrow()
    expect(api().status.pending).toBe(0)
  })
})
