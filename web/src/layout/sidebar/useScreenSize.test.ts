import { screenSizeOf, sidebarWidthOf } from './useScreenSize';

describe('screen-size classes (SPEC §2)', () => {
  it('maps widths to 3, 2, 1 and 0 at 1200, 992 and 768', () => {
    expect([1920, 1200, 1199, 992, 991, 768, 767, 320].map(screenSizeOf)).toEqual([3, 3, 2, 2, 1, 1, 0, 0]);
  });

  it('gives the sidebar 300 px on wide screens and 250 px otherwise', () => {
    expect(sidebarWidthOf(3)).toBe(300);
    expect(sidebarWidthOf(2)).toBe(250);
    expect(sidebarWidthOf(1)).toBe(250);
  });
});
