import { act, screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { graphQLErrorResponse } from '../../../../test/graphql-error';
import { server } from '../../../../test/msw-server';
import { fieldLabel } from '../../../../test/queries';
import { renderApp } from '../../../../test/render-app';
import type { RegisterGuestInput } from '../../../generated/graphql';
import { i18n } from '../../../i18n/i18n';
import enRegister from '../../../i18n/locales/en/register.json';
import zhRegister from '../../../i18n/locales/zh-CN/register.json';
import { sessionFixtures } from '../../../shared/session/session.mocks';
import { firstRegisterProblem } from './register-checks';

function openRegistration(registerEnabled: boolean) {
  server.use(
    graphql.query('ClientConfig', () =>
      HttpResponse.json({ data: { clientConfig: { ...sessionFixtures.clientConfig, registerEnabled } } }),
    ),
  );
  return renderApp('/login');
}

describe('account registration', () => {
  it('checks in the order of SPEC §5: tenant, account, passwords, their match', () => {
    const filled = { tenantId: '000000', name: 'Guest', account: 'guest', password: 'secret1', password2: 'secret1' };
    expect(firstRegisterProblem({ ...filled, tenantId: ' ', account: '' })?.message).toBe('register:validation.tenantIdFirst');
    expect(firstRegisterProblem({ ...filled, account: '', password: '' })?.message).toBe('register:validation.accountFirst');
    expect(firstRegisterProblem({ ...filled, password2: '' })).toEqual({
      field: 'password2',
      message: 'register:validation.passwordFirst',
    });
    expect(firstRegisterProblem({ ...filled, password2: 'other' })?.message).toBe('register:validation.mismatch');
    expect(firstRegisterProblem({ ...filled, name: '' })?.message).toBe('register:validation.nameFirst');
    expect(firstRegisterProblem(filled)).toBeUndefined();
  });

  it('has no register link unless registration is open', async () => {
    openRegistration(false);
    await screen.findByRole('heading', { level: 2 });
    expect(screen.queryByRole('button', { name: zhRegister.link })).not.toBeInTheDocument();
  });

  it('shows one message at a time, then submits a pending registration', async () => {
    const sent: RegisterGuestInput[] = [];
    server.use(
      graphql.mutation('RegisterGuest', ({ variables }) => {
        sent.push((variables as { input: RegisterGuestInput }).input);
        return HttpResponse.json({ data: { registerGuest: true } });
      }),
    );
    const { user } = openRegistration(true);
    await user.click(await screen.findByRole('button', { name: zhRegister.link }));
    const dialog = await screen.findByRole('dialog', { name: zhRegister.title });
    const field = (label: string) => within(dialog).getByLabelText(fieldLabel(label));
    const submit = within(dialog).getByRole('button', { name: zhRegister.submit });
    expect(field(zhRegister.fields.tenantId)).toHaveValue('000000');

    await user.clear(field(zhRegister.fields.tenantId));
    await user.click(submit);
    expect(await within(dialog).findByText(zhRegister.validation.tenantIdFirst)).toBeInTheDocument();
    await user.type(field(zhRegister.fields.tenantId), '000000');
    await user.click(submit);
    expect(await within(dialog).findByText(zhRegister.validation.accountFirst)).toBeInTheDocument();
    expect(within(dialog).queryByText(zhRegister.validation.tenantIdFirst)).not.toBeInTheDocument();
    await user.type(field(zhRegister.fields.account), 'guest01');
    await user.click(submit);
    expect(await within(dialog).findByText(zhRegister.validation.passwordFirst)).toBeInTheDocument();
    await user.type(field(zhRegister.fields.password), 'secret-1');
    await user.type(field(zhRegister.fields.password2), 'secret-2');
    await user.click(submit);
    expect(await within(dialog).findByText(zhRegister.validation.mismatch)).toBeInTheDocument();
    await user.clear(field(zhRegister.fields.password2));
    await user.type(field(zhRegister.fields.password2), 'secret-1');
    await user.click(submit);
    expect(await within(dialog).findByText(zhRegister.validation.nameFirst)).toBeInTheDocument();
    await user.type(field(zhRegister.fields.name), 'Guest');
    expect(sent).toHaveLength(0);
    await user.click(submit);

    expect(await screen.findByText(zhRegister.submitted)).toBeInTheDocument();
    expect(sent).toEqual([{ tenantId: '000000', name: 'Guest', account: 'guest01', password: 'secret-1', password2: 'secret-1' }]);
    expect(screen.queryByRole('dialog', { name: zhRegister.title })).not.toBeInTheDocument();
  });

  it('shows the server’s message, else the default failure text, in English too', async () => {
    server.use(graphql.mutation('RegisterGuest', () => graphQLErrorResponse('CONFLICT', 'The account already exists (server text)')));
    const { user } = openRegistration(true);
    await act(() => i18n.changeLanguage('en'));
    await user.click(await screen.findByRole('button', { name: enRegister.link }));
    const dialog = await screen.findByRole('dialog', { name: enRegister.title });
    const field = (label: string) => within(dialog).getByLabelText(fieldLabel(label));
    await user.type(field(enRegister.fields.account), 'guest01');
    await user.type(field(enRegister.fields.name), 'Guest');
    await user.type(field(enRegister.fields.password), 'secret-1');
    await user.type(field(enRegister.fields.password2), 'secret-1');
    await user.click(within(dialog).getByRole('button', { name: enRegister.submit }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The account already exists (server text)');

    server.use(graphql.mutation('RegisterGuest', () => HttpResponse.json({ data: null, errors: [{ message: '' }] })));
    await user.click(within(dialog).getByRole('button', { name: enRegister.submit }));
    expect(await within(dialog).findByText(enRegister.failed)).toBeInTheDocument();
  });
});
