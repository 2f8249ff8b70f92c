import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { z } from 'zod'
import {
  claimListContract,
  doneListContract,
  followListContract,
  type processDefinition,
  type processInstance,
  sendListContract,
  startListContract,
  todoListContract,
  type workTask,
} from '#sync/resources/workflow/workflow.contracts.ts'
import { type CallOptions, callApi } from '../../api/client.ts'
import type { PageState } from '../resource/list-pager.tsx'
import { DEFAULT_PAGE_SIZE } from '../resource/list-params.ts'

/** A task as the work lists answer it. */
export type WorkTask = z.output<typeof workTask>
/** An approval as the sent and follow lists answer it. */
export type ProcessInstance = z.output<typeof processInstance>
/** A startable flow version (a deployment). */
export type ProcessDefinition = z.output<typeof processDefinition>

type PageOf<T> = { records: T[]; total: number; size: number; current: number; pages: number }

/** What every work list is filtered by (the follow list also by state). */
export type WorkFilters = { category?: string; state?: string; businessTitle?: string }

type Lists = {
  start: PageOf<ProcessDefinition>
  claim: PageOf<WorkTask>
  todo: PageOf<WorkTask>
  send: PageOf<ProcessInstance>
  done: PageOf<WorkTask>
  follow: PageOf<ProcessInstance>
}

/** The work list's name. */
export type WorkListName = keyof Lists

const blankless = (f: WorkFilters) =>
  Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined && v.trim() !== '')) as WorkFilters

/** A work list's page and filters, as sent. */
export type Query = PageState & WorkFilters

/**
 * The task and sent lists' contracts are built by a helper that types their rows as any schema, so
 * their answers read as pages of unknown rows; the contract's row schema is the one named here.
 */
const pageOf = <T>(answer: Promise<PageOf<unknown>>) => answer as Promise<PageOf<T>>

/** The work lists of the current user's tasks (todo and claimable), as the drawer and handle screen read them. */
export const loadTasks = (list: 'claim' | 'todo', query: Query, opts?: CallOptions) =>
  pageOf<WorkTask>(callApi(list === 'claim' ? claimListContract : todoListContract, { query }, opts))

const LOADERS: { [K in WorkListName]: (q: Query) => Promise<Lists[K]> } = {
  // Mode 1: the active deployments, newest version of each flow.
  start: ({ state: _state, businessTitle: _title, ...q }) => callApi(startListContract, { query: { ...q, mode: 1 } }),
  claim: ({ state: _state, ...q }) => loadTasks('claim', q),
  todo: ({ state: _state, ...q }) => loadTasks('todo', q),
  send: ({ state: _state, ...q }) => pageOf<ProcessInstance>(callApi(sendListContract, { query: q })),
  done: ({ state: _state, ...q }) => pageOf<WorkTask>(callApi(doneListContract, { query: q })),
  follow: (q) => callApi(followListContract, { query: q }),
}

/** The query key of a work list (the drawer and the handle screen refresh them after a decision). */
export const workListKey = (name: WorkListName) => ['work-list', name] as const

/** A work list's page and filters (a new search goes back to page 1), and its answer. */
export function useWorkList<K extends WorkListName>(name: K) {
  const [page, setPage] = useState<PageState>({ current: 1, size: DEFAULT_PAGE_SIZE })
  const [filters, setFilters] = useState<WorkFilters>({})
  const list = useQuery({
    queryKey: [...workListKey(name), page, filters],
    queryFn: () => LOADERS[name]({ ...page, ...blankless(filters) }) as Promise<Lists[K]>,
    placeholderData: keepPreviousData,
  })
  const search = (next: WorkFilters) => {
    setPage((p) => ({ ...p, current: 1 }))
    setFilters(next)
  }
  return { list, page, setPage, filters, search }
}
