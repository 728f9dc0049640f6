import { legacyDuration } from './flow-work.routes';

describe('historyActivityDurationTime', () => {
  it('writes hours, minutes and seconds, days only from one day, and "" for nothing', () => {
    expect(legacyDuration(0)).toBe('');
    expect(legacyDuration(null)).toBe('');
    expect(legacyDuration(61_000)).toBe('0小时1分1秒');
    expect(legacyDuration(((26 * 60 + 3) * 60 + 4) * 1000)).toBe('1天2小时3分4秒');
  });
});
