import { AppError } from './app-error';
import { assertNoProblems, failValidation } from './fail-validation';

describe('failValidation', () => {
  it('throws VALIDATION headed by the first problem and carrying every problem', () => {
    const problems = [
      { field: 'title', messageKey: 'errors.paramType' as const, params: { name: 'title' } },
      { field: 'sort', messageKey: 'errors.validation' as const },
    ];
    const error = (() => {
      try {
        failValidation(problems);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'VALIDATION', messageKey: 'errors.paramType', params: { name: 'title' }, fields: problems });
  });

  it('falls back to the generic message without problems, and assertNoProblems passes an empty list', () => {
    expect(() => failValidation([])).toThrow(expect.objectContaining({ messageKey: 'errors.validation' }) as Error);
    expect(() => assertNoProblems([])).not.toThrow();
  });
});
