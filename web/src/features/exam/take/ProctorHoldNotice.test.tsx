import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../../test/msw-server';
import { renderApp, signIn } from '../../../../test/render-app';
import type { AttemptStatusQuery, MyAttemptQuery, SaveAnswerMutationVariables } from '../../../generated/graphql';
import { i18n } from '../../../i18n/i18n';
import zh from '../../../i18n/locales/zh-CN/examTake.json';
import { attemptFixture, attemptId, examId } from '../exam-take.mocks';
import { readOutbox } from './attempt-storage';
import { HOLD_POLL_MS } from './useAttemptHold';

jest.setTimeout(30_000);

const iso = (minutes: number) => new Date(Date.UTC(2026, 4, 10, 1, 0, 0) + minutes * 60_000).toISOString();
const tr = (key: string, options?: Record<string, unknown>) => i18n.t(`examTake:${key}`, options);
const held = {
  errors: [
    { message: 'The attempt is locked; please ask the proctor', extensions: { code: 'CONFLICT', messageKey: 'exam.attemptLocked' } },
  ],
  data: null,
};

/** The attempt as the notice's poll sees it; the test changes it to let the attempt go. */
let status: AttemptStatusQuery['attempt'];
let pausedSaves = true;
const saves: SaveAnswerMutationVariables[] = [];

function serve(initial: MyAttemptQuery['myAttempt']) {
  server.use(
    graphql.query<MyAttemptQuery>('MyAttempt', () => HttpResponse.json({ data: { myAttempt: initial } })),
    graphql.query<AttemptStatusQuery>('AttemptStatus', () => HttpResponse.json({ data: { attempt: status } })),
    graphql.mutation('SaveAnswer', ({ variables }) => {
      const input = variables as SaveAnswerMutationVariables;
      if (pausedSaves) {
        return HttpResponse.json(held);
      }
      saves.push(input);
      return HttpResponse.json({
        data: {
          saveAnswer: { slot: input.input.slot, accepted: true, ignored: false, clientSeq: input.input.clientSeq, serverNow: iso(5) },
        },
      });
    }),
  );
}

describe('the take page while a proctor holds the attempt', () => {
  beforeEach(() => {
    window.localStorage.clear();
    saves.length = 0;
    pausedSaves = true;
  });

  it('shows the paused notice when a save is refused, keeps the answer, and continues with the new deadline after resume', async () => {
    status = { id: attemptId, state: 'PAUSED', deadlineAt: iso(60), serverNow: iso(1), submittedAt: null, submitSource: null };
    serve(attemptFixture());
    signIn();
    const { user } = renderApp(`/exam/take/${examId}`);
    const first = await screen.findByRole('region', { name: tr('question.number', { slot: 1 }) });
    await user.click(within(first).getByRole('radio', { name: /Beta/ }));

    const notice = await screen.findByRole('alertdialog', { name: zh.hold.pausedTitle });
    expect(within(notice).getByText(zh.hold.pausedBody)).toBeInTheDocument();
    await waitFor(() => expect(readOutbox(attemptId).entries.map((entry) => entry.slot)).toEqual([1]));
    expect(within(notice).getByText(tr('hold.buffered', { count: 1 }))).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: tr('question.number', { slot: 1 }) })).not.toBeInTheDocument();

    // Resumed after ten paused minutes: the deadline moved from 02:00 to 02:10 (server time 01:05).
    pausedSaves = false;
    status = { id: attemptId, state: 'IN_PROGRESS', deadlineAt: iso(70), serverNow: iso(5), submittedAt: null, submitSource: null };
    expect(
      await screen.findByRole('region', { name: tr('question.number', { slot: 1 }) }, { timeout: HOLD_POLL_MS + 3000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('exam-countdown').textContent).toMatch(/^(1:05:0[01]|1:04:5\d)$/);
    await waitFor(() => expect(saves.map((save) => [save.input.slot, save.input.response])).toEqual([[1, { optionIds: ['11'] }]]));
    await waitFor(() => expect(readOutbox(attemptId).entries).toEqual([]));
  });

  it("opens a locked attempt on the locked notice and shows the proctor's submission when it comes", async () => {
    status = { id: attemptId, state: 'LOCKED', deadlineAt: iso(60), serverNow: iso(1), submittedAt: null, submitSource: null };
    serve(attemptFixture({ state: 'LOCKED' }));
    signIn();
    renderApp(`/exam/take/${examId}`);
    const notice = await screen.findByRole('alertdialog', { name: zh.locked.title });
    expect(within(notice).getByText(zh.locked.body)).toBeInTheDocument();
    expect(await within(notice).findByText(new RegExp(zh.hold.checked.split('{{time}}')[0] as string))).toBeInTheDocument();

    status = { ...status, state: 'SUBMITTED', submittedAt: iso(3), submitSource: 'PROCTOR' };
    expect(await screen.findByRole('heading', { name: zh.submitted.title }, { timeout: HOLD_POLL_MS + 3000 })).toBeInTheDocument();
    expect(screen.getByText(zh.submitted.source.PROCTOR)).toBeInTheDocument();
  });

  it('tells the candidate when the proctor terminated the attempt', async () => {
    status = { id: attemptId, state: 'VOIDED', deadlineAt: iso(60), serverNow: iso(1), submittedAt: null, submitSource: null };
    serve(attemptFixture({ state: 'PAUSED' }));
    signIn();
    renderApp(`/exam/take/${examId}`);
    expect(await screen.findByRole('heading', { name: zh.ended.title })).toBeInTheDocument();
    expect(screen.getByText(zh.ended.body)).toBeInTheDocument();
  });
});
