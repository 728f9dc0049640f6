import { BUILTIN_REPORTS, reportTitle } from './builtin-reports';

describe('reportTitle: the title of an export', () => {
  const builtin = BUILTIN_REPORTS[0] as (typeof BUILTIN_REPORTS)[number];

  it("shows a built-in report still holding its seeded name in the reader's language", () => {
    const stored = { code: builtin.code, name: builtin.name['zh-CN'] };
    expect(reportTitle(stored, 'en')).toBe(builtin.name.en);
    expect(reportTitle(stored, 'zh-CN')).toBe(builtin.name['zh-CN']);
  });

  it('keeps the words of a renamed built-in report and of a report users made', () => {
    expect(reportTitle({ code: builtin.code, name: 'Our results' }, 'en')).toBe('Our results');
    expect(reportTitle({ code: 'mine', name: '我的报表' }, 'en')).toBe('我的报表');
  });
});
