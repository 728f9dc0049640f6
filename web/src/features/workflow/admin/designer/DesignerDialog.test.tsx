import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../../../test/msw-server';
import { dataRow, fieldLabel } from '../../../../../test/queries';
import { renderApp, signIn } from '../../../../../test/render-app';
import type {
  DesignerRoleOptionsQuery,
  LeaveApproverOptionsQuery,
  LintWorkflowModelQuery,
  LintWorkflowModelQueryVariables,
  SaveWorkflowModelMutationVariables,
} from '../../../../generated/graphql';
import { changeLanguage } from '../../../../i18n/change-language';
import enAdmin from '../../../../i18n/locales/en/workflowAdmin.json';
import zhAdmin from '../../../../i18n/locales/zh-CN/workflowAdmin.json';
import zhCrud from '../../../../i18n/locales/zh-CN/crud.json';
import { managerMocks } from '../manager/manager.mocks';
import { modelFixtures, modelMocks, modelSessionMocks } from '../model/model.mocks';

/** What the page asked of bpmn-js (the Modeler itself needs a real browser: tests/e2e/workflow/designer.spec.ts). */
interface FakeCalls {
  markers: [string, string][];
  updates: [string, Record<string, unknown>][];
  selected: string[];
}

const SAVED_XML = '<definitions id="d"><process id="model_1" isExecutable="true" /></definitions>';
let mockCalls: FakeCalls = { markers: [], updates: [], selected: [] };

jest.mock('./bpmn-modeler', () => ({
  createDesignerModeler: () => {
    const root = { id: 'process_x', type: 'bpmn:Process', businessObject: { $type: 'bpmn:Process', id: 'process_x', name: '' } };
    const task = { id: 'approve', type: 'bpmn:UserTask', businessObject: { $type: 'bpmn:UserTask', id: 'approve' } };
    const elements = new Map<string, unknown>([
      [root.id, root],
      [task.id, task],
    ]);
    const services: Record<string, unknown> = {
      canvas: {
        zoom: () => undefined,
        viewbox: () => ({ x: 0, scale: 1, inner: { x: 200 } }),
        scroll: () => undefined,
        getRootElement: () => root,
        addMarker: (id: string, marker: string) => mockCalls.markers.push([id, marker]),
        removeMarker: () => undefined,
        scrollToElement: () => undefined,
      },
      eventBus: { on: () => undefined },
      elementRegistry: { get: (id: string) => elements.get(id), getAll: () => [...elements.values()] },
      overlays: { add: () => 'overlay', remove: () => undefined },
      selection: { select: (element: { id: string }) => mockCalls.selected.push(element.id) },
      modeling: {
        updateProperties: (element: { id: string }, properties: Record<string, unknown>) =>
          mockCalls.updates.push([element.id, properties]),
      },
      moddle: { create: (type: string, attributes: Record<string, unknown>) => ({ $type: type, ...attributes }) },
      commandStack: { undo: () => undefined, redo: () => undefined },
    };
    return {
      importXML: () => Promise.resolve({ warnings: [] }),
      saveXML: () => Promise.resolve({ xml: SAVED_XML }),
      get: (name: string) => services[name],
      destroy: () => undefined,
    };
  },
}));

const assignmentMocks = [
  graphql.query<LeaveApproverOptionsQuery>('LeaveApproverOptions', () =>
    HttpResponse.json({ data: { leaveApproverOptions: [{ id: '11', name: 'Li Ming' }] } }),
  ),
  graphql.query<DesignerRoleOptionsQuery>('DesignerRoleOptions', () =>
    HttpResponse.json({ data: { roles: [{ id: '1', roleName: 'HR', roleAlias: 'hr' }] } }),
  ),
];

async function openDesigner(rowName: string) {
  server.use(managerMocks.Dictionary, ...Object.values(modelMocks), ...Object.values(modelSessionMocks()), ...assignmentMocks);
  signIn();
  const rendered = renderApp('/flow/model');
  await screen.findByText(rowName);
  const row = dataRow(rowName);
  const inline = within(row).queryByRole('button', { name: zhAdmin.model.design });
  if (inline) {
    await rendered.user.click(inline);
  } else {
    await rendered.user.click(within(row).getByRole('button', { name: zhCrud.row.more }));
    await rendered.user.click(await screen.findByRole('menuitem', { name: zhAdmin.model.design }));
  }
  const dialog = await screen.findByRole('dialog', { name: zhAdmin.designer.title.replace('{{name}}', rowName) });
  await waitFor(() => expect(within(dialog).getByTestId('designer-canvas')).toHaveAttribute('data-state', 'ready'));
  return { ...rendered, dialog };
}

describe('DesignerDialog', () => {
  beforeEach(() => {
    mockCalls = { markers: [], updates: [], selected: [] };
  });

  it('checks the diagram: each problem is marked on its shape and listed; clicking it selects the shape', async () => {
    const lints: LintWorkflowModelQueryVariables[] = [];
    server.use(
      graphql.query<LintWorkflowModelQuery, LintWorkflowModelQueryVariables>('LintWorkflowModel', ({ variables }) => {
        lints.push(variables);
        return HttpResponse.json({
          data: {
            lintWorkflowModel: [{ elementId: 'approve', message: 'A user task needs an assignee', messageKey: 'workflow.lint.noAssignee' }],
          },
        });
      }),
    );
    const row = modelFixtures[0]!;
    const { user, dialog } = await openDesigner(row.name);
    await user.click(within(dialog).getByRole('button', { name: zhAdmin.designer.check }));
    const item = await within(dialog).findByText('approve: A user task needs an assignee');
    expect(lints).toEqual([{ xml: SAVED_XML }]);
    expect(mockCalls.markers).toEqual([['approve', 'wf-lint-error']]);
    await user.click(item);
    expect(mockCalls.selected).toEqual(['approve']);
  });

  it('saves the diagram as the model with the process named after the model key, then checks it', async () => {
    const row = modelFixtures[0]!;
    // After the page's own answers: the last registered handler answers.
    const { user, dialog } = await openDesigner(row.name);
    const saves: SaveWorkflowModelMutationVariables[] = [];
    server.use(
      graphql.mutation('SaveWorkflowModel', ({ variables }) => {
        const typed = variables as SaveWorkflowModelMutationVariables;
        saves.push(typed);
        return HttpResponse.json({ data: { saveWorkflowModel: { ...modelFixtures[0]!, version: 2 } } });
      }),
      graphql.query<LintWorkflowModelQuery>('LintWorkflowModel', () => HttpResponse.json({ data: { lintWorkflowModel: [] } })),
    );
    await user.click(within(dialog).getByRole('button', { name: zhAdmin.designer.save }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(await screen.findByText(zhAdmin.designer.saved.replace('{{version}}', '2'))).toBeInTheDocument();
    expect(mockCalls.updates).toEqual([['process_x', { id: row.modelKey, name: row.name }]]);
    expect(saves).toEqual([
      { input: { id: row.id, name: row.name, modelKey: row.modelKey, description: row.description ?? null, xml: SAVED_XML } },
    ]);
  });

  it('refuses to save a new model with an invalid key, saving nothing (English)', async () => {
    await changeLanguage('en');
    const saves: unknown[] = [];
    server.use(
      ...Object.values(modelMocks),
      graphql.mutation('SaveWorkflowModel', ({ variables }) => {
        saves.push(variables);
        return HttpResponse.json({ data: null });
      }),
    );
    server.use(managerMocks.Dictionary, ...Object.values(modelSessionMocks()), ...assignmentMocks);
    signIn();
    const { user } = renderApp('/flow/model');
    await user.click(await screen.findByRole('button', { name: enAdmin.model.newDesign }));
    const dialog = await screen.findByRole('dialog', { name: enAdmin.designer.newTitle });
    await waitFor(() => expect(within(dialog).getByTestId('designer-canvas')).toHaveAttribute('data-state', 'ready'));
    await user.type(within(dialog).getByLabelText(fieldLabel(enAdmin.model.fields.name)), 'Trip');
    await user.type(within(dialog).getByLabelText(fieldLabel(enAdmin.model.fields.modelKey)), '1trip');
    await user.click(within(dialog).getByRole('button', { name: enAdmin.designer.save }));
    expect(await within(dialog).findByText(enAdmin.model.validation.modelKeyInvalid)).toBeInTheDocument();
    expect(saves).toEqual([]);
    expect(mockCalls.updates).toEqual([]);
  });
});
