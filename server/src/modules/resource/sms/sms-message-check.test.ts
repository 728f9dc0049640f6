import { AppError } from '../../../core/errors/app-error';
import { MAX_PHONES, maskPhone, normalisePhones, orderedParams, parseLegacyParams } from './sms-message-check';

const refusal = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? error.messageKey : 'other';
  }
  return 'none';
};

describe('SMS phone and parameter checks', () => {
  it('should normalise mainland numbers, drop +86 and duplicates', () => {
    expect(normalisePhones(['+86 138-0000-1234', '8613800001234', '15912345678 '])).toEqual(['13800001234', '15912345678']);
  });

  it('should refuse empty lists, landlines, foreign numbers and too many numbers', () => {
    expect(refusal(() => normalisePhones([' ']))).toBe('sms.phonesRequired');
    expect(refusal(() => normalisePhones(['02161234567']))).toBe('sms.phoneInvalid');
    expect(refusal(() => normalisePhones(['+14155550100']))).toBe('sms.phoneInvalid');
    expect(refusal(() => normalisePhones(['12800001234']))).toBe('sms.phoneInvalid');
    const many = Array.from({ length: MAX_PHONES + 1 }, (_, index) => `139${String(index).padStart(8, '0')}`);
    expect(refusal(() => normalisePhones(many))).toBe('sms.tooManyPhones');
  });

  it('should mask a number', () => {
    expect(maskPhone('13800001234')).toBe('138****1234');
  });

  it('should order parameters as declared and refuse missing, unknown, long, linked and control values', () => {
    expect(
      orderedParams(
        [
          { name: 'b', value: '2' },
          { name: 'a', value: '1' },
        ],
        ['a', 'b'],
      ),
    ).toEqual([
      ['a', '1'],
      ['b', '2'],
    ]);
    expect(orderedParams([{ name: 'x', value: '1' }], [])).toEqual([['x', '1']]);
    expect(refusal(() => orderedParams([{ name: 'a', value: '1' }], ['a', 'b']))).toBe('sms.paramMissing');
    expect(
      refusal(() =>
        orderedParams(
          [
            { name: 'a', value: '1' },
            { name: 'c', value: '1' },
          ],
          ['a'],
        ),
      ),
    ).toBe('sms.paramUnknown');
    expect(refusal(() => orderedParams([{ name: 'a', value: 'x'.repeat(36) }], ['a']))).toBe('sms.paramTooLong');
    expect(refusal(() => orderedParams([{ name: 'a', value: 'see https://evil.test' }], ['a']))).toBe('sms.paramNotAllowed');
    expect(refusal(() => orderedParams([{ name: 'a', value: 'line\nbreak' }], ['a']))).toBe('sms.paramNotAllowed');
    expect(refusal(() => orderedParams([{ name: 'a b', value: '1' }], []))).toBe('sms.paramsInvalid');
  });

  it('should parse the legacy params JSON string of string values only', () => {
    expect(parseLegacyParams('{"code":"1234"}')).toEqual([{ name: 'code', value: '1234' }]);
    expect(parseLegacyParams(undefined)).toEqual([]);
    expect(refusal(() => parseLegacyParams('{"code":1234}'))).toBe('sms.paramsInvalid');
    expect(refusal(() => parseLegacyParams('[1]'))).toBe('sms.paramsInvalid');
    expect(refusal(() => parseLegacyParams('{nope'))).toBe('sms.paramsInvalid');
  });
});
