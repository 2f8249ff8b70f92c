import { Button, Group, Loader, Modal, Radio, ScrollArea, Select, Stack, Table, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { FlowCode } from '#sync/resources/workflow/flows.ts'
import { EmptyRow } from '../../ui/empty-row.tsx'
import { treeChoices } from '../resource/tree-choices.ts'
import { templatesOfDept } from './choose-approval.ts'
import { useApprovalChoices } from './choose-approval-data.ts'

/** Props of the choose-approval dialog. */
export type ChooseApprovalProps = {
  opened: boolean
  flow: FlowCode
  onClose: () => void
  onConfirm: (processDefinitionId: string) => void
}

/**
 * 选择审批 (spec 1 §2.5, spec 3 §2): the flow's approval templates with their owning department,
 * searchable by department (its sub-departments included), one radio per row, the first template
 * of the user's first department chosen at first; confirm waits for a choice and answers its id.
 */
export function ChooseApprovalDialog({ opened, flow, onClose, onConfirm }: ChooseApprovalProps) {
  const { t } = useTranslation()
  return (
    <Modal opened={opened} onClose={onClose} title={t('work.choose.title')} size={720}>
      <ChooseApprovalBody active={opened} flow={flow} onClose={onClose} onConfirm={onConfirm} />
    </Modal>
  )
}

/** The dialog's content, for a caller that opens its own modal (a declared row action). */
export function ChooseApprovalBody({
  active,
  flow,
  onClose,
  onConfirm,
}: Omit<ChooseApprovalProps, 'opened'> & { active: boolean }) {
  const { t } = useTranslation()
  const { templates, tree, names, preselected } = useApprovalChoices(flow, active)
  const [dept, setDept] = useState<string | null>(null)
  // Undefined until the person picks: the preselection holds until then.
  const [picked, setPicked] = useState<string | undefined>(undefined)
  const rows = templatesOfDept(templates.data ?? [], tree, dept)
  // What is confirmed is what is seen: a choice the department search hides is no choice.
  const chosen = rows.find((tpl) => tpl.id === (picked ?? preselected))?.id ?? null
  return (
    <Stack gap="sm">
      <Select
        label={t('work.choose.deptSearch')}
        data={treeChoices(tree as Record<string, unknown>[], 'deptName', null)}
        value={dept}
        onChange={setDept}
        searchable
        clearable
        w={300}
        comboboxProps={{ withinPortal: true }}
      />
      <ScrollArea.Autosize mah={400}>
        <Radio.Group value={chosen} onChange={setPicked}>
          <Table verticalSpacing="xs" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={60}>{t('work.choose.pick')}</Table.Th>
                <Table.Th>{t('work.choose.name')}</Table.Th>
                <Table.Th>{t('work.choose.dept')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((tpl) => (
                <Table.Tr key={tpl.id} onClick={() => setPicked(tpl.id)} style={{ cursor: 'pointer' }}>
                  <Table.Td>
                    <Radio value={tpl.id} aria-label={tpl.name} />
                  </Table.Td>
                  <Table.Td>{tpl.name}</Table.Td>
                  <Table.Td>{tpl.deptId ? (names[tpl.deptId] ?? tpl.deptId) : ''}</Table.Td>
                </Table.Tr>
              ))}
              {templates.data && rows.length === 0 && <EmptyRow columns={3}>{t('work.choose.empty')}</EmptyRow>}
            </Table.Tbody>
          </Table>
        </Radio.Group>
      </ScrollArea.Autosize>
      {templates.isPending && <Loader size="sm" />}
      {templates.isError && <Text c="red">{t('work.loadFailed')}</Text>}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button disabled={!chosen} onClick={() => chosen && onConfirm(chosen)}>
          {t('common.ok')}
        </Button>
      </Group>
    </Stack>
  )
}
