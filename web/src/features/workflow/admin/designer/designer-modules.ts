/**
 * bpmn-js modules of the designer: the palette, context pad and replace menu offer the allowed BPMN subset
 * (reference §5.10: events, user/manual tasks, exclusive/parallel/inclusive gateways, timers), with a user task
 * next to the plain task; and the diagram's texts translated through the app's i18next (workflowAdmin namespace).
 */
import type AutoPlace from 'diagram-js/lib/features/auto-place/AutoPlace';
import type ContextPad from 'diagram-js/lib/features/context-pad/ContextPad';
import type { ContextPadEntries } from 'diagram-js/lib/features/context-pad/ContextPadProvider';
import type Create from 'diagram-js/lib/features/create/Create';
import type Palette from 'diagram-js/lib/features/palette/Palette';
import type { PaletteEntries } from 'diagram-js/lib/features/palette/PaletteProvider';
import type PopupMenu from 'diagram-js/lib/features/popup-menu/PopupMenu';
import type { PopupMenuEntries } from 'diagram-js/lib/features/popup-menu/PopupMenuProvider';
import type ElementFactory from 'bpmn-js/lib/features/modeling/ElementFactory';
import type { Element as DiagramElement, Shape } from 'diagram-js/lib/model/Types';
import { designerTextKey } from './designer-texts';

type Translate = (text: string, replacements?: Record<string, string>) => string;

/** Palette entries outside the subset (pools, groups, data stores, sub-processes). */
const REFUSED_PALETTE = new Set(['create.data-store', 'create.subprocess-expanded', 'create.participant-expanded', 'create.group']);
/** Context pad entries that would add constructs outside the subset. */
const REFUSED_PAD =
  /^(append\.(receive-task|message-intermediate-event|signal-intermediate-event|condition-intermediate-event|compensation-activity)|lane-)/;
/** Replace-menu entries outside the subset. */
const REFUSED_REPLACE = new RegExp(
  [
    'message',
    'signal',
    'escalation',
    'error',
    'compensat',
    'conditional-(start|intermediate|boundary|event)',
    'link',
    'cancel',
    'sub-?process',
    'transaction',
    'call-activity',
    'service',
    'send',
    'receive',
    'script',
    'rule-task',
    'event-based',
    'complex',
    'data-store',
    'participant',
  ].join('|'),
);

function pick<Entries extends object>(entries: Entries, keep: (key: string) => boolean): Entries {
  return Object.fromEntries(Object.entries(entries).filter(([key]) => keep(key))) as Entries;
}

class SubsetPaletteProvider {
  static $inject = ['palette', 'create', 'elementFactory', 'translate'];

  constructor(
    palette: Palette,
    private readonly create: Create,
    private readonly elementFactory: ElementFactory,
    private readonly translate: Translate,
  ) {
    palette.registerProvider(500, this);
  }

  getPaletteEntries(): (entries: PaletteEntries) => PaletteEntries {
    return (entries) => {
      const start = (event: Event) => this.create.start(event, this.elementFactory.createShape({ type: 'bpmn:UserTask' }));
      const kept = pick(entries, (key) => !REFUSED_PALETTE.has(key));
      return {
        ...kept,
        'create.user-task': {
          group: 'activity',
          className: 'bpmn-icon-user-task',
          title: this.translate('Create user task'),
          action: { dragstart: start, click: start },
        },
      };
    };
  }
}

function isShape(element: DiagramElement): element is Shape {
  return 'width' in element && !('waypoints' in element);
}

class SubsetContextPadProvider {
  static $inject = ['contextPad', 'create', 'elementFactory', 'autoPlace', 'translate'];

  constructor(
    contextPad: ContextPad,
    private readonly create: Create,
    private readonly elementFactory: ElementFactory,
    private readonly autoPlace: AutoPlace,
    private readonly translate: Translate,
  ) {
    contextPad.registerProvider(500, this);
  }

  getContextPadEntries(element: DiagramElement): (entries: ContextPadEntries) => ContextPadEntries {
    return (entries) => {
      const kept = pick(entries, (key) => !REFUSED_PAD.test(key));
      if (!('append.append-task' in entries) || !isShape(element)) {
        return kept;
      }
      const shape = () => this.elementFactory.createShape({ type: 'bpmn:UserTask' });
      return {
        ...kept,
        'append.user-task': {
          group: 'model',
          className: 'bpmn-icon-user-task',
          title: this.translate('Append user task'),
          action: {
            click: () => this.autoPlace.append(element, shape()),
            dragstart: (event: Event) => this.create.start(event, shape(), { source: element }),
          },
        },
      };
    };
  }
}

class SubsetReplaceMenuProvider {
  static $inject = ['popupMenu'];

  constructor(popupMenu: PopupMenu) {
    popupMenu.registerProvider('bpmn-replace', 500, this);
  }

  getPopupMenuEntries(): (entries: PopupMenuEntries) => PopupMenuEntries {
    return (entries) => pick(entries, (key) => !REFUSED_REPLACE.test(key));
  }

  /** The header's loop and multi-instance toggles are outside the subset. */
  getPopupMenuHeaderEntries(): (entries: PopupMenuEntries) => PopupMenuEntries {
    return () => ({});
  }
}

/** Restricts the palette, context pad and replace menu to the allowed subset. */
export const subsetModule = {
  __init__: ['subsetPaletteProvider', 'subsetContextPadProvider', 'subsetReplaceMenuProvider'],
  subsetPaletteProvider: ['type', SubsetPaletteProvider],
  subsetContextPadProvider: ['type', SubsetContextPadProvider],
  subsetReplaceMenuProvider: ['type', SubsetReplaceMenuProvider],
};

/** bpmn-js's `translate` service backed by the caller's translate function (texts of designer-texts.ts). */
export function translateModule(translateText: (key: string) => string) {
  const translate: Translate = (template, replacements = {}) => {
    const key = designerTextKey(template);
    const text = key ? translateText(key) : template;
    return text.replace(/{([^}]+)}/g, (whole, name: string) => replacements[name] ?? whole);
  };
  return { translate: ['value', translate] };
}
