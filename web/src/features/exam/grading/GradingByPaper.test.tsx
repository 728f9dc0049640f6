import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../../test/msw-server';
import { renderApp, signIn } from '../../../../test/render-app';
import type {
  BulkGradeQuestionMutation,
  BulkGradeQuestionMutationVariables,
  GradeItemMutation,
  GradeItemMutationVariables,
  GradingPaperQueryVariables,
  TakeGradingLockMutation,
} from '../../../generated/graphql';
import { sessionFixtures } from '../../../shared/session/session.mocks';
import zhGrading from '../../../i18n/locales/zh-CN/grading.json';
import { gradedAnswer, gradingExam, gradingItems, gradingMocks } from './grading.mocks';
import { paperAttempts, paperMocks, paperOf } from './paper.mocks';
import { scoreShortcut } from './score-shortcuts';

const text = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => String(values[name]));

function recordGrades(): GradeItemMutationVariables[] {
  const calls: GradeItemMutationVariables[] = [];
  server.use(
    graphql.mutation<GradeItemMutation, GradeItemMutationVariables>('GradeItem', ({ variables }) => {
      calls.push(variables);
      return HttpResponse.json({ data: gradedAnswer(variables) });
    }),
  );
  return calls;
}

async function openWorkspace() {
  server.use(...Object.values(gradingMocks), ...Object.values(paperMocks));
  signIn();
  const rendered = renderApp(`/exam/grading?examinationId=${gradingExam.id}`);
  await screen.findByTestId('grading-pending');
  return rendered;
}

async function openPaperView() {
  const papers: GradingPaperQueryVariables[] = [];
  server.use(...Object.values(gradingMocks), ...Object.values(paperMocks));
  server.use(
    graphql.query('GradingPaper', ({ variables }) => {
      papers.push(variables as GradingPaperQueryVariables);
      return HttpResponse.json({
        data: { gradingPaper: paperOf((variables as GradingPaperQueryVariables).attemptId ?? paperAttempts[0]) },
      });
    }),
  );
  signIn();
  const rendered = renderApp(`/exam/grading?examinationId=${gradingExam.id}`);
  await screen.findByTestId('grading-pending');
  await rendered.user.click(screen.getByRole('radio', { name: zhGrading.view.paper }));
  await screen.findByTestId('grading-paper');
  return { ...rendered, papers };
}

const scoreField = (slot: number, max: number) => screen.getByRole('textbox', { name: text(zhGrading.paper.scoreOf, { slot, max }) });

describe('grading shortcuts', () => {
  it('maps F, digits and Enter, and leaves other keys alone', () => {
    expect(scoreShortcut('f', 5, 'scoreField')).toEqual({ kind: 'set', value: 5 });
    expect(scoreShortcut('F', 10, 'item')).toEqual({ kind: 'set', value: 10 });
    expect(scoreShortcut('0', 5, 'item')).toEqual({ kind: 'set', value: 0 });
    expect(scoreShortcut('3', 5, 'item')).toEqual({ kind: 'set', value: 3 });
    expect(scoreShortcut('7', 5, 'item')).toBeNull();
    expect(scoreShortcut('3', 5, 'scoreField')).toBeNull();
    expect(scoreShortcut('Enter', 5, 'scoreField')).toEqual({ kind: 'saveNext' });
    expect(scoreShortcut('f', 5, 'item', { ctrl: true })).toBeNull();
    expect(scoreShortcut('x', 5, 'item')).toBeNull();
  });
});

describe('GradingPage by paper', () => {
  it('shows the first paper awaiting grading with every question, automatic scores and the shortcuts', async () => {
    const { papers } = await openPaperView();
    expect(papers[0]).toMatchObject({ examinationId: gradingExam.id, attemptId: null });
    expect(screen.getByTestId('paper-candidate')).toHaveTextContent('Student 1 (student1)');
    expect(screen.getByTestId('paper-item-score-1')).toHaveTextContent('5 / 5');
    expect(screen.getByTestId('paper-answer-1')).toHaveTextContent('A. Keyboard');
    expect(within(screen.getByTestId('paper-item-1')).queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByTestId('paper-answer-2')).toHaveTextContent('Memory answer of student 1');
    expect(screen.getAllByTestId('grading-shortcuts')[0]).toHaveTextContent(zhGrading.quick.helpFull);
    expect(screen.getByTestId('paper-awaiting')).toHaveTextContent(text(zhGrading.paper.awaiting, { count: 2 }));
  });

  it('scores in place with the keyboard: F full, Enter saves and moves to the next answer, a digit outside the field', async () => {
    const { user } = await openPaperView();
    const calls = recordGrades();
    await user.click(scoreField(2, 5));
    await user.keyboard('f');
    expect(scoreField(2, 5)).toHaveValue('5');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.input).toMatchObject({ itemId: paperOf(paperAttempts[0]).items[1]?.id, score: 5, comment: null });
    await waitFor(() => expect(scoreField(3, 10)).toHaveFocus());
    // Outside the score field a digit is that score; the buttons do the same.
    await user.type(within(screen.getByTestId('paper-item-3')).getByRole('textbox', { name: zhGrading.form.comment }), 'Good');
    within(screen.getByTestId('paper-item-3'))
      .getByRole('button', { name: text(zhGrading.quick.full, { max: 10 }) })
      .focus();
    await user.keyboard('7');
    expect(scoreField(3, 10)).toHaveValue('7');
    await user.click(within(screen.getByTestId('paper-item-3')).getByRole('button', { name: zhGrading.quick.zero }));
    expect(scoreField(3, 10)).toHaveValue('0');
    await user.click(within(screen.getByTestId('paper-item-3')).getByRole('button', { name: zhGrading.form.save }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]?.input).toMatchObject({ score: 0, comment: 'Good' });
  });

  it('refuses a score above the maximum before calling the server', async () => {
    const { user } = await openPaperView();
    const calls = recordGrades();
    await user.type(scoreField(2, 5), '9');
    await user.click(within(screen.getByTestId('paper-item-2')).getByRole('button', { name: zhGrading.form.save }));
    expect(calls).toHaveLength(0);
  });

  it('moves to the next paper awaiting grading', async () => {
    const { user, papers } = await openPaperView();
    await user.click(screen.getByRole('button', { name: zhGrading.paper.next }));
    expect(await screen.findByText('Student 2 (student2)')).toBeInTheDocument();
    expect(papers.at(-1)).toMatchObject({ attemptId: paperAttempts[1] });
  });

  it('opens a candidate’s paper from the queue', async () => {
    const { user } = await openWorkspace();
    await user.click(await screen.findByRole('button', { name: text(zhGrading.queue.paperNamed, { name: 'Student 1' }) }));
    expect(await screen.findByTestId('grading-paper')).toBeInTheDocument();
  });
});

describe('GradingPage by answer shortcuts', () => {
  it('F gives full marks and Enter saves and takes the next answer', async () => {
    let takes = 0;
    const { user } = await openWorkspace();
    const calls = recordGrades();
    server.use(
      graphql.mutation<TakeGradingLockMutation>('TakeGradingLock', () => {
        takes += 1;
        return HttpResponse.json({
          data: {
            takeGradingLock: {
              ...gradingItems[0],
              lockedBy: sessionFixtures.user.id,
              lockExpiresAt: '2099-01-01T00:30:00.000Z',
            } as TakeGradingLockMutation['takeGradingLock'],
          },
        });
      }),
    );
    await user.click(screen.getByRole('button', { name: zhGrading.next.button }));
    const panel = await screen.findByRole('dialog', { name: text(zhGrading.panel.title, { name: 'Student 1', slot: 5 }) });
    const score = within(panel).getByRole('textbox', { name: new RegExp(text(zhGrading.form.score, { max: 5 }).replace(/[()]/g, '.')) });
    await user.click(score);
    await user.keyboard('f');
    expect(score).toHaveValue('5');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.input).toMatchObject({ score: 5 });
    await waitFor(() => expect(takes).toBe(2));
  });
});

describe('GradingPage bulk score and export', () => {
  it('gives several answers of one question one score in one call; answers another grader holds cannot be ticked', async () => {
    const calls: BulkGradeQuestionMutationVariables[] = [];
    const { user } = await openWorkspace();
    server.use(
      graphql.mutation<BulkGradeQuestionMutation, BulkGradeQuestionMutationVariables>('BulkGradeQuestion', ({ variables }) => {
        calls.push(variables);
        return HttpResponse.json({ data: { bulkGradeQuestion: { graded: variables.input.itemIds.length, attempts: 1 } } });
      }),
    );
    await user.click(screen.getByRole('button', { name: zhGrading.bulk.button }));
    const dialog = await screen.findByRole('dialog', { name: zhGrading.bulk.title });
    expect(within(dialog).getByRole('button', { name: text(zhGrading.bulk.submit, { count: 0 }) })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(within(dialog).getByRole('combobox', { name: zhGrading.bulk.question }));
    await user.click(await screen.findByRole('option', { name: /How do memory and disk differ/ }));
    const table = await within(dialog).findByRole('table', { name: zhGrading.bulk.answers });
    expect(await within(table).findByText('Student 1 (student1)')).toBeInTheDocument();
    expect(within(table).getByRole('checkbox', { name: text(zhGrading.bulk.selectOne, { name: 'Student 2 (student2)' }) })).toBeDisabled();
    await user.click(within(table).getByRole('checkbox', { name: zhGrading.bulk.selectAll }));
    const score = within(dialog).getByRole('textbox', { name: new RegExp(text(zhGrading.form.score, { max: 5 }).replace(/[()]/g, '.')) });
    await user.click(score);
    await user.keyboard('f');
    expect(score).toHaveValue('5');
    await user.type(within(dialog).getByRole('textbox', { name: zhGrading.bulk.comment }), 'All points');
    await user.click(within(dialog).getByRole('button', { name: text(zhGrading.bulk.submit, { count: 1 }) }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.input).toEqual({
      examinationId: gradingExam.id,
      questionId: '1931000000000000005',
      itemIds: [gradingItems[0]?.id],
      score: 5,
      comment: 'All points',
      reason: null,
    });
    expect(await screen.findByText(text(zhGrading.bulk.done, { count: 1 }))).toBeInTheDocument();
  });

  it('shows the server’s refusal and keeps the dialog open', async () => {
    const { user } = await openWorkspace();
    server.use(
      graphql.mutation('BulkGradeQuestion', () =>
        HttpResponse.json({
          errors: [{ message: 'Another grader is grading 1 of the selected answers', extensions: { code: 'CONFLICT' } }],
        }),
      ),
    );
    await user.click(screen.getByRole('button', { name: zhGrading.bulk.button }));
    const dialog = await screen.findByRole('dialog', { name: zhGrading.bulk.title });
    await user.click(within(dialog).getByRole('combobox', { name: zhGrading.bulk.question }));
    await user.click(await screen.findByRole('option', { name: /How do memory and disk differ/ }));
    const table = await within(dialog).findByRole('table', { name: zhGrading.bulk.answers });
    await user.click(
      await within(table).findByRole('checkbox', { name: text(zhGrading.bulk.selectOne, { name: 'Student 1 (student1)' }) }),
    );
    await user.click(within(dialog).getByRole('button', { name: zhGrading.quick.zero }));
    await user.click(within(dialog).getByRole('button', { name: text(zhGrading.bulk.submit, { count: 1 }) }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Another grader is grading 1 of the selected answers');
  });

  it('downloads the grading results workbook', async () => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:file'), revokeObjectURL: jest.fn() });
    let asked = 0;
    const { user } = await openWorkspace();
    server.use(
      graphql.query('GradingResultsExport', () => {
        asked += 1;
        return HttpResponse.json({
          data: {
            gradingResultsExport: {
              filename: 'results.xlsx',
              mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
              contentBase64: 'UEsDBA==',
              rows: 2,
            },
          },
        });
      }),
    );
    await user.click(screen.getByRole('button', { name: zhGrading.export.button }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalledTimes(1));
    expect(asked).toBe(1);
  });
});
