import { addTab, canCloseTab, closeAllTabs, closeOtherTabs, closeTab, homeTab, normalizeTabs, replaceTab, type PageTab } from './tab-list';

function tab(path: string, search = ''): PageTab {
  return { value: `${path}${search}`, path, search, code: path.slice(1).replace(/\//g, '_') };
}

const user = tab('/system/user');
const role = tab('/authority/role');
const param = tab('/system/param');

describe('tab rules (SPEC §4)', () => {
  it('keeps home first and drops duplicates', () => {
    expect(normalizeTabs([user, homeTab, user]).map((entry) => entry.value)).toEqual([homeTab.value, user.value]);
    expect(normalizeTabs([])).toEqual([homeTab]);
  });

  it('adds a visited page once per path and query', () => {
    let tabs = addTab([homeTab], user);
    tabs = addTab(tabs, user);
    tabs = addTab(tabs, tab('/system/user', '?x=1'));
    expect(tabs.map((entry) => entry.value)).toEqual([homeTab.value, '/system/user', '/system/user?x=1']);
  });

  it('never closes home nor the last tab', () => {
    expect(canCloseTab([homeTab, user], homeTab)).toBe(false);
    expect(canCloseTab([homeTab, user], user)).toBe(true);
    expect(canCloseTab([user], user)).toBe(false);
    expect(closeTab([homeTab], homeTab.value, homeTab.value).tabs).toEqual([homeTab]);
  });

  it('activates the previous tab (or the first) when the active one closes', () => {
    const tabs = [homeTab, user, role, param];
    expect(closeTab(tabs, role.value, role.value)).toEqual({ tabs: [homeTab, user, param], next: user });
    expect(closeTab(tabs, user.value, user.value).next).toEqual(homeTab);
    // Closing another tab keeps the active one.
    expect(closeTab(tabs, user.value, param.value)).toEqual({ tabs: [homeTab, role, param] });
  });

  it('close others keeps the current tab and home; close all keeps home', () => {
    const tabs = [homeTab, user, role, param];
    expect(closeOtherTabs(tabs, role.value)).toEqual([homeTab, role]);
    expect(closeOtherTabs(tabs, homeTab.value)).toEqual([homeTab]);
    expect(closeAllTabs(tabs)).toEqual([homeTab]);
  });
});

describe('replaceTab', () => {
  const grading = (search: string): PageTab => ({ value: `/exam/grading${search}`, path: '/exam/grading', search, code: 'exam_grade' });

  it('moves the previous tab of the same page to the replaced URL, in place', () => {
    const tabs = [homeTab, grading(''), { value: '/exam/paper', path: '/exam/paper', search: '', code: 'exam_paper' }];
    const next = replaceTab(tabs, '/exam/grading', grading('?examinationId=1'));
    expect(next.map((tab) => tab.value)).toEqual(['/wel/index', '/exam/grading?examinationId=1', '/exam/paper']);
  });

  it('adds the tab when the replaced URL belongs to another page, the home tab or an open tab', () => {
    expect(replaceTab([homeTab], '/wel/index', grading('?examinationId=1')).map((tab) => tab.value)).toEqual([
      '/wel/index',
      '/exam/grading?examinationId=1',
    ]);
    const paper = { value: '/exam/paper', path: '/exam/paper', search: '', code: 'exam_paper' };
    expect(replaceTab([homeTab, paper], '/exam/paper', grading('')).map((tab) => tab.value)).toEqual([
      '/wel/index',
      '/exam/paper',
      '/exam/grading',
    ]);
    const both = [homeTab, grading(''), grading('?examinationId=1')];
    expect(replaceTab(both, '/exam/grading', grading('?examinationId=1'))).toEqual(both);
  });
});
