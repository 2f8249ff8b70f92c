import { Button, Grid, Group } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { BASE_FIELDS, type ResourceDef } from '#sync/resources/define-resource.ts'
import { currentLanguage } from '../../i18n/i18n.ts'
import type { Granularity } from '../../ui/inputs/date-range.ts'
import { CREATE_TIME, type SearchValues } from './list-params.ts'
import { type KeyedField, searchFields } from './resource-meta.ts'
import { SearchFieldInput } from './search-field-input.tsx'

/** Fields shown before "expand" (spec 1 §2.5). */
const VISIBLE_FIELDS = 3
/** Buttons keep the width of their label. */
const KEEP_WIDTH = { flexShrink: 0 } as const

type SearchFormProps = {
  resource: ResourceDef
  /** The filters applied; the form edits a copy and hands it back on search. */
  values: SearchValues
  onSearch: (values: SearchValues) => void
  onReset: () => void
  /** Fields to show instead of the declaration's search fields (a screen with its own filters). */
  fields?: readonly KeyedField[]
  /** Offer the createTime range (every generic list does). */
  withCreateTime?: boolean
}

/**
 * The search form of a list: each declared filter in a span of 6 of 24, labels as placeholders,
 * the first three shown until expanded; search and reset.
 */
export function SearchForm({ resource, values, onSearch, onReset, fields, withCreateTime = true }: SearchFormProps) {
  const { t } = useTranslation()
  const lang = currentLanguage()
  const [draft, setDraft] = useState<SearchValues>(values)
  const [expanded, setExpanded] = useState(false)
  const [linkLabels, setLinkLabels] = useState<Record<string, string>>({})
  // Each date filter's granularity (day, month, year: spec 1 §2.5); a month or year means all its days.
  const [granularities, setGranularities] = useState<Record<string, Granularity>>({})
  const shownFields = fields ?? searchFields(resource)
  const set = (key: string, value: SearchValues[string]) => setDraft((d) => ({ ...d, [key]: value }))
  const inputOf = (key: string, field: KeyedField['field'] | null, label: string) => (
    <SearchFieldInput
      field={field}
      label={label}
      value={draft[key]}
      onChange={(v) => set(key, v)}
      linkLabel={linkLabels[key]}
      onLinkLabel={(l) => setLinkLabels((m) => ({ ...m, [key]: l }))}
      granularity={granularities[key] ?? '1'}
      onGranularity={(g) => setGranularities((m) => ({ ...m, [key]: g }))}
      onEnter={() => onSearch(draft)}
    />
  )

  const items = shownFields.map(({ key, field }) => ({ key, input: inputOf(key, field, field.label[lang]) }))
  if (withCreateTime) {
    const label = BASE_FIELDS[CREATE_TIME]?.label[lang] ?? CREATE_TIME
    items.push({ key: CREATE_TIME, input: inputOf(CREATE_TIME, null, label) })
  }
  const visible = expanded ? items : items.slice(0, VISIBLE_FIELDS)

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        onSearch(draft)
      }}
      aria-label={t('resource.searchForm')}
    >
      <Grid columns={24} gap={10}>
        {visible.map((item) => (
          <Grid.Col key={item.key} span={{ base: 24, sm: 12, md: 6 }}>
            {item.input}
          </Grid.Col>
        ))}
        <Grid.Col span={{ base: 24, sm: 'content' }}>
          {/* A narrow column (a panel beside another, longer English words) wraps the buttons to a
              second line instead of squeezing their labels to a letter or two. */}
          <Group gap="xs" wrap="wrap">
            <Button type="submit" style={KEEP_WIDTH}>
              {t('resource.search')}
            </Button>
            <Button
              variant="default"
              style={KEEP_WIDTH}
              onClick={() => {
                setDraft({})
                setLinkLabels({})
                onReset()
              }}
            >
              {t('resource.reset')}
            </Button>
            {items.length > VISIBLE_FIELDS && (
              <Button
                variant="subtle"
                style={KEEP_WIDTH}
                onClick={() => setExpanded((x) => !x)}
                aria-expanded={expanded}
              >
                {expanded ? t('resource.collapse') : t('resource.expand')}
              </Button>
            )}
          </Group>
        </Grid.Col>
      </Grid>
    </form>
  )
}
