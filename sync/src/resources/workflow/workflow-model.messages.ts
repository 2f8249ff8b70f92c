import type { Label } from '../../i18n/language.ts'

/**
 * Messages refusing an approval model (BPMN 2.0) at deploy (keys prefixed `workflow.`), in each
 * language. `{element}` is the offending element's name and id, e.g. `"财务审批" (Task_2)`.
 */
export const workflowModelMessages = {
  'workflow.xmlInvalid': {
    zh: '流程模型不是有效的 BPMN 2.0 XML：{detail}',
    en: 'The process model is not valid BPMN 2.0 XML: {detail}',
    ja: 'プロセスモデルが有効な BPMN 2.0 XML ではありません：{detail}',
  },
  'workflow.elementUnknown': {
    zh: '流程模型含有无法识别的元素 <{type}> {element}',
    en: 'The process model holds an element it does not know: <{type}> {element}',
    ja: 'プロセスモデルに認識できない要素 <{type}> {element} があります',
  },
  'workflow.attributeRefused': {
    zh: '元素 {element}（{type}）的属性 {attribute} 不受支持',
    en: 'The attribute {attribute} of {element} ({type}) is not supported',
    ja: '要素 {element}（{type}）の属性 {attribute} はサポートされていません',
  },
  'workflow.extensionRefused': {
    zh: '元素 {element}（{type}）含有扩展元素（监听器、表单等），审批流程不支持',
    en: '{element} ({type}) holds extension elements (listeners, forms ...), which approvals do not support',
    ja: '要素 {element}（{type}）に拡張要素（リスナー、フォームなど）があり、承認フローでは使えません',
  },
  'workflow.referenceUnresolved': {
    zh: '元素 {element} 引用了不存在的元素 {reference}',
    en: '{element} refers to {reference}, which does not exist',
    ja: '要素 {element} が存在しない要素 {reference} を参照しています',
  },
  'workflow.collaborationRefused': {
    zh: '审批流程不支持协作图（泳池）{element}，请只画一个流程',
    en: 'Approvals do not support collaborations (pools) {element}: draw one process only',
    ja: '承認フローはコラボレーション（プール）{element} に対応していません。プロセスを一つだけ描いてください',
  },
  'workflow.processCount': {
    zh: '流程模型必须恰好包含一个流程，当前为 {count} 个',
    en: 'The model must hold exactly one process; it holds {count}',
    ja: 'モデルにはプロセスがちょうど一つ必要です（現在 {count} 個）',
  },
  'workflow.elementRefused': {
    zh: '审批流程不支持元素 {element}（{type}），只能使用开始、结束、用户任务、排他网关和并行网关',
    en: 'Approvals do not support {element} ({type}): use start and end events, user tasks, exclusive and parallel gateways only',
    ja: '承認フローは要素 {element}（{type}）に対応していません。開始・終了イベント、ユーザータスク、排他・並列ゲートウェイのみ使えます',
  },
  'workflow.eventDefinitionRefused': {
    zh: '事件 {element} 带有 {type}，审批流程只支持空白的开始和结束事件',
    en: 'The event {element} carries {type}; approvals support plain start and end events only',
    ja: 'イベント {element} に {type} があります。承認フローでは空の開始・終了イベントのみ使えます',
  },
  'workflow.tooManyApprovals': {
    zh: '审批节点最多 {max} 个，第 {count} 个审批节点 {element} 超出限制',
    en: 'A model holds at most {max} approval nodes; {element} is approval node number {count}',
    ja: '承認ノードは最大 {max} 個です。{count} 個目の承認ノード {element} は上限を超えています',
  },
  'workflow.idMissing': {
    zh: '元素 {element}（{type}）没有编号',
    en: 'The element {element} ({type}) has no id',
    ja: '要素 {element}（{type}）に ID がありません',
  },
  'workflow.idDuplicate': {
    zh: '元素 {element}（{type}）的编号与另一个元素重复',
    en: 'The element {element} ({type}) has the id of another element',
    ja: '要素 {element}（{type}）の ID が別の要素と重複しています',
  },
  'workflow.startEventCount': {
    zh: '流程必须恰好有一个开始事件，当前为 {count} 个 {element}',
    en: 'The process must have exactly one start event; it has {count} {element}',
    ja: 'プロセスには開始イベントがちょうど一つ必要です（現在 {count} 個）{element}',
  },
  'workflow.endEventMissing': {
    zh: '流程没有结束事件',
    en: 'The process has no end event',
    ja: 'プロセスに終了イベントがありません',
  },
  'workflow.flowUnconnected': {
    zh: '连线 {element} 没有连接两个流程节点',
    en: 'The flow {element} does not connect two process nodes',
    ja: 'シーケンスフロー {element} が二つのノードをつないでいません',
  },
  'workflow.nodeUnreachable': {
    zh: '节点 {element} 无法从开始事件到达',
    en: 'The node {element} cannot be reached from the start',
    ja: 'ノード {element} に開始イベントから到達できません',
  },
  'workflow.nodeDeadEnd': {
    zh: '节点 {element} 之后无法到达任何结束事件',
    en: 'No end event can be reached from the node {element}',
    ja: 'ノード {element} からどの終了イベントにも到達できません',
  },
  'workflow.startOutgoing': {
    zh: '开始事件 {element} 必须恰好有一条出线，当前为 {count} 条',
    en: 'The start event {element} must have exactly one outgoing flow; it has {count}',
    ja: '開始イベント {element} には出力フローがちょうど一本必要です（現在 {count} 本）',
  },
  'workflow.endOutgoing': {
    zh: '结束事件 {element} 不能有出线',
    en: 'The end event {element} cannot have outgoing flows',
    ja: '終了イベント {element} に出力フローは置けません',
  },
  'workflow.taskOutgoing': {
    zh: '审批节点 {element} 必须恰好有一条出线（驳回由引擎处理，总是退回发起人），当前为 {count} 条',
    en: 'The approval node {element} must have exactly one outgoing flow (the engine handles rejection, which always returns to the initiator); it has {count}',
    ja: '承認ノード {element} には出力フローがちょうど一本必要です（差し戻しはエンジンが起票者へ戻します）。現在 {count} 本',
  },
  'workflow.defaultFlowInvalid': {
    zh: '网关 {element} 的默认出线不是它自己的出线',
    en: 'The default flow of the gateway {element} is not one of its outgoing flows',
    ja: 'ゲートウェイ {element} のデフォルトフローが自身の出力フローではありません',
  },
  'workflow.gatewayConditionMissing': {
    zh: '网关 {gateway} 的出线 {element} 既没有条件也不是默认出线',
    en: 'The flow {element} leaving the gateway {gateway} has no condition and is not its default',
    ja: 'ゲートウェイ {gateway} の出力フロー {element} に条件がなく、デフォルトでもありません',
  },
  'workflow.conditionOutsideGateway': {
    zh: '连线 {element} 带有条件，但只有排他网关的出线可以带条件（起点：{source}）',
    en: 'The flow {element} has a condition, but only flows leaving an exclusive gateway may (it leaves {source})',
    ja: 'フロー {element} に条件がありますが、条件を置けるのは排他ゲートウェイの出力フローだけです（起点：{source}）',
  },
  'workflow.conditionOnDefault': {
    zh: '默认出线 {element} 不能带条件',
    en: 'The default flow {element} cannot have a condition',
    ja: 'デフォルトフロー {element} に条件は置けません',
  },
  'workflow.conditionInvalid': {
    zh: '连线 {element} 的条件在第 {position} 个字符处无效（“{near}”附近）',
    en: 'The condition of the flow {element} is not valid at character {position} (near "{near}")',
    ja: 'フロー {element} の条件式が {position} 文字目で無効です（「{near}」付近）',
  },
  'workflow.conditionTooLong': {
    zh: '连线 {element} 的条件过长',
    en: 'The condition of the flow {element} is too long',
    ja: 'フロー {element} の条件式が長すぎます',
  },
  'workflow.conditionTooDeep': {
    zh: '连线 {element} 的条件嵌套过深',
    en: 'The condition of the flow {element} is nested too deeply',
    ja: 'フロー {element} の条件式の入れ子が深すぎます',
  },
  'workflow.conditionUnknownField': {
    zh: '连线 {element} 的条件读取了单据中不存在的字段 {field}',
    en: 'The condition of the flow {element} reads {field}, which is not a field of the document',
    ja: 'フロー {element} の条件式が伝票にない項目 {field} を参照しています',
  },
  'workflow.taskUnassigned': {
    zh: '审批节点 {element} 没有指定处理人，也没有候选角色、部门或用户',
    en: 'The approval node {element} has neither an assignee nor candidate roles, departments or users',
    ja: '承認ノード {element} に担当者も候補のロール・部署・ユーザーもありません',
  },
  'workflow.assigneeInvalid': {
    zh: '审批节点 {element} 的处理人 {assignee} 无效，只能是 deptLeader（部门负责人）、chosen（由上一步选择）、initiator（发起人）或一个账号',
    en: 'The assignee {assignee} of the approval node {element} is not valid: use deptLeader (department leader), chosen (picked by the previous step), initiator or an account',
    ja: '承認ノード {element} の担当者 {assignee} は無効です。deptLeader（部門長）、chosen（前ステップで選択）、initiator（起票者）またはアカウントを指定してください',
  },
  'workflow.candidateInvalid': {
    zh: '审批节点 {element} 的 {attribute} 含有表达式 {value}，只能填写固定值',
    en: 'The {attribute} of the approval node {element} holds the expression {value}; only plain values are allowed',
    ja: '承認ノード {element} の {attribute} に式 {value} があります。固定値のみ指定できます',
  },
  'workflow.lint.conditionMissing': {
    zh: '连线 {element} 缺少条件',
    en: 'The flow {element} is missing its condition',
    ja: 'フロー {element} に条件がありません',
  },
  'workflow.lint.labelRequired': {
    zh: '元素 {element} 缺少名称',
    en: 'The element {element} needs a name',
    ja: '要素 {element} に名前がありません',
  },
  'workflow.lint.diagramMissing': {
    zh: '元素 {element} 没有图形信息（BPMNDiagram），无法在设计器中显示',
    en: 'The element {element} has no diagram information (BPMNDiagram) and cannot be drawn',
    ja: '要素 {element} に図の情報（BPMNDiagram）がなく、表示できません',
  },
  'workflow.lint.duplicateFlows': {
    zh: '连线 {element} 与另一条连线重复',
    en: 'The flow {element} duplicates another flow',
    ja: 'フロー {element} が別のフローと重複しています',
  },
  'workflow.lint.gatewayJoinFork': {
    zh: '网关 {element} 不能同时汇聚和分支，请拆成两个网关',
    en: 'The gateway {element} both joins and forks: split it into two gateways',
    ja: 'ゲートウェイ {element} が合流と分岐を兼ねています。二つに分けてください',
  },
  'workflow.lint.implicitSplit': {
    zh: '节点 {element} 有多条出线，请使用网关分支',
    en: 'The node {element} has several outgoing flows: use a gateway to split',
    ja: 'ノード {element} に複数の出力フローがあります。ゲートウェイで分岐してください',
  },
  'workflow.lint.superfluousGateway': {
    zh: '网关 {element} 只有一条入线和一条出线，是多余的',
    en: 'The gateway {element} has one incoming and one outgoing flow and does nothing',
    ja: 'ゲートウェイ {element} は入力と出力が一本ずつで、不要です',
  },
  'workflow.lint.refused': {
    zh: '元素 {element} 未通过模型检查 {rule}：{detail}',
    en: 'The element {element} fails the model check {rule}: {detail}',
    ja: '要素 {element} がモデルチェック {rule} に合格しません：{detail}',
  },
} as const satisfies Record<string, Label>
