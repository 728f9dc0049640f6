import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../../test/msw-server';
import { renderApp, signIn } from '../../../../test/render-app';
import type {
  ForgiveIntegrityEventMutationVariables,
  PauseAttemptMutationVariables,
  ProctorAttemptsQueryVariables,
  UnlockAttemptMutationVariables,
} from '../../../generated/graphql';
import zh from '../../../i18n/locales/zh-CN/proctor.json';
import { proctorExam, proctorMocks, proctorRow } from './proctor.mocks';

const text = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => String(values[name]));

async function openConsole() {
  server.use(...Object.values(proctorMocks));
  signIn();
  const rendered = renderApp(`/exam/proctor?examinationId=${proctorExam.id}`);
  const table = await screen.findByRole('table', { name: zh.table.title });
  await within(table).findByText('Student 1 (student1)');
  return { ...rendered, table };
}

async function openActions(user: Awaited<ReturnType<typeof openConsole>>['user'], name: string) {
  await user.click(screen.getByRole('button', { name: text(zh.action.menuNamed, { name }) }));
}

describe('ProctorPage', () => {
  it('offers open examinations and keeps the choice in the URL', async () => {
    server.use(...Object.values(proctorMocks));
    signIn();
    const { user, router } = renderApp('/exam/proctor');
    expect(await screen.findByText(zh.empty)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: zh.picker.label }));
    await user.click(
      await screen.findByRole('option', { name: text(zh.picker.option, { name: proctorExam.name, status: zh.examStatus.OPEN }) }),
    );
    await waitFor(() => expect(router.state.location.search).toBe(`?examinationId=${proctorExam.id}`));
    expect(await screen.findByText('Student 2 (student2)')).toBeInTheDocument();
  });

  it('lists attempts with state, server time left, progress and integrity count', async () => {
    const { table } = await openConsole();
    const running = within(table).getByText('Student 1 (student1)').closest('tr') as HTMLElement;
    expect(within(running).getByText(zh.state.IN_PROGRESS)).toBeInTheDocument();
    expect(within(running).getByText(/^(30:00|29:5\d)$/)).toBeInTheDocument();
    expect(within(running).getByText(text(zh.table.progressValue, { answered: 3, total: 6 }))).toBeInTheDocument();
    const locked = within(table).getByText('Student 2 (student2)').closest('tr') as HTMLElement;
    expect(within(locked).getByText(zh.state.LOCKED)).toBeInTheDocument();
    expect(within(locked).getByText('2')).toBeInTheDocument();
  });

  it('offers only the actions the state allows', async () => {
    const { user } = await openConsole();
    await openActions(user, 'Student 1');
    expect(await screen.findByRole('menuitem', { name: zh.action.PAUSE })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: zh.action.UNLOCK })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: zh.action.RESUME })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await openActions(user, 'Student 2');
    expect(await screen.findByRole('menuitem', { name: zh.action.UNLOCK })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: zh.action.PAUSE })).not.toBeInTheDocument();
  });

  it('unlocks with a required reason and the reset option, then refreshes the list', async () => {
    const calls: UnlockAttemptMutationVariables[] = [];
    const { user } = await openConsole();
    let refreshed = 0;
    server.use(
      graphql.mutation('UnlockAttempt', ({ variables }) => {
        calls.push(variables as UnlockAttemptMutationVariables);
        return HttpResponse.json({ data: { unlockAttempt: proctorRow(2, { state: 'IN_PROGRESS', integrityCount: 0 }) } });
      }),
      graphql.query('ProctorAttempts', ({ variables }) => {
        refreshed += (variables as ProctorAttemptsQueryVariables).examinationId === proctorExam.id ? 1 : 0;
        return HttpResponse.json({
          data: { proctorAttempts: { total: 2, current: 1, size: 30, records: [proctorRow(1), proctorRow(2, { integrityCount: 0 })] } },
        });
      }),
    );
    await openActions(user, 'Student 2');
    await user.click(await screen.findByRole('menuitem', { name: zh.action.UNLOCK }));
    const dialog = await screen.findByRole('dialog', { name: text(zh.dialog.title.UNLOCK, { name: 'Student 2' }) });
    await user.click(within(dialog).getByRole('button', { name: zh.dialog.confirm.UNLOCK }));
    expect(await within(dialog).findByText(zh.dialog.reasonRequired)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: zh.dialog.reason }), 'Touched by mistake, confirmed');
    await user.click(within(dialog).getByRole('checkbox', { name: zh.dialog.reset }));
    await user.click(within(dialog).getByRole('button', { name: zh.dialog.confirm.UNLOCK }));
    await waitFor(() =>
      expect(calls).toEqual([{ id: proctorRow(2).id, reason: 'Touched by mistake, confirmed', resetIntegrityCount: true }]),
    );
    expect(await screen.findByText(zh.dialog.done.UNLOCK)).toBeInTheDocument();
    await waitFor(() => expect(refreshed).toBeGreaterThan(0));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: text(zh.dialog.title.UNLOCK, { name: 'Student 2' }) })).not.toBeInTheDocument(),
    );
  });

  it("shows the server's refusal naming the state in the dialog (another proctor was faster)", async () => {
    const { user } = await openConsole();
    server.use(
      graphql.mutation('PauseAttempt', ({ variables }) => {
        expect((variables as PauseAttemptMutationVariables).reason).toBe('Power cut');
        return HttpResponse.json({
          data: null,
          errors: [
            {
              message: 'The attempt is PAUSED; this action is not possible now',
              extensions: { code: 'CONFLICT', messageKey: 'exam.proctorWrongState' },
            },
          ],
        });
      }),
    );
    await openActions(user, 'Student 1');
    await user.click(await screen.findByRole('menuitem', { name: zh.action.PAUSE }));
    const dialog = await screen.findByRole('dialog', { name: text(zh.dialog.title.PAUSE, { name: 'Student 1' }) });
    await user.type(within(dialog).getByRole('textbox', { name: zh.dialog.reason }), 'Power cut');
    await user.click(within(dialog).getByRole('button', { name: zh.dialog.confirm.PAUSE }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The attempt is PAUSED; this action is not possible now');
  });

  it('asks for confirmation text before terminating', async () => {
    const { user } = await openConsole();
    await openActions(user, 'Student 1');
    await user.click(await screen.findByRole('menuitem', { name: zh.action.TERMINATE }));
    const dialog = await screen.findByRole('dialog', { name: text(zh.dialog.title.TERMINATE, { name: 'Student 1' }) });
    expect(within(dialog).getByText(zh.dialog.hint.TERMINATE)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: zh.dialog.confirm.TERMINATE })).toBeInTheDocument();
  });

  it('shows integrity events in the drawer and forgives one with a note', async () => {
    const forgiven: ForgiveIntegrityEventMutationVariables[] = [];
    const { user } = await openConsole();
    server.use(
      graphql.mutation('ForgiveIntegrityEvent', ({ variables }) => {
        forgiven.push(variables as ForgiveIntegrityEventMutationVariables);
        return HttpResponse.json({
          data: {
            forgiveIntegrityEvent: { id: '1970000000000000001', forgiven: true, forgivenByName: 'Teacher Li', note: 'Network glitch' },
          },
        });
      }),
    );
    await openActions(user, 'Student 2');
    await user.click(await screen.findByRole('menuitem', { name: zh.action.details }));
    const drawer = await screen.findByRole('dialog', { name: text(zh.drawer.title, { name: 'Student 2', no: 1 }) });
    expect(await within(drawer).findByText(zh.eventType.FOCUS_LOST)).toBeInTheDocument();
    expect(within(drawer).getByText(text(zh.drawer.policy, { action: zh.integrityAction.LOCK_UNTIL_PROCTOR }))).toBeInTheDocument();
    expect(within(drawer).getByText(zh.drawer.historyEmpty)).toBeInTheDocument();
    const forgiveButtons = within(drawer).getAllByRole('button', { name: new RegExp(`^${zh.drawer.forgive}`) });
    await user.click(forgiveButtons[0] as HTMLElement);
    await user.click(within(drawer).getByRole('button', { name: zh.drawer.forgiveSave }));
    expect(await within(drawer).findByText(zh.drawer.noteRequired)).toBeInTheDocument();
    await user.type(within(drawer).getByRole('textbox', { name: zh.drawer.note }), 'Network glitch');
    await user.click(within(drawer).getByRole('button', { name: zh.drawer.forgiveSave }));
    await waitFor(() => expect(forgiven).toEqual([{ eventId: '1970000000000000001', note: 'Network glitch' }]));
  });
});
