import {
  type ClaimAnswer,
  type ClaimTask,
  floorContracts,
  type PullQuery,
  type PushRequest,
  type RegisterDevice,
} from '#sync/floor/floor-protocol.ts'
import { ApiError, type CallOptions, callApi } from '../../api/client.ts'
import { rememberOfficeZone } from '../../api/office-zone.ts'
import { checkTokenRefresh } from '../../api/token-refresh.ts'
import { floorWorkRefused } from '../shell/floor-session.ts'
import { type FloorTransport, FloorTransportError } from './outbox.ts'

/**
 * The floor sync calls over the app's API client (its headers, envelope and sign-out on 401). Nothing
 * is toasted: the outbox keeps the failure and the shell shows it. A call that got no answer (offline,
 * a proxy's 502, the time-out) is a network failure to retry; an answer refusing it is a refusal.
 */

/** Seconds before a sync call is given up: a lost Wi-Fi must not hold the queue for the catalogue's 20 minutes. */
export const FLOOR_CALL_TIMEOUT_S = 30

const options: CallOptions = { silent: true, timeoutS: FLOOR_CALL_TIMEOUT_S }

/** Turns the client's failure into the outbox's: network (retry later) or refused (the server said no). */
function asTransportError(e: unknown): unknown {
  if (!(e instanceof ApiError)) return e
  const kind = e.kind === 'answer' ? 'refused' : 'network'
  return new FloorTransportError(e.message, kind, e.status, e.code)
}

async function call<T>(send: () => Promise<T>): Promise<T> {
  try {
    // Back from a long time offline, the token may be past its hour: renew it before the queue goes out.
    await checkTokenRefresh()
    return await send()
  } catch (e) {
    throw asTransportError(e)
  }
}

/** The transport the floor app uses. */
export const apiFloorTransport: FloorTransport = {
  register: async (body: RegisterDevice) => {
    try {
      const registration = await call(() => callApi(floorContracts.register, { body }, options))
      rememberOfficeZone(registration.timeZone)
      return registration
    } catch (e) {
      // No floor permission: the app says so instead of keeping a device for this user.
      if (e instanceof FloorTransportError && (e.status === 403 || e.code === 403)) floorWorkRefused()
      throw e
    }
  },
  push: (body: PushRequest) => call(() => callApi(floorContracts.push, { body }, options)),
  pull: (query: PullQuery) => call(() => callApi(floorContracts.pull, { query }, options)),
}

/** Claims a pick list for this device, or learns which device is on it (online only; issue 27, item 14). */
export const claimPickList = (body: ClaimTask): Promise<ClaimAnswer> =>
  call(() => callApi(floorContracts.claim, { body }, options))
