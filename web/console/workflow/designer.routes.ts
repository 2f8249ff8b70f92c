import type { ComponentType, LazyExoticComponent } from 'react'
import { resourcePath } from '#sync/menus/resource-menus.ts'
import { wfDeployment, wfModel } from '#sync/resources/workflow/workflow.resource.ts'
import { lazyPage } from '../../app/shell/lazy-page.ts'

/**
 * The models' and deployments' pages, whose menu entries name their own paths (/flow/model,
 * /flow/deploy); each the resource's page (its screen in designerScreens), in a chunk of its own.
 */
export const DESIGNER_PAGES: Record<string, LazyExoticComponent<ComponentType>> = Object.fromEntries(
  [wfModel, wfDeployment].map((r) => [
    resourcePath(r),
    lazyPage(() => import('../resource/resource-pages.tsx').then((m) => m.pageForResource(r))),
  ]),
)
