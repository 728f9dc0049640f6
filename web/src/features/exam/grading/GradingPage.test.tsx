import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../../test/msw-server';
import { renderApp, signIn } from '../../../../test/render-app';
import type {
  GradeItemMutation,
  GradeItemMutationVariables,
  GradingExamCountsQuery,
  ReleaseResultsMutationVariables,
} from '../../../generated/graphql';
import zhGrading from '../../../i18n/locales/zh-CN/grading.json';
import { countsAnswer, gradedAnswer, gradingExam, gradingItems, gradingMocks } from './grading.mocks';

const text = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => String(values[name]));

async function openWithExam() {
  server.use(...Object.values(gradingMocks));
  signIn();
  const rendered = renderApp(`/exam/grading?examinationId=${gradingExam.id}`);
  await screen.findByTestId('grading-pending');
  return rendered;
}

describe('GradingPage', () => {
  it('offers examinations with their pending count and keeps the choice in the URL', async () => {
    server.use(...Object.values(gradingMocks));
    signIn();
    const { user, router } = renderApp('/exam/grading');
    expect(await screen.findByText(zhGrading.empty)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: zhGrading.picker.label }));
    await user.click(await screen.findByRole('option', { name: text(zhGrading.picker.option, { name: gradingExam.name, count: 2 }) }));
    await waitFor(() => expect(router.state.location.search).toBe(`?examinationId=${gradingExam.id}`));
    expect(await screen.findByTestId('grading-pending')).toHaveTextContent('2');
    expect(screen.getByTestId('grading-locked')).toHaveTextContent('1');
  });

  it('shows the queue with lock holders; release waits for grading to finish', async () => {
    await openWithExam();
    const table = await screen.findByRole('table', { name: zhGrading.queue.title });
    expect(await within(table).findByText('Student 1 (student1)')).toBeInTheDocument();
    expect(within(table).getByText('Principal Wang')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: zhGrading.release.button })).toHaveAttribute('aria-disabled', 'true');
  });

  it('grades the next answer with score and comment, then shows the saved score', async () => {
    const calls: GradeItemMutationVariables[] = [];
    const { user } = await openWithExam();
    server.use(
      graphql.mutation<GradeItemMutation, GradeItemMutationVariables>('GradeItem', ({ variables }) => {
        calls.push(variables);
        return HttpResponse.json({ data: gradedAnswer(variables) });
      }),
    );
    await user.click(screen.getByRole('button', { name: zhGrading.next.button }));
    const panel = await screen.findByRole('dialog', { name: text(zhGrading.panel.title, { name: 'Student 1', slot: 5 }) });
    expect(within(panel).getByText('Answer of student 1')).toBeInTheDocument();
    expect(await within(panel).findByText('Memory is volatile, disks persist.')).toBeInTheDocument();
    expect(within(panel).getByTestId('grading-lock-mine')).toBeInTheDocument();
    const score = within(panel).getByRole('textbox', { name: new RegExp(text(zhGrading.form.score, { max: 5 }).replace(/[()]/g, '.')) });
    await user.type(score, '4.5');
    await user.type(within(panel).getByRole('textbox', { name: zhGrading.form.comment }), 'Complete');
    await user.click(within(panel).getByRole('button', { name: zhGrading.form.save }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.input).toMatchObject({ itemId: gradingItems[0]?.id, score: 4.5, comment: 'Complete', reason: null });
    expect(await screen.findByText(zhGrading.form.saved)).toBeInTheDocument();
  });

  it('tells who holds an answer and refuses to save it', async () => {
    const { user } = await openWithExam();
    const table = await screen.findByRole('table', { name: zhGrading.queue.title });
    await within(table).findByText('Student 2 (student2)');
    await user.click(screen.getByRole('button', { name: text(zhGrading.queue.openNamed, { name: 'Student 2', slot: 5 }) }));
    const panel = await screen.findByRole('dialog', { name: text(zhGrading.panel.title, { name: 'Student 2', slot: 5 }) });
    expect(within(panel).getByRole('alert')).toHaveTextContent('Principal Wang');
    expect(within(panel).getByRole('button', { name: zhGrading.form.save })).toHaveAttribute('aria-disabled', 'true');
  });

  it('releases the results of a graded examination after the confirmation', async () => {
    const calls: ReleaseResultsMutationVariables[] = [];
    server.use(...Object.values(gradingMocks));
    server.use(
      graphql.query<GradingExamCountsQuery>('GradingExamCounts', () => HttpResponse.json({ data: countsAnswer('GRADED', []) })),
      graphql.mutation('ReleaseResults', ({ variables }) => {
        calls.push(variables as ReleaseResultsMutationVariables);
        return HttpResponse.json({
          data: {
            releaseResults: {
              examinationId: gradingExam.id,
              examStatus: 'RESULTS_RELEASED',
              resultsReleasedAt: '2026-03-02T08:00:00.000Z',
            },
          },
        });
      }),
    );
    signIn();
    const { user } = renderApp(`/exam/grading?examinationId=${gradingExam.id}`);
    const release = await screen.findByRole('button', { name: zhGrading.release.button });
    await waitFor(() => expect(release).not.toHaveAttribute('aria-disabled'));
    await user.click(release);
    const dialog = await screen.findByRole('dialog', { name: zhGrading.release.confirmTitle });
    await user.click(within(dialog).getByRole('button', { name: zhGrading.release.confirm }));
    await waitFor(() => expect(calls).toEqual([{ examinationId: gradingExam.id }]));
  });

  it('lists the frozen paper’s questions for a regrade before any answer is graded', async () => {
    const { user } = await openWithExam();
    await user.click(screen.getByRole('button', { name: zhGrading.regrade.button }));
    const dialog = await screen.findByRole('dialog', { name: zhGrading.regrade.title });
    await user.click(within(dialog).getByRole('combobox', { name: zhGrading.regrade.question }));
    expect(await screen.findByRole('option', { name: '1. Which one is an input device?' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '2. How do memory and disk differ?' })).toBeInTheDocument();
  });
});
