import type { ValidationError } from 'class-validator';
import { GraphQLError } from 'graphql';
import { ArgumentValidationError } from 'type-graphql';
import { AppError } from './app-error';
import type { ErrorCode } from './error-codes';
import { translate, type Language } from './messages';

export interface FieldMessage {
  field: string;
  message: string;
}

/** One error as both transports present it: a closed code and a message in the caller's language. */
export interface ErrorShape {
  code: ErrorCode;
  messageKey: string;
  message: string;
  fields: FieldMessage[];
  /** True when the error is not the caller's fault and must be logged. */
  unexpected: boolean;
}

function flattenValidation(errors: ValidationError[], prefix = ''): FieldMessage[] {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({ field, message }));
    return [...own, ...flattenValidation(error.children ?? [], field)];
  });
}

/** Maps anything thrown while serving a request to an ErrorShape; unknown errors become INTERNAL. */
export function toErrorShape(error: unknown, language: Language): ErrorShape {
  const original = error instanceof GraphQLError && error.originalError ? error.originalError : error;
  if (original instanceof AppError) {
    const fields = original.fields.map((field) => ({ field: field.field, message: translate(field.messageKey, language, field.params) }));
    return { code: original.code, messageKey: original.messageKey, message: translate(original.messageKey, language, original.params), fields, unexpected: false };
  }
  if (original instanceof ArgumentValidationError) {
    const fields = flattenValidation(original.extensions.validationErrors);
    const summary = fields.map((field) => `${field.field}: ${field.message}`).join('; ');
    return { code: 'VALIDATION', messageKey: 'errors.validation', message: `${translate('errors.validation', language)}: ${summary}`, fields, unexpected: false };
  }
  if (error instanceof GraphQLError && !error.originalError) {
    // Parse, validation and variable-coercion errors of the GraphQL request itself.
    return { code: 'VALIDATION', messageKey: 'errors.validation', message: `${translate('errors.validation', language)}: ${error.message}`, fields: [], unexpected: false };
  }
  return { code: 'INTERNAL', messageKey: 'errors.internal', message: translate('errors.internal', language), fields: [], unexpected: true };
}
