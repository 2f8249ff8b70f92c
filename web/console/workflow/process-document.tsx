import { Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { findResource } from '#sync/resources/index.ts'
import { detailContract } from '#sync/resources/resource-contracts.ts'
import { FLOWS, flowOfKind } from '#sync/resources/workflow/flows.ts'
import { callApi } from '../../api/client.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import { cellText } from '../resource/cell-value.tsx'
import { ResourceFormDialog } from '../resource/resource-form-dialog.tsx'
import { LeaveDetail } from './leave-detail.tsx'
import { DocumentLines } from './process-document-lines.tsx'
import { isLeaveKind } from './process-paths.ts'

/** The fields a summary shows: those the declaration lists in its table. */
const SUMMARY_MAX = 8

/**
 * One document of an approval, read through its resource's detail call: its listed fields and its
 * lines, and the generic record view (read-only) one click away.
 */
function DocumentSummary({ resource, id }: { resource: ResourceDef; id: string }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const [viewing, setViewing] = useState(false)
  const record = useQuery({
    queryKey: ['process-document', resource.module, resource.name, id],
    queryFn: () => callApi(detailContract(resource), { query: { id } }),
  })
  if (record.isError) return <Text c="red">{t('work.loadFailed')}</Text>
  if (!record.data) return <Loader size="sm" />
  const row = record.data as Record<string, unknown>
  const yesNo = { yes: t('resource.yes'), no: t('resource.no') }
  const fields = Object.entries(resource.fields)
    .filter(([, f]) => f.list)
    .slice(0, SUMMARY_MAX)
  return (
    <Stack gap="xs">
      <SimpleGrid cols={2} spacing="sm">
        {fields.map(([key, field]) => {
          const label = row[`${key}Label`]
          const links = typeof label === 'string' ? { [String(row[key])]: label } : undefined
          return (
            <div key={key}>
              <Text size="xs" c="dimmed">
                {field.label[lang]}
              </Text>
              <Text size="sm">{cellText(field, row[key], lang, links, yesNo)}</Text>
            </div>
          )
        })}
      </SimpleGrid>
      <DocumentLines resource={resource} record={row} />
      <Group>
        <Button size="compact-sm" variant="light" onClick={() => setViewing(true)}>
          {t('work.process.openDocument')}
        </Button>
      </Group>
      {viewing && (
        <ResourceFormDialog
          resource={resource}
          opened
          mode="view"
          record={{ id }}
          onClose={() => setViewing(false)}
          onSaved={() => setViewing(false)}
        />
      )}
    </Stack>
  )
}

/** The document an approval decides (a leave, a stock count, an outbound order ...), beside its approval. */
export function ProcessDocument({ kind, businessIds }: { kind: string; businessIds: string }) {
  const { t } = useTranslation()
  const flow = flowOfKind(kind)
  const key = flow ? FLOWS[flow].resource : undefined
  const ids = businessIds.split(',').filter(Boolean)
  return (
    <Paper withBorder radius="md" p="sm">
      <Title order={5} mb="xs">
        {t('work.process.document')}
      </Title>
      {!flow && <Text c="red">{t('work.process.unknownKind')}</Text>}
      {flow && !key && <Text c="dimmed">{t('work.process.noDocument')}</Text>}
      <Stack gap="md">
        {key &&
          ids.map((id) =>
            isLeaveKind(kind) ? (
              <LeaveDetail key={id} businessId={id} />
            ) : (
              <DocumentSummary key={id} resource={findResource(key)} id={id} />
            ),
          )}
      </Stack>
    </Paper>
  )
}
