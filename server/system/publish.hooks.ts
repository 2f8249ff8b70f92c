import type { ResourceHooks } from '../platform/resources/hooks.ts'

/** Published information: published now unless a time is given. */
export const publishHooks: ResourceHooks = {
  beforeSave: async ({ tx }, input, existing) => {
    if (!existing && !input.publishTime) {
      const rows = await tx.query<{ now: string }>("SELECT to_char(localtimestamp(0), 'YYYY-MM-DD HH24:MI:SS') AS now")
      input.publishTime = rows[0]?.now
    }
  },
}
