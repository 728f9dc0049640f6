import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { graphQLErrorResponse } from '../../../../test/graphql-error';
import { server } from '../../../../test/msw-server';
import { fieldLabel } from '../../../../test/queries';
import { renderApp } from '../../../../test/render-app';
import type { PasswordResetCodeInput, PasswordResetInput } from '../../../generated/graphql';
import { changeLanguage } from '../../../i18n/change-language';
import enAuth from '../../../i18n/locales/en/auth.json';
import zhAuth from '../../../i18n/locales/zh-CN/auth.json';
import zhErrors from '../../../i18n/locales/zh-CN/errors.json';
import { firstResetProblem } from './forgot-checks';

const texts = zhAuth.forgot;
const codeWrong = 'The code is wrong or has expired';

/** Records the code requests and answers resets: a refusal on the code field for 000000, success otherwise. */
function recordCalls() {
  const requests: PasswordResetCodeInput[] = [];
  const resets: PasswordResetInput[] = [];
  server.use(
    graphql.mutation('RequestPasswordResetCode', ({ variables }) => {
      requests.push((variables as { input: PasswordResetCodeInput }).input);
      return HttpResponse.json({ data: { requestPasswordResetCode: true } });
    }),
    graphql.mutation('ResetPasswordBySms', ({ variables }) => {
      const input = (variables as { input: PasswordResetInput }).input;
      resets.push(input);
      return input.code === '000000'
        ? HttpResponse.json({
            data: null,
            errors: [
              {
                message: 'Invalid input',
                extensions: { code: 'VALIDATION', messageKey: 'errors.validation', fields: [{ field: 'code', message: codeWrong }] },
              },
            ],
          })
        : HttpResponse.json({ data: { resetPasswordBySms: true } });
    }),
  );
  return { requests, resets };
}

async function openDialog() {
  const rendered = renderApp('/login');
  await rendered.user.click(await screen.findByRole('button', { name: texts.link }));
  const dialog = await screen.findByRole('dialog', { name: texts.title });
  const field = (label: string) => within(dialog).getByLabelText(fieldLabel(label));
  return { ...rendered, dialog, field };
}

describe('forgot password', () => {
  it('checks the number, the code, the length and the repeat of the new password', () => {
    const filled = { tenantId: '000000', phone: '13800000000', code: '123456', password: 'secret1', password2: 'secret1' };
    expect(firstResetProblem({ ...filled, phone: '12345' })?.message).toBe('auth:forgot.validation.phone');
    expect(firstResetProblem({ ...filled, phone: '+86 138-0000-0000' })).toBeUndefined();
    expect(firstResetProblem({ ...filled, code: '12a456' })?.message).toBe('auth:forgot.validation.code');
    expect(firstResetProblem({ ...filled, password: '12345', password2: '12345' })?.message).toBe('auth:forgot.validation.password');
    expect(firstResetProblem({ ...filled, password2: 'other' })?.message).toBe('auth:forgot.validation.mismatch');
  });

  it('asks for a code without telling whether the number has an account, then sets the new password', async () => {
    const calls = recordCalls();
    const { user, dialog, field } = await openDialog();
    await user.type(field(texts.fields.phone), '123');
    await user.click(within(dialog).getByRole('button', { name: texts.sendCode }));
    expect(await within(dialog).findByText(texts.validation.phone)).toBeInTheDocument();
    expect(calls.requests).toEqual([]);

    await user.clear(field(texts.fields.phone));
    await user.type(field(texts.fields.phone), '13800000000');
    await user.click(within(dialog).getByRole('button', { name: texts.sendCode }));
    expect(await within(dialog).findByText(texts.codeRequested)).toBeInTheDocument();
    expect(calls.requests).toEqual([{ tenantId: '000000', phone: '13800000000' }]);
    expect(within(dialog).getByRole('button', { name: texts.resendIn.replace('{{seconds}}', '60') })).toBeDisabled();

    await user.type(field(texts.fields.code), '000000');
    await user.type(field(texts.fields.password), 'NewPassw0rd');
    await user.type(field(texts.fields.password2), 'NewPassw0rd');
    await user.click(within(dialog).getByRole('button', { name: texts.submit }));
    expect(await within(dialog).findByText(codeWrong)).toBeInTheDocument();

    await user.clear(field(texts.fields.code));
    await user.type(field(texts.fields.code), '123456');
    await user.click(within(dialog).getByRole('button', { name: texts.submit }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: texts.title })).not.toBeInTheDocument());
    expect(calls.resets.at(-1)).toEqual({ tenantId: '000000', phone: '13800000000', code: '123456', newPassword: 'NewPassw0rd' });
    expect(await screen.findByText(texts.done)).toBeInTheDocument();
  });

  it('shows a throttled request as the translated error, in Chinese and English', async () => {
    server.use(graphql.mutation('RequestPasswordResetCode', () => graphQLErrorResponse('RATE_LIMITED', 'Too many requests')));
    const { user, dialog, field } = await openDialog();
    await user.type(field(texts.fields.phone), '13800000000');
    await user.click(within(dialog).getByRole('button', { name: texts.sendCode }));
    expect(await within(dialog).findByText(zhErrors.RATE_LIMITED)).toBeInTheDocument();
    await changeLanguage('en');
    expect(await screen.findByRole('dialog', { name: enAuth.forgot.title })).toBeInTheDocument();
  });
});
