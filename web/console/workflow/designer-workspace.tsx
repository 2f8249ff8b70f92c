import 'bpmn-js/dist/assets/diagram-js.css'
import 'bpmn-js/dist/assets/bpmn-js.css'
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css'
import { Alert, Box, Center, Group, Loader, Stack, Text } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { detailContract } from '#sync/resources/resource-contracts.ts'
import { wfModel } from '#sync/resources/workflow/workflow.resource.ts'
import { callApi } from '../../api/client.ts'
import { type ModelValues, modelValuesOf, type SavedModel, savedModelOf } from './designer-fields.ts'
import { DesignerSidePanel } from './designer-side-panel.tsx'
import { blankModelXml } from './designer-template.ts'
import { DesignerToolbar } from './designer-toolbar.tsx'
import { services, useBpmnModeler } from './use-bpmn-modeler.ts'
import { useDesignerActions } from './use-designer-actions.ts'

/** What opens the designer: a saved model's id, or null for a new model. */
export type DesignerProps = { modelId: string | null; canDeploy: boolean; onClose: () => void; onSaved: () => void }

/** The approval model designer (its own chunk, with bpmn-js): loads the model, then draws it to edit. */
export function DesignerWorkspace({ modelId, ...rest }: DesignerProps) {
  const { t } = useTranslation()
  const detail = useQuery({
    queryKey: ['wf-model-design', modelId],
    enabled: modelId !== null,
    queryFn: async () => savedModelOf(await callApi(detailContract(wfModel), { query: { id: modelId ?? '' } })),
    staleTime: 0,
    gcTime: 0,
  })
  if (modelId !== null && !detail.data) {
    return (
      <Center h={240}>
        {detail.isError ? (
          <Text c="red">{t('designer.loadFailed', { reason: detail.error.message })}</Text>
        ) : (
          <Loader />
        )}
      </Center>
    )
  }
  return <DesignerBody model={detail.data ?? null} {...rest} />
}

/** The toolbar, the canvas with bpmn-js's palette, and the side panel of the selected element. */
function DesignerBody({
  model,
  canDeploy,
  onClose,
  onSaved,
}: Omit<DesignerProps, 'modelId'> & { model: SavedModel | null }) {
  const { t } = useTranslation()
  const form = useForm<ModelValues>({ initialValues: modelValuesOf(model) })
  // A new model starts from a start, one approval step and an end; its process id is set from the key on save.
  const [xml] = useState(() => model?.xml || blankModelXml('', '', t('designer.blankStep')))
  const [problem, setProblem] = useState<string | null>(null)
  const { container, modeler, selected, openXml } = useBpmnModeler(xml, setProblem)
  const actions = useDesignerActions(modeler, form, model, openXml, onSaved)
  return (
    <Stack gap="sm" h="calc(100dvh - 96px)">
      <DesignerToolbar actions={actions} ready={modeler !== null} canDeploy={canDeploy} onClose={onClose} />
      {problem && (
        <Alert color="red" variant="light" role="alert" p="xs">
          {t('designer.loadFailed', { reason: problem })}
        </Alert>
      )}
      <Group
        gap={0}
        align="stretch"
        wrap="nowrap"
        style={{ flex: 1, minHeight: 0, border: '1px solid var(--mantine-color-default-border)' }}
      >
        <Box pos="relative" style={{ flex: 1, minWidth: 0 }}>
          {/* bpmn-js owns this element's children (the canvas, the palette, the bpmn.io mark). */}
          <Box ref={container} pos="absolute" inset={0} bg="white" />
          {!modeler && !problem && (
            <Center pos="absolute" inset={0} aria-label={t('designer.loading')}>
              <Loader />
            </Center>
          )}
        </Box>
        <DesignerSidePanel
          selected={selected}
          services={modeler ? services(modeler) : null}
          form={form}
          isNew={actions.isNew}
          deptLabel={model?.deptIdLabel ?? undefined}
        />
      </Group>
    </Stack>
  )
}
