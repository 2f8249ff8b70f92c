/** The part of bpmn-moddle 10 the model compiler uses (the package ships no types for its root). */
declare module 'bpmn-moddle' {
  /** A parsed model element: `$type` is the qualified type (`bpmn:UserTask`), other properties by name. */
  export type ModdleElement = {
    $type: string
    $parent?: ModdleElement
    /** attributes the descriptors do not declare, by their qualified name */
    $attrs?: Record<string, string>
    id?: string
    name?: string
    [property: string]: unknown
  }

  /** A problem the reader recovered from by dropping content. */
  export type ParseWarning = Error & { element?: ModdleElement; property?: string; value?: unknown }

  export type ParseResult = {
    rootElement: ModdleElement
    warnings: ParseWarning[]
    elementsById: Record<string, ModdleElement>
  }

  export class BpmnModdle {
    constructor(packages?: Record<string, unknown>, options?: Record<string, unknown>)
    fromXML(xml: string, typeName?: string, options?: Record<string, unknown>): Promise<ParseResult>
  }
}
