import { MantineProvider } from '@mantine/core'
import { act, cleanup, fireEvent, type RenderResult, render, screen } from '@testing-library/react'
import { type ReactElement, useSyncExternalStore } from 'react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter, useLocation } from 'react-router'
import { afterEach, vi } from 'vitest'
import { applyFloorCommand, emptyFloorView, type FloorView } from '#sync/floor/floor-mutators.ts'
import type { FloorCollection, FloorCommandArgs, FloorCommandName, FloorRows } from '#sync/floor/floor-protocol.ts'
import { i18n } from '../../../i18n/i18n-core.ts'
import '../../work-texts.ts'

/**
 * What the work screens' tests share: a fake floor store (a small in-memory view and a dispatch spy
 * that lays each command on the view a moment later, as the real store does after its IndexedDB
 * write), the providers, and scans typed or sent as a wedge scanner sends them.
 */

type Listener = () => void
const listeners = new Set<Listener>()
let view: FloorView = emptyFloorView()
let seq = 0

/** Every command the screen dispatched, in order (name and arguments without the opId). */
export const dispatch = vi.fn(async (name: FloorCommandName, args: object) => {
  seq += 1
  // The real store answers after a database write: the view changes after the screen goes on.
  await Promise.resolve()
  view = applyFloorCommand(view, name, {
    ...args,
    opId: `00000000-0000-7000-8000-${String(seq).padStart(12, '0')}`,
  } as FloorCommandArgs<typeof name>)
  for (const listener of listeners) listener()
  return { seq }
})

const subscribe = (listener: Listener) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** The fake `useFloor()`: the view, `dispatch`, and the warehouse chosen. */
export function useFakeFloor() {
  const current = useSyncExternalStore(subscribe, () => view)
  return { view: current, dispatch, storeId: '900', deviceId: '00000000-0000-7000-8000-000000000001' }
}

/** Puts rows into the fake store's view (each collection replaced by the rows given). */
export function seedView(rows: { [C in FloorCollection]?: FloorRows[C][] }): void {
  view = emptyFloorView()
  for (const [collection, list] of Object.entries(rows) as [FloorCollection, { id: string }[]][])
    (view as Record<FloorCollection, Map<string, unknown>>)[collection] = new Map(list.map((r) => [r.id, r]))
}

/** The fake store's view now. */
export const currentView = () => view

afterEach(async () => {
  cleanup()
  dispatch.mockClear()
  sessionStorage.clear()
  view = emptyFloorView()
  await i18n.changeLanguage('zh')
})

let location = ''
function LocationProbe() {
  const here = useLocation()
  location = here.pathname + here.search
  return null
}

/** The URL the screen shows now (path and search). */
export const currentLocation = () => location

/** Renders a screen at `path` (its search parameters carry the task) in English. */
export async function renderScreen(ui: ReactElement, path: string): Promise<RenderResult> {
  await i18n.changeLanguage('en')
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <MemoryRouter initialEntries={[path]}>
          {ui}
          <LocationProbe />
        </MemoryRouter>
      </MantineProvider>
    </I18nextProvider>,
  )
}

/** Types a code into the screen's code field and presses Enter, then lets the store settle. */
export async function typeCode(code: string): Promise<void> {
  const field = screen.getByLabelText('Scan or type a code')
  await act(async () => {
    fireEvent.change(field, { target: { value: code } })
    fireEvent.keyDown(field, { key: 'Enter' })
  })
}

let wedgeClock = 10_000

/** A keyboard-wedge scan: the code's keys 5 ms apart on the page, then Enter, as a scanner types. */
export async function wedgeScan(code: string): Promise<void> {
  wedgeClock += 1_000
  const start = wedgeClock
  await act(async () => {
    ;[...code, 'Enter'].forEach((key, i) => {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })
      Object.defineProperty(event, 'timeStamp', { value: start + i * 5 })
      document.body.dispatchEvent(event)
    })
  })
}

/** The last answer shown: its verdict and text. */
export function lastAnswer(): { verdict: string | undefined; text: string } {
  const banner = screen.getByRole('status')
  return { verdict: banner.dataset.verdict, text: banner.textContent ?? '' }
}

/** The commands dispatched, as [name, args] pairs. */
export const dispatched = () => dispatch.mock.calls.map(([name, args]) => [name, args])
