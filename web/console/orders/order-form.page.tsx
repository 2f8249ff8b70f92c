import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Paper,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core'
import { type Dispatch, type SetStateAction, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { callApi, clientSettings } from '../../api/client.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import { FieldInput } from '../resource/field-input.tsx'
import { type FieldErrors, type FormValues, fieldErrorsFromApi } from '../resource/form-rules.ts'
import { countryOptions, regionOptions } from './address-places.ts'
import {
  LINE_FIELDS,
  LINE_FIELDS_DECLARED,
  LINES_KEY,
  newLine,
  newOrderValues,
  ORDER_FIELDS,
  ORDER_FORM_SECTIONS,
  ORDER_FORMS,
  type OrderKind,
  orderFormBody,
  orderFormErrors,
  productDetail,
  withCountry,
  withProductWeight,
} from './order-form.ts'

type Line = Record<string, unknown>

/** One section of the order's own fields (country and region chosen from lists, the region's list by country). */
function OrderSection({
  section,
  values,
  errors,
  setValues,
}: {
  section: (typeof ORDER_FORM_SECTIONS)[OrderKind][number]
  values: FormValues
  errors: FieldErrors
  setValues: Dispatch<SetStateAction<FormValues>>
}) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const countries = countryOptions(lang)
  const regions = regionOptions(values.addressCountryCode)
  return (
    <Paper withBorder p="sm">
      <Title order={6} mb={6}>
        {t(section.title)}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs">
        {section.fields.map((key) => {
          const field = ORDER_FIELDS[key]
          if (!field) return null
          if (key === 'addressCountryCode' || (key === 'addressStateOrRegion' && regions)) {
            const value = values[key]
            return (
              <Select
                key={key}
                label={field.label[lang]}
                name={key}
                data={key === 'addressCountryCode' ? countries : (regions ?? [])}
                value={typeof value === 'string' && value ? value : null}
                searchable
                clearable
                error={errors[key]}
                comboboxProps={{ withinPortal: true }}
                onChange={(v) =>
                  setValues((prev) => (key === 'addressCountryCode' ? withCountry(prev, v) : { ...prev, [key]: v }))
                }
              />
            )
          }
          return (
            <FieldInput
              key={key}
              fieldKey={key}
              field={field}
              value={values[key]}
              onChange={(v) => setValues((prev) => ({ ...prev, [key]: v }))}
              error={errors[key]}
            />
          )
        })}
      </SimpleGrid>
    </Paper>
  )
}

/** The order's lines as a table, one input per cell; a product chosen brings its weight. */
function OrderLines({
  kind,
  lines,
  errors,
  setLines,
  setCell,
  chooseProduct,
}: {
  kind: OrderKind
  lines: Line[]
  errors: FieldErrors
  setLines: (next: Line[]) => void
  setCell: (index: number, key: string, value: unknown) => void
  chooseProduct: (index: number, productId: unknown) => void
}) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  return (
    <Paper withBorder p="sm">
      <Group justify="space-between" mb={6}>
        <Title order={6}>{t('salesOrder.form.lines')}</Title>
        <Button size="compact-sm" variant="light" onClick={() => setLines([...lines, newLine(kind)])}>
          {t('salesOrder.form.addLine')}
        </Button>
      </Group>
      <ScrollArea type="auto">
        <Table withTableBorder verticalSpacing={4} fz="sm" miw={kind === 'b2b' ? 1100 : 860}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>#</Table.Th>
              {LINE_FIELDS[kind].map((key) => (
                <Table.Th key={key} style={{ whiteSpace: 'nowrap' }}>
                  {LINE_FIELDS_DECLARED[key]?.label[lang] ?? key}
                  {LINE_FIELDS_DECLARED[key]?.required ? ' *' : ''}
                </Table.Th>
              ))}
              <Table.Th w={48} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: new lines have no id; their place is their identity
              <Table.Tr key={index}>
                <Table.Td>{index + 1}</Table.Td>
                {LINE_FIELDS[kind].map((key) => {
                  const field = LINE_FIELDS_DECLARED[key]
                  if (!field) return null
                  return (
                    <Table.Td key={key} miw={key === 'productId' ? 220 : 120}>
                      <FieldInput
                        compact
                        fieldKey={`${LINES_KEY}.${index}.${key}`}
                        field={field}
                        value={line[key]}
                        onChange={(v) => (key === 'productId' ? chooseProduct(index, v) : setCell(index, key, v))}
                        error={errors[`${LINES_KEY}.${index}.${key}`]}
                      />
                    </Table.Td>
                  )
                })}
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('salesOrder.form.removeLine', { n: index + 1 })}
                    onClick={() => setLines(lines.filter((_, i) => i !== index))}
                  >
                    ✕
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {errors[LINES_KEY] && (
        <Text size="sm" c="red.8" mt={4} role="alert">
          {errors[LINES_KEY]}
        </Text>
      )}
    </Paper>
  )
}

/**
 * The B2C or B2B order form: shop, buyer, address, currency and the lines (product, sales SKU,
 * quantity, unit price, weight; B2B also supply and retail price, delivery date and packing list),
 * checked with the declaration's schemas before sending; the server's field errors land on their fields.
 */
export function OrderForm({ kind, onSaved, onCancel }: { kind: OrderKind; onSaved: () => void; onCancel: () => void }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const [values, setValues] = useState<FormValues>(() => newOrderValues(kind))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [busy, setBusy] = useState(false)
  const lines = (values[LINES_KEY] as Line[]) ?? []
  const setLines = (next: Line[]) => setValues((v) => ({ ...v, [LINES_KEY]: next }))
  const setCell = (index: number, key: string, value: unknown) =>
    setLines(lines.map((l, i) => (i === index ? { ...l, [key]: value } : l)))
  // A chosen product brings its unit weight; one typed already is kept.
  const chooseProduct = async (index: number, productId: unknown) => {
    setCell(index, 'productId', productId)
    if (typeof productId !== 'string' || !productId) return
    const product = await callApi(productDetail, { query: { id: productId } }, { silent: true }).catch(() => null)
    if (product?.unitWeight) setValues((v) => withProductWeight(v, index, productId, String(product.unitWeight)))
  }

  const submit = async () => {
    const body = orderFormBody(kind, values)
    const found = orderFormErrors(kind, body, lang, t('salesOrder.form.linesRequired'))
    setErrors(found)
    if (Object.keys(found).length) return
    setBusy(true)
    try {
      const saved = await callApi(ORDER_FORMS[kind].save, { body }, { fieldErrorsShown: true })
      clientSettings.notifySuccess(t('salesOrder.form.saved', { code: saved?.code ?? '' }))
      onSaved()
    } catch (e) {
      const fromServer = fieldErrorsFromApi(e)
      if (fromServer) setErrors(fromServer)
    } finally {
      setBusy(false)
    }
  }

  const hasErrors = Object.keys(errors).length > 0
  return (
    <Stack gap="sm">
      {ORDER_FORM_SECTIONS[kind].map((section) => (
        <OrderSection key={section.title} section={section} values={values} errors={errors} setValues={setValues} />
      ))}
      <OrderLines
        kind={kind}
        lines={lines}
        errors={errors}
        setLines={setLines}
        setCell={setCell}
        chooseProduct={(index, productId) => void chooseProduct(index, productId)}
      />
      {hasErrors && (
        <Alert color="red" variant="light" p="xs">
          {t('salesOrder.form.fixErrors')}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('salesOrder.cancel')}
        </Button>
        <Button loading={busy} onClick={() => void submit()}>
          {t('salesOrder.form.save')}
        </Button>
      </Group>
    </Stack>
  )
}

/** The form as a page of its own (the fixed routes /erp/saleOrder/addB2COrder and /erp/saleOrderB2B/addB2BOrder). */
export function OrderFormPage({ kind }: { kind: OrderKind }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const back = () => void navigate('/erp/saleOrder/index')
  return (
    <Paper p="md" m="md" withBorder>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={4}>{kind === 'b2b' ? t('salesOrder.form.titleB2B') : t('salesOrder.form.titleB2C')}</Title>
          <Button variant="subtle" onClick={back}>
            {t('salesOrder.form.back')}
          </Button>
        </Group>
        <OrderForm kind={kind} onSaved={back} onCancel={back} />
      </Stack>
    </Paper>
  )
}

/** The B2C form page. */
export function B2COrderPage() {
  return <OrderFormPage kind="b2c" />
}

/** The B2B form page. */
export function B2BOrderPage() {
  return <OrderFormPage kind="b2b" />
}
