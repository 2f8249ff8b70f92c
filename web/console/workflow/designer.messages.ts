import type { Label } from '#sync/i18n/language.ts'

/** Texts of the approval models, their designer, the deployments and the tracking diagram. */
export const DESIGNER_TEXT = {
  'designer.model.design': { zh: '设计', en: 'Design', ja: '設計' },
  'designer.model.new': { zh: '新建模型', en: 'New model', ja: '新規モデル' },
  'designer.model.deploy': { zh: '部署', en: 'Deploy', ja: 'デプロイ' },
  'designer.model.deployed': {
    zh: '已部署 {{name}}，版本 {{version}}',
    en: 'Deployed {{name}}, version {{version}}',
    ja: '{{name}} をデプロイしました（版 {{version}}）',
  },
  'designer.model.selectToDeploy': {
    zh: '请勾选要部署的模型',
    en: 'Tick the models to deploy',
    ja: 'デプロイするモデルを選択してください',
  },

  'designer.title.new': { zh: '新建流程模型', en: 'New approval model', ja: '新しい承認モデル' },
  'designer.title.edit': { zh: '设计：{{name}}', en: 'Design: {{name}}', ja: '設計：{{name}}' },
  'designer.save': { zh: '保存', en: 'Save', ja: '保存' },
  'designer.saveDeploy': { zh: '保存并部署', en: 'Save and deploy', ja: '保存してデプロイ' },
  'designer.download': { zh: '下载 .bpmn', en: 'Download .bpmn', ja: '.bpmn をダウンロード' },
  'designer.upload': { zh: '打开 .bpmn 文件', en: 'Open a .bpmn file', ja: '.bpmn ファイルを開く' },
  'designer.fit': { zh: '适应画布', en: 'Fit to view', ja: '全体を表示' },
  'designer.close': { zh: '关闭', en: 'Close', ja: '閉じる' },
  'designer.saved': { zh: '模型已保存', en: 'Model saved', ja: 'モデルを保存しました' },
  'designer.loading': { zh: '正在打开设计器…', en: 'Opening the designer…', ja: 'デザイナーを開いています…' },
  'designer.loadFailed': {
    zh: '模型无法打开：{{reason}}',
    en: 'The model could not be opened: {{reason}}',
    ja: 'モデルを開けません：{{reason}}',
  },
  'designer.fileFailed': {
    zh: '文件不是可读的 BPMN 2.0：{{reason}}',
    en: 'The file is not readable BPMN 2.0: {{reason}}',
    ja: '読み取れる BPMN 2.0 ファイルではありません：{{reason}}',
  },
  'designer.required': {
    zh: '请填写模型标识、模型名称和流程分类',
    en: 'Fill in the model key, the model name and the flow',
    ja: 'モデルキー、モデル名、フローを入力してください',
  },
  'designer.blankStep': { zh: '部门负责人审批', en: 'Department head approves', ja: '部門長の承認' },
  'designer.panel.model': { zh: '模型', en: 'Model', ja: 'モデル' },
  'designer.panel.hint': {
    zh: '选中审批节点或排他网关的出口连线，可在此设置',
    en: 'Select an approval step or a branch leaving an exclusive gateway to set it up here',
    ja: '承認ステップ、または排他ゲートウェイから出るフローを選ぶとここで設定できます',
  },

  'designer.task.title': { zh: '审批节点', en: 'Approval step', ja: '承認ステップ' },
  'designer.task.name': { zh: '节点名称', en: 'Step name', ja: 'ステップ名' },
  'designer.task.holder': { zh: '审批人', en: 'Who approves', ja: '承認者' },
  'designer.task.user': { zh: '用户', en: 'User', ja: 'ユーザー' },
  'designer.task.roles': {
    zh: '角色别名（逗号分隔）',
    en: 'Role aliases (comma-separated)',
    ja: 'ロール別名（カンマ区切り）',
  },
  'designer.task.departments': { zh: '部门', en: 'Departments', ja: '部門' },
  'designer.task.users': { zh: '用户', en: 'Users', ja: 'ユーザー' },
  'designer.task.chooseNext': {
    zh: '由本节点审批人选择下一审批人',
    en: 'The approver of this step chooses the next approver',
    ja: 'このステップの承認者が次の承認者を選ぶ',
  },
  'designer.holder.deptLeader': {
    zh: '发起人的部门负责人',
    en: "The initiator's department head",
    ja: '申請者の部門長',
  },
  'designer.holder.chosen': {
    zh: '上一步（或发起人）选择的人',
    en: 'The person the previous step (or the initiator) chose',
    ja: '前のステップ（または申請者）が選んだ人',
  },
  'designer.holder.initiator': { zh: '发起人', en: 'The initiator', ja: '申請者' },
  'designer.holder.user': { zh: '指定用户', en: 'A user account', ja: '指定ユーザー' },
  'designer.holder.roles': { zh: '候选角色', en: 'Candidate roles', ja: '候補ロール' },
  'designer.holder.departments': { zh: '候选部门', en: 'Candidate departments', ja: '候補部門' },
  'designer.holder.users': { zh: '候选用户', en: 'Candidate users', ja: '候補ユーザー' },

  'designer.branch.title': { zh: '网关出口', en: 'Gateway branch', ja: 'ゲートウェイの分岐' },
  'designer.branch.name': { zh: '名称', en: 'Name', ja: '名前' },
  'designer.branch.condition': { zh: '条件', en: 'Condition', ja: '条件' },
  'designer.branch.conditionHint': {
    zh: "读取单据字段，例如 absDifferenceQuantity > 100 && storeId == '1'",
    en: "Reads the document's fields, e.g. absDifferenceQuantity > 100 && storeId == '1'",
    ja: "伝票の項目を参照。例：absDifferenceQuantity > 100 && storeId == '1'",
  },
  'designer.branch.default': {
    zh: '默认出口（其它条件都不满足时）',
    en: 'Default branch (when no other condition holds)',
    ja: '既定の分岐（他の条件がどれも成り立たないとき）',
  },

  'designer.deployment.activate': { zh: '激活', en: 'Activate', ja: '有効化' },
  'designer.deployment.suspend': { zh: '挂起', en: 'Suspend', ja: '停止' },
  'designer.deployment.activated': { zh: '已激活', en: 'Activated', ja: '有効化しました' },
  'designer.deployment.suspended': {
    zh: '已挂起：不再发起新的审批',
    en: 'Suspended: no new approval starts on it',
    ja: '停止しました：新しい承認は開始されません',
  },
  'designer.deployment.delete': { zh: '删除', en: 'Delete', ja: '削除' },
  'designer.deployment.deleteConfirm': {
    zh: '删除勾选的 {{count}} 个部署？有审批在运行的部署不能删除。',
    en: 'Delete the {{count}} ticked deployments? One an approval still runs on cannot be deleted.',
    ja: '選択した {{count}} 件のデプロイを削除しますか？実行中の承認があるデプロイは削除できません。',
  },
  'designer.deployment.deleted': { zh: '已删除', en: 'Deleted', ja: '削除しました' },
  'designer.deployment.selectToDelete': {
    zh: '请勾选要删除的部署',
    en: 'Tick the deployments to delete',
    ja: '削除するデプロイを選択してください',
  },
  'designer.deployment.upload': { zh: '上传 .bpmn', en: 'Upload .bpmn', ja: '.bpmn をアップロード' },
  'designer.deployment.uploadTitle': {
    zh: '上传并部署 BPMN 文件',
    en: 'Upload and deploy a BPMN file',
    ja: 'BPMN ファイルをアップロードしてデプロイ',
  },
  'designer.deployment.file': { zh: 'BPMN 文件', en: 'BPMN file', ja: 'BPMN ファイル' },
  'designer.deployment.uploadRequired': {
    zh: '请选择文件和流程分类',
    en: 'Choose a file and the flow',
    ja: 'ファイルとフローを選んでください',
  },
  'designer.deployment.diagram': {
    zh: '{{name}}（版本 {{version}}）',
    en: '{{name}} (version {{version}})',
    ja: '{{name}}（版 {{version}}）',
  },

  'designer.diagram.completed': { zh: '已完成', en: 'Done', ja: '完了' },
  'designer.diagram.active': { zh: '进行中', en: 'In progress', ja: '進行中' },
  'designer.diagram.loadFailed': {
    zh: '流程图无法显示',
    en: 'The diagram cannot be shown',
    ja: 'フロー図を表示できません',
  },
} as const satisfies Record<string, Label>
