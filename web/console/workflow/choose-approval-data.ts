import { useQuery } from '@tanstack/react-query'
import { dept } from '#sync/resources/system/dept.resource.ts'
import type { FlowCode } from '#sync/resources/workflow/flows.ts'
import { flowUsersContract } from '#sync/resources/workflow/workflow.contracts.ts'
import { callApi, getJson } from '../../api/client.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import { useUserInfo } from '../account/user-info.ts'
import { operationUrl } from '../resource/resource-meta.ts'
import { type DeptNode, deptNames, firstDept, preselectedTemplate } from './choose-approval.ts'

const DEPT_TREE_URL = operationUrl(dept, 'tree') ?? ''

/**
 * What the choose-approval dialog shows: the flow's templates, the department tree (the one the
 * console's department pickers read, under their query key), each department's name, and the
 * template preselected for the signed-in user's first department.
 */
export function useApprovalChoices(flow: FlowCode, opened: boolean) {
  const templates = useQuery({
    queryKey: ['approval-templates', flow],
    queryFn: () => callApi(flowUsersContract, { query: { appModuleCode: flow } }),
    enabled: opened,
  })
  const tree = useQuery({
    queryKey: ['link-tree', 'blade-system/dept', currentLanguage()],
    queryFn: () => getJson<DeptNode[]>(DEPT_TREE_URL, {}, { silent: true }),
    enabled: opened,
    staleTime: 60_000,
  })
  const user = useUserInfo(opened)
  const nodes = tree.data ?? []
  return {
    templates,
    tree: nodes,
    names: deptNames(nodes),
    preselected: preselectedTemplate(templates.data ?? [], firstDept(user.data?.deptId)),
  }
}
