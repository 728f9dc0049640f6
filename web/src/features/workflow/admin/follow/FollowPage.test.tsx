import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../../../test/msw-server';
import { dataRow, fieldLabel } from '../../../../../test/queries';
import { renderApp, signIn } from '../../../../../test/render-app';
import type {
  DeleteProcessInstanceMutation,
  DeleteProcessInstanceMutationVariables,
  InstanceDiagramQueryVariables,
  RunningInstancesQuery,
  RunningInstancesQueryVariables,
} from '../../../../generated/graphql';
import { importedXml } from '../bpmn-viewer.stand-in';
import { changeLanguage } from '../../../../i18n/change-language';
import enAdmin from '../../../../i18n/locales/en/workflowAdmin.json';
import enMenu from '../../../../i18n/locales/en/menu.json';
import zhAdmin from '../../../../i18n/locales/zh-CN/workflowAdmin.json';
import zhCrud from '../../../../i18n/locales/zh-CN/crud.json';
import zhDiagram from '../../../../i18n/locales/zh-CN/workflowDiagram.json';
import { followFixtures, followMocks, followPage, followSessionMocks } from './follow.mocks';

jest.mock('../../diagram/bpmn-viewer', () => jest.requireActual('../bpmn-viewer.stand-in'));

function fixture(index: number) {
  const row = followFixtures[index];
  if (!row) {
    throw new Error(`no fixture ${index}`);
  }
  return row;
}

async function openFollowPage(permissions?: readonly string[]) {
  server.use(...Object.values(followMocks), ...Object.values(followSessionMocks(permissions)));
  signIn();
  const rendered = renderApp('/flow/follow');
  await screen.findByText(fixture(0).name);
  return rendered;
}

describe('FollowPage', () => {
  beforeEach(() => {
    importedXml.length = 0;
  });

  it('lists the running instances with definition, current steps and the suspended badge', async () => {
    await openFollowPage();
    const fields = zhAdmin.follow.fields;
    const headers = Array.from(document.querySelectorAll('thead th'), (cell) => cell.textContent ?? '');
    expect(headers).toEqual(
      expect.arrayContaining([
        fields.name,
        fields.definition,
        zhAdmin.fields.category,
        fields.startUser,
        fields.startedAt,
        fields.currentTasks,
      ]),
    );
    expect(screen.getAllByText('Leave (v2)')).toHaveLength(10);
    const suspended = dataRow(fixture(2).name);
    expect(within(suspended).getByText(zhAdmin.state.suspended)).toBeInTheDocument();
    expect(within(suspended).getByText('HR approval、Finance approval')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: fields.instanceId })).toBeInTheDocument();
  });

  it('searches by definition key', async () => {
    const requests: RunningInstancesQueryVariables[] = [];
    const { user } = await openFollowPage();
    server.use(
      graphql.query<RunningInstancesQuery, RunningInstancesQueryVariables>('RunningInstances', ({ variables }) => {
        requests.push(variables);
        return HttpResponse.json({ data: { runningInstances: followPage(variables) } });
      }),
    );
    await user.type(screen.getByRole('textbox', { name: zhAdmin.fields.key }), ' leave ');
    await user.click(screen.getByRole('button', { name: zhCrud.search.submit }));
    await waitFor(() => expect(requests.at(-1)?.filter).toEqual({ processDefinitionKey: 'leave' }));
  });

  it('opens the flow chart of an instance with processDiagram', async () => {
    const asked: InstanceDiagramQueryVariables[] = [];
    const { user } = await openFollowPage();
    server.use(
      graphql.query('InstanceDiagram', ({ variables }) => {
        asked.push(variables as InstanceDiagramQueryVariables);
        return HttpResponse.json({ data: { processDiagram: { xml: '<definitions id="x" />', currentActivityIds: [], history: [] } } });
      }),
    );
    await user.click(within(dataRow(fixture(1).name)).getByRole('button', { name: zhAdmin.actions.flowChart }));
    expect(await screen.findByRole('dialog', { name: zhDiagram.dialog.titleOf.replace('{{name}}', fixture(1).name) })).toBeInTheDocument();
    await waitFor(() => expect(importedXml).toEqual(['<definitions id="x" />']));
    expect(asked).toEqual([{ processInstanceId: fixture(1).id }]);
  });

  it('deletes an instance with the required reason, then reloads the list', async () => {
    const removals: DeleteProcessInstanceMutationVariables[] = [];
    let listed = 0;
    const { user } = await openFollowPage();
    server.use(
      graphql.mutation<DeleteProcessInstanceMutation, DeleteProcessInstanceMutationVariables>('DeleteProcessInstance', ({ variables }) => {
        removals.push(variables);
        return HttpResponse.json({ data: { deleteProcessInstance: true } });
      }),
      graphql.query<RunningInstancesQuery, RunningInstancesQueryVariables>('RunningInstances', ({ variables }) => {
        listed += 1;
        return HttpResponse.json({ data: { runningInstances: followPage(variables) } });
      }),
    );
    await user.click(within(dataRow(fixture(0).name)).getByRole('button', { name: zhAdmin.actions.delete }));
    const dialog = await screen.findByRole('dialog', { name: zhAdmin.follow.delete.title });
    await user.click(within(dialog).getByRole('button', { name: zhAdmin.follow.delete.confirm }));
    expect(await within(dialog).findByText(zhAdmin.follow.delete.reasonRequired)).toBeInTheDocument();
    expect(removals).toEqual([]);

    await user.type(within(dialog).getByLabelText(fieldLabel(zhAdmin.follow.delete.reason)), '  Filed twice ');
    await user.click(within(dialog).getByRole('button', { name: zhAdmin.follow.delete.confirm }));
    expect(await screen.findByText(zhAdmin.follow.delete.done)).toBeInTheDocument();
    expect(removals).toEqual([{ id: fixture(0).id, reason: 'Filed twice' }]);
    await waitFor(() => expect(listed).toBeGreaterThan(0));
  });

  it('keeps the dialog open with the server refusal', async () => {
    const { user } = await openFollowPage();
    server.use(
      graphql.mutation('DeleteProcessInstance', () =>
        HttpResponse.json({
          data: null,
          errors: [
            { message: 'The process instance does not exist', extensions: { code: 'NOT_FOUND', messageKey: 'workflow.instanceNotFound' } },
          ],
        }),
      ),
    );
    await user.click(within(dataRow(fixture(0).name)).getByRole('button', { name: zhAdmin.actions.delete }));
    const dialog = await screen.findByRole('dialog', { name: zhAdmin.follow.delete.title });
    await user.type(within(dialog).getByLabelText(fieldLabel(zhAdmin.follow.delete.reason)), 'gone');
    await user.click(within(dialog).getByRole('button', { name: zhAdmin.follow.delete.confirm }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The process instance does not exist');
  });

  it('has no delete button without flow_follow_delete, and speaks English', async () => {
    await changeLanguage('en');
    await openFollowPage([]);
    expect(screen.getByRole('heading', { name: enMenu.flow_follow })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: enAdmin.actions.flowChart })).toHaveLength(10);
    expect(screen.queryByRole('button', { name: enAdmin.actions.delete })).not.toBeInTheDocument();
  });
});
