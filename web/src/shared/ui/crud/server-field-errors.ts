import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** One server message about one input field (already translated to the request's language). */
export interface ServerFieldError {
  field: string;
  message: string;
}

function isServerFieldError(value: unknown): value is ServerFieldError {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const record = value as Record<string, unknown>;
  return typeof record['field'] === 'string' && typeof record['message'] === 'string';
}

/** The `extensions.fields` of the GraphQL errors (VALIDATION, CONFLICT), if any. */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  if (!CombinedGraphQLErrors.is(error)) {
    return [];
  }
  return error.errors.flatMap((graphQLError) => {
    const fields = graphQLError.extensions?.['fields'];
    return Array.isArray(fields) ? fields.filter(isServerFieldError) : [];
  });
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
