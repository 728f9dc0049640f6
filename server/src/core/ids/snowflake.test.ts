import { configureSnowflake, isId, nextId } from './snowflake';

describe('snowflake ids', () => {
  it('should be unique, increasing decimal strings', () => {
    const ids = Array.from({ length: 20000 }, () => nextId());
    expect(new Set(ids).size).toBe(ids.length);
    for (let index = 1; index < ids.length; index += 1) {
      expect(BigInt(ids[index] ?? '0') > BigInt(ids[index - 1] ?? '0')).toBe(true);
    }
    expect(ids.every(isId)).toBe(true);
  });

  it('should reject worker ids outside 0..1023 and malformed ids', () => {
    expect(() => configureSnowflake(1024)).toThrow(RangeError);
    expect(isId('12a')).toBe(false);
    expect(isId('99999999999999999999')).toBe(false);
  });
});
