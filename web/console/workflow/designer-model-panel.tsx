import { Stack, Text, Textarea, TextInput, Title } from '@mantine/core'
import type { UseFormReturnType } from '@mantine/form'
import { useTranslation } from 'react-i18next'
import { wfModel } from '#sync/resources/workflow/workflow.resource.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import { FieldInput } from '../resource/field-input.tsx'
import type { ModelValues } from './designer-fields.ts'

const FIELDS = wfModel.fields

/**
 * The model's own values, shown while no step or branch is selected: its key (the process id, fixed
 * once saved), name, flow (the `flow` dictionary), department and description.
 */
export function DesignerModelPanel({
  form,
  isNew,
  deptLabel,
}: {
  form: UseFormReturnType<ModelValues>
  isNew: boolean
  deptLabel?: string
}) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const input = (key: 'category' | 'deptId', linkLabel?: string) => {
    const props = form.getInputProps(key)
    return (
      <FieldInput
        fieldKey={key}
        field={FIELDS[key]}
        value={form.values[key]}
        onChange={(value) => form.setFieldValue(key, value === null || value === undefined ? '' : String(value))}
        error={props.error as string | undefined}
        linkLabel={linkLabel}
      />
    )
  }
  return (
    <Stack gap="xs">
      <Title order={5}>{t('designer.panel.model')}</Title>
      <TextInput
        label={FIELDS.modelKey.label[lang]}
        description={FIELDS.modelKey.rule?.[lang]}
        required
        readOnly={!isNew}
        maxLength={FIELDS.modelKey.max}
        {...form.getInputProps('modelKey')}
      />
      <TextInput label={FIELDS.name.label[lang]} required maxLength={FIELDS.name.max} {...form.getInputProps('name')} />
      {input('category')}
      {input('deptId', deptLabel)}
      <Textarea
        label={FIELDS.description.label[lang]}
        maxLength={FIELDS.description.max}
        autosize
        minRows={2}
        {...form.getInputProps('description')}
      />
      <Text size="xs" c="dimmed">
        {t('designer.panel.hint')}
      </Text>
    </Stack>
  )
}
