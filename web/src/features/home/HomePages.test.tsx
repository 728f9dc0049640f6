import { screen, within } from '@testing-library/react';
import { server } from '../../../test/msw-server';
import { renderApp, signIn } from '../../../test/render-app';
import zhHome from '../../i18n/locales/zh-CN/home.json';
import zhMenu from '../../i18n/locales/zh-CN/menu.json';
import { buildMenuTree, type FlatMenuItem } from '../../layout/public';
import { noticeFeedFixture, noticePopoverHandlers } from '../../layout/notice/notice-popover.mocks';
import { sessionFixtures } from '../../shared/session/session.mocks';
import { dayPart } from './sections/greeting';
import { homeSections } from '../../app/home-sections';
import { sectionsFor } from '../../shared/home/home-sections';
import { quickLinks } from './sections/quick-links';

async function open(path: string) {
  server.use(...Object.values(noticePopoverHandlers(noticeFeedFixture())));
  signIn();
  const rendered = renderApp(path);
  await screen.findAllByRole('link', { name: zhMenu.home });
  return rendered;
}

describe('home pages', () => {
  it('greets by the time of day', () => {
    expect([0, 5, 6, 9, 12, 14, 18, 23].map(dayPart)).toEqual([
      'night',
      'night',
      'morning',
      'forenoon',
      'noon',
      'afternoon',
      'evening',
      'evening',
    ]);
  });

  it('picks at most eight leaf menus as quick links, leaving out the page itself', () => {
    const items: FlatMenuItem[] = Array.from({ length: 12 }, (_, index) => ({
      id: String(index + 2),
      parentId: '1',
      code: `m${index}`,
      name: `Menu ${index}`,
      path: `/area/m${index}`,
      source: '',
      sort: index,
      category: 1,
      isOpen: 1,
    }));
    const tree = buildMenuTree([
      { id: '1', parentId: '0', code: 'area', name: 'Area', path: '/area', source: '', sort: 1, category: 1, isOpen: 1 },
      ...items,
    ]);
    const links = quickLinks(tree, '/area/m0');
    expect(links.map((link) => link.node.code)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7', 'm8']);
  });

  it('keeps the sections in order per audience (the extension point of later capabilities)', () => {
    expect(sectionsFor('staff', homeSections).map((section) => section.key)).toEqual([
      'greeting',
      'examCounters',
      'openExaminations',
      'examPassRates',
      'examAttemptTrend',
      'bankSizes',
      'pendingTasks',
      'latestNotices',
      'quickLinks',
    ]);
    const extra = { key: 'exams', order: 15, audiences: ['student'] as const, span: 12, component: () => null };
    expect(sectionsFor('student', [...homeSections, extra]).map((section) => section.key)).toEqual([
      'greeting',
      'currentExams',
      'finishedExams',
      'exams',
      'pendingTasks',
      'latestNotices',
      'quickLinks',
    ]);
    // A section with a permission code is shown only to its holders.
    expect(sectionsFor('student', homeSections, () => false).map((section) => section.key)).not.toContain('pendingTasks');
  });

  it('/wel/index: greeting, tenant, roles, department, latest unread notices and quick links', async () => {
    const { user } = await open('/wel/index');
    const name = sessionFixtures.user.realName;
    expect(await screen.findByRole('heading', { name: zhHome.welcome.replace('{{name}}', name) })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`^(${Object.values(zhHome.greeting).join('|')}) · `))).toBeInTheDocument();
    expect(screen.getByText(`${sessionFixtures.user.tenantName} (${sessionFixtures.user.tenantId})`)).toBeInTheDocument();
    expect(screen.getByText('Super Administrator')).toBeInTheDocument();
    expect(await screen.findByText('Head office')).toBeInTheDocument();

    const notices = screen.getByRole('region', { name: zhHome.notices.title });
    expect(await within(notices).findByText(zhHome.notices.unread.replace('{{count}}', '6'))).toBeInTheDocument();
    expect(within(notices).getAllByRole('listitem')).toHaveLength(5);
    await user.click(within(notices).getByRole('button', { name: 'Notice 1' }));
    expect(await screen.findByRole('dialog', { name: 'Notice 1' })).toBeInTheDocument();

    const links = screen.getByRole('navigation', { name: zhHome.quickLinks.title });
    expect(within(links).getByRole('link', { name: zhMenu.user })).toHaveAttribute('href', '/system/user');
    expect(within(links).getByRole('link', { name: 'API docs' })).toHaveAttribute('target', '_blank');
    expect(within(links).queryByRole('link', { name: zhMenu.home })).not.toBeInTheDocument();
  });

  it('/wel/dashboard: unread counts per kind, pages and permissions, then the sections', async () => {
    await open('/wel/dashboard');
    expect(await screen.findByRole('heading', { name: zhHome.dashboard.title })).toBeInTheDocument();
    const stat = (label: string) => screen.getByText(label).parentElement as HTMLElement;
    expect(await within(stat(zhHome.dashboard.unreadNotices)).findByText('5')).toBeInTheDocument();
    expect(within(stat(zhHome.dashboard.unreadMessages)).getByText('1')).toBeInTheDocument();
    expect(within(stat(zhHome.dashboard.unreadMail)).getByText('0')).toBeInTheDocument();
    expect(within(stat(zhHome.dashboard.permissions)).getByText(String(sessionFixtures.permissions.length))).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: zhHome.welcome.replace('{{name}}', sessionFixtures.user.realName) })).toBeInTheDocument();
  });

  it('/wel/studentindex and /test/index are real pages', async () => {
    const { router } = await open('/wel/studentindex');
    expect(
      await screen.findByRole('heading', { name: zhHome.welcome.replace('{{name}}', sessionFixtures.user.realName) }),
    ).toBeInTheDocument();
    expect(document.title).toContain(zhHome.pages.studentHome);

    await router.navigate('/test/index');
    expect(await screen.findByRole('heading', { name: zhHome.test.title })).toBeInTheDocument();
    const config = screen.getByRole('region', { name: zhHome.test.config });
    expect(within(config).getByRole('row', { name: `${zhHome.test.configKeys.tokenRefreshSeconds} 3000` })).toBeInTheDocument();
    expect(within(config).getByRole('row', { name: `${zhHome.test.configKeys.switchMode} ${zhHome.test.on}` })).toBeInTheDocument();
    const permissions = screen.getByRole('region', { name: zhHome.test.permissions.replace('{{count}}', '2') });
    expect(within(permissions).getByText('user_add')).toBeInTheDocument();
  });
});
