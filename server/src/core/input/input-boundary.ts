import {
  getNullableType,
  isInputObjectType,
  isListType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { ValidationError } from 'class-validator';
import { ArgumentValidationError } from 'type-graphql';
import type { MessageKey } from '../errors/messages';
import { declaredMaxLengthOf, maxLengthOf } from './input-limits';
import { hasControlCharacters, stripTags } from './plain-text';
import { textKind } from './text-policy';

/** One refused value: the field's path and the message key naming the problem. */
interface Problem {
  field: string;
  messageKey: MessageKey;
}

/** The longest list any argument may hold (ids of a batch removal, answers of a paper). */
export const MAX_LIST_LENGTH = 10_000;

/**
 * Checks and cleans one string: no control characters but tab and line breaks, at most its maximum length,
 * tags stripped unless rich or raw. Returns the cleaned text, or records the problem.
 */
export function checkText(value: string, owner: string, field: string, path: string, problems: Problem[]): string {
  if (hasControlCharacters(value)) {
    problems.push({ field: path, messageKey: 'input.controlCharacter' });
    return value;
  }
  // A declared @MaxLength is left to the per-field validation, which refuses with the field's own message.
  if (declaredMaxLengthOf(owner, field) === undefined && value.length > maxLengthOf(owner, field)) {
    problems.push({ field: path, messageKey: 'errors.paramTooLong' });
    return value;
  }
  return textKind(owner, field) === 'plain' ? stripTags(value) : value;
}

function checkValue(value: unknown, type: GraphQLInputType, owner: string, field: string, path: string, problems: Problem[]): unknown {
  if (value === null || value === undefined) {
    return value;
  }
  const inner = getNullableType(type);
  if (isListType(inner)) {
    if (!Array.isArray(value)) {
      return checkValue(value, inner.ofType as GraphQLInputType, owner, field, path, problems);
    }
    if (value.length > MAX_LIST_LENGTH) {
      problems.push({ field: path, messageKey: 'input.tooMany' });
      return value;
    }
    return value.map((item, index) => checkValue(item, inner.ofType as GraphQLInputType, owner, field, `${path}[${index}]`, problems));
  }
  if (isInputObjectType(inner)) {
    const fields = inner.getFields();
    const record = value as Record<string, unknown>;
    const cleaned: Record<string, unknown> = { ...record };
    for (const [name, definition] of Object.entries(fields)) {
      if (name in record) {
        cleaned[name] = checkValue(record[name], definition.type, inner.name, name, path ? `${path}.${name}` : name, problems);
      }
    }
    return cleaned;
  }
  if (isScalarType(inner) && typeof value === 'string') {
    return checkText(value, owner, field, path, problems);
  }
  return value;
}

/** Checks every argument of a field; throws one validation error naming each bad field. */
export function checkArguments(
  owner: string,
  definitions: readonly GraphQLArgument[],
  args: Record<string, unknown>,
): Record<string, unknown> {
  const problems: Problem[] = [];
  const cleaned: Record<string, unknown> = { ...args };
  for (const argument of definitions) {
    if (!(argument.name in args) || args[argument.name] === undefined) {
      // An omitted nullable argument arrives as null, as the resolver's parameter type (`T | null`) says.
      cleaned[argument.name] = null;
    } else {
      // An input object argument names its fields as they are (`title`), as the per-field validation does.
      const path = isInputObjectType(getNullableType(argument.type)) ? '' : argument.name;
      cleaned[argument.name] = checkValue(args[argument.name], argument.type, owner, argument.name, path, problems);
    }
  }
  if (problems.length > 0) {
    // The same error as the per-field validation (class-validator), so both read alike in both transports.
    throw new ArgumentValidationError(
      problems.map((problem) =>
        Object.assign(new ValidationError(), { property: problem.field, constraints: { inputBoundary: problem.messageKey }, children: [] }),
      ),
    );
  }
  return cleaned;
}

/**
 * The input boundary (issue 11, items 5 and 7): every field of the schema that takes arguments checks and
 * cleans them before its resolver, authorization and per-field validation run, so GraphQL and the legacy
 * REST adapter (which runs the same schema in-process) share one rule and a new field is covered by default.
 */
export function guardInputs(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) {
      continue;
    }
    for (const field of Object.values(type.getFields()) as Array<GraphQLField<unknown, unknown>>) {
      if (field.args.length === 0) {
        continue;
      }
      const resolve = field.resolve;
      if (!resolve) {
        continue;
      }
      const owner = `${type.name}.${field.name}`;
      const definitions = field.args;
      field.resolve = (source, args, context, info) =>
        resolve(source, checkArguments(owner, definitions, args as Record<string, unknown>), context, info);
    }
  }
  return schema;
}
