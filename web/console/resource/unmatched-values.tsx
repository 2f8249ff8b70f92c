import { Alert } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { currentLanguage } from '../../i18n/i18n.ts'

/** Labels of batch filters that are not fields of the resource (the order page's SKU filter). */
export type FilterLabels = Record<string, string>

/**
 * The pasted values of each batch filter that matched nothing (a page's `unmatched`), named in
 * one notice per filter, so they are not silently dropped.
 */
export function UnmatchedValues({
  unmatched,
  resource,
  labels = {},
}: {
  unmatched: Record<string, string[]> | undefined
  resource: ResourceDef
  labels?: FilterLabels
}) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  return Object.entries(unmatched ?? {}).map(([key, values]) => {
    if (!values.length) return null
    const field = key.replace(/_(in|likeany)$/, '')
    return (
      <Alert key={key} color="yellow" variant="light" role="status" p="xs">
        {t('resource.unmatched', {
          field: resource.fields[field]?.label[lang] ?? labels[field] ?? key,
          count: values.length,
          values: values.join(', '),
        })}
      </Alert>
    )
  })
}
