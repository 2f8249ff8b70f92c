import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { ResourcePanel } from '../resource/resource-list.page.tsx'

/**
 * The parameter screen: the list of parameters and their form, where name, key and value are
 * required (checked as each field is left, spec 1 §5).
 */
export function ParamPage({ resource }: { resource: ResourceDef }) {
  const { t } = useTranslation()
  const form = useMemo(
    () => ({
      requiredMessages: {
        paramName: t('system.param.nameRequired'),
        paramKey: t('system.param.keyRequired'),
        paramValue: t('system.param.valueRequired'),
      },
      width: 720,
    }),
    [t],
  )
  return <ResourcePanel resource={resource} form={form} />
}
