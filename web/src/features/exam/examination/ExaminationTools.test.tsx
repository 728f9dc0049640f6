import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../../test/msw-server';
import { renderApp, signIn } from '../../../../test/render-app';
import { findRowAction, hasRowAction } from '../../../../test/row-actions';
import type { MyPermissionsQuery } from '../../../generated/graphql';
import zhTools from '../../../i18n/locales/zh-CN/examTools.json';
import zhExamination from '../../../i18n/locales/zh-CN/examination.json';
import { sessionFixtures } from '../../../shared/session/session.mocks';
import { examinationFixtures, examinationPermissions, examinationSessionMocks } from './examination.mocks';

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

async function openPage(extraCodes: string[] = ['exam_examination_copy', 'exam_examination_remind']) {
  // Handlers given first win: the permissions with the tools' codes before the page's usual ones.
  server.use(
    graphql.query<MyPermissionsQuery>('MyPermissions', () =>
      HttpResponse.json({
        data: { myPermissions: [...sessionFixtures.permissions, 'exam_examination', ...examinationPermissions, ...extraCodes] },
      }),
    ),
    ...Object.values(examinationSessionMocks),
  );
  signIn();
  renderApp('/exam/examination');
  await screen.findByText(name(0), { selector: '[data-examination-id]' }, { timeout: 5000 });
}

// The page, its drawers and modals load lazily: generous waits on a busy machine.
const wait = { timeout: 10_000 };
jest.setTimeout(90_000);

describe('examination tools: copy, reminder, roster import', () => {
  it('copies an examination after a confirmation and opens the copy in the editor', async () => {
    const calls: string[] = [];
    server.use(
      graphql.mutation('CopyExamination', ({ variables }) => {
        calls.push(variables['id'] as string);
        return HttpResponse.json({
          data: { copyExamination: { id: examinationFixtures[0]?.id, name: `${name(1)} (copy)`, status: 'DRAFT' } },
        });
      }),
    );
    await openPage();
    const user = userEvent.setup();
    await user.click(await button(user, name(1), zhTools.actions.copy));
    const dialog = await screen.findByRole('dialog', { name: zhTools.copy.title }, wait);
    expect(within(dialog).getByText(text(zhTools.copy.question, { name: name(1) }))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: zhTools.actions.copy }));
    await waitFor(() => expect(calls).toEqual([examinationFixtures[1]?.id]), wait);
    expect(await screen.findByText(text(zhTools.copy.done, { name: `${name(1)} (copy)` }), {}, wait)).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: zhExamination.form.editTitle }, wait)).toBeInTheDocument();
  });

  it('sends a reminder to an open examination and keeps it disabled, with the reason, for a cancelled one', async () => {
    const calls: string[] = [];
    server.use(
      graphql.mutation('SendExaminationReminder', ({ variables }) => {
        calls.push(variables['id'] as string);
        return HttpResponse.json({ data: { sendExaminationReminder: { noticeId: '1', recipients: 2 } } });
      }),
    );
    await openPage();
    const user = userEvent.setup();
    const cancelled = await button(user, name(2), zhTools.actions.remind);
    expect(cancelled).toBeDisabled();
    await user.hover(cancelled.parentElement as HTMLElement);
    expect(
      await screen.findByText(text(zhTools.disabled.remind, { status: zhExamination.statuses.CANCELLED }), {}, wait),
    ).toBeInTheDocument();
    await user.click(await button(user, name(1), zhTools.actions.remind));
    const dialog = await screen.findByRole('dialog', { name: zhTools.remind.title }, wait);
    await user.click(within(dialog).getByRole('button', { name: zhTools.actions.remind }));
    await waitFor(() => expect(calls).toEqual([examinationFixtures[1]?.id]), wait);
    expect(await screen.findByText(text(zhTools.remind.done, { count: 2 }), {}, wait)).toBeInTheDocument();
  });

  it('hides copy and reminder without their button codes', async () => {
    await openPage([]);
    const user = userEvent.setup();
    expect(await hasRowAction(user, row(name(1)), `${name(1)}: ${zhTools.actions.copy}`)).toBe(false);
    expect(await hasRowAction(user, row(name(1)), `${name(1)}: ${zhTools.actions.remind}`)).toBe(false);
  });

  it('opens the roster import from the roster drawer with the import disabled until a file was checked', async () => {
    await openPage();
    const user = userEvent.setup();
    await user.click(await button(user, name(1), zhExamination.actions.roster));
    const drawer = await screen.findByRole('dialog', { name: text(zhExamination.roster.title, { name: name(1) }) }, wait);
    await user.click(within(drawer).getByRole('button', { name: zhTools.actions.importRoster }));
    const dialog = await screen.findByRole('dialog', { name: text(zhTools.import.title, { name: name(1) }) }, wait);
    const importButton = within(dialog).getByRole('button', { name: text(zhTools.import.importValid, { count: 0 }) });
    expect(importButton).toBeDisabled();
    // The check and the import of a picked file are walked in the browser spec (tests/e2e/exam/examination-tools.spec.ts):
    // in jsdom the picked file's check never reached the msw handler (left open, see the helper's report).
    expect(within(dialog).getByRole('button', { name: zhTools.import.check })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: zhTools.import.template })).toBeEnabled();
  });
});
