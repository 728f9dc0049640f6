import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import { server } from '../../../../test/msw-server';
import { renderApp, signIn } from '../../../../test/render-app';
import type { AttachmentsQuery, AttachmentsQueryVariables, MyMenusQuery, MyPermissionsQuery } from '../../../generated/graphql';
import zhAttach from '../../../i18n/locales/zh-CN/attach.json';
import zhCrud from '../../../i18n/locales/zh-CN/crud.json';
import zhMenu from '../../../i18n/locales/zh-CN/menu.json';
import { sessionFixtures } from '../../../shared/session/session.mocks';
import type { AttachRow } from './attach-crud';

const attachment: AttachRow = {
  id: '1900000000000300001',
  name: 'upload/20260301/a1b2c3.png',
  originalName: 'logo.png',
  extension: 'png',
  attachSize: '2048',
  domainUrl: '',
  link: '/api/blade-resource/attach/download?id=1900000000000300001',
  createTime: '2026-03-01T08:00:00.000Z',
};

function useAttachMocks(): AttachmentsQueryVariables[] {
  const requests: AttachmentsQueryVariables[] = [];
  server.use(
    graphql.query<MyMenusQuery>('MyMenus', () =>
      HttpResponse.json({
        data: {
          myMenus: [
            ...sessionFixtures.menus,
            {
              id: '1164733399669962201',
              parentId: '1123598815738675298',
              code: 'attach',
              name: 'attach',
              alias: 'menu',
              path: '/resource/attach',
              source: 'paperclip',
              sort: 2,
              category: 1,
              action: 0,
              isOpen: 1,
            },
          ],
        },
      }),
    ),
    graphql.query<MyPermissionsQuery>('MyPermissions', () =>
      HttpResponse.json({ data: { myPermissions: [...sessionFixtures.permissions, 'attach_upload', 'attach_download', 'attach_delete'] } }),
    ),
    graphql.query<AttachmentsQuery, AttachmentsQueryVariables>('Attachments', ({ variables }) => {
      requests.push(variables);
      return HttpResponse.json({ data: { attachments: { total: 1, size: 10, current: 1, pages: 1, records: [attachment] } } });
    }),
  );
  return requests;
}

async function openAttachPage() {
  const requests = useAttachMocks();
  signIn();
  const rendered = renderApp('/resource/attach');
  await screen.findByText(attachment.originalName);
  return { ...rendered, requests };
}

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) {
    throw new Error('no file input');
  }
  return input;
}

describe('AttachPage', () => {
  beforeEach(() => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:file'), revokeObjectURL: jest.fn() });
  });

  it('lists the attachments with a readable size and searches by name', async () => {
    const { user, requests } = await openAttachPage();
    expect(screen.getByRole('heading', { name: zhMenu.attach })).toBeInTheDocument();
    expect(screen.getByText('2.0 KB')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: zhAttach.fields.name }), 'a1b2');
    await user.click(screen.getByRole('button', { name: zhCrud.search.submit }));
    await waitFor(() => expect(requests.at(-1)?.filter).toEqual({ name: 'a1b2' }));
  });

  it('uploads the chosen file as multipart `file` with the token: the server message on failure, a reload on success', async () => {
    const uploads: Array<{ file: string; authorization: string | null }> = [];
    let refuse = true;
    server.use(
      http.post('*/api/blade-resource/oss/endpoint/put-file-attach', async ({ request }) => {
        const form = await request.formData();
        const file = form.get('file');
        uploads.push({
          file: typeof file === 'object' && file !== null ? file.name : '',
          authorization: request.headers.get('Authorization'),
        });
        return refuse
          ? HttpResponse.json({ code: 400, success: false, data: {}, msg: 'This file type is not allowed' }, { status: 400 })
          : HttpResponse.json({ code: 200, success: true, data: { attachId: '1900000000000300002' }, msg: 'ok' });
      }),
    );
    const { requests } = await openAttachPage();
    const file = new NodeFile(['png'], 'pixel.png', { type: 'image/png' }) as unknown as File;
    fireEvent.change(fileInput(), { target: { files: [file] } });
    expect(await screen.findByText('This file type is not allowed')).toBeInTheDocument();
    expect(uploads).toEqual([{ file: 'pixel.png', authorization: 'Bearer access-token-1' }]);

    refuse = false;
    const before = requests.length;
    fireEvent.change(fileInput(), { target: { files: [file] } });
    expect(await screen.findByText(zhAttach.upload.done)).toBeInTheDocument();
    await waitFor(() => expect(requests.length).toBeGreaterThan(before));
  });

  it('downloads with the bearer token', async () => {
    const seen: Array<{ id: string | null; authorization: string | null }> = [];
    server.use(
      http.get('*/api/blade-resource/attach/download', ({ request }) => {
        seen.push({ id: new URL(request.url).searchParams.get('id'), authorization: request.headers.get('Authorization') });
        return new HttpResponse(new Uint8Array([0x89, 0x50]), {
          headers: { 'Content-Type': 'image/png', 'Content-Disposition': 'attachment; filename="logo.png"' },
        });
      }),
    );
    const { user } = await openAttachPage();
    const row = screen.getByText(attachment.originalName).closest('tr');
    if (!row) {
      throw new Error('no row');
    }
    await user.click(within(row).getByRole('button', { name: zhAttach.actions.download }));
    await waitFor(() => expect(URL.createObjectURL).toHaveBeenCalledTimes(1));
    expect(seen).toEqual([{ id: attachment.id, authorization: 'Bearer access-token-1' }]);
  });
});
