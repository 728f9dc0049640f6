import { act, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../../test/msw-server';
import { dataRow, fieldLabel } from '../../../../test/queries';
import { renderApp, signIn } from '../../../../test/render-app';
import { findRowAction } from '../../../../test/row-actions';
import type {
  QuestionsQueryVariables,
  RemoveQuestionBanksMutation,
  RemoveQuestionBanksMutationVariables,
  SubmitQuestionBankMutation,
  SubmitQuestionBankMutationVariables,
} from '../../../generated/graphql';
import { changeLanguage } from '../../../i18n/change-language';
import enBank from '../../../i18n/locales/en/examBank.json';
import enMenu from '../../../i18n/locales/en/menu.json';
import zhCrud from '../../../i18n/locales/zh-CN/crud.json';
import zhBank from '../../../i18n/locales/zh-CN/examBank.json';
import zhMenu from '../../../i18n/locales/zh-CN/menu.json';
import { questionPage, questionSessionMocks } from '../question/question.mocks';
import { bankFixtures, bankSessionMocks } from './bank.mocks';

const fields = zhBank.fields;

function fixture(index: number) {
  const row = bankFixtures[index];
  if (!row) {
    throw new Error(`no fixture ${index}`);
  }
  return row;
}

async function openBankPage() {
  server.use(...Object.values(bankSessionMocks));
  signIn();
  const rendered = renderApp('/exam/bank');
  await screen.findByText(fixture(0).code);
  return rendered;
}

describe('BankPage', () => {
  it('lists the banks with their question counts under the menu title, paged by 10', async () => {
    await openBankPage();
    expect(screen.getByRole('heading', { name: zhMenu.exam_bank })).toBeInTheDocument();
    const headers = Array.from(document.querySelectorAll('thead th'), (cell) => cell.textContent ?? '');
    expect(headers).toEqual(
      expect.arrayContaining([fields.name, fields.code, fields.description, fields.questionCount, fields.updateTime]),
    );
    expect(within(dataRow(fixture(1).code)).getByRole('link', { name: `${fixture(1).name}: 150` })).toHaveAttribute(
      'href',
      `/exam/question?bankId=${fixture(1).id}`,
    );
    expect(screen.getAllByRole('button', { name: zhCrud.row.edit })).toHaveLength(10);
  });

  it('searches by name or code', async () => {
    const { user } = await openBankPage();
    await user.type(screen.getByRole('textbox', { name: fields.keyword }), 'safety');
    await user.click(screen.getByRole('button', { name: zhCrud.search.submit }));
    await waitFor(() => expect(screen.queryByText(fixture(0).code)).not.toBeInTheDocument());
    expect(screen.getByText(fixture(1).code)).toBeInTheDocument();
  });

  it('adds a bank; the code is checked like the server and a server conflict lands on the code', async () => {
    const submits: SubmitQuestionBankMutationVariables[] = [];
    server.use(
      graphql.mutation<SubmitQuestionBankMutation, SubmitQuestionBankMutationVariables>('SubmitQuestionBank', ({ variables }) => {
        submits.push(variables);
        if (variables.input.code === 'computer') {
          return HttpResponse.json({
            data: null,
            errors: [
              {
                message: 'exists',
                extensions: {
                  code: 'CONFLICT',
                  fields: [{ field: 'code', message: 'A question bank with this code already exists: computer' }],
                },
              },
            ],
          });
        }
        return HttpResponse.json({
          data: {
            submitQuestionBank: {
              id: '1',
              name: variables.input.name,
              code: variables.input.code,
              description: null,
              questionCount: 0,
              updateTime: '2026-11-01T00:00:00.000Z',
            },
          },
        });
      }),
    );
    const { user } = await openBankPage();
    await user.click(screen.getByRole('button', { name: zhCrud.toolbar.add }));
    const dialog = await screen.findByRole('dialog', { name: zhCrud.dialog.add });
    await user.type(within(dialog).getByLabelText(fieldLabel(fields.name)), 'Networks');
    const code = within(dialog).getByLabelText(fieldLabel(fields.code));
    await user.type(code, 'net work');
    await user.tab();
    expect(await within(dialog).findByText(zhBank.validation.codeFormat)).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, 'computer');
    await user.click(within(dialog).getByRole('button', { name: zhCrud.dialog.save }));
    expect(await within(dialog).findByText('A question bank with this code already exists: computer')).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, 'network');
    await user.click(within(dialog).getByRole('button', { name: zhCrud.dialog.save }));
    expect(await screen.findByText(zhCrud.notify.added)).toBeInTheDocument();
    expect(submits.at(-1)).toEqual({ input: { name: 'Networks', code: 'network', description: null } });
  });

  it('shows the server message when a bank that holds questions cannot be deleted', async () => {
    const refusal = 'The question bank still holds 145 questions';
    const removals: RemoveQuestionBanksMutationVariables[] = [];
    server.use(
      graphql.mutation<RemoveQuestionBanksMutation, RemoveQuestionBanksMutationVariables>('RemoveQuestionBanks', ({ variables }) => {
        removals.push(variables);
        return HttpResponse.json({ data: null, errors: [{ message: refusal, extensions: { code: 'CONFLICT' } }] });
      }),
    );
    const { user } = await openBankPage();
    await user.click(await findRowAction(user, dataRow(fixture(0).code), zhCrud.row.delete));
    const confirm = await screen.findByRole('dialog', { name: zhCrud.confirm.title });
    await user.click(within(confirm).getByRole('button', { name: zhCrud.confirm.ok }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(removals).toEqual([{ ids: [fixture(0).id] }]);
    expect(screen.queryByText(zhCrud.notify.deleted)).not.toBeInTheDocument();
  });

  it('opens the question list filtered by the bank', async () => {
    const requests: QuestionsQueryVariables[] = [];
    server.use(
      ...Object.values(questionSessionMocks),
      graphql.query('Questions', ({ variables }) => {
        requests.push(variables as QuestionsQueryVariables);
        return HttpResponse.json({ data: { questions: questionPage(variables as QuestionsQueryVariables) } });
      }),
    );
    signIn();
    const { user } = renderApp('/exam/bank');
    await screen.findByText(fixture(2).code);
    await user.click(
      within(dataRow(fixture(2).code)).getByRole('button', { name: zhBank.actions.questions.replace('{{name}}', fixture(2).name) }),
    );
    await screen.findByRole('heading', { name: zhMenu.exam_question });
    await waitFor(() => expect(requests.at(-1)?.filter).toEqual({ bankId: fixture(2).id }));
  });

  it('shows its texts in English', async () => {
    await act(() => changeLanguage('en'));
    await openBankPage();
    expect(screen.getByRole('heading', { name: enMenu.exam_bank })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: enBank.fields.keyword })).toBeInTheDocument();
  });
});
