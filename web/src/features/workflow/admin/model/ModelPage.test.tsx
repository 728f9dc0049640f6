import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../../../test/msw-server';
import { dataRow, fieldLabel } from '../../../../../test/queries';
import { renderApp, signIn } from '../../../../../test/render-app';
import type { DeployWorkflowModelMutationVariables, SaveWorkflowModelMutationVariables } from '../../../../generated/graphql';
import { changeLanguage } from '../../../../i18n/change-language';
import enAdmin from '../../../../i18n/locales/en/workflowAdmin.json';
import enMenu from '../../../../i18n/locales/en/menu.json';
import zhAdmin from '../../../../i18n/locales/zh-CN/workflowAdmin.json';
import zhCrud from '../../../../i18n/locales/zh-CN/crud.json';
import { managerMocks } from '../manager/manager.mocks';
import { modelFixtures, modelMocks, modelSessionMocks } from './model.mocks';

const XML = '<definitions><process id="trip" /></definitions>';

function fixture(index: number) {
  const row = modelFixtures[index];
  if (!row) {
    throw new Error(`no fixture ${index}`);
  }
  return row;
}

async function openModelPage(permissions?: readonly string[]) {
  server.use(managerMocks.Dictionary, ...Object.values(modelMocks), ...Object.values(modelSessionMocks(permissions)));
  signIn();
  const rendered = renderApp('/flow/model');
  await screen.findByText(fixture(0).name);
  return rendered;
}

describe('ModelPage', () => {
  it('adds a model with the XML of a chosen file', async () => {
    const { user } = await openModelPage();
    const saves: SaveWorkflowModelMutationVariables[] = [];
    server.use(
      graphql.mutation('SaveWorkflowModel', ({ variables }) => {
        const typed = variables as SaveWorkflowModelMutationVariables;
        saves.push(typed);
        return HttpResponse.json({
          data: { saveWorkflowModel: { ...fixture(0), id: '1999', name: typed.input.name, modelKey: typed.input.modelKey } },
        });
      }),
    );
    await user.click(screen.getByRole('button', { name: zhCrud.toolbar.add }));
    const dialog = await screen.findByRole('dialog', { name: zhCrud.dialog.add });
    await user.type(within(dialog).getByLabelText(fieldLabel(zhAdmin.model.fields.name)), 'Business trip');
    await user.type(within(dialog).getByLabelText(fieldLabel(zhAdmin.model.fields.modelKey)), '1trip');
    await user.click(within(dialog).getByRole('button', { name: zhCrud.dialog.save }));
    expect(await within(dialog).findByText(zhAdmin.model.validation.modelKeyInvalid)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(fieldLabel(zhAdmin.model.fields.modelKey)));
    await user.type(within(dialog).getByLabelText(fieldLabel(zhAdmin.model.fields.modelKey)), 'trip');
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    fireEvent.change(input!, { target: { files: [new File([XML], 'trip.bpmn20.xml')] } });
    expect(await within(dialog).findByText(zhAdmin.model.xmlLoaded_other.replace('{{count}}', String(XML.length)))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: zhCrud.dialog.save }));
    expect(await screen.findByText(zhCrud.notify.added)).toBeInTheDocument();
    expect(saves).toEqual([{ input: { name: 'Business trip', modelKey: 'trip', description: null, xml: XML } }]);
  });

  it('deploys a model with a category', async () => {
    const { user } = await openModelPage();
    const deploys: DeployWorkflowModelMutationVariables[] = [];
    server.use(
      graphql.mutation('DeployWorkflowModel', ({ variables }) => {
        deploys.push(variables as DeployWorkflowModelMutationVariables);
        return HttpResponse.json({
          data: { deployWorkflowModel: [{ id: 'd', name: fixture(1).name, key: fixture(1).modelKey, version: 4 }] },
        });
      }),
    );
    await user.click(within(dataRow(fixture(1).name)).getByRole('button', { name: zhAdmin.deploy.submit }));
    const dialog = await screen.findByRole('dialog', { name: zhAdmin.model.deploy.title.replace('{{name}}', fixture(1).name) });
    await user.click(within(dialog).getByRole('combobox', { name: fieldLabel(zhAdmin.fields.category) }));
    await user.click(await screen.findByRole('option', { name: 'Office' }));
    await user.click(within(dialog).getByRole('button', { name: zhAdmin.deploy.submit }));
    await waitFor(() => expect(deploys).toEqual([{ modelId: fixture(1).id, category: '1' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lists the lint problems when the model cannot be deployed', async () => {
    const { user } = await openModelPage();
    server.use(
      graphql.mutation('DeployWorkflowModel', () =>
        HttpResponse.json({
          data: null,
          errors: [
            {
              message: 'The model cannot be deployed',
              extensions: {
                code: 'INVALID_MODEL',
                messageKey: 'workflow.invalidModel',
                fields: [{ field: 'gw1', message: 'A gateway needs a default flow' }],
              },
            },
          ],
        }),
      ),
    );
    await user.click(within(dataRow(fixture(0).name)).getByRole('button', { name: zhAdmin.deploy.submit }));
    const dialog = await screen.findByRole('dialog', { name: zhAdmin.model.deploy.title.replace('{{name}}', fixture(0).name) });
    await user.click(within(dialog).getByRole('combobox', { name: fieldLabel(zhAdmin.fields.category) }));
    await user.click(await screen.findByRole('option', { name: 'Office' }));
    await user.click(within(dialog).getByRole('button', { name: zhAdmin.deploy.submit }));
    expect(await within(dialog).findByText('gw1: A gateway needs a default flow')).toBeInTheDocument();
  });

  it('shows the granted actions only, in English', async () => {
    await changeLanguage('en');
    await openModelPage(['flow_model_download']);
    expect(screen.getByRole('heading', { name: enMenu.flow_model })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: enAdmin.model.download })).toHaveLength(modelFixtures.length);
    expect(screen.queryByRole('button', { name: enAdmin.deploy.submit })).not.toBeInTheDocument();
  });
});
