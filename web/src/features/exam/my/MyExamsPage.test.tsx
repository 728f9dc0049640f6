import { screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { grantPermissions } from '../../../../test/grant-permissions';
import { server } from '../../../../test/msw-server';
import { renderApp, signIn } from '../../../../test/render-app';
import type { MyAttemptReviewQuery, MyExaminationsQuery } from '../../../generated/graphql';
import { i18n } from '../../../i18n/i18n';
import zh from '../../../i18n/locales/zh-CN/examTake.json';
import { attemptId, myExam, reviewFixture } from '../exam-take.mocks';
import { examAction, examGroup } from './exam-display';

const tr = (key: string, options?: Record<string, unknown>) => i18n.t(`examTake:${key}`, options);
const submitted = { id: attemptId, attemptNo: 1, state: 'SUBMITTED' as const, gradingState: 'GRADED' as const, startedAt: '2026-05-10T01:00:00.000Z', deadlineAt: '2026-05-10T02:00:00.000Z', submittedAt: '2026-05-10T01:30:00.000Z' };
const rows = [
  myExam({ id: '1', name: 'Open exam' }),
  myExam({ id: '2', name: 'Resumable exam', attemptsUsed: 1, latestAttempt: { ...submitted, id: '21', state: 'IN_PROGRESS', submittedAt: null } }),
  myExam({ id: '3', name: 'Upcoming exam', status: 'SCHEDULED', openNow: false, canStart: false, openAt: '2099-01-01T00:00:00.000Z', closeAt: '2099-01-02T00:00:00.000Z' }),
  myExam({ id: '4', name: 'Done exam', status: 'RESULTS_RELEASED', openNow: false, canStart: false, attemptsUsed: 1, latestAttempt: submitted }),
];

function listWith(records = rows) {
  server.use(graphql.query<MyExaminationsQuery>('MyExaminations', () => HttpResponse.json({ data: { myExaminations: { current: 1, size: 200, total: records.length, pages: 1, records } } })));
}

describe('my exams', () => {
  it('groups examinations and picks the action the server allows', () => {
    expect(rows.map(examGroup)).toEqual(['open', 'open', 'upcoming', 'finished']);
    expect(rows.map(examAction)).toEqual(['start', 'continue', 'none', 'result']);
  });

  it('/exam/my lists open, upcoming and finished examinations with their actions', async () => {
    listWith();
    signIn();
    const { user } = renderApp('/exam/my');
    const open = await screen.findByRole('article', { name: 'Open exam' });
    expect(within(open).getByText(zh.examStatus.OPEN)).toBeInTheDocument();
    expect(within(open).getByText(tr('my.facts', { minutes: 60, used: 0, max: 1, points: 60 }))).toBeInTheDocument();
    expect(within(open).getByRole('link', { name: tr('my.action.startNamed', { name: 'Open exam' }) })).toHaveAttribute('href', '/exam/take/1');
    expect(within(screen.getByRole('article', { name: 'Resumable exam' })).getByRole('link', { name: tr('my.action.continueNamed', { name: 'Resumable exam' }) })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Upcoming exam' })).not.toBeInTheDocument();

    await user.click(screen.getByText(tr('my.group.upcoming', { count: 1 })));
    const upcoming = await screen.findByRole('article', { name: 'Upcoming exam' });
    expect(within(upcoming).queryByRole('link')).not.toBeInTheDocument();
    expect(within(upcoming).getByText(zh.examStatus.SCHEDULED)).toBeInTheDocument();

    await user.click(screen.getByText(tr('my.group.finished', { count: 1 })));
    const done = await screen.findByRole('article', { name: 'Done exam' });
    expect(within(done).getByText(zh.attemptState.SUBMITTED)).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: tr('my.action.resultNamed', { name: 'Done exam' }) })).toHaveAttribute('href', `/exam/result/${attemptId}`);
  });

  it('the student home shows current and finished examinations', async () => {
    listWith();
    grantPermissions(['exam_take']);
    signIn();
    renderApp('/wel/studentindex');
    const current = await screen.findByRole('region', { name: zh.home.current });
    expect(await within(current).findByRole('article', { name: 'Open exam' })).toBeInTheDocument();
    expect(within(current).getByRole('article', { name: 'Upcoming exam' })).toBeInTheDocument();
    const finished = screen.getByRole('region', { name: zh.home.finished });
    expect(within(finished).getByRole('article', { name: 'Done exam' })).toBeInTheDocument();
  });

  it('the result page shows what the server sends and nothing it leaves out', async () => {
    server.use(graphql.query<MyAttemptReviewQuery>('MyAttemptReview', () => HttpResponse.json({ data: { myAttemptReview: reviewFixture() } })));
    signIn();
    renderApp(`/exam/result/${attemptId}`);
    expect(await screen.findByTestId('result-score')).toHaveTextContent('25 / 30');
    expect(screen.getByText(zh.review.passed)).toBeInTheDocument();
    expect(screen.getByText(tr('review.marks', { score: 5, max: 5 }))).toBeInTheDocument();
    // CORRECTNESS, CORRECT_ANSWER and EXPLANATION are not allowed: nothing of them is shown.
    expect(screen.queryByText(zh.review.correctness.TRUE)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(zh.review.correctOption)).not.toBeInTheDocument();
    expect(screen.queryByText(zh.review.explanation)).not.toBeInTheDocument();
  });

  it('the result page says when the policy shows nothing yet', async () => {
    const hidden = { ...reviewFixture(), allowed: [], totalScore: null, passed: null, questions: reviewFixture().questions.map((question) => ({ ...question, score: null })) };
    server.use(graphql.query<MyAttemptReviewQuery>('MyAttemptReview', () => HttpResponse.json({ data: { myAttemptReview: hidden } })));
    signIn();
    renderApp(`/exam/result/${attemptId}`);
    expect(await screen.findByTestId('result-score')).toHaveTextContent(zh.review.scoreHidden);
    expect(screen.getByText(zh.review.nothingYet)).toBeInTheDocument();
    expect(screen.queryByText(zh.review.passed)).not.toBeInTheDocument();
  });
});
