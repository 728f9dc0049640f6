import { screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { fieldLabel } from '../../../../test/queries';
import { grantPermissions } from '../../../../test/grant-permissions';
import { server } from '../../../../test/msw-server';
import { renderApp } from '../../../../test/render-app';
import type { LoginMutation, MeQuery, MyExaminationsQuery } from '../../../generated/graphql';
import zhAuth from '../../../i18n/locales/zh-CN/auth.json';
import zhExam from '../../../i18n/locales/zh-CN/examTake.json';
import zhHome from '../../../i18n/locales/zh-CN/home.json';
import { noticeFeedFixture, noticePopoverHandlers } from '../../../layout/notice/notice-popover.mocks';
import { startSession } from '../../../shared/session/session-store';
import { sessionFixtures } from '../../../shared/session/session.mocks';
import { myExam } from '../../exam/exam-take.mocks';
import { homePathFor, isStudentOnly } from '../../../shared/session/student-home-path';

const student = {
  ...sessionFixtures.user,
  account: 'student',
  realName: 'Zhang San',
  roleAliases: ['student'],
  roleNames: ['Student'],
  isAdministrator: false,
};

function asUser(user: typeof student) {
  server.use(
    graphql.query<MeQuery>('Me', () => HttpResponse.json({ data: { me: user } })),
    graphql.mutation<LoginMutation>('Login', () =>
      HttpResponse.json({
        data: { login: { accessToken: 'access-token-1', refreshToken: 'refresh-token-1', tokenType: 'bearer', expiresIn: 3600, user } },
      }),
    ),
    graphql.query<MyExaminationsQuery>('MyExaminations', () =>
      HttpResponse.json({
        data: { myExaminations: { current: 1, size: 200, total: 1, pages: 1, records: [myExam({ id: '1', name: 'Open exam' })] } },
      }),
    ),
    ...Object.values(noticePopoverHandlers(noticeFeedFixture())),
  );
}

describe('the student home', () => {
  it('is the home of users whose roles are all student roles', () => {
    expect(homePathFor(student)).toBe('/wel/studentindex');
    expect(homePathFor({ ...student, roleAliases: ['student', 'teacher'] })).toBe('/wel/index');
    expect(homePathFor({ ...student, isAdministrator: true })).toBe('/wel/index');
    expect(homePathFor({ ...student, roleAliases: [] })).toBe('/wel/index');
    expect(isStudentOnly(undefined)).toBe(false);
  });

  it('a student lands there after sign-in, with their exams (start button) and unread notices', async () => {
    asUser(student);
    grantPermissions(['exam_take']);
    const { user, router } = renderApp('/login');
    await user.type(await screen.findByLabelText(fieldLabel(zhAuth.login.fields.account)), 'student');
    await user.type(screen.getByLabelText(fieldLabel(zhAuth.login.fields.password)), 'student');
    await user.click(screen.getByRole('button', { name: zhAuth.login.submit }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/wel/studentindex'), { timeout: 10_000 });
    expect(await screen.findByRole('region', { name: zhExam.home.current })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: zhExam.my.action.startNamed.replace('{{name}}', 'Open exam') })).toHaveAttribute(
      'href',
      '/exam/take/1',
    );
    expect(screen.getByRole('region', { name: zhExam.home.finished })).toBeInTheDocument();
    expect(await screen.findByText(zhHome.notices.title)).toBeInTheDocument();
  });

  it('a student opening the staff home goes on to their own; staff stay', async () => {
    asUser(student);
    startSession({ accessToken: 'access-token-1', refreshToken: 'refresh-token-1', user: student });
    const first = renderApp('/wel/index');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/wel/studentindex'), { timeout: 10_000 });
    first.unmount();

    startSession({ accessToken: 'access-token-1', refreshToken: 'refresh-token-1', user: sessionFixtures.user });
    server.use(graphql.query<MeQuery>('Me', () => HttpResponse.json({ data: { me: sessionFixtures.user } })));
    const second = renderApp('/wel/index');
    expect(
      await screen.findByRole('heading', { name: zhHome.welcome.replace('{{name}}', sessionFixtures.user.realName) }),
    ).toBeInTheDocument();
    expect(second.router.state.location.pathname).toBe('/wel/index');
  });
});
