import { Checkbox, Select, Stack, TextInput, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FieldInput } from '../resource/field-input.tsx'
import type { DiagramElement } from './designer-elements.ts'
import { HOLDER_FIELDS } from './designer-fields.ts'
import { HOLDER_KINDS, type HolderKind, type TaskAssignment } from './task-assignment.ts'

/** The value input each kind of holder needs: none for the engine's variables, a picker or a list otherwise. */
function HolderValue({
  holder,
  value,
  onChange,
  onCommit,
}: {
  holder: HolderKind | null
  value: string
  onChange: (value: string) => void
  onCommit: (value: string) => void
}) {
  const { t } = useTranslation()
  if (holder === 'roles') {
    return (
      <TextInput
        label={t('designer.task.roles')}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        onBlur={(e) => onCommit(e.currentTarget.value)}
      />
    )
  }
  if (holder !== 'user' && holder !== 'departments' && holder !== 'users') return null
  return (
    <FieldInput
      fieldKey={holder}
      field={HOLDER_FIELDS[holder]}
      value={value}
      // A pick is a whole choice: written at once.
      onChange={(picked) => onCommit(picked === null || picked === undefined ? '' : String(picked))}
    />
  )
}

/**
 * An approval step's name and who holds it: the initiator's department head, the person the step
 * before chose, the initiator, a user, candidate roles, departments or users; and whether its
 * approver chooses the next one. Each change is written onto the diagram (`onApply`).
 */
export function DesignerTaskPanel({
  element,
  name: initialName,
  assignment: initial,
  onApply,
}: {
  element: DiagramElement
  name: string
  assignment: TaskAssignment
  onApply: (element: DiagramElement, name: string, assignment: TaskAssignment) => void
}) {
  const { t } = useTranslation()
  const [name, setName] = useState(initialName)
  const [assignment, setAssignment] = useState(initial)
  const [writtenName, setWrittenName] = useState(initialName)
  const apply = (next: TaskAssignment) => {
    setAssignment(next)
    setWrittenName(name)
    onApply(element, name, next)
  }
  return (
    <Stack gap="xs">
      <Title order={5}>{t('designer.task.title')}</Title>
      <TextInput
        label={t('designer.task.name')}
        value={name}
        maxLength={100}
        onChange={(e) => setName(e.currentTarget.value)}
        onBlur={() => name !== writtenName && apply(assignment)}
      />
      <Select
        label={t('designer.task.holder')}
        data={HOLDER_KINDS.map((kind) => ({ value: kind, label: t(`designer.holder.${kind}`) }))}
        value={assignment.holder}
        onChange={(kind) => apply({ ...assignment, holder: kind as HolderKind | null, value: '' })}
        comboboxProps={{ withinPortal: true }}
      />
      <HolderValue
        holder={assignment.holder}
        value={assignment.value}
        onChange={(value) => setAssignment({ ...assignment, value })}
        onCommit={(value) => apply({ ...assignment, value })}
      />
      <Checkbox
        label={t('designer.task.chooseNext')}
        checked={assignment.chooseNext}
        onChange={(e) => apply({ ...assignment, chooseNext: e.currentTarget.checked })}
      />
    </Stack>
  )
}
