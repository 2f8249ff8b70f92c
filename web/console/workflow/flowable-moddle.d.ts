// bpmn-moddle ships its types only under `bpmn-moddle/types`; the tests read and write BPMN with it.
declare module 'bpmn-moddle' {
  /** A parsed BPMN element. */
  export type ModdleElement = {
    $type: string
    id?: string
    name?: string
    get(name: string): unknown
    set(name: string, value: unknown): void
    [key: string]: unknown
  }

  /** Reads and writes BPMN 2.0 XML, knowing the extensions it is given. */
  export class BpmnModdle {
    constructor(extensions?: Record<string, unknown>)
    fromXML(xml: string): Promise<{ rootElement: ModdleElement; warnings: unknown[] }>
    toXML(element: ModdleElement, options?: { format?: boolean }): Promise<{ xml: string }>
    create(type: string, attributes?: Record<string, unknown>): ModdleElement
  }
}
