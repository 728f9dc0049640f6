import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, http, HttpResponse } from 'msw';
import { fieldLabel } from '../../../test/queries';
import { server } from '../../../test/msw-server';
import { renderApp, signIn } from '../../../test/render-app';
import type { MyInfoInput, MyPasswordInput } from '../../generated/graphql';
import zhInfo from '../../i18n/locales/zh-CN/info.json';
import { readStoredToken } from '../../shared/session/session-store';
import { profileFixture } from './info.mocks';

const uploadedLink = '/api/blade-resource/attach/download?id=1990000000000000042';

interface FieldErrorBody {
  data: null;
  errors: { message: string; extensions: { code: string; fields: { field: string; message: string }[] } }[];
}

function fieldError(code: string, field: string, message: string) {
  return HttpResponse.json<FieldErrorBody>({ data: null, errors: [{ message, extensions: { code, fields: [{ field, message }] } }] });
}

async function openInfo() {
  const saved: MyInfoInput[] = [];
  server.use(
    graphql.mutation('UpdateMyInfo', ({ variables }) => {
      const input = (variables as { input: MyInfoInput }).input;
      saved.push(input);
      return HttpResponse.json({ data: { updateMyInfo: { ...profileFixture, ...input } } });
    }),
  );
  signIn();
  const rendered = renderApp('/info/index');
  await screen.findByRole('heading', { name: zhInfo.title });
  await screen.findByDisplayValue(profileFixture.phone ?? '');
  return { ...rendered, saved };
}

describe('personal info page', () => {
  it('shows the account read-only and validates phone and e-mail before saving', async () => {
    const { user, saved } = await openInfo();
    expect(screen.getByLabelText(zhInfo.fields.realName)).toHaveAttribute('readonly');
    expect(screen.getByLabelText(zhInfo.fields.account)).toHaveValue(profileFixture.account);
    expect(screen.getByLabelText(zhInfo.fields.account)).toHaveAttribute('readonly');
    const phone = screen.getByLabelText(fieldLabel(zhInfo.fields.phone));
    const email = screen.getByLabelText(fieldLabel(zhInfo.fields.email));
    for (const [value, message] of [
      ['', zhInfo.validation.phoneRequired],
      ['1380000000', zhInfo.validation.phoneLength],
      ['12800000000', zhInfo.validation.phoneFormat],
    ] as const) {
      await user.clear(phone);
      if (value) {
        await user.type(phone, value);
      }
      await user.tab();
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await user.clear(email);
    await user.type(email, 'me@example');
    await user.tab();
    expect(await screen.findByText(zhInfo.validation.emailFormat)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: zhInfo.save }));
    expect(saved).toHaveLength(0);

    await user.clear(phone);
    await user.type(phone, '13912345678');
    await user.clear(email);
    await user.type(email, 'me@example.com');
    await user.click(screen.getByRole('button', { name: zhInfo.save }));
    expect(await screen.findByText(zhInfo.saved)).toBeInTheDocument();
    expect(saved).toEqual([{ phone: '13912345678', email: 'me@example.com' }]);
  });

  it('checks the avatar type and size in the browser, uploads through put-file and saves the link', async () => {
    const uploads: string[] = [];
    server.use(
      http.post('*/api/blade-resource/oss/endpoint/put-file', async ({ request }) => {
        uploads.push(/filename="([^"]+)"/.exec(await request.text())?.[1] ?? '');
        return HttpResponse.json({ code: 200, success: true, data: { link: uploadedLink, attachId: '42' }, msg: 'ok' });
      }),
    );
    const { user, saved } = await openInfo();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    expect(input).not.toBeNull();
    expect(input?.accept).toBe('image/jpeg,image/png');
    const choose = (file: File) => fireEvent.change(input as HTMLInputElement, { target: { files: [file] } });

    choose(new File(['GIF89a'], 'face.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(zhInfo.avatar.typeError);
    choose(new File([new Uint8Array(500 * 1024 + 1)], 'face.png', { type: 'image/png' }));
    expect(await screen.findByText(zhInfo.avatar.sizeError)).toBeInTheDocument();
    expect(uploads).toHaveLength(0);

    // Node's File: the multipart body is built by Node's FormData.
    choose(new NodeFile([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'face.png', { type: 'image/png' }) as unknown as File);
    await waitFor(() => expect(uploads).toEqual(['face.png']));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: zhInfo.save }));
    expect(await screen.findByText(zhInfo.saved)).toBeInTheDocument();
    expect(saved[0]).toMatchObject({ avatar: uploadedLink });

    // The server's refusal lands next to the avatar.
    server.use(graphql.mutation('UpdateMyInfo', () => fieldError('VALIDATION', 'avatar', 'avatar refused (server text)')));
    await user.click(screen.getByRole('button', { name: zhInfo.save }));
    expect(await screen.findByText('avatar refused (server text)')).toBeInTheDocument();
  });

  it('changes the password: required fields, confirmation, the server’s check of the old one, then success', async () => {
    const sent: MyPasswordInput[] = [];
    server.use(
      graphql.mutation('UpdateMyPassword', ({ variables }) => {
        const input = (variables as { input: MyPasswordInput }).input;
        sent.push(input);
        return input.oldPassword === 'wrong'
          ? fieldError('VALIDATION', 'oldPassword', 'old password wrong (server text)')
          : HttpResponse.json({ data: { updateMyPassword: true } });
      }),
    );
    const { user } = await openInfo();
    await user.click(screen.getByRole('tab', { name: zhInfo.tabs.password }));
    const submit = await screen.findByRole('button', { name: zhInfo.password.submit });
    await user.click(submit);
    expect(await screen.findByText(zhInfo.validation.oldPasswordRequired)).toBeInTheDocument();
    expect(screen.getByText(zhInfo.validation.newPasswordRequired)).toBeInTheDocument();
    expect(screen.getByText(zhInfo.validation.confirmRequired)).toBeInTheDocument();

    await user.type(screen.getByLabelText(fieldLabel(zhInfo.fields.oldPassword)), 'wrong');
    await user.type(screen.getByLabelText(fieldLabel(zhInfo.fields.newPassword)), 'new-pass-1');
    await user.type(screen.getByLabelText(fieldLabel(zhInfo.fields.newPassword1)), 'new-pass-2');
    await user.click(submit);
    expect(await screen.findByText(zhInfo.validation.passwordMismatch)).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.clear(screen.getByLabelText(fieldLabel(zhInfo.fields.newPassword1)));
    await user.type(screen.getByLabelText(fieldLabel(zhInfo.fields.newPassword1)), 'new-pass-1');
    await user.click(submit);
    expect(await screen.findByText('old password wrong (server text)')).toBeInTheDocument();

    const old = screen.getByLabelText(fieldLabel(zhInfo.fields.oldPassword));
    await user.clear(old);
    await user.type(old, 'admin');
    await user.click(submit);
    expect(await screen.findByText(zhInfo.password.changed)).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ oldPassword: 'admin', newPassword: 'new-pass-1', newPassword1: 'new-pass-1' });
    expect(within(screen.getByRole('tabpanel')).getByLabelText(fieldLabel(zhInfo.fields.oldPassword))).toHaveValue('');
    // Still signed in.
    expect(readStoredToken()).toBe('access-token-1');
  });
});
