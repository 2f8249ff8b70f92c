import { defineArea } from '../platform/area.ts'
import { authCalls } from './auth.calls.ts'

/**
 * The auth area: sign-in (password, captcha, refresh), sign-out and the current session's user.
 * Sessions themselves (open or ended, verified clients) are the platform's (platform/auth/sessions.ts),
 * which checks them on every call.
 */
export const authArea = defineArea({ name: 'auth', layer: 2, calls: authCalls })
