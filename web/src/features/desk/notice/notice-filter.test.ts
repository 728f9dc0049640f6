import dayjs from 'dayjs';
import { hasText } from './notice-crud';
import { noticeFilter } from './notice-filter';

describe('notice list filter', () => {
  it('turns the search values into the list filter', () => {
    expect(noticeFilter({ title: 'exam', category: '2', state: 'PUBLISHED' })).toEqual({ title: 'exam', category: 2, state: 'PUBLISHED' });
  });

  it('makes the date range whole local days', () => {
    const filter = noticeFilter({ createTimeFrom: '2026-03-01', createTimeTo: '2026-03-31' });
    expect(filter.createTimeFrom).toBe(dayjs('2026-03-01').startOf('day').toISOString());
    expect(filter.createTimeTo).toBe(dayjs('2026-04-01').startOf('day').toISOString());
  });

  it('drops unknown states and bad dates', () => {
    expect(noticeFilter({ state: 'OTHER', createTimeFrom: 'nonsense' })).toEqual({});
  });

  it('tells empty rich text from content', () => {
    expect(hasText('<p></p>')).toBe(false);
    expect(hasText('<p>&nbsp; </p>')).toBe(false);
    expect(hasText('<p><strong>Hi</strong></p>')).toBe(true);
  });
});
