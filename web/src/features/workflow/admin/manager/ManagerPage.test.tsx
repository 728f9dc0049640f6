import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../../../test/msw-server';
import { renderApp, signIn } from '../../../../../test/render-app';
import type {
  ChangeFlowDefinitionStateMutationVariables,
  DeleteFlowDeploymentsMutationVariables,
  FlowDefinitionsQuery,
  FlowDefinitionsQueryVariables,
} from '../../../../generated/graphql';
import { importedXml } from '../bpmn-viewer.stand-in';
import { changeLanguage } from '../../../../i18n/change-language';
import enAdmin from '../../../../i18n/locales/en/workflowAdmin.json';
import enMenu from '../../../../i18n/locales/en/menu.json';
import zhAdmin from '../../../../i18n/locales/zh-CN/workflowAdmin.json';
import zhDiagram from '../../../../i18n/locales/zh-CN/workflowDiagram.json';
import { managerFixtures, managerMocks, managerPage, managerSessionMocks } from './manager.mocks';
import { dataRow } from '../../../../../test/queries';

jest.mock('../../diagram/bpmn-viewer', () => jest.requireActual('../bpmn-viewer.stand-in'));

function fixture(index: number) {
  const row = managerFixtures[index];
  if (!row) {
    throw new Error(`no fixture ${index}`);
  }
  return row;
}

function recordList(): FlowDefinitionsQueryVariables[] {
  const requests: FlowDefinitionsQueryVariables[] = [];
  server.use(
    graphql.query<FlowDefinitionsQuery, FlowDefinitionsQueryVariables>('FlowDefinitions', ({ variables }) => {
      requests.push(variables);
      return HttpResponse.json({ data: { processDefinitions: managerPage(variables) } });
    }),
  );
  return requests;
}

async function openManagerPage(permissions?: readonly string[]) {
  server.use(...Object.values(managerMocks), ...Object.values(managerSessionMocks(permissions)));
  const requests = recordList();
  signIn();
  const rendered = renderApp('/flow/manager');
  await screen.findByText(fixture(0).name);
  return { ...rendered, requests };
}

describe('ManagerPage', () => {
  beforeEach(() => {
    importedXml.length = 0;
  });

  it('lists the latest definitions with version, category and state, and the switch shows every version', async () => {
    const { user, requests } = await openManagerPage();
    expect(requests[0]?.filter).toEqual({ latestOnly: true });
    expect(within(dataRow(fixture(1).name)).getByText(zhAdmin.state.suspended)).toBeInTheDocument();
    expect(within(dataRow(fixture(2).name)).getByText('v3')).toBeInTheDocument();
    expect(within(dataRow(fixture(2).name)).getByText('Human resources')).toBeInTheDocument();
    expect(within(dataRow(fixture(0).name)).getByRole('button', { name: zhAdmin.manager.suspend.action })).toBeInTheDocument();
    expect(within(dataRow(fixture(1).name)).getByRole('button', { name: zhAdmin.manager.activate.action })).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: zhAdmin.manager.latestOnly }));
    await waitFor(() => expect(requests.at(-1)?.filter).toEqual({ latestOnly: false }));
  });

  it('suspends a definition after confirmation and shows the server message', async () => {
    const changes: ChangeFlowDefinitionStateMutationVariables[] = [];
    const { user } = await openManagerPage();
    server.use(
      graphql.mutation('ChangeFlowDefinitionState', ({ variables }) => {
        changes.push(variables as ChangeFlowDefinitionStateMutationVariables);
        return HttpResponse.json({
          data: {
            changeDefinitionState: {
              changed: true,
              message: 'The process with ID [x] was suspended',
              definition: { ...fixture(0), suspended: true },
            },
          },
        });
      }),
    );
    await user.click(within(dataRow(fixture(0).name)).getByRole('button', { name: zhAdmin.manager.suspend.action }));
    const dialog = await screen.findByRole('dialog', { name: zhAdmin.manager.suspend.title });
    await user.click(within(dialog).getByRole('button', { name: zhAdmin.manager.suspend.confirm }));
    expect(await screen.findByText('The process with ID [x] was suspended')).toBeInTheDocument();
    expect(changes).toEqual([{ definitionId: fixture(0).id, state: 'SUSPENDED' }]);
  });

  it('deletes the deployment of a definition, naming the cancelled instances', async () => {
    const removals: DeleteFlowDeploymentsMutationVariables[] = [];
    const { user } = await openManagerPage();
    server.use(
      graphql.mutation('DeleteFlowDeployments', ({ variables }) => {
        removals.push(variables as DeleteFlowDeploymentsMutationVariables);
        return HttpResponse.json({ data: { deleteDeployments: 1 } });
      }),
    );
    await user.click(within(dataRow(fixture(3).name)).getByRole('button', { name: zhAdmin.actions.delete }));
    const dialog = await screen.findByRole('dialog', { name: zhAdmin.manager.remove.title });
    expect(dialog).toHaveTextContent(fixture(3).name);
    await user.click(within(dialog).getByRole('button', { name: zhAdmin.manager.remove.confirm }));
    expect(await screen.findByText(zhAdmin.manager.remove.done)).toBeInTheDocument();
    expect(removals).toEqual([{ ids: [fixture(3).deploymentId] }]);
  });

  it('shows the refusal of a state change as the error toast', async () => {
    const { user } = await openManagerPage();
    server.use(
      graphql.mutation('ChangeFlowDefinitionState', () =>
        HttpResponse.json({
          data: null,
          errors: [{ message: 'No permission for this process', extensions: { code: 'FORBIDDEN', messageKey: 'workflow.notAllowed' } }],
        }),
      ),
    );
    await user.click(within(dataRow(fixture(1).name)).getByRole('button', { name: zhAdmin.manager.activate.action }));
    const dialog = await screen.findByRole('dialog', { name: zhAdmin.manager.activate.title });
    await user.click(within(dialog).getByRole('button', { name: zhAdmin.manager.activate.confirm }));
    expect(await screen.findByText('No permission for this process')).toBeInTheDocument();
  });

  it('draws the flow chart of a definition from its XML', async () => {
    const { user } = await openManagerPage();
    await user.click(within(dataRow(fixture(0).name)).getByRole('button', { name: zhAdmin.actions.flowChart }));
    expect(await screen.findByRole('dialog', { name: zhDiagram.dialog.titleOf.replace('{{name}}', fixture(0).name) })).toBeInTheDocument();
    await waitFor(() => expect(importedXml).toEqual([`<definitions id="${fixture(0).id}" />`]));
  });

  it('shows only the granted actions, in English', async () => {
    await changeLanguage('en');
    await openManagerPage(['flow_manager_image']);
    expect(screen.getByRole('heading', { name: enMenu.flow_manager })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: enAdmin.actions.flowChart })).toHaveLength(10);
    expect(screen.queryByRole('button', { name: enAdmin.actions.delete })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: enAdmin.manager.suspend.action })).not.toBeInTheDocument();
  });
});
