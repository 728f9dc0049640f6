import type Canvas from 'diagram-js/lib/core/Canvas';
import type ElementRegistry from 'diagram-js/lib/core/ElementRegistry';
import type Overlays from 'diagram-js/lib/features/overlays/Overlays';
import type { Modeler } from './bpmn-modeler';

const MARKER = 'wf-lint-error';
const OVERLAY = 'wf-lint';

/** Element ids of a lint report that name a shape or flow of the diagram (others are listed only). */
export function markLintProblems(modeler: Modeler, elementIds: readonly string[], previous: readonly string[]): string[] {
  const canvas = modeler.get<Canvas>('canvas');
  const registry = modeler.get<ElementRegistry>('elementRegistry');
  const overlays = modeler.get<Overlays>('overlays');
  for (const id of previous) {
    if (registry.get(id)) {
      canvas.removeMarker(id, MARKER);
    }
  }
  overlays.remove({ type: OVERLAY });
  const counts = new Map<string, number>();
  for (const id of elementIds) {
    if (id && registry.get(id) && id !== canvas.getRootElement().id) {
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
  }
  for (const [id, count] of counts) {
    canvas.addMarker(id, MARKER);
    const badge = document.createElement('div');
    badge.className = 'wf-lint-badge';
    badge.textContent = String(count);
    badge.setAttribute('data-testid', `lint-badge-${id}`);
    overlays.add(id, OVERLAY, { position: { top: -10, right: 10 }, html: badge });
  }
  return [...counts.keys()];
}
