import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../test/msw-server';
import { renderApp, signIn } from '../../../test/render-app';
import type {
  ClaimTaskMutation,
  ClaimTaskMutationVariables,
  CompleteLeaveTaskMutation,
  CompleteLeaveTaskMutationVariables,
  LeaveTaskQuery,
  StartLeaveProcessMutationVariables,
  StartProcessMutationVariables,
  StartableProcessesQuery,
  TodoTasksQueryVariables,
} from '../../generated/graphql';
import { changeLanguage } from '../../i18n/change-language';
import enWorkflow from '../../i18n/locales/en/workflow.json';
import zhCrud from '../../i18n/locales/zh-CN/crud.json';
import zhErrors from '../../i18n/locales/zh-CN/errors.json';
import zhWorkflow from '../../i18n/locales/zh-CN/workflow.json';
import zhHome from '../../i18n/locales/zh-CN/home.json';
import { leaveDays, leaveFormSchema, leaveInput } from './leave/leave-form';
import { leaveFixture, todoFixtures } from './workflow.mocks';

function firstTask() {
  const row = todoFixtures[0];
  if (!row?.taskId || !row.businessId) {
    throw new Error('no fixture');
  }
  return { ...row, taskId: row.taskId, businessId: row.businessId };
}

const handlePath = () => {
  const row = firstTask();
  return `/work/process/leave/handle/${row.taskId}/${row.processInstanceId}/${row.businessId}`;
};

describe('pending tasks on the home page', () => {
  it('shows the five newest tasks to do with links to their pages and how many wait to be claimed, for work_todo holders', async () => {
    server.use(
      graphql.query('MyPermissions', () => HttpResponse.json({ data: { myPermissions: ['work_todo', 'work_claim'] } })),
      graphql.query('ClaimTasks', () =>
        HttpResponse.json({ data: { claimTasks: { total: 3, size: 1, current: 1, pages: 3, records: todoFixtures.slice(0, 1) } } }),
      ),
    );
    signIn();
    renderApp('/wel/index');
    const section = await screen.findByRole('region', { name: zhWorkflow.home.title });
    expect(await within(section).findByText(zhWorkflow.home.todo.replace('{{count}}', '12'))).toBeInTheDocument();
    expect(within(section).getAllByRole('listitem')).toHaveLength(5);
    expect(within(section).getAllByRole('link', { name: /Approval by the approver/ })[0]).toHaveAttribute('href', handlePath());
    expect(await within(section).findByRole('link', { name: zhWorkflow.home.toClaim.replace('{{count}}', '3') })).toHaveAttribute(
      'href',
      '/work/claim',
    );
  });

  it('is not on the home page of a user without the to-do list', async () => {
    signIn();
    renderApp('/wel/index');
    expect(await screen.findByRole('region', { name: zhHome.notices.title })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: zhWorkflow.home.title })).not.toBeInTheDocument();
  });
});

describe('work lists', () => {
  it('lists the tasks to do with translated badges, filters by name and opens the handle page', async () => {
    const calls: TodoTasksQueryVariables[] = [];
    server.use(
      graphql.query<never, TodoTasksQueryVariables>('TodoTasks', ({ variables }) => {
        calls.push(variables);
        return undefined;
      }),
    );
    signIn();
    const { user, router } = renderApp('/work/todo');
    expect(await screen.findByText('Applicant 1')).toBeInTheDocument();
    expect(screen.getAllByText(zhWorkflow.taskStatus.todo).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Leave (v1)').length).toBeGreaterThan(0);

    await user.type(screen.getByLabelText(zhWorkflow.fields.processName), 'process');
    await user.click(screen.getByRole('button', { name: zhCrud.search.submit }));
    await waitFor(() => expect(calls.at(-1)?.filter).toEqual({ processDefinitionName: 'process' }));
    await waitFor(() => expect(screen.queryByText('Applicant 2')).not.toBeInTheDocument());

    const row = screen.getByText('Applicant 1').closest('tr');
    if (!row) {
      throw new Error('no row');
    }
    await user.click(within(row).getByRole('button', { name: new RegExp(zhWorkflow.actions.handle) }));
    await waitFor(() => expect(router.state.location.pathname).toBe(handlePath()));
  });

  it('offers "apply" for a category with pages, to its form', async () => {
    signIn();
    const { user, router } = renderApp('/work/start');
    await screen.findByText('leave');
    expect(router.state.location.pathname).toBe('/work/start');
    const apply = await screen.findByRole('button', { name: `Leave: ${zhWorkflow.actions.apply}` });
    await user.click(apply);
    await waitFor(() =>
      expect(decodeURIComponent(router.state.location.pathname)).toBe('/work/process/leave/form/leave:1:1940000000000000001'),
    );
  });
});

describe('processes without pages (designed models)', () => {
  const designed = {
    id: 'review:1:1940000000000000009',
    name: 'Review',
    key: 'review',
    category: 'flow_2',
    categoryName: 'Expense claim',
    version: 1,
    deployedAt: '2026-11-01T00:00:00.000Z',
    description: null,
    suspended: false,
  };

  it('starts one from the start list after the confirmation, with no form', async () => {
    const starts: StartProcessMutationVariables[] = [];
    server.use(
      graphql.query<StartableProcessesQuery>('StartableProcesses', () =>
        HttpResponse.json({ data: { startableProcesses: { total: 1, size: 10, current: 1, pages: 1, records: [designed] } } }),
      ),
      graphql.mutation('StartProcess', ({ variables }) => {
        starts.push(variables as StartProcessMutationVariables);
        return HttpResponse.json({
          data: { startProcess: { processInstanceId: '5', processDefinitionId: designed.id, name: designed.name } },
        });
      }),
    );
    signIn();
    const { user, router } = renderApp('/work/start');
    await user.click(await screen.findByRole('button', { name: `Review: ${zhWorkflow.actions.start}` }));
    const dialog = await screen.findByRole('dialog', { name: zhWorkflow.startConfirm.title });
    expect(starts).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: zhWorkflow.startConfirm.confirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/work/send'));
    expect(starts).toEqual([{ processDefinitionId: designed.id }]);
    expect(await screen.findByText(zhWorkflow.notify.processStarted.replace('{{name}}', 'Review'))).toBeInTheDocument();
  });

  it('completes a task of such a process from the to-do list, in English', async () => {
    await changeLanguage('en');
    const task = { ...firstTask(), category: 'flow_2', businessId: null, businessTable: null, processDefinitionName: 'Review' };
    const completes: CompleteLeaveTaskMutationVariables[] = [];
    server.use(
      graphql.query('TodoTasks', () =>
        HttpResponse.json({ data: { todoTasks: { total: 1, size: 10, current: 1, pages: 1, records: [task] } } }),
      ),
      graphql.mutation<CompleteLeaveTaskMutation, CompleteLeaveTaskMutationVariables>('CompleteLeaveTask', ({ variables }) => {
        completes.push(variables);
        return HttpResponse.json({ data: { completeTask: { ...task, status: 'finish' } } });
      }),
    );
    signIn();
    const { user } = renderApp('/work/todo');
    await user.click(await screen.findByRole('button', { name: new RegExp(`: ${enWorkflow.actions.complete}$`) }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(enWorkflow.handle.comment), 'Checked');
    await user.click(within(dialog).getByRole('button', { name: enWorkflow.handle.pass }));
    await waitFor(() => expect(completes).toEqual([{ taskId: task.taskId, pass: true, comment: 'Checked' }]));
    expect(await screen.findByText(enWorkflow.notify.passed)).toBeInTheDocument();
  });
});

describe('leave form', () => {
  it('counts started days as whole days, like the server', () => {
    expect(leaveDays('2026-11-30 09:00:00', '2026-11-30 18:00:00')).toBe(1);
    expect(leaveDays('2026-01-01 00:00:00', '2026-01-03 00:00:00')).toBe(2);
    expect(leaveDays('2026-01-01 00:00:00', '2026-01-03 00:01:00')).toBe(3);
    expect(leaveDays('2026-01-03 00:00:00', '2026-01-01 00:00:00')).toBe(0);
  });

  it('checks the values and sends instants', () => {
    const result = leaveFormSchema.safeParse({
      startTime: '2026-01-03 00:00:00',
      endTime: '2026-01-01 00:00:00',
      reason: ' ',
      approverId: '',
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toEqual(
      expect.arrayContaining(['workflow:leave.validation.reasonRequired', 'workflow:leave.validation.approverRequired']),
    );
    const input: StartLeaveProcessMutationVariables['input'] = leaveInput('leave:1:1', {
      startTime: '2026-11-30 09:00:00',
      endTime: '2026-11-30 18:00:00',
      reason: ' Family ',
      approverId: '1910000000000000501',
    });
    expect(input).toEqual({
      processDefinitionId: 'leave:1:1',
      startTime: new Date(2026, 10, 30, 9).toISOString(),
      endTime: new Date(2026, 10, 30, 18).toISOString(),
      reason: 'Family',
      approverId: '1910000000000000501',
    });
  });

  it('shows every required field on an empty submit, in English too', async () => {
    signIn();
    const { user } = renderApp('/work/process/leave/form/leave%3A1%3A1940000000000000001');
    await changeLanguage('en');
    await user.click(await screen.findByRole('button', { name: enWorkflow.leave.submit }));
    for (const message of ['startRequired', 'endRequired', 'reasonRequired', 'approverRequired'] as const) {
      expect(await screen.findByText(enWorkflow.leave.validation[message])).toBeInTheDocument();
    }
    await changeLanguage('zh-CN');
  });
});

describe('leave handle and detail', () => {
  function recordCompletes() {
    const completes: CompleteLeaveTaskMutationVariables[] = [];
    const claims: ClaimTaskMutationVariables[] = [];
    server.use(
      graphql.mutation<CompleteLeaveTaskMutation, CompleteLeaveTaskMutationVariables>('CompleteLeaveTask', ({ variables }) => {
        completes.push(variables);
        return HttpResponse.json({ data: { completeTask: { ...firstTask(), status: 'finish' } } });
      }),
      graphql.mutation<ClaimTaskMutation, ClaimTaskMutationVariables>('ClaimTask', ({ variables }) => {
        claims.push(variables);
        return HttpResponse.json({ data: { claimTask: { ...firstTask(), status: 'todo' } } });
      }),
    );
    return { completes, claims };
  }

  it('shows the request and the history, and passes with the comment', async () => {
    const { completes, claims } = recordCompletes();
    signIn();
    const { user, router } = renderApp(handlePath());
    expect(await screen.findByText(leaveFixture.reason)).toBeInTheDocument();
    expect(await screen.findByText('Manager approval')).toBeInTheDocument();
    await user.type(screen.getByLabelText(zhWorkflow.handle.comment), 'OK');
    await user.click(screen.getByRole('button', { name: zhWorkflow.handle.pass }));
    await waitFor(() => expect(completes).toEqual([{ taskId: firstTask().taskId, pass: true, comment: 'OK' }]));
    expect(claims).toEqual([]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/work/todo'));
  });

  it('claims a candidate task first, then rejects without a comment', async () => {
    const { completes, claims } = recordCompletes();
    server.use(
      graphql.query<LeaveTaskQuery>('LeaveTask', () => HttpResponse.json({ data: { taskDetail: { ...firstTask(), status: 'claim' } } })),
    );
    signIn();
    const { user } = renderApp(handlePath());
    await user.click(await screen.findByRole('button', { name: zhWorkflow.handle.reject }));
    await waitFor(() => expect(completes).toEqual([{ taskId: firstTask().taskId, pass: false, comment: null }]));
    expect(claims).toEqual([{ taskId: firstTask().taskId }]);
  });

  it('shows the server refusal as an error state', async () => {
    server.use(
      graphql.query('LeaveRequest', () =>
        HttpResponse.json({ data: null, errors: [{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }] }),
      ),
    );
    signIn();
    renderApp(`/work/process/leave/detail/1930000000000000101/1950000000000000101`);
    // The app's usual refusal text (FORBIDDEN), inside the page's error state with the way back.
    const alert = (await screen.findByText(zhWorkflow.leave.unavailable)).closest('[role="alert"]');
    expect(alert).toHaveTextContent(zhErrors.FORBIDDEN);
    expect(screen.getByRole('link', { name: zhWorkflow.leave.backToList })).toHaveAttribute('href', '/work/send');
  });
});
