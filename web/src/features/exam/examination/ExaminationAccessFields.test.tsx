import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../../test/msw-server';
import { renderApp, signIn } from '../../../../test/render-app';
import type { CreateExaminationMutationVariables } from '../../../generated/graphql';
import zhCrud from '../../../i18n/locales/zh-CN/crud.json';
import zhExamination from '../../../i18n/locales/zh-CN/examination.json';
import { examinationFixtures, examinationSessionMocks } from './examination.mocks';
import { isAllowEntry } from './ip-allow-entry';

const texts = zhExamination;

async function openAddDrawer() {
  server.use(...Object.values(examinationSessionMocks));
  signIn();
  renderApp('/exam/examination');
  await screen.findByText(examinationFixtures[0]?.name ?? '', { selector: '[data-examination-id]' }, { timeout: 5000 });
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: zhCrud.toolbar.add }));
  const drawer = await screen.findByRole('dialog', { name: texts.form.addTitle });
  await user.type(within(drawer).getByLabelText(new RegExp(`^${texts.fields.name}`)), 'Locked exam');
  await user.click(within(drawer).getByRole('combobox', { name: new RegExp(`^${texts.fields.paperId}`) }));
  await user.click(await screen.findByRole('option', { name: /^Safety paper/ }));
  return { user, drawer };
}

function recordCreates(
  answer: () => Response = () => HttpResponse.json({ data: { createExamination: { id: '9', name: 'Locked exam', status: 'DRAFT' } } }),
) {
  const calls: CreateExaminationMutationVariables[] = [];
  server.use(
    graphql.mutation('CreateExamination', ({ variables }) => {
      calls.push(variables as CreateExaminationMutationVariables);
      return answer();
    }),
  );
  return calls;
}

describe('the access section of the examination form', () => {
  it('checks allow-list entries like the server', () => {
    for (const good of ['10.0.0.1', '10.0.0.0/8', '0.0.0.0/0', '2001:db8::1', '2001:db8::/32', '::1/128', '::ffff:10.0.0.1']) {
      expect(isAllowEntry(good)).toBe(true);
    }
    for (const bad of ['10.0.0.256', '10.0.0.0/33', '010.0.0.1', '2001:db8::/129', 'example.com', '10.0.0.0/8/8', '1.2.3', 'gggg::1', '']) {
      expect(isAllowEntry(bad)).toBe(false);
    }
  });

  it('refuses a bad entry on the field before sending, then sends the password and the list', async () => {
    const calls = recordCreates();
    const { user, drawer } = await openAddDrawer();
    const list = within(drawer).getAllByLabelText(texts.fields.ipAllowList)[0] as HTMLElement;
    await user.type(list, '10.0.0.300{enter}');
    await user.click(within(drawer).getByRole('button', { name: zhCrud.dialog.save }));
    expect((await within(drawer).findAllByText(texts.validation.ipEntryInvalid)).length).toBeGreaterThan(0);
    expect(calls).toHaveLength(0);

    // Backspace in the empty input removes the last entry.
    await user.type(list, '{backspace}10.1.0.0/16{enter}2001:db8::/32{enter}');
    const password = within(drawer).getByLabelText(texts.fields.accessPassword, { selector: 'input' });
    await user.type(password, 'pw-2026');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(within(drawer).getByRole('button', { name: texts.hints.togglePassword }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(within(drawer).getByRole('button', { name: zhCrud.dialog.save }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.input).toMatchObject({ accessPassword: 'pw-2026', ipAllowList: ['10.1.0.0/16', '2001:db8::/32'] });
  });

  it("shows the server's field error on the allow-list", async () => {
    const message = 'Not a valid IP address or CIDR range: 10.9.9.9/40';
    recordCreates(() =>
      HttpResponse.json({
        data: null,
        errors: [{ message, extensions: { code: 'VALIDATION', fields: [{ field: 'ipAllowList', message }] } }],
      }),
    );
    const { user, drawer } = await openAddDrawer();
    await user.type(within(drawer).getAllByLabelText(texts.fields.ipAllowList)[0] as HTMLElement, '10.9.9.9/24{enter}');
    await user.click(within(drawer).getByRole('button', { name: zhCrud.dialog.save }));
    expect((await within(drawer).findAllByText(message)).length).toBeGreaterThan(0);
  });
});
