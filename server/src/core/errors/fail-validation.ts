import { AppError, type FieldProblem } from './app-error';

/** Throws VALIDATION with every problem (the first one is the headline message). */
export function failValidation(problems: FieldProblem[]): never {
  const [first] = problems;
  throw new AppError('VALIDATION', first?.messageKey ?? 'errors.validation', first?.params ?? {}, problems);
}

/** Throws VALIDATION when there is at least one problem; returns otherwise. */
export function assertNoProblems(problems: FieldProblem[]): void {
  if (problems.length > 0) {
    failValidation(problems);
  }
}
