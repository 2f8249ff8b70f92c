import { Alert, Badge, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core'
import { type UseFormReturnType, useForm } from '@mantine/form'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { statusLabel } from '#sync/resources/define-action.ts'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { stocktakingActions } from '#sync/resources/wms/w-stocktaking.actions.ts'
import { wStocktaking } from '#sync/resources/wms/w-stocktaking.resource.ts'
import { enterCountsContract, recountContract } from '#sync/resources/wms/wms.contracts.ts'
import { callApi, clientSettings } from '../../api/client.ts'
import { usePermissions } from '../../api/menus.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import { resolveLinkLabels } from '../resource/link-labels.ts'
import { ResourcePanel } from '../resource/resource-list.page.tsx'
import type { Row } from '../resource/resource-table.tsx'
import { type SubmitForApproval, useSubmitForApproval } from '../workflow/choose-approval-submit.tsx'
import { DocumentApproval } from '../workflow/document-approval.tsx'
import { refreshList, refusalText } from './inbound-receipt.ts'
import { CountLineTable, type CountValues, FoundLots } from './stocktaking-lines.tsx'
import {
  type Count,
  type CountLine,
  canAudit,
  canCount,
  countDetail,
  countPositions,
  countsBody,
  differenceTotal,
  type FoundLot,
  initialCounts,
  recountBody,
  showsDifference,
  signed,
  uncounted,
} from './stocktaking-work.ts'
import { useWork } from './use-work.ts'

const EMPTY_LOT: FoundLot = { positionId: '', productId: '', batchNo: '', inboundDate: '', counted: '' }

/**
 * The stock counts' screen (issue 10 §2): the generic list with, per row, 盘点: the count's lines to
 * count (blind: what the books expect is not shown), lots found added, lines sent back to recount,
 * then submitted, and approved (posting each difference) or sent back.
 */
export function StocktakingPage({ resource }: { resource: ResourceDef }) {
  const { t } = useTranslation()
  const { can } = usePermissions()
  const client = useQueryClient()
  const [count, setCount] = useState<{ id: string; code: string } | null>(null)
  return (
    <>
      <ResourcePanel
        resource={resource}
        extraAction={
          can(resource.permissions.edit)
            ? {
                label: t('stocktaking.action'),
                onClick: (row: Row) => setCount({ id: String(row.id), code: String(row.code ?? row.id) }),
                // Counted while to submit or sent back, audited once submitted; a closed count offers nothing.
                steps: [stocktakingActions.submit, stocktakingActions.complete],
              }
            : undefined
        }
      />
      <Modal
        opened={count !== null}
        onClose={() => setCount(null)}
        title={count ? t('stocktaking.title', { code: count.code }) : ''}
        size={1100}
      >
        {count && (
          <CountForm
            key={count.id}
            countId={count.id}
            onClose={() => setCount(null)}
            onChanged={() => refreshList(client, resource)}
          />
        )}
      </Modal>
    </>
  )
}

function CountForm({ countId, onClose, onChanged }: { countId: string; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation()
  const count = useQuery({
    queryKey: ['stock-count', countId],
    queryFn: (): Promise<Count> => callApi(countDetail, { query: { id: countId } }),
    staleTime: 0,
    gcTime: 0,
  })
  if (!count.data) {
    return <Center h={160}>{count.isError ? <Text c="red">{t('stocktaking.loadFailed')}</Text> : <Loader />}</Center>
  }
  const data = count.data
  const changed = async () => {
    await count.refetch()
    onChanged()
  }
  const lines = data.items ?? []
  // A new answer (new counts, a new status) starts the typed counts again from what is saved.
  const version = `${data.status}-${lines.map((l) => `${l.id}:${l.countedQuantity ?? ''}:${l.lineStatus ?? ''}`).join(',')}`
  return <CountLines key={version} count={data} lines={lines} onChanged={changed} onClose={onClose} />
}

/**
 * The count's work, each a call of its own: save the typed counts and found lots, send a line back to
 * recount, submit into the approval chosen in the choose-approval dialog (its approvers decide it
 * from their to-do list); `busy` names the one under way, and a refusal is told through the work's `error`.
 */
function useCountWork(
  count: Count,
  lines: CountLine[],
  form: UseFormReturnType<CountValues>,
  onChanged: () => Promise<void>,
  { run, setError: setProblem }: ReturnType<typeof useWork>,
  approval: SubmitForApproval,
) {
  const { t } = useTranslation()
  const save = () => {
    const { typed, found } = form.getValues()
    const built = countsBody(String(count.id), lines, typed, found)
    if (!built.body) {
      setProblem(t(`stocktaking.problem.${built.problem}`))
      return
    }
    return run('save', async () => {
      await callApi(enterCountsContract, { params: built.body }, { silent: true })
      clientSettings.notifySuccess(t('stocktaking.saved'))
      await onChanged()
    })
  }
  const recount = (lineId: string) =>
    run(`recount-${lineId}`, async () => {
      await callApi(recountContract, { params: recountBody(lineId) }, { silent: true })
      clientSettings.notifySuccess(t('stocktaking.recountSent'))
      await onChanged()
    })
  const submit = async () => {
    const processDefinitionId = await approval.choose()
    if (!processDefinitionId) return
    return run('submit', async () => {
      await approval.post([String(count.id)], processDefinitionId)
      clientSettings.notifySuccess(t('stocktaking.submitted'))
      await onChanged()
    })
  }
  return { save, recount, submit }
}

/** The count's status, what may be done in it, and the reviewer's remark when it was sent back. */
function CountHeader({ count, counting, audit }: { count: Count; counting: boolean; audit: boolean }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const status = count.status === undefined ? '' : statusLabel(wStocktaking, 'status', String(count.status), lang)
  const hint = !count.freezeTime
    ? 'stocktaking.notStarted'
    : counting
      ? Number(count.blind ?? 1) === 1
        ? 'stocktaking.blindHint'
        : 'stocktaking.countingHint'
      : audit
        ? 'stocktaking.auditHint'
        : String(count.status) === '100'
          ? 'stocktaking.doneHint'
          : 'stocktaking.closed'
  return (
    <>
      <Group gap="xs">
        {status && <Badge variant="light">{status}</Badge>}
        <Text size="sm" c="dimmed">
          {t(hint)}
        </Text>
      </Group>
      {(audit || String(count.status) === '50' || String(count.status) === '100') && (
        <DocumentApproval resource="ware/wstocktaking" businessId={String(count.id)} />
      )}
      {count.reviewRemark && String(count.status) === '50' && (
        <Alert color="orange" variant="light" p="xs">
          {t('stocktaking.rejectedBy', { remark: count.reviewRemark })}
        </Alert>
      )}
    </>
  )
}

/** The count's buttons: add a found lot and how many lines wait, then close, save and submit for approval. */
function CountFooter({
  count,
  left,
  busy,
  onAddFound,
  onClose,
  onSave,
  onSubmit,
}: {
  count: Count
  left: number
  busy: string | null
  onAddFound: () => void
  onClose: () => void
  onSave: () => void
  onSubmit: () => void
}) {
  const { t } = useTranslation()
  const counting = canCount(count)
  return (
    <Group justify="space-between">
      <Group gap="xs">
        {counting && (
          <Button variant="default" onClick={onAddFound}>
            {t('stocktaking.addFound')}
          </Button>
        )}
        {counting && left > 0 && (
          <Text size="sm" c="dimmed">
            {t('stocktaking.uncounted', { count: left })}
          </Text>
        )}
      </Group>
      <Group gap="xs">
        <Button variant="default" onClick={onClose}>
          {t('stocktaking.close')}
        </Button>
        {counting && (
          <Button variant="light" loading={busy === 'save'} onClick={onSave}>
            {t('stocktaking.save')}
          </Button>
        )}
        {counting && (
          <Button loading={busy === 'submit'} onClick={onSubmit}>
            {t('stocktaking.submit')}
          </Button>
        )}
      </Group>
    </Group>
  )
}

/** The positions the count covers, and their names (an id until its name arrives). */
function useCountPositions(count: Count) {
  const client = useQueryClient()
  const positionIds = countPositions(count)
  const positions = useQuery({
    queryKey: ['stock-count-positions', positionIds],
    enabled: positionIds.length > 0,
    queryFn: () => resolveLinkLabels(client, 'ware/wbasestoreposition', positionIds),
    staleTime: 60_000,
  })
  const positionName = (id: string | null | undefined) => (id ? (positions.data?.[id] ?? id) : '')
  return { positionIds, positionName }
}

function CountLines({
  count,
  lines,
  onChanged,
  onClose,
}: {
  count: Count
  lines: CountLine[]
  onChanged: () => Promise<void>
  onClose: () => void
}) {
  const { t } = useTranslation()
  const work = useWork(refusalText)
  const { busy, error: problem, setError: setProblem } = work
  const form = useForm<CountValues>({
    initialValues: { typed: initialCounts(lines), found: [] },
    // What was refused is of the values as they were.
    onValuesChange: () => setProblem(null),
  })
  const counting = canCount(count)
  const audit = canAudit(count)
  const { positionIds, positionName } = useCountPositions(count)
  const approval = useSubmitForApproval(stocktakingActions.submit)
  const { save, recount, submit } = useCountWork(count, lines, form, onChanged, work, approval)
  const total = showsDifference(count) ? differenceTotal(lines) : null
  return (
    <Stack gap="sm">
      <CountHeader count={count} counting={counting} audit={audit} />
      <CountLineTable
        count={count}
        lines={lines}
        form={form}
        counting={counting}
        busy={busy}
        positionName={positionName}
        onRecount={(id) => void recount(id)}
      />
      {total !== null && (
        <Text size="sm" fw={600}>
          {t('stocktaking.differenceTotal', { total: signed(total) })}
        </Text>
      )}
      {counting && form.values.found.length > 0 && (
        <FoundLots form={form} positionIds={positionIds} positionName={positionName} />
      )}
      {problem && (
        <Alert color="red" variant="light" role="alert" p="xs">
          {problem}
        </Alert>
      )}
      <CountFooter
        count={count}
        left={uncounted(lines)}
        busy={busy}
        onAddFound={() =>
          form.insertListItem('found', {
            ...EMPTY_LOT,
            positionId: positionIds.length === 1 ? (positionIds[0] ?? '') : '',
          })
        }
        onClose={onClose}
        onSave={() => void save()}
        onSubmit={() => void submit()}
      />
      {approval.dialog}
    </Stack>
  )
}
