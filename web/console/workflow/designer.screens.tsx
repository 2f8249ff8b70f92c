import type { JSX } from 'react'
import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { DeploymentPage } from './deployment.page.tsx'
import { ModelPage } from './model.page.tsx'

/** The approval models' and deployments' screens of their own, by resource key. */
export const designerScreens: Record<string, (resource: ResourceDef) => JSX.Element> = {
  'blade-flow/model': (resource) => <ModelPage resource={resource} />,
  'blade-flow/manager': (resource) => <DeploymentPage resource={resource} />,
}
