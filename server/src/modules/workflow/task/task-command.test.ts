import { AppError } from '../../../core/errors/app-error';
import { parseVariablesJson } from './task-command.service';

describe('completeTask variables (JSON object text)', () => {
  it('reads an object, and nothing from an empty text', () => {
    expect(parseVariablesJson('{"note":1,"ok":true}')).toEqual({ note: 1, ok: true });
    expect(parseVariablesJson('')).toEqual({});
    expect(parseVariablesJson(null)).toEqual({});
  });

  it.each(['[1]', '1', '"text"', 'null', '{broken', `{"a":"${'x'.repeat(20_001)}"}`])('refuses %s as VALIDATION', (text) => {
    expect(() => parseVariablesJson(text)).toThrow(AppError);
  });
});
