import { ScrollArea, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { findResource } from '#sync/resources/index.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import { cellText } from '../resource/cell-value.tsx'

type Row = Record<string, unknown>

/** A link to another document's line (a purchase line's plan line) names nothing an approver reads: left out. */
function linksToLine(field: ResourceDef['fields'][string]): boolean {
  return field.type === 'link' && field.target !== undefined && findResource(field.target).isChild === true
}

/** A document's lines as its detail answers them (a count's counted lots, an outbound order's SKUs), read-only. */
export function DocumentLines({ resource, record }: { resource: ResourceDef; record: Row }) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const yesNo = { yes: t('resource.yes'), no: t('resource.no') }
  return (
    <>
      {Object.entries(resource.children ?? {}).map(([key, child]) => {
        const lines = Array.isArray(record[key]) ? (record[key] as Row[]) : []
        const target = findResource(child.resource)
        const fields = Object.entries(target.fields).filter(
          ([k, f]) => f.list && k !== child.foreignKey && !linksToLine(f),
        )
        return (
          <ScrollArea key={key} mah={320}>
            <Text size="xs" c="dimmed" mb={4}>
              {target.label[lang]}
            </Text>
            <Table fz="xs" verticalSpacing={2} withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  {fields.map(([k, f]) => (
                    <Table.Th key={k}>{f.label[lang]}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {lines.map((line, i) => (
                  <Table.Tr key={String(line.id ?? i)}>
                    {fields.map(([k, f]) => {
                      const label = line[`${k}Label`]
                      const links = typeof label === 'string' ? { [String(line[k])]: label } : undefined
                      return <Table.Td key={k}>{cellText(f, line[k], lang, links, yesNo)}</Table.Td>
                    })}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        )
      })}
    </>
  )
}
