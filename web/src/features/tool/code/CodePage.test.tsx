import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse, type RequestHandler } from 'msw';
import { server } from '../../../../test/msw-server';
import { renderApp, signIn } from '../../../../test/render-app';
import { findRowAction } from '../../../../test/row-actions';
import zhDevelop from '../../../i18n/locales/zh-CN/develop.json';
import { codeFixture, codeMocks, previewFiles } from './code.mocks';
import { lastDownload, rememberDownload } from './download-history';
import { grantPermissions } from '../../../../test/grant-permissions';
import type { CodeDownloadQuery, SubmitCodeRecordMutation, SubmitCodeRecordMutationVariables } from '../../../generated/graphql';
import zhCrud from '../../../i18n/locales/zh-CN/crud.json';
import { fieldLabel } from '../../../../test/queries';

const texts = zhDevelop.preview;

/** A locale template with its {{values}} filled in. */
function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));
}

async function openPreview(...overrides: RequestHandler[]) {
  server.use(...overrides, ...Object.values(codeMocks));
  signIn();
  const rendered = renderApp('/tool/code');
  const row = (await screen.findByText(codeFixture.codeName, { selector: 'td, td *' })).closest('tr');
  if (!row) {
    throw new Error('no code record row');
  }
  await rendered.user.click(await findRowAction(rendered.user, row, zhDevelop.code.preview));
  const dialog = await screen.findByRole('dialog', { name: fill(texts.title, { name: codeFixture.codeName }) });
  return { ...rendered, dialog };
}

function markerOf(dialog: HTMLElement, name: string): string | null {
  const link = within(dialog).getByText(name).closest('a, button');
  return link ? (within(link as HTMLElement).queryByTestId('change-marker')?.textContent ?? null) : null;
}

afterEach(() => localStorage.clear());

describe('CodePage preview', () => {
  it('shows the file tree and the highlighted first file; nothing to compare before a download', async () => {
    const { dialog } = await openPreview();
    expect(await within(dialog).findByText('notice.entity.ts')).toBeInTheDocument();
    expect(within(dialog).getByText('graphql')).toBeInTheDocument();
    expect(within(dialog).getByText(texts.noPrevious)).toBeInTheDocument();
    const code = await within(dialog).findByTestId('code-view');
    expect(code).toHaveTextContent("@Entity({ tableName: 'blade_notice' })");
    expect(within(dialog).queryAllByTestId('change-marker')).toHaveLength(0);
  });

  it('marks added, changed and removed files against the last download and shows the line diff', async () => {
    rememberDownload(codeFixture.id, [
      { path: previewFiles[0]!.path, sha256: 'old', content: "@Entity({ tableName: 'blade_notice' })\nexport class Notice {\n}\n" },
      { path: previewFiles[1]!.path, sha256: previewFiles[1]!.sha256, content: previewFiles[1]!.content },
      { path: 'server/src/modules/notice/notice.old.ts', sha256: 'gone', content: 'export {};\n' },
    ]);
    const { user, dialog } = await openPreview();
    await within(dialog).findByText('notice.entity.ts');
    expect(within(dialog).getByTestId('diff-summary')).toHaveTextContent(fill(texts.changedCount, { added: 1, changed: 1, removed: 1 }));
    expect(markerOf(dialog, 'notice.entity.ts')).toBe(texts.markers.changed);
    expect(markerOf(dialog, 'notice.service.ts')).toBeNull();
    expect(markerOf(dialog, 'Notices.graphql')).toBe(texts.markers.added);
    expect(markerOf(dialog, 'notice.old.ts')).toBe(texts.markers.removed);

    await user.click(within(dialog).getByRole('radio', { name: texts.diff }));
    const diff = await within(dialog).findByTestId('file-diff');
    const added = Array.from(diff.querySelectorAll('[data-change="added"]'), (line) => line.textContent);
    expect(added).toEqual(['+   title!: string;']);
    expect(diff.querySelectorAll('[data-change="removed"]')).toHaveLength(0);

    await user.click(within(dialog).getByText('notice.old.ts'));
    expect(within(dialog).getByText(texts.removedFile)).toBeInTheDocument();
  });

  it('says so when the server has code generation switched off', async () => {
    const { dialog } = await openPreview(
      graphql.query('CodePreview', () =>
        HttpResponse.json({
          data: null,
          errors: [{ message: 'Code generation is switched off', extensions: { code: 'FORBIDDEN', messageKey: 'codegen.disabled' } }],
        }),
      ),
    );
    await waitFor(() => expect(within(dialog).getByText(zhDevelop.code.disabled)).toBeInTheDocument());
    expect(within(dialog).queryByTestId('code-view')).not.toBeInTheDocument();
  });

  it('downloads the zip from the row and remembers its files for the next preview', async () => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:zip'), revokeObjectURL: jest.fn() });
    const downloads: unknown[] = [];
    server.use(
      ...Object.values(codeMocks),
      graphql.query<CodeDownloadQuery>('CodeDownload', ({ variables }) => {
        downloads.push(variables);
        return HttpResponse.json({ data: { codeDownload: { fileName: 'code-blade_notice.zip', fileCount: 3, base64: btoa('PK-zip') } } });
      }),
    );
    signIn();
    const { user } = renderApp('/tool/code');
    const row = (await screen.findByText(codeFixture.codeName, { selector: 'td, td *' })).closest('tr');
    if (!row) {
      throw new Error('no code record row');
    }
    await user.click(await findRowAction(user, row, zhDevelop.code.download));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalledTimes(1));
    expect(downloads).toEqual([{ ids: [codeFixture.id] }]);
    expect(await screen.findByText(fill(zhDevelop.code.downloaded, { name: 'code-blade_notice.zip', count: 3 }))).toBeInTheDocument();
    expect(lastDownload(codeFixture.id)?.files.map((file) => file.sha256)).toEqual(previewFiles.map((file) => file.sha256));

    await user.click(await findRowAction(user, row, zhDevelop.code.preview));
    const dialog = await screen.findByRole('dialog', { name: fill(texts.title, { name: codeFixture.codeName }) });
    expect(await within(dialog).findByText(texts.sameAsPrevious)).toBeInTheDocument();
    expect(within(dialog).queryAllByTestId('change-marker')).toHaveLength(0);
  });

  it('offers no preview, download or copy without the code buttons', async () => {
    server.use(...Object.values(codeMocks));
    grantPermissions([]);
    signIn();
    const { user } = renderApp('/tool/code');
    const row = (await screen.findByText(codeFixture.codeName, { selector: 'td, td *' })).closest('tr');
    if (!row) {
      throw new Error('no code record row');
    }
    for (const name of [zhDevelop.code.preview, zhDevelop.code.download, zhDevelop.code.copy]) {
      await expect(findRowAction(user, row, name)).rejects.toThrow();
    }
    expect(screen.queryByRole('button', { name: zhDevelop.code.downloadSelected })).not.toBeInTheDocument();
  });

  it('adds a record: relative folders checked in the form, the server field message on its field, switches sent as 1 / 2', async () => {
    const calls: SubmitCodeRecordMutationVariables[] = [];
    const webPathMessage = 'Output folders must be relative paths';
    server.use(
      graphql.mutation<SubmitCodeRecordMutation, SubmitCodeRecordMutationVariables>('SubmitCodeRecord', ({ variables }) => {
        calls.push(variables);
        return calls.length === 1
          ? HttpResponse.json({
              data: null,
              errors: [
                {
                  message: webPathMessage,
                  extensions: {
                    code: 'VALIDATION',
                    messageKey: 'code.pathInvalid',
                    fields: [{ field: 'input.webPath', message: webPathMessage }],
                  },
                },
              ],
            })
          : HttpResponse.json({ data: { submitCodeRecord: { ...codeFixture, id: '1900000000000080002' } } });
      }),
      ...Object.values(codeMocks),
    );
    signIn();
    const { user } = renderApp('/tool/code');
    await screen.findByText(codeFixture.codeName, { selector: 'td, td *' });
    await user.click(screen.getByRole('button', { name: zhCrud.toolbar.add }));
    const dialog = await screen.findByRole('dialog', { name: zhCrud.dialog.add });
    const fields = zhDevelop.code.fields;
    await user.click(within(dialog).getByRole('combobox', { name: fieldLabel(fields.model) }));
    await user.click(await screen.findByRole('option', { name: 'Notices (blade_notice)' }));
    await user.type(within(dialog).getByLabelText(fieldLabel(fields.codeName)), 'Notices');
    await user.type(within(dialog).getByLabelText(fieldLabel(fields.serviceName)), 'blade-desk');
    await user.type(within(dialog).getByLabelText(fieldLabel(fields.packageName)), 'notice');
    const apiPath = within(dialog).getByLabelText(fieldLabel(fields.apiPath));
    await user.clear(apiPath);
    await user.type(apiPath, '../outside');
    await user.click(within(dialog).getByRole('button', { name: zhCrud.dialog.save }));
    expect(await within(dialog).findByText(zhDevelop.code.validation.pathInvalid)).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await user.clear(apiPath);
    await user.type(apiPath, 'server');
    await user.click(within(dialog).getByRole('switch', { name: new RegExp(`^${fields.tenantMode}`) }));
    await user.click(within(dialog).getByRole('button', { name: zhCrud.dialog.save }));
    expect(await within(dialog).findByText(webPathMessage)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(fieldLabel(fields.webPath))).toHaveAttribute('aria-invalid', 'true');
    expect(calls[0]?.input).toMatchObject({
      modelId: codeFixture.modelId,
      codeName: 'Notices',
      apiPath: 'server',
      webPath: 'web',
      baseMode: 2,
      tenantMode: 1,
      wrapMode: 2,
      templateType: 'crud',
    });

    const webPath = within(dialog).getByLabelText(fieldLabel(fields.webPath));
    await user.clear(webPath);
    await user.type(webPath, 'web/app');
    await user.click(within(dialog).getByRole('button', { name: zhCrud.dialog.save }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls[1]?.input).toMatchObject({ webPath: 'web/app', tenantMode: 1 });
  });
});
