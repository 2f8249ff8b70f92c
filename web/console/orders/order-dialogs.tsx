import { Alert, Button, Group, List, Modal, Stack, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { findDictionary } from '#sync/dictionaries/lookup.ts'
import { actionFields, actionInputLabels } from '#sync/resources/define-action.ts'
import { f } from '#sync/resources/define-resource.ts'
import { ORDER_ADDRESS_FIELDS, order } from '#sync/resources/orders/order.resource.ts'
import { fieldLabels, fieldValueSchema, idSchema } from '#sync/resources/resource-schemas.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import { DeclaredInputDialog, type DialogInput, type Values } from './declared-input-dialog.tsx'
import { ORDER_FIELDS } from './order-form.ts'
import type { OrderActionSpec } from './order-page.ts'
import { ORDERS_TEXT } from './orders.messages.ts'

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

/** The address fields, each checked with its declared rule when filled in (the country code upper-cased first). */
const ADDRESS_SCHEMA = z.object(
  Object.fromEntries(
    ORDER_ADDRESS_FIELDS.flatMap((k) => {
      const field = ORDER_FIELDS[k]
      if (!field) return []
      const rule = fieldValueSchema(field)
      return [
        [
          k,
          (k === 'addressCountryCode'
            ? z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), rule)
            : rule
          ).optional(),
        ],
      ]
    }),
  ),
)

/**
 * Edits the address of the selected orders at once: only the fields filled in change (checked with
 * the declaration's rules: a valid e-mail, a two-letter country code).
 */
export function AddressDialog({ title, ...props }: DialogProps & { title: string }) {
  const { t } = useTranslation()
  return (
    <DeclaredInputDialog
      title={title}
      hint={t('salesOrder.address.hint')}
      inputs={ORDER_ADDRESS_FIELDS.map((key) => ({ key, required: false }))}
      schema={ADDRESS_SCHEMA}
      check={(filled) => (Object.keys(filled).length ? {} : { _: t('salesOrder.address.nothing') })}
      labels={fieldLabels(order)}
      size={720}
      columns={2}
      {...props}
    />
  )
}

/** The products of a replacement: the one replaced (by system SKU, or by sales SKU) and the new one. */
const SKU_INPUTS: readonly DialogInput[] = [
  {
    key: 'fromProductId',
    field: f.link('erp/baseproduct', { label: ORDERS_TEXT['salesOrder.sku.from'] }),
    required: false,
  },
  {
    key: 'sellerSku',
    field: f.text({ label: ORDERS_TEXT['salesOrder.sku.fromSellerSku'], max: 100 }),
    required: false,
  },
  { key: 'toProductId', field: f.link('erp/baseproduct', { label: ORDERS_TEXT['salesOrder.sku.to'] }) },
]
const SKU_SCHEMA = z.object({
  fromProductId: idSchema.optional(),
  sellerSku: z.string().trim().max(100).optional(),
  toProductId: idSchema,
})

/**
 * Replaces a product on the selected orders' lines by another: the lines of a system SKU or of a
 * sales SKU (one of the two is required) take the new product.
 */
export function SkuDialog({ title, ...props }: DialogProps & { title: string }) {
  const { t } = useTranslation()
  const check = (filled: Values) => {
    const required = t('salesOrder.sku.required')
    return {
      ...(filled.fromProductId || filled.sellerSku ? {} : { fromProductId: required, sellerSku: required }),
      ...(filled.toProductId ? {} : { toProductId: required }),
    }
  }
  return (
    <DeclaredInputDialog title={title} inputs={SKU_INPUTS} schema={SKU_SCHEMA} check={check} labels={{}} {...props} />
  )
}

/** The kinds of label made here (dictionary label_type): face sheet, box sheet, packing list. */
const LABEL_KINDS = ['1', '2', '4'] as const

/** Which labels to make for the selected orders (a face sheet needs the order's tracking number). */
export function LabelDialog({ title, ...props }: DialogProps & { title: string }) {
  const lang = currentLanguage()
  const kinds = findDictionary('label_type')
    .entries.filter((e) => (LABEL_KINDS as readonly string[]).includes(e.key))
    .map((e) => ({ value: e.key, label: e.label[lang] }))
  return (
    <DeclaredInputDialog
      title={title}
      inputs={[{ key: 'labelType', choices: kinds }]}
      schema={z.object({ labelType: z.enum(LABEL_KINDS) })}
      labels={{ labelType: ORDERS_TEXT['salesOrder.labels.kind'] }}
      size={420}
      {...props}
    />
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
