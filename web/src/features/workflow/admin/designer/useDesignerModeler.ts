import type Canvas from 'diagram-js/lib/core/Canvas';
import type EventBus from 'diagram-js/lib/core/EventBus';
import type Selection from 'diagram-js/lib/features/selection/Selection';
import type { Element } from 'bpmn-js/lib/model/Types';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Modeler } from './bpmn-modeler';

/** Screen pixels left free for the palette at the canvas's left edge. */
const PALETTE_CLEARANCE = 150;

export type ModelerState = { kind: 'loading' } | { kind: 'ready' } | { kind: 'failed'; message: string };

export interface DesignerModeler {
  state: ModelerState;
  /** The Modeler once loaded. */
  modeler: Modeler | null;
  /** The selected element, else the process (root); null before loading. */
  selected: Element | null;
  /** Counts changes of the diagram (the panel re-reads its element). */
  revision: number;
  /** The diagram changed since it was opened or last saved. */
  dirty: boolean;
  markSaved: () => void;
  select: (elementId: string) => void;
}

/**
 * Loads bpmn-js's Modeler (its own chunk) into `container`, imports `xml` once, and follows the selection and the
 * command stack; the texts of the palette and context pad come from the workflowAdmin namespace.
 */
export function useDesignerModeler(container: HTMLElement | null, xml: string): DesignerModeler {
  const { t } = useTranslation('workflowAdmin');
  const translateRef = useRef(t);
  translateRef.current = t;
  const [state, setState] = useState<ModelerState>({ kind: 'loading' });
  const [modeler, setModeler] = useState<Modeler | null>(null);
  const [selected, setSelected] = useState<Element | null>(null);
  const [revision, setRevision] = useState(0);
  const [dirty, setDirty] = useState(false);
  const savedAt = useRef(0);
  const stackSize = useRef(0);

  useEffect(() => {
    if (!container) {
      return undefined;
    }
    let disposed = false;
    let created: Modeler | null = null;
    setState({ kind: 'loading' });
    void import('./bpmn-modeler')
      .then(async ({ createDesignerModeler }) => {
        if (disposed) {
          return;
        }
        created = createDesignerModeler(container, (key) => translateRef.current(key));
        await created.importXML(xml);
        if (disposed) {
          return;
        }
        const instance = created;
        const canvas = instance.get<Canvas>('canvas');
        canvas.zoom('fit-viewport');
        // Keep the drawing clear of the palette at the left edge.
        const view = canvas.viewbox();
        const left = (view.inner.x - view.x) * view.scale;
        if (left < PALETTE_CLEARANCE) {
          canvas.scroll({ dx: PALETTE_CLEARANCE - left, dy: 0 });
        }
        const events = instance.get<EventBus>('eventBus');
        const root = () => canvas.getRootElement() as Element;
        setSelected(root());
        events.on('selection.changed', ({ newSelection }: { newSelection: Element[] }) => {
          setSelected(newSelection.length === 1 && newSelection[0] ? newSelection[0] : root());
        });
        events.on('commandStack.changed', ({ trigger }: { trigger?: string }) => {
          stackSize.current += trigger === 'undo' ? -1 : 1;
          setDirty(stackSize.current !== savedAt.current);
          setRevision((value) => value + 1);
        });
        setModeler(instance);
        setState({ kind: 'ready' });
      })
      .catch((error: unknown) => {
        if (!disposed) {
          setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
        }
      });
    return () => {
      disposed = true;
      created?.destroy();
      setModeler(null);
    };
  }, [container, xml]);

  const markSaved = useCallback(() => {
    savedAt.current = stackSize.current;
    setDirty(false);
  }, []);

  const select = useCallback(
    (elementId: string) => {
      const element = modeler?.get<{ get: (id: string) => Element | undefined }>('elementRegistry').get(elementId);
      if (modeler && element) {
        modeler.get<Selection>('selection').select(element);
        modeler.get<Canvas>('canvas').scrollToElement(element);
      }
    },
    [modeler],
  );

  return { state, modeler, selected, revision, dirty, markSaved, select };
}
