import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../../test/msw-server';
import { dataRow, fieldLabel } from '../../../../test/queries';
import { renderApp, signIn } from '../../../../test/render-app';
import type {
  EnableSmsConfigMutation,
  EnableSmsConfigMutationVariables,
  SendSmsMutation,
  SendSmsMutationVariables,
  SubmitSmsConfigMutation,
  SubmitSmsConfigMutationVariables,
} from '../../../generated/graphql';
import { changeLanguage } from '../../../i18n/change-language';
import enErrors from '../../../i18n/locales/en/errors.json';
import enSms from '../../../i18n/locales/en/sms.json';
import zhCrud from '../../../i18n/locales/zh-CN/crud.json';
import zhErrors from '../../../i18n/locales/zh-CN/errors.json';
import zhMenu from '../../../i18n/locales/zh-CN/menu.json';
import zhSms from '../../../i18n/locales/zh-CN/sms.json';
import { MASKED_SECRET } from './sms-crud';
import { smsFixtures, smsSessionMocks } from './sms.mocks';

const fields = zhSms.fields;

async function openSmsPage() {
  server.use(...Object.values(smsSessionMocks));
  signIn();
  const rendered = renderApp('/resource/sms');
  await screen.findByText('aliyun-code');
  return rendered;
}

function recordSubmits(): SubmitSmsConfigMutationVariables[] {
  const calls: SubmitSmsConfigMutationVariables[] = [];
  server.use(
    graphql.mutation<SubmitSmsConfigMutation, SubmitSmsConfigMutationVariables>('SubmitSmsConfig', ({ variables }) => {
      calls.push(variables);
      const row = smsFixtures[1];
      if (!row) {
        throw new Error('no fixture');
      }
      return HttpResponse.json({ data: { submitSmsConfig: { ...row, smsCode: variables.input.smsCode } } });
    }),
  );
  return calls;
}

/** Answers every send with `answer` (an error when it is a list of GraphQL errors), recording the inputs. */
function answerSends(answer: SendSmsMutation['sendSms'] | Array<{ message: string; extensions: Record<string, unknown> }>) {
  const calls: SendSmsMutationVariables[] = [];
  server.use(
    graphql.mutation<SendSmsMutation, SendSmsMutationVariables>('SendSms', ({ variables }) => {
      calls.push(variables);
      return Array.isArray(answer) ? HttpResponse.json({ data: null, errors: answer }) : HttpResponse.json({ data: { sendSms: answer } });
    }),
  );
  return calls;
}

async function openTestSend(user: Awaited<ReturnType<typeof openSmsPage>>['user'], code: string) {
  await user.click(within(dataRow(code)).getByRole('button', { name: `${code}: ${zhSms.actions.testSend}` }));
  return screen.findByRole('dialog', { name: zhSms.testSend.title });
}

describe('SmsPage', () => {
  it('lists the configurations with provider names, the secret masked and the status', async () => {
    await openSmsPage();
    expect(screen.getByRole('heading', { name: zhMenu.sms })).toBeInTheDocument();
    const aliyun = dataRow('aliyun-code');
    expect(within(aliyun).getByText(zhSms.categories['3'])).toBeInTheDocument();
    expect(within(aliyun).getByText(MASKED_SECRET)).toBeInTheDocument();
    expect(within(aliyun).getByText(zhSms.statuses.enabled)).toBeInTheDocument();
    expect(within(dataRow('tencent-notice')).getByText(zhSms.categories['4'])).toBeInTheDocument();
    expect(within(dataRow('tencent-notice')).getByText(zhSms.statuses.disabled)).toBeInTheDocument();
    expect(within(aliyun).queryByRole('button', { name: zhSms.actions.enable })).not.toBeInTheDocument();
  });

  it('never shows the stored secret: empty on edit keeps it, a new value replaces it', async () => {
    const submits = recordSubmits();
    const { user } = await openSmsPage();
    await user.click(within(dataRow('tencent-notice')).getByRole('button', { name: zhCrud.row.edit }));
    let dialog = await screen.findByRole('dialog', { name: zhCrud.dialog.edit });
    const secret = await within(dialog).findByLabelText(fieldLabel(fields.secretKey));
    expect(secret).toHaveValue('');
    expect(secret).toHaveAttribute('type', 'password');
    expect(within(dialog).getByLabelText(fieldLabel(fields.appId))).toHaveValue('1400000000');
    await user.click(within(dialog).getByRole('button', { name: zhCrud.dialog.update }));
    await waitFor(() => expect(submits).toHaveLength(1));
    expect(submits[0]?.input).toMatchObject({ id: smsFixtures[1]?.id, category: 4, smsCode: 'tencent-notice', appId: '1400000000' });
    expect(submits[0]?.input).not.toHaveProperty('secretKey');

    await waitFor(() => expect(screen.queryByRole('dialog', { name: zhCrud.dialog.edit })).not.toBeInTheDocument());
    await user.click(within(dataRow('tencent-notice')).getByRole('button', { name: zhCrud.row.edit }));
    dialog = await screen.findByRole('dialog', { name: zhCrud.dialog.edit });
    await user.type(await within(dialog).findByLabelText(fieldLabel(fields.secretKey)), 'new-secret');
    await user.click(within(dialog).getByRole('button', { name: zhCrud.dialog.update }));
    await waitFor(() => expect(submits).toHaveLength(2));
    expect(submits[1]?.input.secretKey).toBe('new-secret');
  });

  it('asks a new Aliyun configuration for its secret key and signature before saving', async () => {
    const submits = recordSubmits();
    const { user } = await openSmsPage();
    await user.click(screen.getByRole('button', { name: zhCrud.toolbar.add }));
    const dialog = await screen.findByRole('dialog', { name: zhCrud.dialog.add });
    await user.click(within(dialog).getByRole('combobox', { name: fieldLabel(fields.category) }));
    await user.click(await screen.findByRole('option', { name: zhSms.categories['3'] }));
    await user.type(within(dialog).getByLabelText(fieldLabel(fields.smsCode)), 'ali');
    await user.type(within(dialog).getByLabelText(fieldLabel(fields.templateId)), 'SMS_1');
    await user.type(within(dialog).getByLabelText(fieldLabel(fields.accessKey)), 'LTAI');
    await user.click(within(dialog).getByRole('button', { name: zhCrud.dialog.save }));
    expect(await within(dialog).findByText(zhSms.validation.secretKeyRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(zhSms.validation.signNameRequired)).toBeInTheDocument();
    expect(submits).toEqual([]);
  });

  it('test-sends with the template variables and shows the provider answer', async () => {
    const sends = answerSends({
      success: false,
      providerCode: 'isv.BUSINESS_LIMIT_CONTROL',
      providerMessage: 'limit',
      requestId: 'r-9',
      logId: '1',
    });
    const { user } = await openSmsPage();
    const dialog = await openTestSend(user, 'tencent-notice');
    expect(within(dialog).getByLabelText(zhSms.testSend.paramName.replace('{{index}}', '1'))).toHaveValue('name');
    expect(within(dialog).getByLabelText(zhSms.testSend.paramName.replace('{{index}}', '2'))).toHaveValue('time');
    await user.type(within(dialog).getByLabelText(fieldLabel(zhSms.testSend.phones)), '12345');
    await user.click(within(dialog).getByRole('button', { name: zhSms.testSend.send }));
    expect(await within(dialog).findByText(zhSms.validation.phonesInvalid)).toBeInTheDocument();
    expect(sends).toEqual([]);

    await user.clear(within(dialog).getByLabelText(fieldLabel(zhSms.testSend.phones)));
    await user.type(within(dialog).getByLabelText(fieldLabel(zhSms.testSend.phones)), '13800000000, +8613900001111');
    await user.type(within(dialog).getByLabelText(zhSms.testSend.paramValue.replace('{{index}}', '1')), 'Zhang San');
    await user.click(within(dialog).getByRole('button', { name: zhSms.testSend.send }));
    await waitFor(() => expect(sends).toHaveLength(1));
    expect(sends[0]?.input).toEqual({
      code: 'tencent-notice',
      phones: ['13800000000', '+8613900001111'],
      params: [
        { name: 'name', value: 'Zhang San' },
        { name: 'time', value: '' },
      ],
    });
    expect(await within(dialog).findByText(zhSms.testSend.refused)).toBeInTheDocument();
    expect(within(dialog).getByText(zhSms.testSend.providerCode.replace('{{code}}', 'isv.BUSINESS_LIMIT_CONTROL'))).toBeInTheDocument();
  });

  it('shows a refused test send as a translated error, in Chinese and English', async () => {
    answerSends([
      { message: 'No SMS configuration is available', extensions: { code: 'NOT_CONFIGURED', messageKey: 'errors.notConfigured' } },
    ]);
    const { user } = await openSmsPage();
    let dialog = await openTestSend(user, 'aliyun-code');
    await user.type(within(dialog).getByLabelText(fieldLabel(zhSms.testSend.phones)), '13800000000');
    await user.click(within(dialog).getByRole('button', { name: zhSms.testSend.send }));
    expect(await within(dialog).findByText(zhErrors.NOT_CONFIGURED)).toBeInTheDocument();

    await changeLanguage('en');
    await user.click(within(dialog).getByRole('button', { name: enSms.testSend.send }));
    dialog = await screen.findByRole('dialog', { name: enSms.testSend.title });
    expect(await within(dialog).findByText(enErrors.NOT_CONFIGURED)).toBeInTheDocument();
  });

  it('shows the server’s own reason of a throttled number', async () => {
    const reason = 'Too many messages to 13800000000; try again in 60 seconds';
    answerSends([{ message: reason, extensions: { code: 'RATE_LIMITED', messageKey: 'sms.phoneThrottled' } }]);
    const { user } = await openSmsPage();
    const dialog = await openTestSend(user, 'aliyun-code');
    await user.type(within(dialog).getByLabelText(fieldLabel(zhSms.testSend.phones)), '13800000000');
    await user.type(within(dialog).getByLabelText(zhSms.testSend.paramValue.replace('{{index}}', '1')), '123456');
    await user.click(within(dialog).getByRole('button', { name: zhSms.testSend.send }));
    expect(await within(dialog).findByText(reason)).toBeInTheDocument();
  });

  it('enables a configuration only after confirmation', async () => {
    const enables: string[] = [];
    server.use(
      graphql.mutation<EnableSmsConfigMutation, EnableSmsConfigMutationVariables>('EnableSmsConfig', ({ variables }) => {
        enables.push(variables.id);
        const row = smsFixtures[1];
        return row ? HttpResponse.json({ data: { enableSmsConfig: { ...row, status: 2 } } }) : HttpResponse.json({ data: null });
      }),
    );
    const { user } = await openSmsPage();
    await user.click(within(dataRow('tencent-notice')).getByRole('button', { name: zhCrud.row.more }));
    await user.click(await screen.findByRole('menuitem', { name: zhSms.actions.enable }));
    const confirm = await screen.findByRole('dialog', { name: zhCrud.confirm.title });
    expect(within(confirm).getByText(zhSms.confirm.enable.replace('{{code}}', 'tencent-notice'))).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: zhCrud.confirm.ok }));
    await waitFor(() => expect(enables).toEqual([smsFixtures[1]?.id]));
    expect(await screen.findByText(zhCrud.notify.success)).toBeInTheDocument();
  });

  it('shows the send log with masked numbers and outcomes', async () => {
    const { user } = await openSmsPage();
    await user.click(screen.getByRole('tab', { name: zhSms.tabs.log }));
    expect(await screen.findByText('138****0000')).toBeInTheDocument();
    expect(within(dataRow('138****0000')).getByText(zhSms.sendStatuses['1'])).toBeInTheDocument();
    expect(within(dataRow('139****1111')).getByText(zhSms.sendStatuses['2'])).toBeInTheDocument();
    expect(within(dataRow('139****1111')).getByText('signature not approved')).toBeInTheDocument();
  });
});
