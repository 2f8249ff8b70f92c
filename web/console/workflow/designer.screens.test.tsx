import { MantineProvider } from '@mantine/core'
import { ModalsProvider } from '@mantine/modals'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { wfDeployment, wfModel } from '#sync/resources/workflow/workflow.resource.ts'
import { clientSettings } from '../../api/client.ts'
import { i18n } from '../../i18n/i18n.ts'
import { pageForResource } from '../resource/resource-pages.tsx'

const ALL = ['view', 'add', 'edit', 'delete']
const DEPLOYMENTS = [
  {
    id: 'stock_taking_la:1:9001',
    processKey: 'stock_taking_la',
    name: 'Count LA',
    category: 'stock_taking',
    processVersion: 1,
    suspensionState: '1',
  },
  {
    id: 'stock_taking_la:2:9002',
    processKey: 'stock_taking_la',
    name: 'Count LA',
    category: 'stock_taking',
    processVersion: 2,
    suspensionState: '2',
  },
]
const MODELS = [{ id: '7001', version: 3, modelKey: 'stock_taking_la', name: 'Count LA', category: 'stock_taking' }]

function envelope(data: unknown) {
  return new Response(JSON.stringify({ code: 200, success: true, data, msg: '操作成功' }), {
    headers: { 'Content-Type': 'application/json' },
  })
}

/** The server as the pages meet it: the person's buttons, the two lists, and what the actions answer. */
function serve(buttons: string[]) {
  const posts: { url: string; body: unknown }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') posts.push({ url, body: JSON.parse(String(init.body ?? 'null')) })
      if (url.startsWith('/api/blade-system/menu/buttons')) {
        return envelope([
          { id: '1', code: 'x', category: 1, children: buttons.map((code) => ({ code, category: 2, children: [] })) },
        ])
      }
      if (url.startsWith('/api/blade-flow/manager/list'))
        return envelope({ records: DEPLOYMENTS, total: 2, size: 30, current: 1, pages: 1 })
      if (url.startsWith('/api/blade-flow/model/list'))
        return envelope({ records: MODELS, total: 1, size: 30, current: 1, pages: 1 })
      if (url.startsWith('/api/blade-flow/model/deploy')) return envelope({ ...DEPLOYMENTS[0], processVersion: 3 })
      return envelope(DEPLOYMENTS[0])
    }),
  )
  return posts
}

function renderPage(resource: typeof wfModel | typeof wfDeployment) {
  const Page = pageForResource(resource)
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <ModalsProvider>
          <QueryClientProvider client={client}>
            <Page />
          </QueryClientProvider>
        </ModalsProvider>
      </MantineProvider>
    </I18nextProvider>,
  )
}

beforeEach(() => void i18n.changeLanguage('zh'))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the deployments page', () => {
  it('suspends an active deployment and activates a suspended one, by its process definition id', async () => {
    const posts = serve(ALL.map((a) => `flow_manager_${a}`))
    vi.spyOn(clientSettings, 'notifySuccess').mockImplementation(() => {})
    renderPage(wfDeployment)
    await userEvent.click(await screen.findByRole('button', { name: '挂起' }))
    await userEvent.click(screen.getByRole('button', { name: '激活' }))
    await waitFor(() =>
      expect(posts).toEqual([
        {
          url: '/api/blade-flow/manager/change-state',
          body: { processId: 'stock_taking_la:1:9001', state: 'suspend' },
        },
        { url: '/api/blade-flow/manager/change-state', body: { processId: 'stock_taking_la:2:9002', state: 'active' } },
      ]),
    )
  })

  it('deletes the ticked deployments after asking, and offers upload', async () => {
    const posts = serve(ALL.map((a) => `flow_manager_${a}`))
    vi.spyOn(clientSettings, 'notifySuccess').mockImplementation(() => {})
    renderPage(wfDeployment)
    await screen.findByRole('button', { name: '挂起' })
    expect(screen.getByRole('button', { name: '上传 .bpmn' })).toBeTruthy()
    for (const box of screen.getAllByRole('checkbox', { name: '选择此行' })) await userEvent.click(box)
    await userEvent.click(screen.getByRole('button', { name: '删除' }))
    await userEvent.click(await screen.findByRole('button', { name: '确定' }))
    await waitFor(() =>
      expect(posts).toEqual([
        {
          url: '/api/blade-flow/manager/delete-deployment',
          body: { deploymentIds: 'stock_taking_la:1:9001,stock_taking_la:2:9002' },
        },
      ]),
    )
  })

  it('offers to someone who may only look neither state changes, deletion nor upload', async () => {
    serve(['flow_manager_view'])
    renderPage(wfDeployment)
    expect((await screen.findAllByRole('button', { name: '查看' })).length).toBe(2)
    expect(screen.queryByRole('button', { name: '挂起' })).toBeNull()
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull()
    expect(screen.queryByRole('button', { name: '上传 .bpmn' })).toBeNull()
  })
})

describe('the models page', () => {
  it('offers design and a new model instead of the generic add and edit, and deploys the ticked model', async () => {
    const posts = serve([...ALL.map((a) => `flow_model_${a}`), 'flow_manager_add'])
    const notify = vi.spyOn(clientSettings, 'notifySuccess').mockImplementation(() => {})
    renderPage(wfModel)
    expect(await screen.findByRole('button', { name: '设计' })).toBeTruthy()
    expect(screen.getByRole('button', { name: '新建模型' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull()
    expect(screen.queryByRole('button', { name: '编辑' })).toBeNull()
    await userEvent.click(screen.getByRole('checkbox', { name: '选择此行' }))
    await userEvent.click(screen.getByRole('button', { name: '部署' }))
    await waitFor(() => expect(notify).toHaveBeenCalledWith('已部署 Count LA，版本 3'))
    expect(posts).toEqual([{ url: '/api/blade-flow/model/deploy', body: { modelId: '7001' } }])
  })
})
