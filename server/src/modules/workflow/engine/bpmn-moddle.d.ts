// The parts of bpmn-moddle (no bundled types) the workflow module reads. bpmn-engine's and
// moddle-context-serializer's own declarations name `Definitions` and `BaseElement` from here.
declare module 'bpmn-moddle' {
  /** Any parsed BPMN element: `$type` like `bpmn:UserTask`, unknown namespaced attributes in `$attrs`. */
  export interface BaseElement {
    $type: string;
    id?: string;
    name?: string;
    $attrs?: Record<string, string>;
    [property: string]: unknown;
  }

  export interface Definitions extends BaseElement {
    rootElements?: BaseElement[];
  }

  export interface ParseWarning {
    message: string;
  }

  export interface ParseResult {
    rootElement: Definitions;
    references: unknown[];
    warnings: ParseWarning[];
    elementsById: Record<string, BaseElement>;
  }

  export default class BpmnModdle {
    constructor(packages?: Record<string, object>, options?: Record<string, unknown>);
    fromXML(xml: string, typeName?: string): Promise<ParseResult>;
  }
}
