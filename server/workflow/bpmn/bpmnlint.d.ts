/** The part of bpmnlint 11 the model compiler uses (its package declares no types entry). */
declare module 'bpmnlint' {
  import type { ModdleElement } from 'bpmn-moddle'

  export type LintReport = { id?: string; message: string; category: string }
  export type RuleFactory = (config?: unknown) => unknown
  export type LintConfig = { rules: Record<string, 'error' | 'warn' | 'off'> }

  export class Linter {
    constructor(options: {
      config?: LintConfig
      resolver: {
        resolveRule(pkg: string, name: string): RuleFactory
        resolveConfig(pkg: string, name: string): unknown
      }
    })
    lint(root: ModdleElement, config?: LintConfig): Promise<Record<string, LintReport[]>>
  }
}

declare module 'bpmnlint/rules/*' {
  import type { RuleFactory } from 'bpmnlint'

  const rule: RuleFactory
  export default rule
}
