import type { ComponentType, LazyExoticComponent } from 'react'
import { lazyPage } from '../../app/shell/lazy-page.ts'
import { PROCESS_ROUTES } from './process-paths.ts'

/**
 * The approval work pages at their menu paths (sync/src/menus/workflow.menu.ts) and the process
 * screens of every flow (spec 1 §2.3), each in a chunk of its own.
 */
export const WORK_PAGES: Record<string, LazyExoticComponent<ComponentType>> = {
  '/work/start': lazyPage(() => import('./work-start.page.tsx').then((m) => m.WorkStartPage)),
  '/work/claim': lazyPage(() => import('./work-task-pages.tsx').then((m) => m.WorkClaimPage)),
  '/work/todo': lazyPage(() => import('./work-task-pages.tsx').then((m) => m.WorkTodoPage)),
  '/work/send': lazyPage(() => import('./work-instance-pages.tsx').then((m) => m.WorkSendPage)),
  '/work/done': lazyPage(() => import('./work-task-pages.tsx').then((m) => m.WorkDonePage)),
  '/flow/follow': lazyPage(() => import('./work-instance-pages.tsx').then((m) => m.FlowFollowPage)),
  [PROCESS_ROUTES.form]: lazyPage(() => import('./process-form.page.tsx').then((m) => m.ProcessFormPage)),
  [PROCESS_ROUTES.handle]: lazyPage(() => import('./process-handle.page.tsx').then((m) => m.ProcessHandlePage)),
  [PROCESS_ROUTES.leaveHandle]: lazyPage(() => import('./process-handle.page.tsx').then((m) => m.ProcessHandlePage)),
  [PROCESS_ROUTES.detail]: lazyPage(() => import('./process-detail.page.tsx').then((m) => m.ProcessDetailPage)),
}
