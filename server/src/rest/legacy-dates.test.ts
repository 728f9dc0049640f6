import { parseLegacyDateTime } from './legacy-dates';

describe('legacy date parameters', () => {
  it('should read wall times of the legacy zone', () => {
    expect(parseLegacyDateTime('2026-11-21 08:30:00', 'Asia/Shanghai', 'd')?.toISOString()).toBe('2026-11-21T00:30:00.000Z');
    expect(parseLegacyDateTime('2026-11-21', 'Asia/Shanghai', 'd')?.toISOString()).toBe('2026-11-20T16:00:00.000Z');
    expect(parseLegacyDateTime('2026-07-01 12:00:00', 'Europe/Berlin', 'd')?.toISOString()).toBe('2026-07-01T10:00:00.000Z');
    expect(parseLegacyDateTime('2026-01-01 12:00:00', 'Europe/Berlin', 'd')?.toISOString()).toBe('2026-01-01T11:00:00.000Z');
    expect(parseLegacyDateTime('2026-01-01T12:00', 'UTC', 'd')?.toISOString()).toBe('2026-01-01T12:00:00.000Z');
  });

  it('should treat empty as absent and refuse malformed values', () => {
    expect(parseLegacyDateTime(undefined, 'Asia/Shanghai', 'd')).toBeUndefined();
    expect(parseLegacyDateTime(' ', 'Asia/Shanghai', 'd')).toBeUndefined();
    expect(() => parseLegacyDateTime('2026-02-30', 'Asia/Shanghai', 'releaseTime_datege')).toThrow('errors.paramType');
    expect(() => parseLegacyDateTime('yesterday', 'Asia/Shanghai', 'd')).toThrow('errors.paramType');
    expect(() => parseLegacyDateTime('2026-01-01 25:00:00', 'Asia/Shanghai', 'd')).toThrow('errors.paramType');
  });
});
