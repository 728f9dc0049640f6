import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { fieldErrorsOf, type ServerFieldError } from '../../errors/error-text';

export type { ServerFieldError };

/** The `extensions.fields` of the GraphQL errors (VALIDATION, CONFLICT), if any. */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  return CombinedGraphQLErrors.is(error) ? fieldErrorsOf(error.errors) : [];
}

/**
 * Server field messages keyed by form field name. The server names a field either plainly
 * (`paramKey`) or by its path in the arguments (`input.paramKey`); both match the form field.
 * Messages for fields the form does not have are left out.
 */
export function formFieldErrors(error: unknown, formFields: readonly string[]): Record<string, string> {
  const known = new Set(formFields);
  const result: Record<string, string> = {};
  for (const { field, message } of serverFieldErrors(error)) {
    const name = known.has(field) ? field : field.split('.').at(-1);
    if (name !== undefined && known.has(name) && result[name] === undefined) {
      result[name] = message;
    }
  }
  return result;
}
