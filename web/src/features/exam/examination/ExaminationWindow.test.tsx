import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import dayjs from 'dayjs';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../../test/msw-server';
import { renderApp, signIn } from '../../../../test/render-app';
import { findRowAction } from '../../../../test/row-actions';
import type { CreateExaminationMutationVariables, EndExaminationNowMutationVariables } from '../../../generated/graphql';
import zhCrud from '../../../i18n/locales/zh-CN/crud.json';
import zhExamination from '../../../i18n/locales/zh-CN/examination.json';
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

async function openPage() {
  server.use(...Object.values(examinationSessionMocks));
  signIn();
  renderApp('/exam/examination');
  await screen.findByText(name(0), { selector: '[data-examination-id]' }, { timeout: 5000 });
}

describe('examination window controls', () => {
  it(
    'offers the two timing modes with their descriptions, per attempt by default; a fixed end shows the end instead of ' + 'a duration',
    async () => {
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
      const perAttempt = within(drawer).getByRole('radio', { name: texts.timingModes.PER_ATTEMPT });
      const fixed = within(drawer).getByRole('radio', { name: texts.timingModes.FIXED_WINDOW });
      expect(perAttempt).toBeChecked();
      expect(within(drawer).getByText(texts.timingHints.FIXED_WINDOW)).toBeInTheDocument();
      expect(within(drawer).getByRole('textbox', { name: new RegExp(`^${texts.fields.durationMin}`) })).toBeInTheDocument();

      await user.click(fixed);
      expect(fixed).toBeChecked();
      expect(within(drawer).queryByRole('textbox', { name: new RegExp(`^${texts.fields.durationMin}`) })).not.toBeInTheDocument();
      const open = dayjs().add(1, 'hour').startOf('hour');
      expect(within(drawer).getByTestId('fixed-end-summary')).toHaveTextContent(
        text(texts.timing.fixedEndField, {
          time: closeClock({ openAt: open.toISOString(), closeAt: open.add(2, 'hour').toISOString() }),
          count: 120,
        }),
      );

      await user.type(within(drawer).getByLabelText(new RegExp(`^${texts.fields.name}`)), 'Fixed end');
      await user.click(within(drawer).getByRole('combobox', { name: new RegExp(`^${texts.fields.paperId}`) }));
      await user.click(await screen.findByRole('option', { name: /^Safety paper/ }));
      await user.click(within(drawer).getByRole('button', { name: zhCrud.dialog.save }));
      await waitFor(() => expect(calls).toHaveLength(1));
      expect(calls[0]?.input).toMatchObject({ timingMode: 'FIXED_WINDOW', durationMin: 120 });
    },
  );

  it('ends an open examination after a confirmation that says how many attempts are running', async () => {
    const calls: EndExaminationNowMutationVariables[] = [];
    server.use(
      graphql.mutation('EndExaminationNow', ({ variables }) => {
        calls.push(variables as EndExaminationNowMutationVariables);
        return HttpResponse.json({
          data: {
            endExaminationNow: {
              id: variables['id'] as string,
              status: 'CLOSING',
              closeAt: new Date().toISOString(),
              runningAttemptCount: 0,
              awaitingGradingCount: 3,
            },
          },
        });
      }),
    );
    await openPage();
    const user = userEvent.setup();
    await user.click(await button(user, name(1), texts.actions.endNow));
    const dialog = await screen.findByRole('dialog', { name: texts.endNow.title });
    expect(within(dialog).getByTestId('end-now-running')).toHaveTextContent(text(texts.endNow.running, { count: 3 }));
    await user.click(within(dialog).getByRole('button', { name: texts.endNow.confirm }));
    await waitFor(() => expect(calls).toEqual([{ id: examinationFixtures[1]?.id, reason: texts.endNow.defaultReason }]));
  });

  it('keeps release disabled while the examination is open, with the reason in the tooltip', async () => {
    await openPage();
    const user = userEvent.setup();
    const release = await button(user, name(1), texts.actions.release);
    expect(release).toBeDisabled();
    await user.hover(release.parentElement as HTMLElement);
    expect(await screen.findByText(text(texts.disabled.releaseOpen, { status: texts.statuses.OPEN }))).toBeInTheDocument();
  });

  it('refuses a new end in the past in the change-end dialog', async () => {
    await openPage();
    const user = userEvent.setup();
    await user.click(await button(user, name(1), texts.actions.changeClose));
    const dialog = await screen.findByRole('dialog', { name: texts.changeClose.title });
    expect(within(dialog).getByText(text(texts.changeClose.running, { count: 3 }))).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: texts.changeClose.confirm })).toBeDisabled();
  });
});
