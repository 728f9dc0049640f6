import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import { server } from '../../../../test/msw-server';
import { fieldLabel } from '../../../../test/queries';
import type {
  ApproveRegistrationsMutation,
  ApproveRegistrationsMutationVariables,
  GrantUserRolesMutation,
  GrantUserRolesMutationVariables,
  RejectRegistrationsMutation,
  RejectRegistrationsMutationVariables,
  ResetUserPasswordsMutation,
  ResetUserPasswordsMutationVariables,
  UnlockUsersMutation,
  UnlockUsersMutationVariables,
  UpdateUserPlatformMutation,
  UpdateUserPlatformMutationVariables,
} from '../../../generated/graphql';
import zhCrud from '../../../i18n/locales/zh-CN/crud.json';
import zhUser from '../../../i18n/locales/zh-CN/user.json';
import { pendingFixtures } from './user.mocks';
import { dataRow, fixture, openUserPage, pickOptions, recordListRequests } from './user-test-utils';

jest.setTimeout(30_000);

const actions = zhUser.actions;
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function record<Variables>(operation: string, kind: 'mutation', answer: Record<string, unknown>): Variables[] {
  const calls: Variables[] = [];
  server.use(
    graphql[kind](operation, ({ variables }) => {
      calls.push(variables as Variables);
      return HttpResponse.json({ data: answer });
    }),
  );
  return calls;
}

async function selectRows(user: Awaited<ReturnType<typeof openUserPage>>['user'], ...accounts: string[]) {
  for (const account of accounts) {
    await user.click(within(dataRow(account)).getByRole('checkbox'));
  }
}

function text(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => String(values[name]));
}

describe('UserPage actions', () => {
  beforeEach(() => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:workbook'), revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });

  it('asks for a selection, then resets the passwords of the selected users after confirmation', async () => {
    const calls = record<ResetUserPasswordsMutationVariables>('ResetUserPasswords', 'mutation', {
      resetUserPasswords: 2,
    } satisfies ResetUserPasswordsMutation);
    const { user } = await openUserPage();
    await user.click(screen.getByRole('button', { name: actions.reset }));
    expect(await screen.findByText(zhCrud.notify.selectOne)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await selectRows(user, fixture(1).account, fixture(2).account);
    await user.click(screen.getByRole('button', { name: actions.reset }));
    const confirm = await screen.findByRole('dialog', { name: zhCrud.confirm.title });
    expect(within(confirm).getByText(zhUser.confirm.reset)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: zhCrud.confirm.ok }));
    expect(await screen.findByText(zhCrud.notify.success)).toBeInTheDocument();
    expect(calls).toEqual([{ userIds: [fixture(1).id, fixture(2).id] }]);
  });

  it('unlocks the selected users after confirmation', async () => {
    const calls = record<UnlockUsersMutationVariables>('UnlockUsers', 'mutation', { unlockUsers: 1 } satisfies UnlockUsersMutation);
    const { user } = await openUserPage();
    await selectRows(user, fixture(3).account);
    await user.click(screen.getByRole('button', { name: actions.unlock }));
    const confirm = await screen.findByRole('dialog', { name: zhCrud.confirm.title });
    expect(within(confirm).getByText(zhUser.confirm.unlock)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: zhCrud.confirm.ok }));
    expect(await screen.findByText(zhCrud.notify.success)).toBeInTheDocument();
    expect(calls).toEqual([{ userIds: [fixture(3).id] }]);
  });

  it('grants roles to the selected users (one user starts with its roles; none is refused)', async () => {
    const calls = record<GrantUserRolesMutationVariables>('GrantUserRoles', 'mutation', {
      grantUserRoles: 1,
    } satisfies GrantUserRolesMutation);
    const { user } = await openUserPage();
    await selectRows(user, fixture(1).account);
    await user.click(screen.getByRole('button', { name: actions.role }));
    const dialog = await screen.findByRole('dialog', { name: zhUser.grant.title });
    expect(within(dialog).getAllByText('HR').length).toBeGreaterThan(0);
    await pickOptions(user, dialog, zhUser.fields.roleIds, ['HR']);
    await user.click(within(dialog).getByRole('button', { name: zhUser.grant.submit }));
    expect(await within(dialog).findByText(zhUser.validation.roleRequired)).toBeInTheDocument();
    expect(calls).toEqual([]);
    await pickOptions(user, dialog, zhUser.fields.roleIds, ['Administrator', 'User']);
    await user.click(within(dialog).getByRole('button', { name: zhUser.grant.submit }));
    expect(await screen.findByText(zhCrud.notify.success)).toBeInTheDocument();
    expect(calls).toEqual([{ userIds: [fixture(1).id], roleIds: ['1123598816738675201', '1123598816738675202'] }]);
  });

  it('imports a workbook: checks type and size, shows the row report of a refusal, then succeeds and reloads', async () => {
    const uploads: Array<{ isCovered: FormDataEntryValue | null; file: string; authorization: string | null }> = [];
    let refuse = true;
    server.use(
      http.post('*/api/blade-user/import-user', async ({ request }) => {
        const form = await request.formData();
        const file = form.get('file');
        uploads.push({
          isCovered: form.get('isCovered'),
          file: typeof file === 'object' && file !== null ? file.name : '',
          authorization: request.headers.get('Authorization'),
        });
        return refuse
          ? HttpResponse.json(
              {
                code: 400,
                success: false,
                data: {
                  errors: [
                    { row: 3, column: 'Account', message: 'Please enter the account' },
                    { row: 4, column: 'Role names', message: 'No such role in this tenant: Ghost' },
                  ],
                },
                msg: 'Import failed: 2 problems found, nothing was imported',
              },
              { status: 400 },
            )
          : HttpResponse.json({ code: 200, success: true, data: { inserted: 2, updated: 1 }, msg: 'ok' });
      }),
    );
    const requests = recordListRequests();
    const { user } = await openUserPage();
    await user.click(screen.getByRole('button', { name: actions.import }));
    const dialog = await screen.findByRole('dialog', { name: zhUser.import.title });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) {
      throw new Error('no file input');
    }
    await user.click(within(dialog).getByRole('button', { name: zhUser.import.upload }));
    expect(await within(dialog).findByText(zhUser.import.fileRequired)).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [new File(['a,b'], 'users.csv', { type: 'text/csv' })] } });
    expect(await within(dialog).findByText(zhUser.import.fileType)).toBeInTheDocument();
    const big = new File(['x'], 'big.xlsx', { type: xlsxType });
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await within(dialog).findByText(zhUser.import.fileTooLarge)).toBeInTheDocument();
    expect(uploads).toEqual([]);

    // Node's File: the app's FormData is Node's (fetch runs on undici in these tests).
    const workbook = new NodeFile(['PK'], 'users.xlsx', { type: xlsxType }) as unknown as File;
    fireEvent.change(input, { target: { files: [workbook] } });
    await user.click(within(dialog).getByLabelText(zhUser.import.isCovered));
    await user.click(within(dialog).getByRole('button', { name: zhUser.import.upload }));
    const report = await within(dialog).findByRole('table', { name: zhUser.import.errors });
    expect(within(dialog).getByText('Import failed: 2 problems found, nothing was imported')).toBeInTheDocument();
    expect(
      within(report)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      `${zhUser.import.row}${zhUser.import.column}${zhUser.import.message}`,
      '3AccountPlease enter the account',
      '4Role namesNo such role in this tenant: Ghost',
    ]);
    expect(uploads).toEqual([{ isCovered: '1', file: 'users.xlsx', authorization: 'Bearer access-token-1' }]);

    refuse = false;
    const before = requests.length;
    await user.click(within(dialog).getByRole('button', { name: zhUser.import.upload }));
    expect(await screen.findByText(text(zhUser.import.success, { inserted: 2, updated: 1 }))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: zhUser.import.title })).not.toBeInTheDocument());
    await waitFor(() => expect(requests.length).toBeGreaterThan(before));
  });

  it('downloads the import template with the bearer token', async () => {
    const seen: Array<string | null> = [];
    server.use(
      http.get('*/api/blade-user/export-template', ({ request }) => {
        seen.push(request.headers.get('Authorization'));
        return new HttpResponse(new Uint8Array([0x50, 0x4b]), {
          headers: { 'Content-Type': xlsxType, 'Content-Disposition': `attachment; filename*=UTF-8''user-import-template.xlsx` },
        });
      }),
    );
    const { user } = await openUserPage();
    await user.click(screen.getByRole('button', { name: actions.import }));
    const dialog = await screen.findByRole('dialog', { name: zhUser.import.title });
    await user.click(within(dialog).getByRole('button', { name: zhUser.import.template }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled());
    expect(seen).toEqual(['Bearer access-token-1']);
  });

  it('exports the current filter through the REST endpoint with the bearer token', async () => {
    const seen: Array<{ query: string; authorization: string | null }> = [];
    server.use(
      http.get('*/api/blade-user/export-user', ({ request }) => {
        seen.push({ query: new URL(request.url).search, authorization: request.headers.get('Authorization') });
        return new HttpResponse(new Uint8Array([0x50, 0x4b]), {
          headers: { 'Content-Type': xlsxType, 'Content-Disposition': `attachment; filename*=UTF-8''users.xlsx` },
        });
      }),
    );
    const { user } = await openUserPage();
    const panel = screen.getByRole('region', { name: zhCrud.search.region });
    await user.type(within(panel).getByRole('textbox', { name: zhUser.fields.account }), 'staff');
    await user.click(within(panel).getByRole('button', { name: zhCrud.search.submit }));
    await user.click(within(await screen.findByRole('tree', { name: zhUser.tree.title })).getByText('Suzhou Blade'));
    await user.click(screen.getByRole('button', { name: actions.export }));
    expect(await screen.findByText(zhUser.export.done)).toBeInTheDocument();
    expect(seen).toEqual([{ query: '?account=staff&deptId=1123598813738675203', authorization: 'Bearer access-token-1' }]);
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
  });

  it('shows the server message when the export is refused', async () => {
    server.use(
      http.get('*/api/blade-user/export-user', () =>
        HttpResponse.json({ code: 403, success: false, data: {}, msg: 'No permission' }, { status: 403 }),
      ),
    );
    const { user } = await openUserPage();
    await user.click(screen.getByRole('button', { name: actions.export }));
    expect(await screen.findByText('No permission')).toBeInTheDocument();
  });

  it('approves pending registrations with roles and departments, and rejects one after confirmation', async () => {
    const approvals = record<ApproveRegistrationsMutationVariables>('ApproveRegistrations', 'mutation', {
      approveRegistrations: 1,
    } satisfies ApproveRegistrationsMutation);
    const rejections = record<RejectRegistrationsMutationVariables>('RejectRegistrations', 'mutation', {
      rejectRegistrations: 1,
    } satisfies RejectRegistrationsMutation);
    const { user } = await openUserPage();
    await user.click(screen.getByRole('button', { name: actions.approve }));
    const drawer = await screen.findByRole('dialog', { name: zhUser.pending.title });
    const first = pendingFixtures[0];
    const second = pendingFixtures[1];
    if (!first || !second) {
      throw new Error('no pending fixtures');
    }
    const firstRow = (await within(drawer).findByText(first.account)).closest('tr');
    if (!firstRow) {
      throw new Error('no pending row');
    }
    await user.click(within(firstRow).getByRole('button', { name: zhUser.pending.approve }));
    const approve = await screen.findByRole('dialog', { name: zhUser.pending.approveTitle });
    await user.click(within(approve).getByRole('button', { name: zhUser.pending.approve }));
    expect(await within(approve).findByText(zhUser.validation.roleRequired)).toBeInTheDocument();
    expect(within(approve).getByText(zhUser.validation.deptRequired)).toBeInTheDocument();
    await pickOptions(user, approve, zhUser.fields.roleIds, ['HR']);
    await pickOptions(user, approve, zhUser.fields.deptIds, ['Changzhou Blade']);
    await pickOptions(user, approve, zhUser.fields.postIds, ['Staff']);
    await user.click(within(approve).getByRole('button', { name: zhUser.pending.approve }));
    expect(await screen.findByText(text(zhUser.pending.approved, { number: 1 }))).toBeInTheDocument();
    expect(approvals).toEqual([
      {
        input: {
          userIds: [first.id],
          roleIds: ['1123598816738675203'],
          deptIds: ['1123598813738675202'],
          postIds: ['1123598817738675208'],
        },
      },
    ]);

    const secondRow = within(drawer).getByText(second.account).closest('tr');
    if (!secondRow) {
      throw new Error('no pending row');
    }
    await user.click(within(secondRow).getByRole('button', { name: zhUser.pending.reject }));
    const confirm = await screen.findByRole('dialog', { name: zhCrud.confirm.title });
    expect(within(confirm).getByText(zhUser.confirm.reject)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: zhCrud.confirm.ok }));
    expect(await screen.findByText(text(zhUser.pending.rejected, { number: 1 }))).toBeInTheDocument();
    expect(rejections).toEqual([{ userIds: [second.id] }]);
  });

  it('edits the platform settings of a user (type and extension text)', async () => {
    const calls = record<UpdateUserPlatformMutationVariables>('UpdateUserPlatform', 'mutation', {
      updateUserPlatform: true,
    } satisfies UpdateUserPlatformMutation);
    const { user } = await openUserPage();
    const row = fixture(2);
    await user.click(within(dataRow(row.account)).getByRole('button', { name: actions.platform }));
    const dialog = await screen.findByRole('dialog', { name: zhUser.platform.title });
    const ext = await within(dialog).findByLabelText(fieldLabel(zhUser.fields.userExt));
    expect(ext).toHaveValue('{"device":"ios"}');
    await user.clear(ext);
    await user.type(ext, '{{"device":"android"}');
    await pickOptions(user, dialog, zhUser.fields.userType, ['OTHER']);
    await user.click(within(dialog).getByRole('button', { name: zhCrud.dialog.update }));
    expect(await screen.findByText(zhUser.platform.saved)).toBeInTheDocument();
    expect(calls).toEqual([{ input: { userId: row.id, userType: 3, userExt: '{"device":"android"}' } }]);
  });
});
