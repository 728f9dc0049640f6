import { screen, within } from '@testing-library/react';
import { server } from '../../../../test/msw-server';
import { renderApp, signIn } from '../../../../test/render-app';
import zhDashboard from '../../../i18n/locales/zh-CN/examDashboard.json';
import zhMenu from '../../../i18n/locales/zh-CN/menu.json';
import zhQuestion from '../../../i18n/locales/zh-CN/examQuestion.json';
import { noticeFeedFixture, noticePopoverHandlers } from '../../../layout/notice/notice-popover.mocks';
import { dashboardHandlers, staffDashboardFixture } from './dashboard.mocks';

const text = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => String(values[name]));

async function openHome(path: string, permissions: readonly string[]) {
  const calls = { count: 0 };
  server.use(...Object.values(noticePopoverHandlers(noticeFeedFixture())), ...dashboardHandlers(permissions, calls));
  signIn();
  const rendered = renderApp(path);
  await screen.findAllByRole('link', { name: zhMenu.home });
  return { ...rendered, calls };
}

describe('staff dashboard sections', () => {
  it('shows the counters, open examinations with links, pass rates, bank sizes and the trend from one query', async () => {
    const { calls } = await openHome('/wel/index', ['exam_examination']);
    const counters = await screen.findByRole('region', { name: zhDashboard.counters.title });
    expect(await within(counters).findByText('7')).toBeInTheDocument();
    expect(within(counters).getByRole('group', { name: zhDashboard.counters.openNow })).toHaveTextContent('2');
    expect(within(counters).getByRole('group', { name: zhDashboard.counters.banks })).toHaveTextContent('3');

    const open = screen.getByRole('region', { name: zhDashboard.open.title });
    const exam = staffDashboardFixture.openExaminations[0] ?? { id: '', name: '' };
    expect(within(open).getByRole('link', { name: text(zhDashboard.open.statsOf, { name: exam.name }) })).toHaveAttribute(
      'href',
      `/score/list?examinationId=${exam.id}`,
    );
    expect(within(open).getByRole('link', { name: zhDashboard.open.all })).toHaveAttribute('href', '/exam/examination');

    const rates = screen.getByRole('region', { name: zhDashboard.passRates.title });
    expect(within(rates).getByRole('img', { name: zhDashboard.passRates.label })).toBeInTheDocument();
    expect(within(rates).getByRole('row', { name: 'Computer basics midterm 75% 3 / 4' })).toBeInTheDocument();

    const banks = screen.getByRole('region', { name: zhDashboard.banks.title });
    expect(within(banks).getByRole('row', { name: `${zhQuestion.types.SINGLE_CHOICE} 2 50 0 52` })).toBeInTheDocument();
    expect(within(banks).queryByText(zhQuestion.types.FILE_UPLOAD)).not.toBeInTheDocument();

    const trend = screen.getByRole('region', { name: zhDashboard.trend.title });
    const total = staffDashboardFixture.attemptTrend.reduce((sum, day) => sum + day.submitted, 0);
    expect(within(trend).getByRole('img', { name: text(zhDashboard.trend.label, { total }) })).toBeInTheDocument();
    expect(within(trend).getAllByRole('row')).toHaveLength(31);
    expect(calls.count).toBe(1);
  });

  it('shows the sections on /wel/dashboard too', async () => {
    await openHome('/wel/dashboard', ['exam_grade']);
    expect(await screen.findByRole('region', { name: zhDashboard.counters.title })).toBeInTheDocument();
  });

  it('hides every section (and skips the query) for users without an exam staff menu', async () => {
    const { calls } = await openHome('/wel/index', []);
    expect((await screen.findAllByRole('region')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('region', { name: zhDashboard.counters.title })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: zhDashboard.open.title })).not.toBeInTheDocument();
    expect(calls.count).toBe(0);
  });
});
