import type { ModdleElement } from 'bpmn-moddle'
import { Linter, type RuleFactory } from 'bpmnlint'
import conditionalFlows from 'bpmnlint/rules/conditional-flows.js'
import endEventRequired from 'bpmnlint/rules/end-event-required.js'
import labelRequired from 'bpmnlint/rules/label-required.js'
import noBpmndi from 'bpmnlint/rules/no-bpmndi.js'
import noDisconnected from 'bpmnlint/rules/no-disconnected.js'
import noDuplicateSequenceFlows from 'bpmnlint/rules/no-duplicate-sequence-flows.js'
import noGatewayJoinFork from 'bpmnlint/rules/no-gateway-join-fork.js'
import noImplicitEnd from 'bpmnlint/rules/no-implicit-end.js'
import noImplicitSplit from 'bpmnlint/rules/no-implicit-split.js'
import noImplicitStart from 'bpmnlint/rules/no-implicit-start.js'
import singleBlankStartEvent from 'bpmnlint/rules/single-blank-start-event.js'
import singleEventDefinition from 'bpmnlint/rules/single-event-definition.js'
import startEventRequired from 'bpmnlint/rules/start-event-required.js'
import superfluousGateway from 'bpmnlint/rules/superfluous-gateway.js'
import type { workflowModelMessages } from '#sync/resources/workflow/workflow-model.messages.ts'

/**
 * The bpmnlint rules an approval model must pass, each with the message it is refused with.
 * Left out: `fake-join` (an end event reached from a task and from a gateway's default is fine here)
 * and `no-overlapping-elements` (a drawing matter, not a refusal).
 */
const LINT_RULES = {
  'conditional-flows': { factory: conditionalFlows, messageKey: 'workflow.lint.conditionMissing' },
  'end-event-required': { factory: endEventRequired, messageKey: 'workflow.endEventMissing' },
  'label-required': { factory: labelRequired, messageKey: 'workflow.lint.labelRequired' },
  'no-bpmndi': { factory: noBpmndi, messageKey: 'workflow.lint.diagramMissing' },
  'no-disconnected': { factory: noDisconnected, messageKey: 'workflow.nodeUnreachable' },
  'no-duplicate-sequence-flows': { factory: noDuplicateSequenceFlows, messageKey: 'workflow.lint.duplicateFlows' },
  'no-gateway-join-fork': { factory: noGatewayJoinFork, messageKey: 'workflow.lint.gatewayJoinFork' },
  'no-implicit-end': { factory: noImplicitEnd, messageKey: 'workflow.nodeDeadEnd' },
  'no-implicit-split': { factory: noImplicitSplit, messageKey: 'workflow.lint.implicitSplit' },
  'no-implicit-start': { factory: noImplicitStart, messageKey: 'workflow.nodeUnreachable' },
  'single-blank-start-event': { factory: singleBlankStartEvent, messageKey: 'workflow.startEventCount' },
  'single-event-definition': { factory: singleEventDefinition, messageKey: 'workflow.lint.refused' },
  'start-event-required': { factory: startEventRequired, messageKey: 'workflow.startEventCount' },
  'superfluous-gateway': { factory: superfluousGateway, messageKey: 'workflow.lint.superfluousGateway' },
} satisfies Record<string, { factory: RuleFactory; messageKey: keyof typeof workflowModelMessages }>

type RuleName = keyof typeof LINT_RULES

/** One bpmnlint finding: the rule, the element's id and the message key it is refused with. */
export type LintFinding = {
  rule: RuleName
  id?: string
  message: string
  messageKey: keyof typeof workflowModelMessages
}

// rules are resolved from this table, never from the file system
const resolver = {
  resolveRule: (_pkg: string, name: string): RuleFactory => {
    const rule = LINT_RULES[name as RuleName]
    if (!rule) throw new Error(`bpmnlint rule ${name} is not bundled`)
    return rule.factory
  },
  resolveConfig: (_pkg: string, name: string): never => {
    throw new Error(`bpmnlint config ${name} is not bundled`)
  },
}

const config = {
  rules: Object.fromEntries(Object.keys(LINT_RULES).map((name) => [name, 'error' as const])),
}

/** Runs the approval rules of bpmnlint over a parsed model; a fresh Linter each time (it caches rule state). */
export async function lintModel(root: ModdleElement): Promise<LintFinding[]> {
  const results = await new Linter({ config, resolver }).lint(root)
  const events = eventIds(root)
  return Object.entries(results).flatMap(([rule, reports]) =>
    reports
      // A start or an end needs no name: the designer draws them unnamed, and no one is asked to act there.
      .filter((report) => !(rule === 'label-required' && report.id && events.has(report.id)))
      .map((report) => {
        // a rule that throws is reported under 'rule-error': a bug of ours, not of the model
        if (report.category === 'rule-error') throw new Error(`bpmnlint rule ${rule} failed: ${report.message}`)
        const name = rule as RuleName
        return { rule: name, id: report.id, message: report.message, messageKey: LINT_RULES[name].messageKey }
      }),
  )
}

/** The ids of the start and end events of the model's processes. */
function eventIds(root: ModdleElement): Set<string> {
  const ids = new Set<string>()
  const elementsOf = (element: ModdleElement, key: string) => (element[key] ?? []) as ModdleElement[]
  for (const process of elementsOf(root, 'rootElements'))
    for (const element of elementsOf(process, 'flowElements'))
      if ((element.$type === 'bpmn:StartEvent' || element.$type === 'bpmn:EndEvent') && element.id) ids.add(element.id)
  return ids
}
