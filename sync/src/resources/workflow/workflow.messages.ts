import { workflowModelMessages } from './workflow-model.messages.ts'

/** Messages of the workflow area (keys prefixed `workflow.`), in each language. */
export const workflowMessages = {
  ...workflowModelMessages,
  'workflow.startFailed': {
    zh: '流程启动失败：{reason}',
    en: 'The approval could not start: {reason}',
    ja: '承認を開始できません：{reason}',
  },
  'workflow.noActiveDeployment': {
    zh: '流程“{flow}”没有已激活的部署',
    en: 'The flow "{flow}" has no activated deployment',
    ja: 'フロー「{flow}」に有効なデプロイがありません',
  },
  'workflow.templateNotOfFlow': {
    zh: '所选审批模板不属于流程“{flow}”或已挂起',
    en: 'The chosen approval template is not an activated template of the flow "{flow}"',
    ja: '選択した承認テンプレートはフロー「{flow}」の有効なテンプレートではありません',
  },
  'workflow.awaitingApproval': {
    zh: '{record}正在审批中（{step}），撤回后才能修改',
    en: '{record} is awaiting approval ({step}); withdraw it before changing it',
    ja: '{record}は承認待ちです（{step}）。変更する前に取り下げてください',
  },
  'workflow.alreadyRunning': {
    zh: '{record}已有进行中的审批',
    en: '{record} already has an approval in progress',
    ja: '{record}には進行中の承認があります',
  },
  'workflow.taskNotFound': {
    zh: '任务不存在或已结束',
    en: 'The task does not exist or has ended',
    ja: 'タスクが存在しないか終了しています',
  },
  'workflow.taskDone': {
    zh: '任务“{task}”已由{user}处理',
    en: 'The task "{task}" was already handled by {user}',
    ja: 'タスク「{task}」は既に{user}が処理しました',
  },
  'workflow.taskClaimed': {
    zh: '任务“{task}”已由{user}签收',
    en: 'The task "{task}" has already been claimed by {user}',
    ja: 'タスク「{task}」は既に{user}が受領しました',
  },
  'workflow.notCandidate': {
    zh: '你不是任务“{task}”的处理人',
    en: 'You are not an approver of the task "{task}"',
    ja: 'あなたはタスク「{task}」の承認者ではありません',
  },
  'workflow.notInitiator': {
    zh: '只有发起人{user}可以撤回该审批',
    en: 'Only its initiator, {user}, may withdraw this approval',
    ja: 'この承認を取り下げられるのは申請者{user}のみです',
  },
  'workflow.instanceEnded': {
    zh: '该审批已结束（{state}）',
    en: 'This approval has already ended ({state})',
    ja: 'この承認は既に終了しています（{state}）',
  },
  'workflow.commentRequired': {
    zh: '驳回时请填写审批意见',
    en: 'Give a comment when rejecting',
    ja: '却下する場合はコメントを入力してください',
  },
  'workflow.decisionRequired': {
    zh: '请选择通过或驳回',
    en: 'Choose approve or reject',
    ja: '承認か却下を選択してください',
  },
  'workflow.chooseNextApprover': {
    zh: '请为“{task}”选择审批人',
    en: 'Choose the approver of "{task}"',
    ja: '「{task}」の承認者を選択してください',
  },
  'workflow.noDepartmentLeader': {
    zh: '发起人的部门“{dept}”没有设置负责人，无法分配“{task}”',
    en: 'The initiator\'s department "{dept}" has no leader to hold "{task}"',
    ja: '申請者の部門「{dept}」に責任者がいないため「{task}」を割り当てられません',
  },
  'workflow.noDepartment': {
    zh: '发起人不属于任何部门，无法分配“{task}”',
    en: 'The initiator belongs to no department, so "{task}" has no department leader',
    ja: '申請者がどの部門にも属していないため「{task}」を割り当てられません',
  },
  'workflow.unknownAccount': {
    zh: '审批人账号“{account}”不存在（{task}）',
    en: 'No user has the account "{account}" ({task})',
    ja: 'アカウント「{account}」のユーザーがいません（{task}）',
  },
  'workflow.conditionFailed': {
    zh: '条件“{condition}”无法计算：{reason}',
    en: 'The condition "{condition}" could not be evaluated: {reason}',
    ja: '条件「{condition}」を評価できません：{reason}',
  },
  'workflow.noPathTaken': {
    zh: '网关“{gateway}”没有满足条件的出口',
    en: 'No outgoing flow of the gateway "{gateway}" applies',
    ja: 'ゲートウェイ「{gateway}」に該当する出口がありません',
  },
  'workflow.deploymentInUse': {
    zh: '部署“{name}”（版本{version}）还有{count}个审批在进行，不能删除',
    en: 'The deployment "{name}" (version {version}) still runs {count} approval(s) and cannot be removed',
    ja: 'デプロイ「{name}」（版{version}）では承認が{count}件進行中のため削除できません',
  },
  'workflow.flowNotBuilt': {
    zh: '流程“{flow}”的业务单据尚未上线',
    en: 'The documents of the flow "{flow}" are not built yet',
    ja: 'フロー「{flow}」の伝票はまだ利用できません',
  },
  'workflow.taskOfOtherDocument': {
    zh: '该任务不属于{document}的审批',
    en: 'This task is not an approval of a {document}',
    ja: 'このタスクは{document}の承認ではありません',
  },
  'workflow.notInvolved': {
    zh: '你没有参与该审批',
    en: 'You take no part in this approval',
    ja: 'あなたはこの承認に関与していません',
  },
  'workflow.fileNotBpmn': {
    zh: '请上传 .bpmn 或 .xml 文件',
    en: 'Upload a .bpmn or .xml file',
    ja: '.bpmn または .xml ファイルをアップロードしてください',
  },
  'workflow.leaveEndsBeforeStart': {
    zh: '结束时间不能早于开始时间',
    en: 'The leave cannot end before it starts',
    ja: '終了日時は開始日時より後にしてください',
  },
  'workflow.approvedByFlow': {
    zh: '{record}由审批流程“{flow}”审批，请在待办中处理',
    en: '{record} is approved through the flow "{flow}": handle it from the to-do list',
    ja: '{record}は承認フロー「{flow}」で承認します。ToDoから処理してください',
  },
}
