import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { ValidationError } from 'class-validator';
import { GraphQLError } from 'graphql';
import { ArgumentValidationError } from 'type-graphql';
import { AppError } from './app-error';
import type { ErrorCode } from './error-codes';
import { isMessageKey, translate, type Language } from './messages';

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

/** class-validator constraint -> our translated message (its own texts are English only). */
function constraintMessage(constraint: string, text: string, field: string, value: unknown, language: Language): string {
  if (isMessageKey(text)) {
    // Inputs name their own message keys: @IsNotEmpty({ message: 'param.nameRequired' }).
    return translate(text, language, { name: field });
  }
  const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  if (empty && (constraint === 'isLength' || constraint === 'isNotEmpty' || constraint === 'minLength')) {
    return translate('errors.required', language, { name: field });
  }
  if (constraint === 'isLength' || constraint === 'maxLength') {
    return translate('errors.paramTooLong', language, { name: field });
  }
  return translate('errors.paramType', language, { name: field });
}

function flattenValidation(errors: ValidationError[], language: Language, prefix = ''): FieldMessage[] {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const own = Object.entries(error.constraints ?? {}).map(([constraint, text]) => ({
      field,
      message: constraintMessage(constraint, text, field, error.value, language),
    }));
    return [...own, ...flattenValidation(error.children ?? [], language, field)];
  });
}

/** Maps anything thrown while serving a request to an ErrorShape; unknown errors become INTERNAL. */
export function toErrorShape(error: unknown, language: Language): ErrorShape {
  const original = error instanceof GraphQLError && error.originalError ? error.originalError : error;
  if (original instanceof AppError) {
    const fields = original.fields.map((field) => ({ field: field.field, message: translate(field.messageKey, language, field.params) }));
    return {
      code: original.code,
      messageKey: original.messageKey,
      message: translate(original.messageKey, language, original.params),
      fields,
      unexpected: false,
    };
  }
  if (original instanceof UniqueConstraintViolationException) {
    // A concurrent write won the race past the service's own uniqueness check.
    return {
      code: 'CONFLICT',
      messageKey: 'errors.conflict',
      message: translate('errors.conflict', language),
      fields: [],
      unexpected: false,
    };
  }
  if (original instanceof ArgumentValidationError) {
    const fields = flattenValidation(original.extensions.validationErrors, language);
    const summary = fields.map((field) => field.message).join('; ');
    return {
      code: 'VALIDATION',
      messageKey: 'errors.validation',
      message: `${translate('errors.validation', language)}: ${summary}`,
      fields,
      unexpected: false,
    };
  }
  if (error instanceof GraphQLError && (!error.originalError || !error.path)) {
    // Parse, validation and variable-coercion errors of the GraphQL request itself (no resolver path).
    return {
      code: 'VALIDATION',
      messageKey: 'errors.validation',
      message: `${translate('errors.validation', language)}: ${error.message}`,
      fields: [],
      unexpected: false,
    };
  }
  return { code: 'INTERNAL', messageKey: 'errors.internal', message: translate('errors.internal', language), fields: [], unexpected: true };
}
