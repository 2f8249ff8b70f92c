import type { Queryable, Row } from '../platform/db/db.ts'

/**
 * A transaction without a database for pure tests of code that runs SQL: each statement is answered by the
 * first rule whose pattern its SQL matches (a function of the parameters, so a statement that loses
 * its ids finds nothing); a statement no rule expects fails, as a broken statement would.
 */
export type Rule = [RegExp, (params: readonly unknown[], sql: string) => Row[]]

export function fakeTx(rules: Rule[]): Queryable & { statements: { sql: string; params: readonly unknown[] }[] } {
  const statements: { sql: string; params: readonly unknown[] }[] = []
  return {
    statements,
    async query<T extends Row = Row>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
      statements.push({ sql, params })
      const rule = rules.find(([pattern]) => pattern.test(sql))
      if (!rule) throw new Error(`no rule for statement: ${sql}`)
      return rule[1](params, sql) as T[]
    },
    async exec() {
      throw new Error('no scripts in a pure test')
    },
  }
}

/** Rows when the parameter at `at` is `id`, else none (a statement that names the wrong record finds nothing). */
export const whenParam =
  (at: number, id: unknown, rows: Row[]) =>
  (params: readonly unknown[]): Row[] =>
    params[at] === id ? rows : []
