// bpmn-js's Modeler with its styles and our modules: a chunk of its own, loaded when the designer opens.
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css';
import './designer.css';
import Modeler from 'bpmn-js/lib/Modeler';
import { subsetModule, translateModule } from './designer-modules';
import { flowableModdle } from './flowable-moddle';

/** A Modeler in `container` with the flowable extension, the subset palette and the texts of `translateText`. */
export function createDesignerModeler(container: HTMLElement, translateText: (key: string) => string): Modeler {
  return new Modeler({
    container,
    keyboard: { bindTo: container },
    moddleExtensions: { flowable: flowableModdle },
    additionalModules: [subsetModule, translateModule(translateText)],
  });
}

export type { Modeler };
