import type { ResourceDef } from '#sync/resources/define-resource.ts'
import { listUrl, operationUrl } from './resource-meta.ts'

/** The calls a screen uses for one resource; null where the declaration offers none. */
export type ResourceUrls = {
  list: string | null
  tree: string | null
  detail: string | null
  submit: string | null
  save: string | null
  update: string | null
  remove: string | null
  export: string | null
  import: string | null
  template: string | null
}

/** The calls of a declaration (a hand-made screen may override some). */
export function resourceUrls(resource: ResourceDef, override: Partial<ResourceUrls> = {}): ResourceUrls {
  return {
    list: listUrl(resource),
    tree: operationUrl(resource, 'tree'),
    detail: operationUrl(resource, 'detail'),
    submit: operationUrl(resource, 'submit'),
    save: operationUrl(resource, 'save'),
    update: operationUrl(resource, 'update'),
    remove: operationUrl(resource, 'remove'),
    export: operationUrl(resource, 'export'),
    import: operationUrl(resource, 'import'),
    template: operationUrl(resource, 'template'),
    ...override,
  }
}

/** Where a new record is sent (submit, else save) and where a change is sent (submit, else update). */
export function saveUrl(urls: ResourceUrls, editing: boolean): string | null {
  return editing ? (urls.submit ?? urls.update) : (urls.submit ?? urls.save)
}
