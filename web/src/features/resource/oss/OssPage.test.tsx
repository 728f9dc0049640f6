import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../../test/msw-server';
import { dataRow, fieldLabel } from '../../../../test/queries';
import { renderApp, signIn } from '../../../../test/render-app';
import type {
  EnableStorageConfigMutation,
  EnableStorageConfigMutationVariables,
  SubmitStorageConfigMutation,
  SubmitStorageConfigMutationVariables,
} from '../../../generated/graphql';
import { changeLanguage } from '../../../i18n/change-language';
import enOss from '../../../i18n/locales/en/oss.json';
import zhCrud from '../../../i18n/locales/zh-CN/crud.json';
import zhMenu from '../../../i18n/locales/zh-CN/menu.json';
import zhOss from '../../../i18n/locales/zh-CN/oss.json';
import { ossFixtures, ossSessionMocks } from './oss.mocks';

const fields = zhOss.fields;

async function openOssPage() {
  server.use(...Object.values(ossSessionMocks));
  signIn();
  const rendered = renderApp('/resource/oss');
  await screen.findByText('minio');
  return rendered;
}

function recordSubmits(): SubmitStorageConfigMutationVariables[] {
  const calls: SubmitStorageConfigMutationVariables[] = [];
  server.use(
    graphql.mutation<SubmitStorageConfigMutation, SubmitStorageConfigMutationVariables>('SubmitStorageConfig', ({ variables }) => {
      calls.push(variables);
      const row = ossFixtures[1];
      if (!row) {
        throw new Error('no fixture');
      }
      return HttpResponse.json({ data: { submitStorageConfig: { ...row, ossCode: variables.input.ossCode } } });
    }),
  );
  return calls;
}

function recordEnables(): string[] {
  const calls: string[] = [];
  server.use(
    graphql.mutation<EnableStorageConfigMutation, EnableStorageConfigMutationVariables>('EnableStorageConfig', ({ variables }) => {
      calls.push(variables.id);
      const row = ossFixtures[1];
      if (!row) {
        throw new Error('no fixture');
      }
      return HttpResponse.json({ data: { enableStorageConfig: { ...row, status: 2 } } });
    }),
  );
  return calls;
}

describe('OssPage', () => {
  it('lists the configurations with category and status labels', async () => {
    await openOssPage();
    expect(screen.getByRole('heading', { name: zhMenu.oss })).toBeInTheDocument();
    expect(within(dataRow('minio')).getByText(zhOss.categories['2'])).toBeInTheDocument();
    expect(within(dataRow('minio')).getByText(zhOss.statuses.disabled)).toBeInTheDocument();
    expect(within(dataRow('local')).getByText(zhOss.categories['1'])).toBeInTheDocument();
    expect(within(dataRow('local')).getByText(zhOss.statuses.enabled)).toBeInTheDocument();
  });

  it('checks the code and the endpoint on blur, in Chinese and English', async () => {
    const { user } = await openOssPage();
    await user.click(screen.getByRole('button', { name: zhCrud.toolbar.add }));
    const dialog = await screen.findByRole('dialog', { name: zhCrud.dialog.add });
    await user.click(within(dialog).getByLabelText(fieldLabel(fields.ossCode)));
    await user.tab();
    expect(await within(dialog).findByText(zhOss.validation.ossCodeRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(fieldLabel(fields.endpoint)), 'ftp://host');
    await user.tab();
    expect(await within(dialog).findByText(zhOss.validation.endpointInvalid)).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: fieldLabel(fields.secretState) })).not.toBeInTheDocument();
    await changeLanguage('en');
    expect(await within(dialog).findByText(enOss.validation.ossCodeRequired)).toBeInTheDocument();
  });

  it('never shows the stored secret: empty on edit keeps it, a new value replaces it', async () => {
    const submits = recordSubmits();
    const { user } = await openOssPage();
    await user.click(within(dataRow('minio')).getByRole('button', { name: zhCrud.row.edit }));
    let dialog = await screen.findByRole('dialog', { name: zhCrud.dialog.edit });
    const secret = await within(dialog).findByLabelText(fieldLabel(fields.secretKey));
    expect(secret).toHaveValue('');
    expect(secret).toHaveAttribute('type', 'password');
    expect(within(dialog).getByText(zhOss.descriptions.secretKey)).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: fieldLabel(fields.secretState) })).toHaveValue(zhOss.secretState.stored);
    await user.click(within(dialog).getByRole('button', { name: zhCrud.dialog.update }));
    await waitFor(() => expect(submits).toHaveLength(1));
    expect(submits[0]?.input).toMatchObject({ id: ossFixtures[1]?.id, category: 2, ossCode: 'minio', bucketName: 'exam-files' });
    expect(submits[0]?.input).not.toHaveProperty('secretKey');

    await waitFor(() => expect(screen.queryByRole('dialog', { name: zhCrud.dialog.edit })).not.toBeInTheDocument());
    await user.click(within(dataRow('minio')).getByRole('button', { name: zhCrud.row.edit }));
    dialog = await screen.findByRole('dialog', { name: zhCrud.dialog.edit });
    await user.type(await within(dialog).findByLabelText(fieldLabel(fields.secretKey)), 'new-secret');
    await user.click(within(dialog).getByRole('button', { name: zhCrud.dialog.update }));
    await waitFor(() => expect(submits).toHaveLength(2));
    expect(submits[1]?.input.secretKey).toBe('new-secret');
  });

  it('shows whether a secret is stored in the view dialog, without a secret input', async () => {
    const { user } = await openOssPage();
    await user.click(within(dataRow('minio')).getByRole('button', { name: zhCrud.row.view }));
    const dialog = await screen.findByRole('dialog', { name: zhCrud.dialog.view });
    expect(await within(dialog).findByRole('combobox', { name: fieldLabel(fields.secretState) })).toHaveValue(zhOss.secretState.stored);
    expect(within(dialog).queryByLabelText(fieldLabel(fields.secretKey))).not.toBeInTheDocument();
  });

  it('enables a configuration only after confirmation', async () => {
    const enables = recordEnables();
    const { user } = await openOssPage();
    expect(within(dataRow('local')).queryByRole('button', { name: zhOss.actions.enable })).not.toBeInTheDocument();

    await user.click(within(dataRow('minio')).getByRole('button', { name: zhOss.actions.enable }));
    let confirm = await screen.findByRole('dialog', { name: zhCrud.confirm.title });
    expect(within(confirm).getByText(zhOss.confirm.enable.replace('{{code}}', 'minio'))).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: zhCrud.confirm.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: zhCrud.confirm.title })).not.toBeInTheDocument());
    expect(enables).toEqual([]);

    await user.click(within(dataRow('minio')).getByRole('button', { name: zhOss.actions.enable }));
    confirm = await screen.findByRole('dialog', { name: zhCrud.confirm.title });
    await user.click(within(confirm).getByRole('button', { name: zhCrud.confirm.ok }));
    await waitFor(() => expect(enables).toEqual([ossFixtures[1]?.id]));
    expect(await screen.findByText(zhCrud.notify.success)).toBeInTheDocument();
  });
});
