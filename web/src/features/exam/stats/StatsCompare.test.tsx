import { screen, within } from '@testing-library/react';
import { server } from '../../../../test/msw-server';
import { renderApp, signIn } from '../../../../test/render-app';
import zhStats from '../../../i18n/locales/zh-CN/examStats.json';
import zhMenu from '../../../i18n/locales/zh-CN/menu.json';
import { statsExaminations, statsHandlers } from './stats.mocks';

const exam = statsExaminations[0] ?? { id: '', name: '' };

describe('statistics compared by department and across examinations of the same paper', () => {
  it('shows each department’s figures and the examinations of the paper side by side', async () => {
    server.use(...statsHandlers());
    signIn();
    renderApp(`/score/list?examinationId=${exam.id}`);
    await screen.findByRole('heading', { name: zhMenu.exam_score, level: 2 });
    const depts = await screen.findByRole('table', { name: zhStats.depts.title });
    expect(await within(depts).findByRole('row', { name: 'Class A 3 3 80.5 100% 90 71.5' })).toBeInTheDocument();
    expect(within(depts).getByRole('row', { name: `${zhStats.depts.noDept} 1 1 55 0% 55 55` })).toBeInTheDocument();
    const paper = await screen.findByRole('table', { name: zhStats.samePaper.title });
    expect(within(paper).getByRole('columnheader', { name: 'Spring sitting' })).toBeInTheDocument();
    expect(within(paper).getByRole('row', { name: `${zhStats.samePaper.mean} 62.25 71.38` })).toBeInTheDocument();
    expect(within(paper).getByRole('row', { name: `${zhStats.samePaper.passRate} 60% 75%` })).toBeInTheDocument();
    expect(within(paper).getByRole('row', { name: /Capital of France 0\.50 0\.75$/ })).toBeInTheDocument();
  });
});
