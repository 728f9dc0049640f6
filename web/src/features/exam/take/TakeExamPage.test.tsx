import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import { graphql, http, HttpResponse } from 'msw';
import { server } from '../../../../test/msw-server';
import { renderApp, signIn } from '../../../../test/render-app';
import type {
  MyAttemptQuery,
  ReportIntegrityEventMutationVariables,
  SaveAnswerMutationVariables,
  SubmitAttemptMutationVariables,
} from '../../../generated/graphql';
import { i18n } from '../../../i18n/i18n';
import zh from '../../../i18n/locales/zh-CN/examTake.json';
import { attemptFixture, attemptId, examId } from '../exam-take.mocks';
import { readIntegrityOutbox, readOutbox } from './attempt-storage';

let online = true;
Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });

function resumeWith(attempt = attemptFixture()) {
  server.use(graphql.query<MyAttemptQuery>('MyAttempt', () => HttpResponse.json({ data: { myAttempt: attempt } })));
}

function recordSaves(): SaveAnswerMutationVariables[] {
  const saves: SaveAnswerMutationVariables[] = [];
  server.use(
    graphql.mutation('SaveAnswer', ({ variables }) => {
      const input = variables as SaveAnswerMutationVariables;
      saves.push(input);
      return HttpResponse.json({
        data: {
          saveAnswer: {
            slot: input.input.slot,
            accepted: true,
            ignored: false,
            clientSeq: input.input.clientSeq,
            serverNow: '2026-05-10T01:10:00.000Z',
          },
        },
      });
    }),
  );
  return saves;
}

async function openExam() {
  signIn();
  const rendered = renderApp(`/exam/take/${examId}`);
  await screen.findByText('Stem of question 1');
  return rendered;
}

const tr = (key: string, options?: Record<string, unknown>) => i18n.t(`examTake:${key}`, options);
const question = (slot: number) => screen.getByRole('region', { name: tr('question.number', { slot }) });

describe('taking an exam', () => {
  beforeEach(() => {
    online = true;
    window.localStorage.clear();
  });

  it('returns to the question last viewed after a reload (kept per attempt)', async () => {
    resumeWith(attemptFixture({ questionsPerPage: 1 }));
    const first = await openExam();
    expect(screen.queryByText('Stem of question 4')).not.toBeInTheDocument();
    await first.user.click(screen.getByRole('button', { name: tr('navigator.item', { slot: 4, states: zh.navigator.unanswered }) }));
    expect(await screen.findByText('Stem of question 4')).toBeInTheDocument();
    first.unmount();

    // The reload: a new page on the same attempt opens on question 4, not question 1.
    signIn();
    renderApp(`/exam/take/${examId}`);
    expect(await screen.findByText('Stem of question 4')).toBeInTheDocument();
    expect(screen.queryByText('Stem of question 1')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: tr('navigator.item', { slot: 4, states: zh.navigator.unanswered }) })).toHaveAttribute(
      'aria-current',
      'step',
    );
  });

  it('resumes the attempt in progress with every question type and counts down from the server time', async () => {
    // The attempt's serverNow (2026) is far from the local clock: the countdown still shows deadlineAt - serverNow.
    resumeWith();
    await openExam();
    expect(within(question(1)).getAllByRole('radio')).toHaveLength(4);
    expect(within(question(2)).getAllByRole('checkbox')).toHaveLength(4);
    expect(within(question(3)).getAllByRole('radio')).toHaveLength(2);
    expect(within(question(4)).getByLabelText(tr('answer.blank', { number: 2 }))).toBeInTheDocument();
    expect(within(question(5)).getByLabelText(tr('answer.text', { slot: 5 }))).toBeInTheDocument();
    expect(within(question(6)).getByRole('button', { name: zh.file.upload })).toBeInTheDocument();
    expect(screen.getByTestId('exam-countdown').textContent).toMatch(/^(1:00:00|59:5\d)$/);
    expect(screen.getByRole('navigation', { name: zh.navigator.title })).toHaveTextContent(
      tr('navigator.progress', { answered: 0, total: 6 }),
    );
  });

  it('autosaves each answer in order with a growing clientSeq and shows the saved state', async () => {
    resumeWith();
    const saves = recordSaves();
    const { user } = await openExam();
    await user.click(within(question(1)).getByRole('radio', { name: /Beta/ }));
    await waitFor(() => expect(saves).toHaveLength(1));
    await user.click(within(question(2)).getByRole('checkbox', { name: /Alpha/ }));
    await user.click(within(question(2)).getByRole('checkbox', { name: /Gamma/ }));
    // The two clicks fall in one debounce or two, depending on the machine: the last save holds both.
    await waitFor(() => expect(saves.at(-1)?.input.response).toEqual({ optionIds: ['20', '22'] }));
    expect(saves[0]?.input).toMatchObject({ slot: 1, response: { optionIds: ['11'] } });
    expect(saves.slice(1).every((save) => save.input.slot === 2)).toBe(true);
    const seqs = saves.map((save) => save.input.clientSeq ?? 0);
    expect(seqs).toEqual([...seqs].sort((left, right) => left - right));
    expect(new Set(seqs).size).toBe(seqs.length);
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent(zh.save.saved));
    expect(screen.getByRole('navigation', { name: zh.navigator.title })).toHaveTextContent(
      tr('navigator.progress', { answered: 2, total: 6 }),
    );
  });

  it('keeps answers in local storage while offline and resends them when back online', async () => {
    resumeWith();
    const saves = recordSaves();
    const { user } = await openExam();
    online = false;
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    await user.type(within(question(4)).getByLabelText(tr('answer.blank', { number: 1 })), 'CPU');
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent(zh.save.offline));
    await waitFor(() => expect(readOutbox(attemptId).entries.map((entry) => entry.response)).toEqual([{ blanks: ['CPU', ''] }]));
    expect(saves).toHaveLength(0);
    expect(screen.getByText(zh.save.offlineTitle)).toBeInTheDocument();
    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(saves.map((save) => save.input.response)).toEqual([{ blanks: ['CPU', ''] }]));
    await waitFor(() => expect(readOutbox(attemptId).entries).toEqual([]));
  });

  it('keeps answers refused on a network outside the allow-list, says why, and sends them from an allowed one', async () => {
    resumeWith();
    const refusal = 'Your network address (203.0.113.9) is not allowed to take this examination';
    let allowed = false;
    const accepted: SaveAnswerMutationVariables[] = [];
    server.use(
      graphql.mutation('SaveAnswer', ({ variables }) => {
        const input = variables as SaveAnswerMutationVariables;
        if (!allowed) {
          return HttpResponse.json({ errors: [{ message: refusal, extensions: { code: 'FORBIDDEN', messageKey: 'exam.ipNotAllowed' } }] });
        }
        accepted.push(input);
        return HttpResponse.json({
          data: {
            saveAnswer: {
              slot: input.input.slot,
              accepted: true,
              ignored: false,
              clientSeq: input.input.clientSeq,
              serverNow: '2026-05-10T01:10:00.000Z',
            },
          },
        });
      }),
    );
    const { user } = await openExam();
    await user.type(within(question(5)).getByLabelText(tr('answer.text', { slot: 5 })), 'kept');
    const alert = await screen.findByRole('alert', { name: zh.save.addressTitle });
    expect(alert).toHaveTextContent(refusal);
    expect(alert).toHaveTextContent(zh.save.addressBody);
    expect(readOutbox(attemptId).entries.map((entry) => entry.response)).toEqual([{ text: 'kept' }]);
    expect(screen.queryByText(zh.save.rejectedTitle)).toBeNull();

    allowed = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(accepted.map((save) => save.input.response)).toEqual([{ text: 'kept' }]));
    await waitFor(() => expect(screen.queryByRole('alert', { name: zh.save.addressTitle })).toBeNull());
    expect(readOutbox(attemptId).entries).toEqual([]);
  });

  it('resumes with answers buffered by an earlier visit and sends them', async () => {
    window.localStorage.setItem(
      `saber-examOutbox:${attemptId}`,
      JSON.stringify({
        dataType: 'object',
        datetime: 1,
        content: { seq: 9, entries: [{ slot: 5, response: { text: 'written offline' }, clientSeq: 9 }] },
      }),
    );
    resumeWith();
    const saves = recordSaves();
    await openExam();
    expect(within(question(5)).getByLabelText(tr('answer.text', { slot: 5 }))).toHaveValue('written offline');
    await waitFor(() => expect(saves.map((save) => [save.input.slot, save.input.clientSeq])).toEqual([[5, 9]]));
  });

  it('checks the file rule in the browser before uploading', async () => {
    resumeWith();
    let uploads = 0;
    server.use(
      http.post('*/api/exam/attempt-file', () => {
        uploads += 1;
        return HttpResponse.json({
          code: 200,
          success: true,
          data: { id: 'f1', filename: 'a.pdf', size: 10, mime: 'application/pdf' },
          msg: 'ok',
        });
      }),
    );
    await openExam();
    const input = screen.getByTestId('file-input-6');
    fireEvent.change(input, { target: { files: [new File(['x'.repeat(2048)], 'big.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByText(tr('file.tooLarge', { max: 1 }))).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [new File(['x'], 'picture.exe')] } });
    expect(await screen.findByText(tr('file.type', { allowed: 'pdf, txt' }))).toBeInTheDocument();
    expect(uploads).toBe(0);
    // Node's File: the multipart body is built by Node's FormData.
    fireEvent.change(input, { target: { files: [new NodeFile(['x'], 'answer.pdf', { type: 'application/pdf' }) as unknown as File] } });
    // The list re-renders once the answer is saved: look the file up again until it stands.
    await waitFor(() => expect(within(question(6)).getByText(/a\.pdf/)).toBeInTheDocument());
    expect(uploads).toBe(1);
  });

  it('asks before submitting, listing unanswered and flagged questions, then shows the submitted view', async () => {
    resumeWith();
    const saves = recordSaves();
    const submits: SubmitAttemptMutationVariables[] = [];
    server.use(
      graphql.mutation('SubmitAttempt', ({ variables }) => {
        submits.push(variables as SubmitAttemptMutationVariables);
        return HttpResponse.json({
          data: { submitAttempt: { attemptId, state: 'SUBMITTED', submittedAt: '2026-05-10T01:20:00.000Z', submitSource: 'CANDIDATE' } },
        });
      }),
    );
    const { user } = await openExam();
    await user.click(within(question(1)).getByRole('radio', { name: /Alpha/ }));
    await user.click(within(question(3)).getByRole('button', { name: zh.question.flag }));
    await user.type(within(question(5)).getByLabelText(tr('answer.text', { slot: 5 })), 'draft');
    await user.click(screen.getByRole('button', { name: zh.bar.submit }));
    const dialog = await screen.findByRole('dialog', { name: zh.submit.title });
    expect(within(dialog).getByText(tr('submit.unanswered', { count: 4 }))).toBeInTheDocument();
    expect(
      within(within(dialog).getByRole('list', { name: zh.submit.unansweredList }))
        .getAllByRole('listitem')
        .map((button) => button.textContent),
    ).toEqual(['2', '3', '4', '6']);
    expect(
      within(within(dialog).getByRole('list', { name: zh.submit.flaggedList }))
        .getAllByRole('listitem')
        .map((button) => button.textContent),
    ).toEqual(['3']);
    await user.click(within(dialog).getByRole('button', { name: zh.submit.confirm }));
    expect(await screen.findByRole('heading', { name: zh.submitted.title })).toBeInTheDocument();
    expect(submits).toHaveLength(1);
    expect(submits[0]?.idempotencyKey).toEqual(expect.any(String));
    // The typed answer reached the server before the submit ended the attempt: in the final batch when it was
    // still in its debounce, else in its own save (a slow machine can let the debounce fire first).
    const finalResponses = [submits[0]?.finalAnswers ?? []].flat().map((answer) => answer.response);
    const savedResponses = saves.filter((save) => save.input.slot === 5).map((save) => save.input.response);
    expect([...finalResponses, ...savedResponses]).toContainEqual({ text: 'draft' });
    expect(screen.getByRole('link', { name: zh.submitted.result })).toHaveAttribute('href', `/exam/result/${attemptId}`);
  });

  it("shows the server's warning after leaving the exam window", async () => {
    resumeWith();
    await openExam();
    act(() => {
      window.dispatchEvent(new Event('blur'));
    });
    expect(await screen.findByText(tr('integrity.warnCounted', { count: 1, limit: 3 }))).toBeInTheDocument();
  });

  it('keeps integrity events made offline and reports them, with their time, once the network is back', async () => {
    resumeWith();
    let network = false;
    const reported: ReportIntegrityEventMutationVariables[] = [];
    server.use(
      graphql.mutation('ReportIntegrityEvent', ({ variables }) => {
        if (!network) {
          return HttpResponse.error();
        }
        reported.push(variables as ReportIntegrityEventMutationVariables);
        return HttpResponse.json({
          data: { reportIntegrityEvent: { action: 'WARN', count: reported.length, counted: true, limit: 3, state: 'IN_PROGRESS' } },
        });
      }),
    );
    await openExam();
    act(() => {
      window.dispatchEvent(new Event('blur'));
    });
    await waitFor(() => expect(readIntegrityOutbox(attemptId)).toHaveLength(1));
    const kept = readIntegrityOutbox(attemptId)[0];
    expect(kept?.type).toBe('FOCUS_LOST');
    expect(reported).toHaveLength(0);

    network = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText(tr('integrity.warnCounted', { count: 1, limit: 3 }))).toBeInTheDocument();
    expect(reported).toEqual([expect.objectContaining({ attemptId, type: 'FOCUS_LOST', occurredAt: kept?.occurredAt })]);
    expect(readIntegrityOutbox(attemptId)).toEqual([]);
  });
});
