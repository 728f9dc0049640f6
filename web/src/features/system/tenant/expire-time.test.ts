import { formatExpireTime, parseExpireTime } from './expire-time';

describe('tenant expiry text', () => {
  it('reads yyyy-MM-dd HH:mm:ss as a local time', () => {
    const iso = parseExpireTime('2030-12-31 23:59:59');
    expect(iso).toBeDefined();
    expect(formatExpireTime(iso)).toBe('2030-12-31 23:59:59');
  });

  it('refuses other formats and impossible dates', () => {
    expect(parseExpireTime('2030-12-31')).toBeUndefined();
    expect(parseExpireTime('2030-02-30 10:00:00')).toBeUndefined();
    expect(parseExpireTime('31/12/2030 10:00:00')).toBeUndefined();
  });

  it('shows never as empty', () => {
    expect(formatExpireTime(null)).toBe('');
  });
});
