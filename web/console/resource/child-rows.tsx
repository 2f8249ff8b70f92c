import { ActionIcon, Button, Group, ScrollArea, Table, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ChildTable } from '#sync/resources/define-resource.ts'
import { findResource } from '#sync/resources/index.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import { FieldInput } from './field-input.tsx'
import { initialFormValues } from './form-rules.ts'
import { useLinkLabels } from './link-labels.ts'
import { formFields } from './resource-meta.ts'

type ChildRow = Record<string, unknown>

/**
 * What a screen adds to a child table: a column after the declared ones (a sales plan line's live
 * cost trial, a purchase line's last price), given the row and a way to change its cells; and tools
 * beside the add button (lines drawn from elsewhere), given a way to append rows.
 */
export type ChildExtras = {
  column?: {
    label: string
    /** The column's least width in pixels (200 unless given). */
    width?: number
    cell: (row: ChildRow, index: number, setCells: (values: ChildRow) => void) => ReactNode
  }
  tools?: (append: (rows: ChildRow[]) => void) => ReactNode
}

type ChildRowsProps = {
  childKey: string
  child: ChildTable
  rows: Record<string, unknown>[]
  onChange: (rows: Record<string, unknown>[]) => void
  /** Errors keyed `<childKey>.<index>.<field>`. */
  errors: Record<string, string>
  readOnly: boolean
  extras?: ChildExtras
}

/** A child table edited inline in its parent's form: one line per row, add and remove. */
export function ChildRows({ childKey, child, rows, onChange, errors, readOnly, extras = {} }: ChildRowsProps) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const resource = findResource(child.resource)
  const fields = formFields(resource, [child.foreignKey])
  const labels = useLinkLabels(resource, rows)
  const setCells = (index: number, values: ChildRow) =>
    onChange(rows.map((r, i) => (i === index ? { ...r, ...values } : r)))
  const { column } = extras

  return (
    <div>
      <Group justify="space-between" mb={4}>
        <Text fw={600} size="sm">
          {resource.label[lang]}
        </Text>
        {!readOnly && (
          <Group gap="xs">
            {extras.tools?.((added) =>
              onChange([...rows, ...added.map((r) => ({ ...initialFormValues(fields), ...r }))]),
            )}
            <Button size="compact-sm" variant="light" onClick={() => onChange([...rows, initialFormValues(fields)])}>
              {t('resource.child.add')}
            </Button>
          </Group>
        )}
      </Group>
      <ScrollArea type="auto">
        <Table withTableBorder verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={40}>#</Table.Th>
              {fields.map(({ key, field }) => (
                <Table.Th key={key} style={{ whiteSpace: 'nowrap' }}>
                  {field.label[lang]}
                </Table.Th>
              ))}
              {column && <Table.Th>{column.label}</Table.Th>}
              {!readOnly && <Table.Th w={48} />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              // Rows have no id until saved: their position is their identity here.
              // biome-ignore lint/suspicious/noArrayIndexKey: new rows have no other key
              <Table.Tr key={index}>
                <Table.Td>{index + 1}</Table.Td>
                {fields.map(({ key, field }) => (
                  <Table.Td key={key} miw={160}>
                    <FieldInput
                      compact
                      fieldKey={`${childKey}.${index}.${key}`}
                      field={field}
                      value={row[key]}
                      onChange={(v) => setCells(index, { [key]: v })}
                      error={errors[`${childKey}.${index}.${key}`]}
                      readOnly={readOnly}
                      linkLabel={labels[key]?.[String(row[key])]}
                    />
                  </Table.Td>
                ))}
                {column && (
                  <Table.Td miw={column.width ?? 200}>
                    {column.cell(row, index, (values) => setCells(index, values))}
                  </Table.Td>
                )}
                {!readOnly && (
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('resource.child.remove', { index: index + 1 })}
                      onClick={() => onChange(rows.filter((_, i) => i !== index))}
                    >
                      ✕
                    </ActionIcon>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {rows.length === 0 && (
        <Text c="dimmed" size="sm" ta="center" py="xs">
          {t('resource.child.empty')}
        </Text>
      )}
    </div>
  )
}
