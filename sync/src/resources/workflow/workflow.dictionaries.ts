import { type Dictionary, defineDictionary } from '../../dictionaries/define-dictionary.ts'
import { FLOW_CODES, FLOWS } from './flows.ts'

/** The approval flows by code (spec 1 §6; the console's `dictionary?code=flow`): each entry's remark is its screens' kind. */
export const flowDictionary = defineDictionary({
  code: 'flow',
  name: { zh: '流程', en: 'Approval flow', ja: '承認フロー' },
  entries: FLOW_CODES.map((code) => ({ key: code, label: FLOWS[code].label, remark: FLOWS[code].kind })),
})

/** A deployed process definition's state (spec 3 §4): 1 activated, 2 suspended. */
export const processState = defineDictionary({
  code: 'process_state',
  name: { zh: '流程状态', en: 'Process state', ja: 'プロセス状態' },
  entries: [
    { key: '1', label: { zh: '激活', en: 'Activated', ja: '有効' } },
    { key: '2', label: { zh: '挂起', en: 'Suspended', ja: '停止' } },
  ],
})

/** Where an approval stands (a process instance). */
export const processInstanceState = defineDictionary({
  code: 'process_instance_state',
  name: { zh: '审批状态', en: 'Approval state', ja: '承認状態' },
  entries: [
    { key: 'running', label: { zh: '审批中', en: 'In approval', ja: '承認中' } },
    { key: 'approved', label: { zh: '已通过', en: 'Approved', ja: '承認済み' } },
    { key: 'rejected', label: { zh: '已驳回', en: 'Rejected', ja: '却下' } },
    { key: 'withdrawn', label: { zh: '已撤回', en: 'Withdrawn', ja: '取り下げ' } },
  ],
})

/** Message status (spec 1 §4): 0 pending approval, 1 approved, 2 rejected by the checking user. */
export const messageStatus = defineDictionary({
  code: 'message_status',
  name: { zh: '消息状态', en: 'Message status', ja: 'メッセージ状態' },
  entries: [
    { key: '0', label: { zh: '待审批', en: 'Pending approval', ja: '承認待ち' } },
    { key: '1', label: { zh: '已通过', en: 'Approved', ja: '承認済み' } },
    { key: '2', label: { zh: '已驳回', en: 'Rejected', ja: '却下' } },
  ],
})

/** A leave application's status: 1 in approval, 2 approved, 3 rejected, 4 withdrawn. */
export const leaveStatus = defineDictionary({
  code: 'leave_status',
  name: { zh: '请假状态', en: 'Leave status', ja: '休暇状態' },
  entries: [
    { key: '1', label: { zh: '审批中', en: 'In approval', ja: '承認中' } },
    { key: '2', label: { zh: '已通过', en: 'Approved', ja: '承認済み' } },
    { key: '3', label: { zh: '已驳回', en: 'Rejected', ja: '却下' } },
    { key: '4', label: { zh: '已撤回', en: 'Withdrawn', ja: '取り下げ' } },
  ],
})

export const workflowDictionaries: readonly Dictionary[] = [
  flowDictionary,
  processState,
  processInstanceState,
  messageStatus,
  leaveStatus,
]
