import { act, screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { grantPermissions } from '../../../../test/grant-permissions';
import { server } from '../../../../test/msw-server';
import { fieldLabel } from '../../../../test/queries';
import { renderApp, signIn } from '../../../../test/render-app';
import type { PostsQuery, PostsQueryVariables, SubmitPostMutation, SubmitPostMutationVariables } from '../../../generated/graphql';
import { changeLanguage } from '../../../i18n/change-language';
import enPost from '../../../i18n/locales/en/post.json';
import zhCrud from '../../../i18n/locales/zh-CN/crud.json';
import zhMenu from '../../../i18n/locales/zh-CN/menu.json';
import zhPost from '../../../i18n/locales/zh-CN/post.json';
import { postPage, postPermissionCodes } from './post.mocks';

const fields = zhPost.fields;

async function openPostPage() {
  grantPermissions(postPermissionCodes);
  signIn();
  const rendered = renderApp('/system/post');
  await screen.findByText('ceo', undefined, { timeout: 5000 });
  return rendered;
}

describe('PostPage', () => {
  it('lists the posts with the category label from post_category', async () => {
    await openPostPage();
    expect(screen.getByRole('heading', { name: zhMenu.post })).toBeInTheDocument();
    const row = screen.getByText('manager').closest('tr');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByText('Middle')).toBeInTheDocument();
  });

  it('searches by category as a number', async () => {
    const requests: PostsQueryVariables[] = [];
    server.use(
      graphql.query<PostsQuery, PostsQueryVariables>('Posts', ({ variables }) => {
        requests.push(variables);
        return HttpResponse.json({ data: { posts: postPage(variables) } });
      }),
    );
    const { user } = await openPostPage();
    const panel = screen.getByRole('region', { name: zhCrud.search.region });
    await user.click(within(panel).getByRole('combobox', { name: fields.category }));
    await user.click(await screen.findByRole('option', { name: 'Junior' }));
    await user.click(within(panel).getByRole('button', { name: zhCrud.search.submit }));
    expect(await screen.findByText('staff')).toBeInTheDocument();
    expect(screen.queryByText('ceo')).not.toBeInTheDocument();
    expect(requests.at(-1)?.filter).toEqual({ category: 3 });
  });

  it('shows the required messages on blur in Chinese and English, and adds a post', async () => {
    const submits: SubmitPostMutationVariables[] = [];
    server.use(
      graphql.mutation<SubmitPostMutation, SubmitPostMutationVariables>('SubmitPost', ({ variables }) => {
        submits.push(variables);
        const { input } = variables;
        return HttpResponse.json({
          data: {
            submitPost: { id: '299', category: input.category, postCode: input.postCode, postName: input.postName, sort: 0, remark: '' },
          },
        });
      }),
    );
    const { user } = await openPostPage();
    await user.click(screen.getByRole('button', { name: zhCrud.toolbar.add }));
    const dialog = await screen.findByRole('dialog', { name: zhCrud.dialog.add });
    await user.click(within(dialog).getByRole('button', { name: zhCrud.dialog.save }));
    expect(await within(dialog).findByText(zhPost.validation.postCodeRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(zhPost.validation.postNameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(zhPost.validation.categoryRequired)).toBeInTheDocument();
    await act(() => changeLanguage('en'));
    expect(await within(dialog).findByText(enPost.validation.postCodeRequired)).toBeInTheDocument();
    await act(() => changeLanguage('zh-CN'));

    await user.click(within(dialog).getByRole('combobox', { name: fieldLabel(fields.category) }));
    await user.click(await screen.findByRole('option', { name: 'Other' }));
    await user.type(within(dialog).getByLabelText(fieldLabel(fields.postCode)), 'clerk');
    await user.type(within(dialog).getByLabelText(fieldLabel(fields.postName)), 'Clerk');
    await user.type(within(dialog).getByLabelText(fieldLabel(fields.sort)), '9');
    await user.click(within(dialog).getByRole('button', { name: zhCrud.dialog.save }));
    expect(await screen.findByText(zhCrud.notify.added)).toBeInTheDocument();
    expect(submits).toEqual([{ input: { category: 4, postCode: 'clerk', postName: 'Clerk', sort: 9, remark: null } }]);
  });
});
