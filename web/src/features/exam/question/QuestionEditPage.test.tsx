import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../../test/msw-server';
import { fieldLabel } from '../../../../test/queries';
import { renderApp, signIn } from '../../../../test/render-app';
import type { SubmitQuestionMutation, SubmitQuestionMutationVariables } from '../../../generated/graphql';
import zhCrud from '../../../i18n/locales/zh-CN/crud.json';
import zhQuestion from '../../../i18n/locales/zh-CN/examQuestion.json';
import { bankFixtures } from '../bank/bank.mocks';
import { questionDetails, questionSessionMocks } from './question.mocks';
import { TRUE_FALSE_LABELS } from './question-form';

const editor = zhQuestion.editor;

// ProseMirror (the rich-text stem) measures the layout; jsdom has none.
const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
beforeAll(() => {
  document.elementFromPoint = () => null;
  Element.prototype.getClientRects = emptyRects;
  Range.prototype.getClientRects = emptyRects;
  Range.prototype.getBoundingClientRect = () => new DOMRect(0, 0, 0, 0);
});
const text = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => String(values[name]));
const bank = bankFixtures[0] ?? { id: '', name: '' };

function recordSubmits(respond?: (variables: SubmitQuestionMutationVariables) => Response): SubmitQuestionMutationVariables[] {
  const calls: SubmitQuestionMutationVariables[] = [];
  server.use(
    graphql.mutation<SubmitQuestionMutation, SubmitQuestionMutationVariables>('SubmitQuestion', ({ variables }) => {
      calls.push(variables);
      return respond
        ? respond(variables)
        : HttpResponse.json({
            data: {
              submitQuestion: {
                id: variables.input.id ?? '1',
                questionType: variables.input.questionType,
                questionStatus: 'DRAFT',
                version: 1,
              },
            },
          });
    }),
  );
  return calls;
}

async function openEditor(path = `/bdqn/examQuestionAdd?bankId=${bank.id}`) {
  server.use(...Object.values(questionSessionMocks));
  signIn();
  const rendered = renderApp(path);
  await screen.findByRole('heading', { name: path.includes('id=') ? text(editor.editTitle, { version: 1 }) : editor.addTitle });
  if (!path.includes('id=')) {
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: fieldLabel(zhQuestion.fields.bank) })).toHaveValue(
        `${bank.name} (${(bankFixtures[0] ?? { code: '' }).code})`,
      ),
    );
  }
  return rendered;
}

async function typeStem(user: ReturnType<typeof renderApp>['user'], value: string) {
  const stem = screen.getByRole('textbox', { name: zhQuestion.fields.stem });
  await user.click(stem);
  await user.keyboard(value);
}

describe('QuestionEditPage', () => {
  it('checks a single choice like the server: stem, option texts and exactly one correct option', async () => {
    const submits = recordSubmits();
    const { user } = await openEditor();
    await user.click(screen.getByRole('button', { name: editor.save }));
    expect(await screen.findByText(zhQuestion.validation.stemRequired)).toBeInTheDocument();
    expect(screen.getAllByText(zhQuestion.validation.optionContentRequired)).toHaveLength(4);
    expect(screen.getByText(zhQuestion.validation.singleOneCorrect)).toBeInTheDocument();
    expect(submits).toEqual([]);

    await typeStem(user, 'Which layer?');
    for (const [index, value] of ['HTTP', 'TCP', 'IP'].entries()) {
      await user.type(
        screen.getByRole('textbox', { name: text(editor.optionContent, { letter: String.fromCharCode(65 + index) }) }),
        value,
      );
    }
    await user.click(screen.getByRole('button', { name: text(editor.removeOption, { letter: 'D' }) }));
    await user.click(screen.getByRole('radio', { name: text(editor.correctOf, { letter: 'B' }) }));
    await user.click(screen.getByRole('button', { name: text(editor.moveUp, { letter: 'B' }) }));
    await user.click(screen.getByRole('button', { name: editor.save }));
    expect(await screen.findByText(zhCrud.notify.added)).toBeInTheDocument();
    expect(submits).toHaveLength(1);
    const input = submits[0]?.input;
    // Saved enabled by default (issue 12 item 3): the staff may enable questions.
    expect(input).toMatchObject({
      bankId: bank.id,
      questionType: 'SINGLE_CHOICE',
      stem: '<p>Which layer?</p>',
      difficulty: 3,
      defaultScore: 2,
      questionStatus: 'ENABLED',
      blanks: [],
      fileRule: null,
    });
    expect(input?.options).toEqual([
      { content: 'TCP', isCorrect: true, sort: 1, weightPct: 0 },
      { content: 'HTTP', isCorrect: false, sort: 2, weightPct: 0 },
      { content: 'IP', isCorrect: false, sort: 3, weightPct: 0 },
    ]);
  });

  it('reshapes the editor by type: checkboxes and weights, fixed true/false, blanks with the marker rule, file rule', async () => {
    const submits = recordSubmits();
    const { user } = await openEditor();
    await user.click(screen.getByRole('radio', { name: zhQuestion.types.MULTIPLE_CHOICE }));
    expect(screen.getByRole('checkbox', { name: text(editor.correctOf, { letter: 'A' }) })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: editor.scoring }));
    await user.click(await screen.findByRole('option', { name: zhQuestion.scoring.WEIGHTED }));
    expect(screen.getByRole('textbox', { name: text(editor.weightOf, { letter: 'A' }) })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: zhQuestion.types.TRUE_FALSE }));
    expect(screen.getByRole('textbox', { name: text(editor.optionContent, { letter: 'A' }) })).toHaveValue(TRUE_FALSE_LABELS[0]);
    expect(screen.getByRole('textbox', { name: text(editor.optionContent, { letter: 'B' }) })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: editor.addOption })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: zhQuestion.types.FILL_BLANK }));
    await typeStem(user, 'Paris is the capital of ___ and Berlin of ___.');
    expect(screen.getByText(text(editor.blankRule, { markers: 2, blanks: 1 }))).toBeInTheDocument();
    const first = screen.getByRole('combobox', { name: text(editor.blankAnswers, { number: 1 }) });
    await user.type(first, 'France{enter}');
    await user.click(screen.getByRole('button', { name: editor.save }));
    expect(await screen.findByText(text(zhQuestion.validation.blanksMismatch, { markers: 2, blanks: 1 }))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text(editor.matchMarkers, { markers: 2 }) }));
    await user.type(screen.getByRole('combobox', { name: text(editor.blankAnswers, { number: 2 }) }), 'Germany{enter}deutschland{enter}');
    await user.click(screen.getByRole('switch', { name: editor.caseSensitive }));
    await user.click(screen.getByRole('button', { name: editor.save }));
    await screen.findByText(zhCrud.notify.added);
    expect(submits[0]?.input).toMatchObject({
      questionType: 'FILL_BLANK',
      options: [],
      blanks: [['France'], ['Germany', 'deutschland']],
      caseSensitive: true,
    });
  });

  it('puts the server field messages on the fields and keeps the form', async () => {
    recordSubmits(() =>
      HttpResponse.json({
        data: null,
        errors: [
          {
            message: 'invalid',
            extensions: {
              code: 'VALIDATION',
              fields: [
                { field: 'input.fileRule.allowedExtensions', message: 'Bad extension: p.df' },
                { field: 'stem', message: 'The stem holds content that is not allowed' },
              ],
            },
          },
        ],
      }),
    );
    const { user } = await openEditor();
    await user.click(screen.getByRole('radio', { name: zhQuestion.types.FILE_UPLOAD }));
    expect(screen.getByRole('textbox', { name: fieldLabel(editor.maxFiles) })).toHaveValue('1');
    await typeStem(user, 'Upload your report');
    await user.click(screen.getByRole('button', { name: editor.save }));
    expect(await screen.findByText('Bad extension: p.df')).toBeInTheDocument();
    expect(screen.getByText('The stem holds content that is not allowed')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: editor.addTitle })).toBeInTheDocument();
  });

  it('edits a question loaded by ?id= and saves with its id and option ids; "save and add another" starts afresh', async () => {
    const submits = recordSubmits();
    const question = questionDetails[1];
    if (!question) {
      throw new Error('no fixture');
    }
    const { user } = await openEditor(`/bdqn/examQuestionAdd?id=${question.id}`);
    expect(screen.getByRole('textbox', { name: text(editor.optionContent, { letter: 'A' }) })).toHaveValue('RAM');
    expect(screen.getByRole('checkbox', { name: text(editor.correctOf, { letter: 'B' }) })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: text(editor.correctOf, { letter: 'C' }) }));
    await user.click(screen.getByRole('button', { name: editor.saveAndAdd }));
    expect(await screen.findByText(zhCrud.notify.updated)).toBeInTheDocument();
    expect(submits[0]?.input).toMatchObject({ id: question.id, questionType: 'MULTIPLE_CHOICE', multiSelectScoring: 'ALL_OR_NOTHING' });
    expect(submits[0]?.input.options?.map((option) => [option.id, option.isCorrect])).toEqual(
      question.options.map((option) => [option.id, true]),
    );
    expect(await screen.findByRole('heading', { name: editor.addTitle })).toBeInTheDocument();
    expect(
      within(screen.getByRole('radiogroup', { name: zhQuestion.fields.type })).getByRole('radio', {
        name: zhQuestion.types.MULTIPLE_CHOICE,
      }),
    ).toBeChecked();
  });
});
