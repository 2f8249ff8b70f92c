import { Alert, Button, Group, LoadingOverlay, Modal, SimpleGrid, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { Field, ResourceDef } from '#sync/resources/define-resource.ts'
import { type ChildExtras, ChildRows } from './child-rows.tsx'
import { type ChoiceOption, FieldInput } from './field-input.tsx'
import { dependsOnValue, type FieldErrors, type FormValues } from './form-rules.ts'
import type { Row } from './resource-table.tsx'
import type { ResourceUrls } from './resource-urls.ts'
import { useFormDialog } from './use-form-dialog.ts'

/** What the dialog does: add a record, edit one, or show one read-only. */
export type FormMode = 'add' | 'edit' | 'view'

/** Props of the add/edit/view dialog of a declared resource. */
export type ResourceFormDialogProps = {
  resource: ResourceDef
  opened: boolean
  mode: FormMode
  /** The row acted on (edit/view); its detail is read when the declaration offers it. */
  record?: Row | null
  /** Values a new record starts with (e.g. the parent of a new child). */
  preset?: FormValues
  onClose: () => void
  onSaved: (saved: Row) => void
  /** Only these fields, in this order (a screen showing part of the declaration). */
  fields?: readonly string[]
  readOnlyFields?: readonly string[]
  /** The screen's own words for an empty required field. */
  requiredMessages?: Record<string, string>
  /** Fields this screen requires though the declaration does not. */
  alsoRequired?: readonly string[]
  /** How this screen shows a field differently (e.g. a 0/1 vocabulary as a switch). */
  fieldOverrides?: Record<string, Partial<Field>>
  /** The choices of the tree parent, when the screen builds them itself. */
  treeOptions?: readonly ChoiceOption[]
  urls?: Partial<ResourceUrls>
  title?: string
  width?: number
  /** A child table's column and tools of the screen's own, given the form's values. */
  childExtras?: (childKey: string, values: FormValues) => ChildExtras | undefined
}

const WIDE_TYPES = new Set(['longText', 'file'])

/** The declared fields' inputs in two columns (long text and files across both). */
function ResourceFields({
  fields,
  values,
  errors,
  readOnly,
  readOnlyFields,
  editing,
  linkLabels,
  parentChoices,
  required,
  onChange,
  onBlur,
}: {
  fields: readonly { key: string; field: Field }[]
  values: FormValues
  errors: FieldErrors
  readOnly: boolean
  readOnlyFields: readonly string[]
  editing: boolean
  linkLabels: Record<string, Record<string, string> | undefined>
  parentChoices: readonly ChoiceOption[]
  required: (key: string) => true | undefined
  onChange: (key: string, value: unknown) => void
  onBlur: (key: string) => void
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
      {fields.map(({ key, field }) => (
        <div key={key} style={WIDE_TYPES.has(field.type) ? { gridColumn: '1 / -1' } : undefined}>
          <FieldInput
            fieldKey={key}
            field={field}
            value={values[key]}
            onChange={(v) => onChange(key, v)}
            onBlur={readOnly ? undefined : () => onBlur(key)}
            error={errors[key]}
            readOnly={readOnly || readOnlyFields.includes(key)}
            editing={editing}
            linkLabel={linkLabels[key]?.[String(values[key])]}
            dependsOnValue={dependsOnValue(field, values)}
            treeOptions={field.type === 'treeParent' ? parentChoices : undefined}
            required={required(key)}
          />
        </div>
      ))}
    </SimpleGrid>
  )
}

/** The server's errors no field shows, then close (view) or cancel and save. */
function FormFooter({
  otherErrors,
  readOnly,
  saving,
  onClose,
}: {
  otherErrors: readonly string[]
  readOnly: boolean
  saving: boolean
  onClose: () => void
}) {
  const { t } = useTranslation()
  return (
    <>
      {otherErrors.length > 0 && (
        <Alert color="red" variant="light">
          {otherErrors.map((m) => (
            <div key={m}>{m}</div>
          ))}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {readOnly ? t('resource.close') : t('resource.cancel')}
        </Button>
        {!readOnly && (
          <Button type="submit" loading={saving}>
            {t('resource.submit')}
          </Button>
        )}
      </Group>
    </>
  )
}

/** The declaration's child tables, each edited inline with its rows' errors. */
function ChildTables({
  resource,
  values,
  errors,
  readOnly,
  setField,
  childExtras,
}: {
  resource: ResourceDef
  values: FormValues
  errors: FieldErrors
  readOnly: boolean
  setField: (key: string, value: unknown) => void
  childExtras: ResourceFormDialogProps['childExtras']
}) {
  return (
    <>
      {Object.entries(resource.children ?? {}).map(([key, child]) => (
        <ChildRows
          key={key}
          childKey={key}
          child={child}
          rows={Array.isArray(values[key]) ? (values[key] as Record<string, unknown>[]) : []}
          onChange={(rows) => setField(key, rows)}
          errors={errors}
          readOnly={readOnly}
          extras={childExtras?.(key, values)}
        />
      ))}
    </>
  )
}

/**
 * The add/edit/view dialog built from a declaration: each field's input and rules (the server's zod
 * schema, checked on blur and on save), child tables inline, the server's field errors shown under
 * their fields; view is the same form read-only.
 */
export function ResourceFormDialog(props: ResourceFormDialogProps) {
  const {
    resource,
    opened,
    mode,
    onClose,
    readOnlyFields = [],
    requiredMessages,
    alsoRequired,
    width,
    childExtras,
  } = props
  const { form, fields, editing, childKeys, linkLabels, parentChoices, heading } = useFormDialog(props)
  const { values, errors, setField } = form
  const readOnly = mode === 'view'

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={heading}
      size={width ?? (childKeys.length ? 1000 : 800)}
      closeOnClickOutside={readOnly}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault()
          if (!readOnly) void form.save()
        }}
        noValidate
      >
        <Stack pos="relative">
          <LoadingOverlay visible={form.loading} />
          <ResourceFields
            fields={fields}
            values={values}
            errors={errors}
            readOnly={readOnly}
            readOnlyFields={readOnlyFields}
            editing={editing !== null}
            linkLabels={linkLabels}
            parentChoices={parentChoices}
            required={(key) =>
              alsoRequired?.includes(key) || (requiredMessages && key in requiredMessages) || undefined
            }
            onChange={setField}
            onBlur={form.blur}
          />
          <ChildTables
            resource={resource}
            values={values}
            errors={errors}
            readOnly={readOnly}
            setField={setField}
            childExtras={childExtras}
          />
          <FormFooter otherErrors={form.otherErrors} readOnly={readOnly} saving={form.saving} onClose={onClose} />
        </Stack>
      </form>
    </Modal>
  )
}
