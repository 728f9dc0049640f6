import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import dayjs from 'dayjs';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../../test/msw-server';
import { renderApp, signIn } from '../../../../test/render-app';
import { findRowAction, hasRowAction } from '../../../../test/row-actions';
import type {
  AddExamCandidatesMutationVariables,
  CancelExaminationMutationVariables,
  CreateExaminationMutationVariables,
  PublishExaminationMutation,
  PublishExaminationMutationVariables,
} from '../../../generated/graphql';
import commonTexts from '../../../i18n/locales/zh-CN/common.json';
import zhCrud from '../../../i18n/locales/zh-CN/crud.json';
import zhExamination from '../../../i18n/locales/zh-CN/examination.json';
import zhMenu from '../../../i18n/locales/zh-CN/menu.json';
import zhTake from '../../../i18n/locales/zh-CN/examTake.json';
import { formatLocalizedDate } from '../../../shared/utils/format-date-time';
import { formatPickedMoment } from '../../../shared/ui/dates/DateTimeField';
import { closeClock } from '../shared/exam-timing';
import { examinationFixtures, examinationSessionMocks } from './examination.mocks';

const texts = zhExamination;
const text = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => String(values[name]));
const name = (index: number) => examinationFixtures[index]?.name ?? '';
const row = (label: string) => {
  const found = screen.getByText(label, { selector: '[data-examination-id]' }).closest('tr');
  if (!found) {
    throw new Error(`no row ${label}`);
  }
  return found;
};
/** A row action of the examination: a labelled button, or an item of the row's "More" menu. */
const button = (user: UserEvent, exam: string, action: string) => findRowAction(user, row(exam), `${exam}: ${action}`);

/** Opens a date-time picker, moves months back or on from the shown month, picks the day and confirms (time kept). */
async function pickDay(
  user: ReturnType<typeof userEvent.setup>,
  field: HTMLElement,
  day: dayjs.Dayjs,
  move: 'previousMonth' | 'nextMonth',
  times = 1,
) {
  await user.click(field);
  for (let step = 0; step < times; step += 1) {
    await user.click(await screen.findByRole('button', { name: commonTexts.picker[move] }));
  }
  await user.click(screen.getByRole('button', { name: formatLocalizedDate(day.toDate(), 'zh-CN') }));
  await user.click(screen.getByRole('button', { name: texts.picker.done }));
}

async function openPage() {
  server.use(...Object.values(examinationSessionMocks));
  signIn();
  renderApp('/exam/examination');
  await screen.findByText(name(0), { selector: '[data-examination-id]' }, { timeout: 5000 });
}

describe('ExaminationPage', () => {
  it('lists examinations with the effective status and gates the row actions by state', async () => {
    await openPage();
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: zhMenu.exam_examination })).toBeInTheDocument();
    expect(within(row(name(0))).getByText(texts.statuses.DRAFT)).toBeInTheDocument();
    expect(within(row(name(1))).getByText(texts.statuses.OPEN)).toBeInTheDocument();
    expect(within(row(name(1))).getByText('Safety paper')).toBeInTheDocument();
    // An archived paper is named too (it is not among the papers an examination may use).
    expect(within(row(name(2))).getByText('Archived paper')).toBeInTheDocument();
    expect(within(row(name(0))).getByText(text(texts.timing.perAttempt, { count: 60 }))).toBeInTheDocument();
    expect(
      within(row(name(1))).getByText(
        text(texts.timing.fixedEnd, {
          time: closeClock({ openAt: examinationFixtures[1]?.openAt ?? '', closeAt: examinationFixtures[1]?.closeAt ?? '' }),
        }),
      ),
    ).toBeInTheDocument();
    expect(await button(user, name(0), texts.actions.publish)).toBeEnabled();
    expect(await button(user, name(1), texts.actions.publish)).toBeDisabled();
    expect(await button(user, name(1), texts.actions.edit)).toBeDisabled();
    expect(await button(user, name(1), texts.actions.changeClose)).toBeEnabled();
    expect(await button(user, name(1), texts.actions.endNow)).toBeEnabled();
    expect(await button(user, name(0), texts.actions.endNow)).toBeDisabled();
    expect(await button(user, name(2), texts.actions.archive)).toBeEnabled();
    expect(await hasRowAction(user, row(name(1)), zhCrud.row.delete)).toBe(false);
    expect(await hasRowAction(user, row(name(0)), zhCrud.row.delete)).toBe(true);
  });

  it('checks the form like the server (close before open) and creates with the review policy', async () => {
    const calls: CreateExaminationMutationVariables[] = [];
    server.use(
      graphql.mutation('CreateExamination', ({ variables }) => {
        calls.push(variables as CreateExaminationMutationVariables);
        return HttpResponse.json({ data: { createExamination: { id: '9', name: 'New', status: 'DRAFT' } } });
      }),
    );
    await openPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: zhCrud.toolbar.add }));
    const drawer = await screen.findByRole('dialog', { name: texts.form.addTitle });
    await user.type(within(drawer).getByLabelText(new RegExp(`^${texts.fields.name}`)), 'Final exam');
    await user.click(within(drawer).getByRole('combobox', { name: new RegExp(`^${texts.fields.paperId}`) }));
    await user.click(await screen.findByRole('option', { name: /^Safety paper/ }));
    // The close time is picked in the popover: a day of the previous month is before the open time.
    const close = within(drawer).getByRole('button', { name: new RegExp(`^${texts.fields.closeAt}`) });
    const closeDefault = dayjs().add(3, 'hour').startOf('hour');
    await pickDay(user, close, closeDefault.subtract(1, 'month').date(1), 'previousMonth');
    expect(close).toHaveTextContent(formatPickedMoment(closeDefault.subtract(1, 'month').date(1).format('YYYY-MM-DD HH:mm:ss'), 'zh-CN'));
    await user.click(within(drawer).getByRole('button', { name: zhCrud.dialog.save }));
    expect((await within(drawer).findAllByText(texts.validation.closeBeforeOpen)).length).toBeGreaterThan(0);
    expect(calls).toHaveLength(0);

    const later = closeDefault.add(1, 'month').date(15);
    await pickDay(user, close, later, 'nextMonth', 2);
    await user.click(
      within(drawer).getByRole('checkbox', {
        name: text(texts.review.cell, { item: texts.review.items.CORRECTNESS, moment: texts.review.moments.afterRelease }),
      }),
    );
    await user.click(within(drawer).getByRole('button', { name: zhCrud.dialog.save }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.input).toMatchObject({
      name: 'Final exam',
      paperId: '1932000000000000002',
      closeAt: later.toISOString(),
      reviewPolicy: { during: [] },
    });
    // A new examination starts from the default policy (score, marks per question, comments after release); the teacher added correctness.
    expect([...(calls[0]?.input.reviewPolicy?.afterRelease ?? [])].sort()).toEqual([
      'CORRECTNESS',
      'FEEDBACK',
      'MARKS_PER_QUESTION',
      'SCORE',
    ]);
  });

  it('publishes after a confirmation and shows the server refusal translated', async () => {
    const calls: PublishExaminationMutationVariables[] = [];
    server.use(
      graphql.mutation<PublishExaminationMutation, PublishExaminationMutationVariables>('PublishExamination', ({ variables }) => {
        calls.push(variables);
        return HttpResponse.json({
          data: null,
          errors: [{ message: 'The roster is empty; add candidates before publishing', extensions: { code: 'CONFLICT' } }],
        });
      }),
    );
    await openPage();
    const user = userEvent.setup();
    await user.click(await button(user, name(0), texts.actions.publish));
    const confirm = await screen.findByRole('dialog', { name: texts.publish.title });
    await user.click(within(confirm).getByRole('button', { name: texts.actions.publish }));
    expect(await screen.findByText('The roster is empty; add candidates before publishing')).toBeInTheDocument();
    expect(calls).toEqual([{ id: examinationFixtures[0]?.id }]);
  });

  it('cancels an open examination only with a reason', async () => {
    const calls: CancelExaminationMutationVariables[] = [];
    server.use(
      graphql.mutation('CancelExamination', ({ variables }) => {
        calls.push(variables as CancelExaminationMutationVariables);
        return HttpResponse.json({
          data: {
            cancelExamination: {
              id: variables['id'] as string,
              status: 'CANCELLED',
              storedStatus: 'CANCELLED',
              cancelReason: 'x',
              cancelledAt: null,
            },
          },
        });
      }),
    );
    await openPage();
    const user = userEvent.setup();
    await user.click(await button(user, name(1), texts.actions.cancel));
    const dialog = await screen.findByRole('dialog', { name: texts.cancel.title });
    const confirm = within(dialog).getByRole('button', { name: texts.cancel.confirm });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(new RegExp(`^${texts.cancel.reason}`)), 'Power cut');
    await user.click(confirm);
    await waitFor(() => expect(calls).toEqual([{ id: examinationFixtures[1]?.id, reason: 'Power cut' }]));
  });

  it('shows the roster with attempts and the latest attempt, score and pass from the roster query, and adds users', async () => {
    const calls: AddExamCandidatesMutationVariables[] = [];
    server.use(
      graphql.mutation('AddExamCandidates', ({ variables }) => {
        calls.push(variables as AddExamCandidatesMutationVariables);
        return HttpResponse.json({ data: { addExamCandidates: 1 } });
      }),
    );
    await openPage();
    const user = userEvent.setup();
    await user.click(await button(user, name(1), texts.actions.roster));
    const drawer = await screen.findByRole('dialog', { name: text(texts.roster.title, { name: name(1) }) });
    const student = (await within(drawer).findByText('student')).closest('tr');
    if (!student) {
      throw new Error('no candidate row');
    }
    expect(within(student).getByText(text(texts.roster.points, { points: '87.5' }))).toBeInTheDocument();
    expect(within(student).getByText(texts.roster.passed)).toBeInTheDocument();
    expect(within(student).getByText(zhTake.gradingState.GRADED)).toBeInTheDocument();
    expect(within(student).getByText(texts.candidateStatuses.ACTIVE)).toBeInTheDocument();
    const invited = within(drawer).getByText('student2').closest('tr');
    expect(invited && within(invited).getByText(texts.roster.notStarted)).toBeInTheDocument();
    await user.click(within(drawer).getByRole('combobox', { name: texts.roster.users }));
    await user.click(await screen.findByRole('option', { name: 'Sun Li (student3)' }));
    await user.click(within(drawer).getByRole('button', { name: texts.roster.add }));
    await waitFor(() =>
      expect(calls).toEqual([{ examinationId: examinationFixtures[1]?.id, userIds: ['1123598821738675205'], deptIds: null }]),
    );
    expect(await screen.findByText(text(texts.roster.added, { count: 1 }))).toBeInTheDocument();
  });

  it('shows the frozen paper total in the details of a published examination', async () => {
    await openPage();
    const user = userEvent.setup();
    await user.click(await button(user, name(1), texts.actions.view));
    const drawer = await screen.findByRole('dialog', { name: name(1) });
    expect(within(drawer).getByText('100')).toBeInTheDocument();
    expect(within(drawer).getByText(texts.statuses.OPEN)).toBeInTheDocument();
  });
});
