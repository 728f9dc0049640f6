import { act, render, screen, waitFor } from '@testing-library/react';
import { AppProviders } from '../../../app/AppProviders';
import { i18n } from '../../../i18n/i18n';
import type { DiagramHistoryItem } from './diagram-markers';
import { ProcessDiagram } from './ProcessDiagram';

type Handler = (event: { element: { id: string } }) => void;

/** bpmn-js does not draw in jsdom: a stand-in that records what the component asks of the viewer. */
const viewer = {
  imported: [] as string[],
  markers: [] as Array<[string, string]>,
  handlers: new Map<string, Handler>(),
  failImport: false,
  destroyed: 0,
};

jest.mock('./bpmn-viewer', () => ({
  NavigatedViewer: class {
    constructor(readonly options: { container: HTMLElement }) {}
    importXML(xml: string): Promise<{ warnings: string[] }> {
      viewer.imported.push(xml);
      return viewer.failImport ? Promise.reject(new Error('unparsable')) : Promise.resolve({ warnings: [] });
    }
    get(name: string): unknown {
      if (name === 'canvas') {
        return { zoom: () => 1, addMarker: (id: string, marker: string) => viewer.markers.push([id, marker]) };
      }
      return { on: (event: string, handler: Handler) => viewer.handlers.set(event, handler) };
    }
    destroy(): void {
      viewer.destroyed += 1;
    }
  },
}));

const history: DiagramHistoryItem[] = [
  { activityId: 'start', activityType: 'startEvent', createdAt: '2026-11-27T08:00:00Z', endedAt: '2026-11-27T08:00:00Z' },
  { activityId: 'toManager', activityType: 'sequenceFlow', endedAt: '2026-11-27T08:00:00Z' },
  {
    activityId: 'managerApprove',
    activityName: 'Manager approval',
    activityType: 'userTask',
    assigneeName: 'Li Lei',
    createdAt: '2026-11-27T08:00:00Z',
    endedAt: '2026-11-27T09:00:00Z',
    comment: 'Fine by me',
  },
  { activityId: 'hrApprove', activityName: 'HR approval', activityType: 'candidate', assigneeName: 'Han Meimei' },
];

function renderDiagram() {
  return render(
    <AppProviders env="test">
      <ProcessDiagram xml="<definitions />" history={history} currentActivityIds={['hrApprove']} />
    </AppProviders>,
  );
}

describe('the process diagram', () => {
  beforeEach(async () => {
    Object.assign(viewer, { imported: [], markers: [], handlers: new Map(), failImport: false, destroyed: 0 });
    await i18n.changeLanguage('en');
  });

  it('draws the definition and marks what was done, the taken flows and the current task', async () => {
    const { unmount } = renderDiagram();
    await waitFor(() => expect(screen.getByTestId('process-diagram')).toHaveAttribute('data-state', 'ready'));
    expect(viewer.imported).toEqual(['<definitions />']);
    expect(viewer.markers).toEqual([
      ['start', 'wf-done'],
      ['managerApprove', 'wf-done'],
      ['toManager', 'wf-taken'],
      ['hrApprove', 'wf-current'],
    ]);
    expect(screen.getByText('Finished')).toBeInTheDocument();
    unmount();
    expect(viewer.destroyed).toBe(1);
  });

  it('shows who handled a hovered activity and when, and the candidates of one not reached yet', async () => {
    renderDiagram();
    await waitFor(() => expect(viewer.handlers.has('element.hover')).toBe(true));
    act(() => viewer.handlers.get('element.hover')?.({ element: { id: 'managerApprove' } }));
    const card = await screen.findByTestId('diagram-hover');
    expect(card).toHaveTextContent('Manager approval');
    expect(card).toHaveTextContent(/Li Lei: .+ to .+ · Fine by me/);
    act(() => viewer.handlers.get('element.hover')?.({ element: { id: 'hrApprove' } }));
    expect(await screen.findByText('Candidates: Han Meimei')).toBeInTheDocument();
    act(() => viewer.handlers.get('element.out')?.({ element: { id: 'hrApprove' } }));
    expect(screen.queryByTestId('diagram-hover')).not.toBeInTheDocument();
  });

  it('says so when the definition cannot be drawn', async () => {
    viewer.failImport = true;
    renderDiagram();
    expect(await screen.findByText('The flow chart cannot be shown')).toBeInTheDocument();
  });
});
