import { z } from 'zod';
import { numberInputSchema, requiredChoice, requiredText } from '../utils/form-schemas';
import { zodValidate } from './zod-validate';

/** The message a form would show on `field` for `value` (the first issue), or undefined. */
function shown(schema: z.ZodType, value: unknown): unknown {
  return zodValidate(z.object({ field: schema }))({ field: value })['field'];
}

describe('zodValidate and the shared form pieces', () => {
  it('answers the first message of each field, synchronously, and nothing for valid values', () => {
    const validate = zodValidate(z.object({ a: z.string().min(1, 'aRequired').min(3, 'aShort'), b: z.string().min(1, 'bRequired') }));
    expect(validate({ a: '', b: '' })).toEqual({ a: 'aRequired', b: 'bRequired' });
    expect(validate({ a: 'abc', b: 'x' })).toEqual({});
  });

  it('checks a NumberInput value: empty, then bounds and whole numbers', () => {
    const required = numberInputSchema({ min: 0, max: 10 }, { required: 'required', invalid: 'range' });
    expect(shown(required, '')).toBe('required');
    expect(shown(required, 11)).toBe('range');
    expect(shown(required, -1)).toBe('range');
    expect(shown(required, 2.5)).toBeUndefined();
    const whole = numberInputSchema({ min: 1, max: 600, integer: true }, { invalid: 'minutes' });
    expect(shown(whole, '')).toBe('minutes');
    expect(shown(whole, 1.5)).toBe('minutes');
    expect(shown(whole, 600)).toBeUndefined();
  });

  it('requires a Select choice (null when cleared) and a non-blank text within its length', () => {
    expect(shown(requiredChoice('choose'), null)).toBe('choose');
    expect(shown(requiredChoice('choose'), '')).toBe('choose');
    expect(shown(requiredChoice('choose'), 'r1')).toBeUndefined();
    const reason = requiredText({ required: 'reason', tooLong: 'long' }, 5);
    expect(shown(reason, '   ')).toBe('reason');
    expect(shown(reason, '123456')).toBe('long');
    expect(shown(reason, ' ok ')).toBeUndefined();
  });
});
