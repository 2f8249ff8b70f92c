import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  NumberInput,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { statusLabel } from '#sync/resources/define-action.ts'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { stocktakingActions } from '#sync/resources/wms/w-stocktaking.actions.ts'
import { wStocktaking, wStocktakingItem } from '#sync/resources/wms/w-stocktaking.resource.ts'
import { enterCountsContract, recountContract } from '#sync/resources/wms/wms.contracts.ts'
import { callApi, clientSettings } from '../../api/client.ts'
import { usePermissions } from '../../api/menus.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import { EmptyRow } from '../../ui/empty-row.tsx'
import { lotText } from '../inventory/stock-card.ts'
import { resolveLinkLabels } from '../resource/link-labels.ts'
import { LinkPicker } from '../resource/link-picker.tsx'
import { ResourcePanel } from '../resource/resource-list.page.tsx'
import type { Row } from '../resource/resource-table.tsx'
import { refreshList, refusalText } from './inbound-receipt.ts'
import {
  type Count,
  type CountLine,
  canAudit,
  canCount,
  canRecount,
  countDetail,
  countPositions,
  countStatusCall,
  countsBody,
  differenceTotal,
  type FoundLot,
  initialCounts,
  recountBody,
  showsDifference,
  showsExpected,
  signed,
  statusBody,
  uncounted,
} from './stocktaking-work.ts'

const NUMBER_CELL = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const
const LINE_STATUS_TEXT: Record<string, string> = {
  '1': 'stocktaking.toCount',
  '2': 'stocktaking.countedStatus',
  '3': 'stocktaking.toRecount',
}
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
  const lang = currentLanguage()
  const client = useQueryClient()
  const [typed, setTyped] = useState<Record<string, string>>(() => initialCounts(lines))
  const [found, setFound] = useState<FoundLot[]>([])
  const [remark, setRemark] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState<string | null>(null)
  const counting = canCount(count)
  const audit = canAudit(count)
  const expected = showsExpected(count)
  const difference = showsDifference(count)
  const positionIds = countPositions(count)
  const positions = useQuery({
    queryKey: ['stock-count-positions', positionIds],
    enabled: positionIds.length > 0,
    queryFn: () => resolveLinkLabels(client, 'ware/wbasestoreposition', positionIds),
    staleTime: 60_000,
  })
  const positionName = (id: string | null | undefined) => (id ? (positions.data?.[id] ?? id) : '')
  const run = async (name: string, work: () => Promise<void>) => {
    setBusy(name)
    setProblem(null)
    try {
      await work()
    } catch (e) {
      setProblem(refusalText(e, t('common.unknownError')))
    } finally {
      setBusy(null)
    }
  }
  const save = () => {
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
  const move = (name: 'submit' | 'approve' | 'reject') => {
    if (name === 'reject' && !remark.trim()) {
      setProblem(t('stocktaking.remarkRequired'))
      return
    }
    const body = name === 'reject' ? statusBody(String(count.id), 'reject', remark) : statusBody(String(count.id), name)
    return run(name, async () => {
      await callApi(countStatusCall, { params: body }, { silent: true })
      clientSettings.notifySuccess(
        t(
          name === 'submit'
            ? 'stocktaking.submitted'
            : name === 'approve'
              ? 'stocktaking.approved'
              : 'stocktaking.rejected',
        ),
      )
      await onChanged()
    })
  }
  const setLot = (i: number, patch: Partial<FoundLot>) => {
    setFound((all) => all.map((lot, j) => (j === i ? { ...lot, ...patch } : lot)))
    setProblem(null)
  }
  const status = count.status === undefined ? '' : statusLabel(wStocktaking, 'status', String(count.status), lang)
  const total = difference ? differenceTotal(lines) : null
  const left = uncounted(lines)
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
    <Stack gap="sm">
      <Group gap="xs">
        {status && <Badge variant="light">{status}</Badge>}
        <Text size="sm" c="dimmed">
          {t(hint)}
        </Text>
      </Group>
      {count.reviewRemark && String(count.status) === '50' && (
        <Alert color="orange" variant="light" p="xs">
          {t('stocktaking.rejectedBy', { remark: count.reviewRemark })}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={900}>
        <Table withTableBorder fz="sm" verticalSpacing={6} aria-label={t('stocktaking.lines')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('stocktaking.position')}</Table.Th>
              <Table.Th>{t('stocktaking.sku')}</Table.Th>
              <Table.Th>{t('stocktaking.lot')}</Table.Th>
              {expected && <Table.Th style={NUMBER_CELL}>{t('stocktaking.expected')}</Table.Th>}
              <Table.Th style={NUMBER_CELL}>{t('stocktaking.counted')}</Table.Th>
              {difference && <Table.Th style={NUMBER_CELL}>{t('stocktaking.books')}</Table.Th>}
              {difference && <Table.Th style={NUMBER_CELL}>{t('stocktaking.difference')}</Table.Th>}
              <Table.Th>{t('stocktaking.lineStatus')}</Table.Th>
              {counting && <Table.Th />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => {
              const id = String(line.id)
              const position = line.positionIdLabel ?? positionName(line.positionId)
              const sku = line.sysSku ?? ''
              const diff = line.differenceQuantity
              return (
                <Table.Tr key={id} data-line={sku}>
                  <Table.Td fw={600}>{position}</Table.Td>
                  <Table.Td>{sku}</Table.Td>
                  <Table.Td>{lotText(line.batchNo, line.inboundDate)}</Table.Td>
                  {expected && <Table.Td style={NUMBER_CELL}>{line.expectedQuantity ?? ''}</Table.Td>}
                  <Table.Td style={NUMBER_CELL} w={counting ? 140 : undefined}>
                    {counting ? (
                      <NumberInput
                        size="xs"
                        aria-label={t('stocktaking.countedOf', { position, sku })}
                        value={typed[id] ?? ''}
                        onChange={(v) => {
                          setTyped((all) => ({ ...all, [id]: String(v) }))
                          setProblem(null)
                        }}
                        min={0}
                        max={99_999_999}
                        allowDecimal={false}
                        allowNegative={false}
                      />
                    ) : (
                      (line.countedQuantity ?? '')
                    )}
                  </Table.Td>
                  {difference && <Table.Td style={NUMBER_CELL}>{line.systemQuantity ?? ''}</Table.Td>}
                  {difference && (
                    <Table.Td
                      style={{
                        ...NUMBER_CELL,
                        color: diff ? `var(--mantine-color-${diff > 0 ? 'teal' : 'red'}-8)` : undefined,
                      }}
                      fw={600}
                    >
                      {diff === null || diff === undefined ? '' : signed(Number(diff))}
                    </Table.Td>
                  )}
                  <Table.Td>{t(LINE_STATUS_TEXT[String(line.lineStatus ?? 1)] ?? 'stocktaking.toCount')}</Table.Td>
                  {counting && (
                    <Table.Td w={90}>
                      {canRecount(count, line) && (
                        <Button
                          size="compact-xs"
                          variant="light"
                          color="orange"
                          loading={busy === `recount-${id}`}
                          onClick={() => void recount(id)}
                        >
                          {t('stocktaking.recount')}
                        </Button>
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              )
            })}
            {lines.length === 0 && <EmptyRow columns={9}>{t('stocktaking.noLines')}</EmptyRow>}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {total !== null && (
        <Text size="sm" fw={600}>
          {t('stocktaking.differenceTotal', { total: signed(total) })}
        </Text>
      )}
      {counting && found.length > 0 && (
        <Stack gap={6}>
          <Title order={6}>{t('stocktaking.foundTitle')}</Title>
          {found.map((lot, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: found lots have no id until saved
            <Group key={i} gap="xs" align="flex-end" wrap="nowrap">
              <Select
                size="xs"
                w={180}
                aria-label={t('stocktaking.foundPosition')}
                placeholder={t('stocktaking.position')}
                data={positionIds.map((id) => ({ value: id, label: positionName(id) }))}
                value={lot.positionId || null}
                onChange={(v) => setLot(i, { positionId: v ?? '' })}
              />
              <div style={{ width: 220 }}>
                <LinkPicker
                  field={wStocktakingItem.fields.productId}
                  placeholder={t('stocktaking.foundProduct')}
                  value={lot.productId}
                  onChange={(v) => setLot(i, { productId: v ?? '' })}
                />
              </div>
              <TextInput
                size="xs"
                w={140}
                aria-label={t('stocktaking.foundBatch')}
                placeholder={t('stocktaking.lot')}
                maxLength={64}
                value={lot.batchNo}
                onChange={(e) => setLot(i, { batchNo: e.currentTarget.value })}
              />
              <TextInput
                size="xs"
                w={130}
                aria-label={t('stocktaking.foundDate')}
                placeholder="YYYY-MM-DD"
                maxLength={10}
                value={lot.inboundDate}
                onChange={(e) => setLot(i, { inboundDate: e.currentTarget.value })}
              />
              <NumberInput
                size="xs"
                w={110}
                aria-label={t('stocktaking.foundCounted')}
                placeholder={t('stocktaking.counted')}
                min={0}
                max={99_999_999}
                allowDecimal={false}
                allowNegative={false}
                value={lot.counted}
                onChange={(v) => setLot(i, { counted: String(v) })}
              />
              <Button
                size="compact-xs"
                variant="subtle"
                color="gray"
                onClick={() => setFound((all) => all.filter((_, j) => j !== i))}
              >
                {t('stocktaking.removeFound')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      {audit && (
        <Textarea
          label={t('stocktaking.reviewRemark')}
          value={remark}
          onChange={(e) => {
            setRemark(e.currentTarget.value)
            setProblem(null)
          }}
          maxLength={255}
          autosize
          minRows={1}
        />
      )}
      {problem && (
        <Alert color="red" variant="light" role="alert" p="xs">
          {problem}
        </Alert>
      )}
      <Group justify="space-between">
        <Group gap="xs">
          {counting && (
            <Button
              variant="default"
              onClick={() => {
                setFound((all) => [
                  ...all,
                  { ...EMPTY_LOT, positionId: positionIds.length === 1 ? (positionIds[0] ?? '') : '' },
                ])
                setProblem(null)
              }}
            >
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
            <Button variant="light" loading={busy === 'save'} onClick={() => void save()}>
              {t('stocktaking.save')}
            </Button>
          )}
          {counting && (
            <Button loading={busy === 'submit'} onClick={() => void move('submit')}>
              {t('stocktaking.submit')}
            </Button>
          )}
          {audit && (
            <Button color="red" variant="light" loading={busy === 'reject'} onClick={() => void move('reject')}>
              {t('stocktaking.reject')}
            </Button>
          )}
          {audit && (
            <Button color="green" loading={busy === 'approve'} onClick={() => void move('approve')}>
              {t('stocktaking.approve')}
            </Button>
          )}
        </Group>
      </Group>
    </Stack>
  )
}
