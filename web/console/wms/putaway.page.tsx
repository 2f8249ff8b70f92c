import { Alert, Button, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import {
  inboundShelvesActions,
  QUALITY_STATUS,
  qualityActions,
  SHELVES_STATUS,
} from '#sync/resources/wms/w-inbound-order.actions.ts'
import { wInboundShelves, wQualityInspection } from '#sync/resources/wms/w-inbound-order.resource.ts'
import { putAwayContract, submitInspectionContract } from '#sync/resources/wms/wms.contracts.ts'
import { callApi, clientSettings } from '../../api/client.ts'
import { usePermissions } from '../../api/menus.ts'
import { LinkPicker } from '../resource/link-picker.tsx'
import { ResourcePanel } from '../resource/resource-list.page.tsx'
import type { Row } from '../resource/resource-table.tsx'
import { inspectionBody, leftToPutAway, putAwayBody, refreshList, refusalText } from './inbound-receipt.ts'

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v))

/** The putaway tasks' screen: the generic list with, per row, 上架 into a position of the task's warehouse. */
export function PutAwayTaskPage({ resource }: { resource: ResourceDef }) {
  const { t } = useTranslation()
  const { can } = usePermissions()
  const client = useQueryClient()
  const [task, setTask] = useState<Row | null>(null)
  return (
    <>
      <ResourcePanel
        resource={resource}
        extraAction={
          can(resource.permissions.edit)
            ? { label: t('wms.putaway.action'), onClick: (row) => setTask(row), steps: [inboundShelvesActions.putAway] }
            : undefined
        }
      />
      <Modal
        opened={task !== null}
        onClose={() => setTask(null)}
        title={task ? t('wms.putaway.title', { sku: text(task.sysSku) || text(task.id) }) : ''}
        size={480}
      >
        {task && (
          <PutAwayForm
            key={text(task.id)}
            task={task}
            onDone={() => {
              setTask(null)
              refreshList(client, resource)
            }}
          />
        )}
      </Modal>
    </>
  )
}

function PutAwayForm({ task, onDone }: { task: Row; onDone: () => void }) {
  const { t } = useTranslation()
  const left = leftToPutAway(task)
  const open = text(task.status) === SHELVES_STATUS.onShelf && left > 0
  const [positionId, setPositionId] = useState(text(task.positionId))
  const [quantity, setQuantity] = useState<number | ''>(left)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const submit = async () => {
    const built = putAwayBody(text(task.id), positionId, quantity, left)
    if (!built.body) {
      setProblem(t(built.problem))
      return
    }
    setBusy(true)
    try {
      await callApi(putAwayContract, { params: built.body }, { silent: true })
      clientSettings.notifySuccess(t('wms.putaway.done'))
      onDone()
    } catch (e) {
      setProblem(refusalText(e, t('common.unknownError')))
    } finally {
      setBusy(false)
    }
  }
  if (!open) return <Text size="sm">{t('wms.putaway.nothingLeft')}</Text>
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('wms.putaway.left', {
          left,
          quantity: Number(task.quantity ?? 0),
          done: Number(task.putAwayQuantity ?? 0),
        })}
      </Text>
      <LinkPicker
        field={wInboundShelves.fields.positionId}
        label={t('wms.putaway.position')}
        value={positionId}
        initialLabel={
          // After parts went to several positions the row's label lists them all: the picker names its own.
          task.positionIdLabel && !(Array.isArray(task.putAwayPositions) && task.putAwayPositions.length > 1)
            ? text(task.positionIdLabel)
            : undefined
        }
        within={text(task.storeId) || undefined}
        // The units wait in the receiving position: putting them away there moves nothing.
        omit={task.fromPositionId ? [text(task.fromPositionId)] : undefined}
        onChange={(v) => {
          setPositionId(v ?? '')
          setProblem(null)
        }}
        required
      />
      <NumberInput
        label={t('wms.putaway.quantity')}
        value={quantity}
        onChange={(v) => {
          setQuantity(typeof v === 'number' ? v : v === '' ? '' : Number(v))
          setProblem(null)
        }}
        min={1}
        max={left}
        allowDecimal={false}
        allowNegative={false}
        required
      />
      {problem && (
        <Alert color="red" variant="light" role="alert" p="xs">
          {problem}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button loading={busy} onClick={() => void submit()}>
          {t('wms.putaway.submit')}
        </Button>
      </Group>
    </Stack>
  )
}

/** The quality inspections' screen: the generic list with, per row, 录入质检 (sampled and defective units). */
export function InspectionPage({ resource }: { resource: ResourceDef }) {
  const { t } = useTranslation()
  const { can } = usePermissions()
  const client = useQueryClient()
  const [row, setRow] = useState<Row | null>(null)
  return (
    <>
      <ResourcePanel
        resource={resource}
        extraAction={
          can(resource.permissions.edit)
            ? { label: t('wms.inspection.action'), onClick: (r) => setRow(r), steps: [qualityActions.submitInspection] }
            : undefined
        }
      />
      <Modal
        opened={row !== null}
        onClose={() => setRow(null)}
        title={row ? t('wms.inspection.title', { code: text(row.code) || text(row.sysSku) || text(row.id) }) : ''}
        size={480}
      >
        {row && (
          <InspectionForm
            key={text(row.id)}
            row={row}
            onDone={() => {
              setRow(null)
              refreshList(client, resource)
            }}
          />
        )}
      </Modal>
    </>
  )
}

function InspectionForm({ row, onDone }: { row: Row; onDone: () => void }) {
  const { t } = useTranslation()
  const total = Number(row.quantity ?? 0)
  const [sampled, setSampled] = useState<number | ''>(total > 0 ? total : '')
  const [defect, setDefect] = useState<number | ''>(0)
  const [quarantinePositionId, setQuarantine] = useState('')
  const [remark, setRemark] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  if (text(row.status) !== QUALITY_STATUS.pending) return <Text size="sm">{t('wms.inspection.closed')}</Text>
  const number = (v: string | number): number | '' => {
    setProblem(null)
    return typeof v === 'number' ? v : v === '' ? '' : Number(v)
  }
  const submit = async () => {
    const built = inspectionBody(text(row.id), { sampled, defect, quarantinePositionId, remark })
    if (!built.body) {
      setProblem(t(built.problem))
      return
    }
    setBusy(true)
    try {
      await callApi(submitInspectionContract, { params: built.body }, { silent: true })
      clientSettings.notifySuccess(t('wms.inspection.done'))
      onDone()
    } catch (e) {
      setProblem(refusalText(e, t('common.unknownError')))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t('wms.inspection.quantity', { quantity: total })}
      </Text>
      <NumberInput
        label={t('wms.inspection.sampled')}
        value={sampled}
        onChange={(v) => setSampled(number(v))}
        min={1}
        max={total > 0 ? total : undefined}
        allowDecimal={false}
        allowNegative={false}
        required
      />
      <NumberInput
        label={t('wms.inspection.defect')}
        value={defect}
        onChange={(v) => setDefect(number(v))}
        min={0}
        allowDecimal={false}
        allowNegative={false}
      />
      <LinkPicker
        field={wQualityInspection.fields.quarantinePositionId}
        label={t('wms.inspection.quarantine')}
        value={quarantinePositionId}
        within={text(row.storeId) || undefined}
        onChange={(v) => setQuarantine(v ?? '')}
      />
      <Textarea
        label={t('wms.inspection.remark')}
        value={remark}
        onChange={(e) => setRemark(e.currentTarget.value)}
        maxLength={500}
        autosize
        minRows={2}
      />
      {problem && (
        <Alert color="red" variant="light" role="alert" p="xs">
          {problem}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button loading={busy} onClick={() => void submit()}>
          {t('wms.inspection.submit')}
        </Button>
      </Group>
    </Stack>
  )
}
