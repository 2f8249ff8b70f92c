import { Checkbox, Stack, TextInput, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DiagramElement } from './designer-elements.ts'

/** A gateway branch as the panel edits it. */
type Branch = { name: string; condition: string; isDefault: boolean }

/**
 * A branch leaving an exclusive gateway: its name, its condition (typed as `pass == true`, stored as
 * `${pass == true}`) and whether it is the gateway's default branch, which takes no condition.
 */
export function DesignerBranchPanel({
  element,
  branch: initial,
  onApply,
}: {
  element: DiagramElement
  branch: Branch
  onApply: (element: DiagramElement, branch: Branch) => void
}) {
  const { t } = useTranslation()
  const [branch, setBranch] = useState(initial)
  const [written, setWritten] = useState(initial)
  const apply = (next: Branch) => {
    setBranch(next)
    setWritten(next)
    onApply(element, next)
  }
  // Typing changes the panel; leaving the box writes it (one undo step, not one per key).
  const commitIfChanged = () => {
    if (branch.name !== written.name || branch.condition !== written.condition) apply(branch)
  }
  return (
    <Stack gap="xs">
      <Title order={5}>{t('designer.branch.title')}</Title>
      <TextInput
        label={t('designer.branch.name')}
        value={branch.name}
        maxLength={100}
        onChange={(e) => setBranch({ ...branch, name: e.currentTarget.value })}
        onBlur={commitIfChanged}
      />
      <TextInput
        label={t('designer.branch.condition')}
        description={t('designer.branch.conditionHint')}
        value={branch.isDefault ? '' : branch.condition}
        disabled={branch.isDefault}
        onChange={(e) => setBranch({ ...branch, condition: e.currentTarget.value })}
        onBlur={commitIfChanged}
        ff="monospace"
      />
      <Checkbox
        label={t('designer.branch.default')}
        checked={branch.isDefault}
        onChange={(e) => apply({ ...branch, isDefault: e.currentTarget.checked })}
      />
    </Stack>
  )
}
