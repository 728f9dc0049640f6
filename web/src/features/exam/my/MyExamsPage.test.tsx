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
const submitted = {
  id: attemptId,
  attemptNo: 1,
  state: 'SUBMITTED' as const,
  gradingState: 'GRADED' as const,
  startedAt: '2026-05-10T01:00:00.000Z',
  deadlineAt: '2026-05-10T02:00:00.000Z',
  submittedAt: '2026-05-10T01:30:00.000Z',
};
const rows = [
  myExam({ id: '1', name: 'Open exam' }),
  myExam({
    id: '2',
    name: 'Resumable exam',
    attemptsUsed: 1,
    phase: 'RUNNING',
    latestAttempt: { ...submitted, id: '21', state: 'IN_PROGRESS', submittedAt: null },
  }),
  myExam({
    id: '3',
    name: 'Upcoming exam',
    status: 'SCHEDULED',
    openNow: false,
    canStart: false,
    group: 'UPCOMING',
    openAt: '2099-01-01T00:00:00.000Z',
    closeAt: '2099-01-02T00:00:00.000Z',
  }),
  myExam({
    id: '4',
    name: 'Done exam',
    status: 'RESULTS_RELEASED',
    openNow: false,
    canStart: false,
    attemptsUsed: 1,
    phase: 'RESULTS_RELEASED',
    group: 'ENDED',
    latestAttempt: submitted,
  }),
  // The window is still open, but the only attempt is submitted: ended for this student, waiting for a teacher.
  myExam({
    id: '5',
    name: 'Used up exam',
    status: 'OPEN',
    openNow: true,
    canStart: false,
    attemptsUsed: 1,
    phase: 'AWAITING_GRADING',
    group: 'ENDED',
    latestAttempt: { ...submitted, gradingState: 'NEEDS_MANUAL_GRADING' },
  }),
  // Submitted with another attempt allowed: still open, shown as submitted.
  myExam({ id: '6', name: 'Retake exam', maxAttempts: 2, attemptsUsed: 1, phase: 'SUBMITTED', group: 'OPEN', latestAttempt: submitted }),
  // Closed without an attempt.
  myExam({ id: '7', name: 'Missed exam', status: 'CLOSING', openNow: false, canStart: false, phase: 'MISSED', group: 'ENDED' }),
];

function listWith(records = rows) {
  server.use(
    graphql.query<MyExaminationsQuery>('MyExaminations', () =>
      HttpResponse.json({ data: { myExaminations: { current: 1, size: 200, total: records.length, pages: 1, records } } }),
    ),
  );
}

describe('my exams', () => {
  it("groups examinations by the server's per-student group and picks the action the server allows", () => {
    expect(rows.map(examGroup)).toEqual(['open', 'open', 'upcoming', 'ended', 'ended', 'open', 'ended']);
    expect(rows.map(examAction)).toEqual(['start', 'continue', 'none', 'result', 'result', 'start', 'none']);
  });

  it('/exam/my lists open, upcoming and ended examinations with their badges and actions', async () => {
    listWith();
    signIn();
    const { user } = renderApp('/exam/my');
    const open = await screen.findByRole('article', { name: 'Open exam' });
    expect(within(open).getByTestId('exam-phase')).toHaveTextContent(zh.phase.NOT_STARTED);
    expect(within(screen.getByRole('article', { name: 'Resumable exam' })).getByTestId('exam-phase')).toHaveTextContent(zh.phase.RUNNING);
    expect(within(screen.getByRole('article', { name: 'Retake exam' })).getByTestId('exam-phase')).toHaveTextContent(zh.phase.SUBMITTED);
    expect(screen.queryByRole('article', { name: 'Used up exam' })).not.toBeInTheDocument();
    expect(within(open).getByText(tr('my.facts', { minutes: 60, used: 0, max: 1, points: 60 }))).toBeInTheDocument();
    expect(within(open).getByRole('link', { name: tr('my.action.startNamed', { name: 'Open exam' }) })).toHaveAttribute(
      'href',
      '/exam/take/1',
    );
    expect(
      within(screen.getByRole('article', { name: 'Resumable exam' })).getByRole('link', {
        name: tr('my.action.continueNamed', { name: 'Resumable exam' }),
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Upcoming exam' })).not.toBeInTheDocument();

    await user.click(screen.getByText(tr('my.group.upcoming', { count: 1 })));
    const upcoming = await screen.findByRole('article', { name: 'Upcoming exam' });
    expect(within(upcoming).queryByRole('link')).not.toBeInTheDocument();
    expect(within(upcoming).getByTestId('exam-phase')).toHaveTextContent(zh.phase.NOT_STARTED);

    await user.click(screen.getByText(tr('my.group.ended', { count: 3 })));
    const done = await screen.findByRole('article', { name: 'Done exam' });
    expect(within(done).getByTestId('exam-phase')).toHaveTextContent(zh.phase.RESULTS_RELEASED);
    expect(within(screen.getByRole('article', { name: 'Used up exam' })).getByTestId('exam-phase')).toHaveTextContent(
      zh.phase.AWAITING_GRADING,
    );
    expect(within(screen.getByRole('article', { name: 'Missed exam' })).getByTestId('exam-phase')).toHaveTextContent(zh.phase.MISSED);
    expect(within(done).getByRole('link', { name: tr('my.action.resultNamed', { name: 'Done exam' }) })).toHaveAttribute(
      'href',
      `/exam/result/${attemptId}`,
    );
  });

  it('the student home shows open, running and upcoming examinations with start/continue, and recent results', async () => {
    listWith();
    grantPermissions(['exam_take']);
    signIn();
    renderApp('/wel/studentindex');
    const current = await screen.findByRole('region', { name: zh.home.current });
    expect(await within(current).findByRole('article', { name: 'Open exam' })).toBeInTheDocument();
    expect(within(current).getByRole('article', { name: 'Upcoming exam' })).toBeInTheDocument();
    expect(within(current).getByRole('link', { name: tr('my.action.startNamed', { name: 'Open exam' }) })).toHaveAttribute(
      'href',
      '/exam/take/1',
    );
    expect(within(current).getByRole('link', { name: tr('my.action.continueNamed', { name: 'Resumable exam' }) })).toHaveAttribute(
      'href',
      '/exam/take/2',
    );
    const finished = screen.getByRole('region', { name: zh.home.finished });
    expect(within(finished).getByRole('article', { name: 'Done exam' })).toBeInTheDocument();
    expect(within(finished).queryByRole('article', { name: 'Open exam' })).not.toBeInTheDocument();
    expect(within(finished).getByRole('article', { name: 'Used up exam' })).toBeInTheDocument();
    expect(within(finished).queryByRole('article', { name: 'Missed exam' })).not.toBeInTheDocument();
  });

  it('the result page shows what the server sends and nothing it leaves out', async () => {
    server.use(
      graphql.query<MyAttemptReviewQuery>('MyAttemptReview', () => HttpResponse.json({ data: { myAttemptReview: reviewFixture() } })),
    );
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

  it("the result page under the default policy shows each question's marks and the teacher's comment, no correct answers", async () => {
    const fixture = reviewFixture();
    const released = {
      ...fixture,
      allowed: ['SCORE', 'MARKS_PER_QUESTION', 'FEEDBACK'],
      moments: ['AFTER_RELEASE'],
      questions: fixture.questions.map((question) => ({ ...question, score: 4, feedback: 'Well argued' })),
    } as MyAttemptReviewQuery['myAttemptReview'];
    server.use(graphql.query<MyAttemptReviewQuery>('MyAttemptReview', () => HttpResponse.json({ data: { myAttemptReview: released } })));
    signIn();
    renderApp(`/exam/result/${attemptId}`);
    expect(await screen.findByText(tr('review.marks', { score: 4, max: 5 }))).toBeInTheDocument();
    expect(screen.getByText(tr('review.feedback', { text: 'Well argued' }))).toBeInTheDocument();
    expect(screen.queryByLabelText(zh.review.correctOption)).not.toBeInTheDocument();
  });

  it('the result page says when the policy shows nothing yet', async () => {
    const hidden = {
      ...reviewFixture(),
      allowed: [],
      totalScore: null,
      passed: null,
      questions: reviewFixture().questions.map((question) => ({ ...question, score: null })),
    };
    server.use(graphql.query<MyAttemptReviewQuery>('MyAttemptReview', () => HttpResponse.json({ data: { myAttemptReview: hidden } })));
    signIn();
    renderApp(`/exam/result/${attemptId}`);
    expect(await screen.findByTestId('result-score')).toHaveTextContent(zh.review.scoreHidden);
    expect(screen.getByText(zh.review.nothingYet)).toBeInTheDocument();
    expect(screen.queryByText(zh.review.passed)).not.toBeInTheDocument();
  });
});
