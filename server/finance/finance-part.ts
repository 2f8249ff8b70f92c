import type { AreaDef } from '../platform/area.ts'

/** One part of the finance area (a folder): its calls, action work, hooks, listeners and demo data. */
export type FinancePart = Pick<AreaDef, 'calls' | 'actions' | 'hooks' | 'listeners' | 'seed'>
