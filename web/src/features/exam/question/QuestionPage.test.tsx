import { File as NodeFile } from 'node:buffer';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import { server } from '../../../../test/msw-server';
import { renderApp, signIn } from '../../../../test/render-app';
import { findRowAction } from '../../../../test/row-actions';
import type {
  QuestionsQuery,
  QuestionsQueryVariables,
  UpdateQuestionStatusMutation,
  UpdateQuestionStatusMutationVariables,
} from '../../../generated/graphql';
import { changeLanguage } from '../../../i18n/change-language';
import enMenu from '../../../i18n/locales/en/menu.json';
import enQuestion from '../../../i18n/locales/en/examQuestion.json';
import zhCrud from '../../../i18n/locales/zh-CN/crud.json';
import zhQuestion from '../../../i18n/locales/zh-CN/examQuestion.json';
import zhMenu from '../../../i18n/locales/zh-CN/menu.json';
import { bankFixtures } from '../bank/bank.mocks';
import { questionDetails, questionPage, questionSessionMocks } from './question.mocks';

function fixture(index: number) {
  const row = questionDetails[index];
  if (!row) {
    throw new Error(`no fixture ${index}`);
  }
  return row;
}

function recordLists(): QuestionsQueryVariables[] {
  const calls: QuestionsQueryVariables[] = [];
  server.use(
    graphql.query<QuestionsQuery, QuestionsQueryVariables>('Questions', ({ variables }) => {
      calls.push(variables);
      return HttpResponse.json({ data: { questions: questionPage(variables) } });
    }),
  );
  return calls;
}

async function openQuestionPage(path = '/exam/question') {
  server.use(...Object.values(questionSessionMocks));
  signIn();
  const rendered = renderApp(path);
  await screen.findByRole('heading', { name: zhMenu.exam_question });
  await screen.findAllByRole('button', { name: zhQuestion.actions.preview });
  return rendered;
}

/** The table row of a question by its stem text (as the list shows it, tags removed). */
function dataRow(index: number): HTMLElement {
  const text = fixture(index).stem.replace(/<[^>]+>/g, '');
  const row = screen.getByText(text).closest('tr');
  if (!row) {
    throw new Error(`no row for ${text}`);
  }
  return row;
}

describe('QuestionPage', () => {
  it('shows type, difficulty and status as translated badges, with the filters', async () => {
    await openQuestionPage();
    const row = within(dataRow(0));
    expect(row.getByText(zhQuestion.types.SINGLE_CHOICE)).toBeInTheDocument();
    expect(row.getByText(zhQuestion.difficulties['2'])).toBeInTheDocument();
    expect(row.getByText(zhQuestion.statuses.ENABLED)).toBeInTheDocument();
    for (const label of [
      zhQuestion.fields.bank,
      zhQuestion.fields.type,
      zhQuestion.fields.status,
      zhQuestion.fields.difficulty,
      zhQuestion.fields.keyword,
      zhQuestion.fields.tag,
    ]) {
      expect(
        screen.getByRole(label === zhQuestion.fields.keyword || label === zhQuestion.fields.tag ? 'textbox' : 'combobox', { name: label }),
      ).toBeInTheDocument();
    }
  });

  it('starts filtered by the bank of the address and sends the chosen filters with a numeric difficulty', async () => {
    const lists = recordLists();
    const { user } = await openQuestionPage(`/exam/question?bankId=${bankFixtures[1]?.id}`);
    expect(lists[0]?.filter).toEqual({ bankId: bankFixtures[1]?.id });
    expect(screen.getByRole('combobox', { name: zhQuestion.fields.bank })).toHaveValue(bankFixtures[1]?.name);
    await user.click(screen.getByRole('combobox', { name: zhQuestion.fields.difficulty }));
    await user.click(await screen.findByRole('option', { name: zhQuestion.difficulties['3'] }));
    await user.type(screen.getByRole('textbox', { name: zhQuestion.fields.tag }), 'network');
    await user.click(screen.getByRole('button', { name: zhCrud.search.submit }));
    await waitFor(() => expect(lists.at(-1)?.filter).toEqual({ bankId: bankFixtures[1]?.id, difficulty: 3, tag: 'network' }));
  });

  it('toggles the status of one question and of the selected ones', async () => {
    const calls: UpdateQuestionStatusMutationVariables[] = [];
    server.use(
      graphql.mutation<UpdateQuestionStatusMutation, UpdateQuestionStatusMutationVariables>('UpdateQuestionStatus', ({ variables }) => {
        calls.push(variables);
        return HttpResponse.json({ data: { updateQuestionStatus: 1 } });
      }),
    );
    const { user } = await openQuestionPage();
    await user.click(within(dataRow(0)).getByRole('button', { name: zhQuestion.actions.disable }));
    await user.click(within(dataRow(3)).getByRole('button', { name: zhQuestion.actions.enable }));
    expect(await screen.findAllByText(zhQuestion.notify.statusChanged.replace('{{count}}', '1'))).not.toHaveLength(0);
    await user.click(within(dataRow(1)).getByRole('checkbox'));
    await user.click(within(dataRow(2)).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: zhQuestion.actions.enableSelected }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls).toEqual([
      { ids: [fixture(0).id], status: 'DISABLED' },
      { ids: [fixture(3).id], status: 'ENABLED' },
      { ids: [fixture(1).id, fixture(2).id], status: 'ENABLED' },
    ]);
  });

  it('asks for a selection before a bulk status change', async () => {
    const { user } = await openQuestionPage();
    await user.click(screen.getByRole('button', { name: zhQuestion.actions.disableSelected }));
    expect(await screen.findByText(zhCrud.notify.selectOne)).toBeInTheDocument();
  });

  it('previews a question with the correct option marked and its explanation', async () => {
    const { user } = await openQuestionPage();
    await user.click(within(dataRow(1)).getByRole('button', { name: zhQuestion.actions.preview }));
    const dialog = await screen.findByRole('dialog', { name: zhQuestion.preview.title });
    expect(await within(dialog).findByLabelText(zhQuestion.preview.correctOption.replace('{{letter}}', 'B'))).toHaveTextContent('ROM');
    expect(within(dialog).getAllByText(zhQuestion.preview.correct)).toHaveLength(2);
    expect(within(dialog).getByText(zhQuestion.fields.explanation)).toBeInTheDocument();
  });

  it('deletes a question after confirmation', async () => {
    const removals: unknown[] = [];
    server.use(
      graphql.mutation('RemoveQuestions', ({ variables }) => {
        removals.push(variables);
        return HttpResponse.json({ data: { removeQuestions: 1 } });
      }),
    );
    const { user } = await openQuestionPage();
    await user.click(await findRowAction(user, dataRow(4), zhCrud.row.delete));
    const confirm = await screen.findByRole('dialog', { name: zhCrud.confirm.title });
    await user.click(within(confirm).getByRole('button', { name: zhCrud.confirm.ok }));
    expect(await screen.findByText(zhCrud.notify.deleted)).toBeInTheDocument();
    expect(removals).toEqual([{ ids: [fixture(4).id] }]);
  });

  it('imports a workbook: a refusal lists the server report rows, nothing imported', async () => {
    server.use(
      http.post('*/api/blade-exam/subject/examSubject/import-subject', () =>
        HttpResponse.json(
          {
            code: 400,
            success: false,
            msg: 'Import failed: 2 problems',
            data: {
              errors: [
                { row: 3, column: 'Answer', message: 'A single choice answer is one option letter' },
                { row: 5, column: 'Bank code', message: 'No such bank: x' },
              ],
            },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openQuestionPage();
    await user.click(screen.getByRole('button', { name: zhQuestion.actions.import }));
    const dialog = await screen.findByRole('dialog', { name: zhQuestion.import.title });
    await user.click(within(dialog).getByRole('button', { name: zhQuestion.import.upload }));
    expect(await within(dialog).findByText(zhQuestion.import.fileRequired)).toBeInTheDocument();
    const input = dialog.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) {
      throw new Error('no file input');
    }
    // Node's File: the app's FormData is Node's (fetch runs on undici in these tests).
    fireEvent.change(input, {
      target: {
        files: [
          new NodeFile(['PK'], 'questions.xlsx', {
            type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          }) as unknown as File,
        ],
      },
    });
    await user.click(within(dialog).getByRole('button', { name: zhQuestion.import.upload }));
    const report = await within(dialog).findByRole('table', { name: zhQuestion.import.errors });
    expect(within(report).getAllByRole('row')).toHaveLength(3);
    expect(within(report).getByText('A single choice answer is one option letter')).toBeInTheDocument();
    expect(within(dialog).getByText('Import failed: 2 problems')).toBeInTheDocument();
    expect(within(dialog).getByText(zhQuestion.import.nothingImported)).toBeInTheDocument();
  });

  it('shows its texts in English', async () => {
    await act(() => changeLanguage('en'));
    server.use(...Object.values(questionSessionMocks));
    signIn();
    renderApp('/exam/question');
    expect(await screen.findByRole('heading', { name: enMenu.exam_question })).toBeInTheDocument();
    expect((await screen.findAllByText(enQuestion.types.MULTIPLE_CHOICE)).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: enQuestion.actions.export })).toBeInTheDocument();
  });
});
