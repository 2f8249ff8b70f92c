import { Alert, Button, Group, List, Modal, Select, Stack, Table, Text, Textarea, TextInput } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { findDictionary } from '#sync/dictionaries/lookup.ts'
import type { Label } from '#sync/i18n/language.ts'
import { actionFields, actionInputLabels } from '#sync/resources/define-action.ts'
import { describeIssues } from '#sync/resources/describe-issues.ts'
import { ORDER_ADDRESS_FIELDS, order } from '#sync/resources/orders/order.resource.ts'
import { fieldLabels, fieldValueSchema } from '#sync/resources/resource-schemas.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import { RemoteSelect } from '../../ui/inputs/remote-select.tsx'
import { FieldInput } from '../resource/field-input.tsx'
import { loadLinkOptions } from '../resource/link-labels.ts'
import { ORDER_FIELDS } from './order-form.ts'
import type { OrderActionSpec } from './order-page.ts'

type Values = Record<string, unknown>

/** The footer of every dialog here: cancel and OK. */
function Footer({
  onCancel,
  onOk,
  busy,
  okLabel,
}: {
  onCancel: () => void
  onOk: () => void
  busy?: boolean
  okLabel?: string
}) {
  const { t } = useTranslation()
  return (
    <Group justify="flex-end" mt="sm">
      <Button variant="default" onClick={onCancel}>
        {t('salesOrder.cancel')}
      </Button>
      <Button onClick={onOk} loading={busy}>
        {okLabel ?? t('salesOrder.submit')}
      </Button>
    </Group>
  )
}

/** One input of a dialog: a declared order field (drawn as the form draws it) or an action's own text. */
type DialogInput = { key: string; where?: Readonly<Record<string, string>> }

/**
 * A dialog drawn from declared inputs: each key that names an order field is drawn as the order form
 * draws that field (a link as its picker, narrowed by `where`), any other as text; the values are
 * checked with `schema` (the action's declared input, or the fields' own rules) before they are sent.
 */
function DeclaredInputDialog({
  title,
  inputs,
  schema,
  labels,
  size = 480,
  onSubmit,
  onClose,
}: {
  title: string
  inputs: readonly DialogInput[]
  schema: z.ZodType
  labels: Record<string, Label>
  size?: number
  onSubmit: (values: Values) => Promise<void>
  onClose: () => void
}) {
  const lang = currentLanguage()
  const form = useForm<Record<string, string | null>>({
    initialValues: Object.fromEntries(inputs.map((i) => [i.key, null])),
  })
  const [busy, setBusy] = useState(false)
  const submit = async () => {
    const values = Object.fromEntries(Object.entries(form.getValues()).filter(([, v]) => v !== null && v !== ''))
    const parsed = schema.safeParse(values, { reportInput: true })
    if (!parsed.success) {
      form.setErrors(
        Object.fromEntries(describeIssues(parsed.error.issues, lang, labels).map((p) => [p.field, p.message])),
      )
      return
    }
    form.clearErrors()
    setBusy(true)
    try {
      await onSubmit(parsed.data as Values)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Modal opened onClose={onClose} title={title} size={size}>
      <Stack gap="sm">
        {inputs.map(({ key, where }, i) => {
          const field = ORDER_FIELDS[key]
          const label = labels[key]?.[lang] ?? key
          const { value, onChange, error } = form.getInputProps(key)
          if (field?.type === 'link' && field.target)
            return (
              <RemoteSelect
                key={key}
                label={label}
                required
                value={value}
                onChange={onChange}
                load={(text) => loadLinkOptions(field.target as string, text, where)}
                error={error}
              />
            )
          if (field)
            return (
              <FieldInput
                key={key}
                fieldKey={key}
                field={field}
                value={value}
                onChange={onChange}
                error={error}
                required
              />
            )
          // An action's own input: a one-line number, or a reason or remark of a few lines.
          return key === 'trackNumber' ? (
            <TextInput
              key={key}
              label={label}
              withAsterisk
              maxLength={255}
              data-autofocus={i === 0 || undefined}
              value={value ?? ''}
              error={error}
              onChange={(e) => onChange(e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') void submit()
              }}
            />
          ) : (
            <Textarea
              key={key}
              label={label}
              autosize
              minRows={2}
              maxLength={500}
              value={value ?? ''}
              error={error}
              onChange={(e) => onChange(e.currentTarget.value)}
            />
          )
        })}
        <Footer onCancel={onClose} onOk={() => void submit()} busy={busy} />
      </Stack>
    </Modal>
  )
}

/** The declared order fields as one required input each, checked with each field's own rule. */
function requiredFields(keys: readonly string[]): z.ZodType {
  return z.object(
    Object.fromEntries(
      keys.flatMap((k) => (ORDER_FIELDS[k] ? [[k, fieldValueSchema({ ...ORDER_FIELDS[k], required: true })]] : [])),
    ),
  )
}

type DialogProps = { onSubmit: (values: Values) => Promise<void>; onClose: () => void }

/**
 * Asks a declared action's input (a freeze's remark, a problem's reason, a tracking number), checked
 * with the action's own schema before it is sent.
 */
export function ActionInputDialog({ spec, ...props }: DialogProps & { spec: OrderActionSpec }) {
  const lang = currentLanguage()
  return (
    <DeclaredInputDialog
      title={spec.action.label[lang]}
      inputs={actionFields(spec.action).map((key) => ({ key }))}
      schema={spec.action.input}
      labels={{ ...fieldLabels(order), ...actionInputLabels(spec.action, fieldLabels(order)) }}
      {...props}
    />
  )
}

/** Choosing a warehouse and a transport for the selected orders (both required). */
export function WarehouseDialog({ title, ...props }: DialogProps & { title: string }) {
  const keys = ['storeId', 'transportId']
  return (
    <DeclaredInputDialog
      title={title}
      inputs={keys.map((key) => ({ key }))}
      schema={requiredFields(keys)}
      labels={fieldLabels(order)}
      {...props}
    />
  )
}

/** A new logistics channel for the selected orders. */
export function ChannelDialog({ title, ...props }: DialogProps & { title: string }) {
  return (
    <DeclaredInputDialog
      title={title}
      inputs={[{ key: 'channel' }]}
      schema={requiredFields(['channel'])}
      labels={fieldLabels(order)}
      size={420}
      {...props}
    />
  )
}

/** Converting the selected orders to FBA delivery: the FBA warehouse they ship from. */
export function FbaDialog({ title, ...props }: DialogProps & { title: string }) {
  return (
    <DeclaredInputDialog
      title={title}
      inputs={[{ key: 'storeId', where: { isFba: '1' } }]}
      schema={requiredFields(['storeId'])}
      labels={fieldLabels(order)}
      size={440}
      {...props}
    />
  )
}

/**
 * Edits the address of the selected orders at once: only the fields filled in change (checked with
 * the declaration's rules: a valid e-mail, a two-letter country code).
 */
export function AddressDialog({
  title,
  onSubmit,
  onClose,
}: {
  title: string
  onSubmit: (values: Values) => Promise<void>
  onClose: () => void
}) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const [values, setValues] = useState<Values>({})
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  const submit = async () => {
    const filled = Object.fromEntries(
      Object.entries(values).filter(([, v]) => v !== null && v !== undefined && String(v).trim() !== ''),
    )
    if (typeof filled.addressCountryCode === 'string')
      filled.addressCountryCode = filled.addressCountryCode.toUpperCase()
    if (Object.keys(filled).length === 0) {
      setErrors({ _: t('salesOrder.address.nothing') })
      return
    }
    // Each filled field checked with its declared rule, as the server checks it.
    const schema = z.object(
      Object.fromEntries(
        Object.keys(filled).flatMap((k) => (ORDER_FIELDS[k] ? [[k, fieldValueSchema(ORDER_FIELDS[k])]] : [])),
      ),
    )
    const parsed = schema.safeParse(filled, { reportInput: true })
    const problems: Record<string, string> = {}
    for (const p of parsed.success ? [] : describeIssues(parsed.error.issues, lang, fieldLabels(order)))
      problems[p.field] ??= p.message
    setErrors(problems)
    if (Object.keys(problems).length) return
    setBusy(true)
    try {
      await onSubmit(filled)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Modal opened onClose={onClose} title={title} size={720}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('salesOrder.address.hint')}
        </Text>
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 12 }}>
          {ORDER_ADDRESS_FIELDS.map((key) => {
            const field = ORDER_FIELDS[key]
            if (!field) return null
            return (
              <FieldInput
                key={key}
                fieldKey={key}
                field={field}
                value={values[key] ?? null}
                onChange={(v) => setValues({ ...values, [key]: v })}
                error={errors[key]}
                required={false}
              />
            )
          })}
        </div>
        {errors._ && (
          <Text size="sm" c="red.8" role="alert">
            {errors._}
          </Text>
        )}
        <Footer onCancel={onClose} onOk={() => void submit()} busy={busy} />
      </Stack>
    </Modal>
  )
}

/**
 * Replaces a product on the selected orders' lines by another: the lines of a system SKU or of a
 * sales SKU (one of the two is required) take the new product.
 */
export function SkuDialog({
  title,
  onSubmit,
  onClose,
}: {
  title: string
  onSubmit: (values: Values) => Promise<void>
  onClose: () => void
}) {
  const { t } = useTranslation()
  const [fromProductId, setFromProductId] = useState<string | null>(null)
  const [sellerSku, setSellerSku] = useState('')
  const [toProductId, setToProductId] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const submit = async () => {
    if ((!fromProductId && !sellerSku.trim()) || !toProductId) {
      setError(t('salesOrder.sku.required'))
      return
    }
    setBusy(true)
    try {
      await onSubmit({
        ...(fromProductId ? { fromProductId } : {}),
        ...(sellerSku.trim() ? { sellerSku: sellerSku.trim() } : {}),
        toProductId,
      })
    } finally {
      setBusy(false)
    }
  }
  const fromMissing = error && !fromProductId && !sellerSku.trim() ? error : undefined
  return (
    <Modal opened onClose={onClose} title={title} size={480}>
      <Stack gap="sm">
        <RemoteSelect
          label={t('salesOrder.sku.from')}
          value={fromProductId}
          onChange={(v) => setFromProductId(v)}
          load={(s) => loadLinkOptions('erp/baseproduct', s)}
          error={fromMissing}
        />
        <TextInput
          label={t('salesOrder.sku.fromSellerSku')}
          maxLength={100}
          value={sellerSku}
          onChange={(e) => setSellerSku(e.currentTarget.value)}
          error={fromMissing}
        />
        <RemoteSelect
          label={t('salesOrder.sku.to')}
          required
          value={toProductId}
          onChange={(v) => setToProductId(v)}
          load={(s) => loadLinkOptions('erp/baseproduct', s)}
          error={error && !toProductId ? error : undefined}
        />
        <Footer onCancel={onClose} onOk={() => void submit()} busy={busy} />
      </Stack>
    </Modal>
  )
}

/** The kinds of label made here (dictionary label_type): face sheet, box sheet, packing list. */
const LABEL_KINDS = ['1', '2', '4'] as const

/** Which labels to make for the selected orders (a face sheet needs the order's tracking number). */
export function LabelDialog({
  title,
  onSubmit,
  onClose,
}: {
  title: string
  onSubmit: (values: Values) => Promise<void>
  onClose: () => void
}) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const [labelType, setLabelType] = useState<string>('1')
  const [busy, setBusy] = useState(false)
  const kinds = findDictionary('label_type').entries.filter((e) => (LABEL_KINDS as readonly string[]).includes(e.key))
  const submit = async () => {
    setBusy(true)
    try {
      await onSubmit({ labelType })
    } finally {
      setBusy(false)
    }
  }
  return (
    <Modal opened onClose={onClose} title={title} size={420}>
      <Stack gap="sm">
        <Select
          label={t('salesOrder.labels.kind')}
          data={kinds.map((e) => ({ value: e.key, label: e.label[lang] }))}
          value={labelType}
          allowDeselect={false}
          onChange={(v) => setLabelType(v ?? '1')}
          comboboxProps={{ withinPortal: true }}
        />
        <Footer onCancel={onClose} onOk={() => void submit()} busy={busy} />
      </Stack>
    </Modal>
  )
}

/** What a finished action reports: how many succeeded, each failure by order and why, or the refusal. */
export type ActionResult = {
  title: string
  done?: number
  failed?: { code: string; reason: string }[]
  error?: string
}

/** The result of a batch action (or the server's refusal of the whole, such as a merge refused). */
export function ResultDialog({ result, onClose }: { result: ActionResult; onClose: () => void }) {
  const { t } = useTranslation()
  const failed = result.failed ?? []
  return (
    <Modal opened onClose={onClose} title={t('salesOrder.result.title', { action: result.title })} size={620}>
      <Stack gap="sm">
        {result.error ? (
          <Alert color="red" variant="light" role="alert">
            {result.error}
          </Alert>
        ) : (
          <List size="sm" spacing={4}>
            <List.Item>
              <Text size="sm" c="teal.8" fw={600} span>
                {t('salesOrder.result.done', { count: result.done ?? 0 })}
              </Text>
            </List.Item>
            {failed.length > 0 && (
              <List.Item>
                <Text size="sm" c="red.8" fw={600} span>
                  {t('salesOrder.result.failed', { count: failed.length })}
                </Text>
              </List.Item>
            )}
          </List>
        )}
        {failed.length > 0 && (
          <Table withTableBorder fz="sm" verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('salesOrder.col.code')}</Table.Th>
                <Table.Th>{t('salesOrder.result.reason')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {failed.map((f) => (
                <Table.Tr key={`${f.code}-${f.reason}`}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{f.code}</Table.Td>
                  <Table.Td>{f.reason}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('salesOrder.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  )
}
