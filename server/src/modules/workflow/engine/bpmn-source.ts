import BpmnModdle, { type Definitions } from 'bpmn-moddle';
import * as Elements from 'bpmn-elements';
import serializer, { deserialize, TypeResolver, type SerializableContext } from 'moddle-context-serializer';
import { FLOWABLE_DESCRIPTOR } from './flowable-descriptor';

/** A parsed BPMN document: the moddle tree the validator walks and the engine is built from. */
export interface ParsedBpmn {
  definitions: Definitions;
  /** What bpmn-engine takes as `moddleContext`. */
  moddleContext: Awaited<ReturnType<BpmnModdle['fromXML']>>;
}

const typeResolver = TypeResolver({ ...Elements });

/** Parses BPMN XML with our flowable descriptor; throws on XML that is not BPMN. */
export async function parseBpmn(xml: string): Promise<ParsedBpmn> {
  const moddle = new BpmnModdle({ flowable: FLOWABLE_DESCRIPTOR });
  const moddleContext = await moddle.fromXML(xml);
  return { definitions: moddleContext.rootElement, moddleContext };
}

/** The serialized moddle-context-serializer context stored on a definition (no XML parse per command). */
export function serializeContext(parsed: ParsedBpmn): string {
  return serializer(parsed.moddleContext as never, typeResolver).serialize();
}

/** Rebuilds the engine's source context from a definition's stored serialized context. */
export function deserializeContext(serialized: string): SerializableContext {
  return deserialize(JSON.parse(serialized) as never, typeResolver);
}
