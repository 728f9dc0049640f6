import type Modeling from 'bpmn-js/lib/features/modeling/Modeling';
import type { Element } from 'bpmn-js/lib/model/Types';
import type ElementRegistry from 'diagram-js/lib/core/ElementRegistry';
import type { Modeler } from './bpmn-modeler';
import { timerDefinitionOf, type DesignerBusinessObject } from './element-properties';

/** The part of bpmn-moddle the panel uses: a new element of a type. */
interface ModdleFactory {
  create(type: string, attributes: Record<string, unknown>): unknown;
}

/**
 * The panel's changes as bpmn-js commands (modeling.updateProperties / updateModdleProperties), so that each is
 * one step of the command stack and undo/redo restores it.
 */
export function designerCommands(modeler: Modeler) {
  const modeling = modeler.get<Modeling>('modeling');
  const moddle = modeler.get<ModdleFactory>('moddle');
  const registry = modeler.get<ElementRegistry>('elementRegistry');
  const expression = (body: string) => moddle.create('bpmn:FormalExpression', { body });
  const businessObject = (element: Element) => element.businessObject as DesignerBusinessObject;

  return {
    /** Every element id of the diagram (the process's too). */
    ids: (): Set<string> =>
      new Set(registry.getAll().map((element) => (element.businessObject as DesignerBusinessObject).id ?? element.id)),
    update: (element: Element, properties: Record<string, unknown>) => modeling.updateProperties(element, properties),
    condition: (flow: Element, body: string) =>
      modeling.updateProperties(flow, { conditionExpression: body.trim() === '' ? undefined : expression(body.trim()) }),
    defaultFlow: (flow: Element, isDefault: boolean) => {
      const sourceId = businessObject(flow).sourceRef?.id;
      const source = sourceId ? registry.get(sourceId) : undefined;
      if (source) {
        modeling.updateProperties(source as Element, { default: isDefault ? flow.businessObject : undefined });
      }
    },
    timer: (event: Element, duration: string) => {
      const definition = timerDefinitionOf(businessObject(event));
      if (definition) {
        modeling.updateModdleProperties(event, definition, { timeDuration: expression(duration.trim()) });
      }
    },
  };
}

export type DesignerCommands = ReturnType<typeof designerCommands>;
