import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  getNamedType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';

/** A Query or Mutation field of the committed schema, keyed `Query.name` / `Mutation.name`. */
export interface RootField {
  key: string;
  operation: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
}

/** An id of the right shape that names no row (numeric, like the snowflake ids of every table). */
export const MISSING_ID = '1999999999999999999';

let cached: GraphQLSchema | undefined;

/** The committed schema.graphql (the contract every transport serves). */
export function committedSchema(): GraphQLSchema {
  cached ??= buildSchema(readFileSync(path.resolve(__dirname, '../../../schema.graphql'), 'utf8'));
  return cached;
}

export function rootFields(schema: GraphQLSchema = committedSchema()): RootField[] {
  const fields: RootField[] = [];
  for (const [operation, type] of [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      fields.push({ key: `${type?.name ?? ''}.${field.name}`, operation, field });
    }
  }
  return fields;
}

/**
 * A type-valid value: required input fields only, one element per list, ids from `idFor` (path like
 * `input.id`, `ids`), MISSING_ID otherwise. Strings are short and harmless.
 */
export function sampleValue(type: GraphQLInputType, at: string, idFor: (at: string) => string | undefined): unknown {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) {
    return [sampleValue(inner.ofType as GraphQLInputType, at, idFor)];
  }
  if (isInputObjectType(inner)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(inner.getFields())) {
      const override = getNamedType(field.type).name === 'ID' ? idFor(`${at}.${field.name}`) : undefined;
      if (isNonNullType(field.type) || override !== undefined) {
        value[field.name] = sampleValue(field.type, `${at}.${field.name}`, idFor);
      }
    }
    return value;
  }
  if (isEnumType(inner)) {
    return inner.getValues()[0]?.value;
  }
  if (isScalarType(inner)) {
    switch (inner.name) {
      case 'ID':
        return idFor(at) ?? MISSING_ID;
      case 'Int':
      case 'Float':
        return 1;
      case 'Boolean':
        return false;
      case 'DateTimeISO':
        return new Date().toISOString();
      case 'JSONObject':
        return {};
      default:
        return 'x';
    }
  }
  throw new Error(`no sample for ${String(type)} at ${at}`);
}

/**
 * The document and variables calling `root` with sample arguments (required ones, plus the overridden ids).
 * `typename` selects only __typename; `scalars` the scalar fields two levels deep (to see what comes back).
 */
export function callOf(
  root: RootField,
  idFor: (at: string) => string | undefined = () => undefined,
  depth: 'typename' | 'scalars' = 'typename',
): { query: string; variables: Record<string, unknown> } {
  const variables: Record<string, unknown> = {};
  const declared: string[] = [];
  const passed: string[] = [];
  for (const arg of root.field.args) {
    if (!isNonNullType(arg.type) && !mentionsOverride(arg, idFor)) {
      continue;
    }
    variables[arg.name] = sampleValue(arg.type, arg.name, idFor);
    declared.push(`$${arg.name}: ${String(arg.type)}`);
    passed.push(`${arg.name}: $${arg.name}`);
  }
  const named = getNamedType(root.field.type);
  const selection = depth === 'scalars' ? selectionOf(named, 2) : isCompositeType(named) ? ' { __typename }' : '';
  const head = declared.length > 0 ? `(${declared.join(', ')})` : '';
  const args = passed.length > 0 ? `(${passed.join(', ')})` : '';
  return { query: `${root.operation} Call${head} { ${root.field.name}${args}${selection} }`, variables };
}

/** ` { __typename a b c { d } }`: scalar fields without required arguments, `levels` deep; '' for a scalar type. */
function selectionOf(type: GraphQLNamedType, levels: number): string {
  if (!isCompositeType(type)) {
    return '';
  }
  if (!isObjectType(type) || levels === 0) {
    return ' { __typename }';
  }
  const parts = ['__typename'];
  for (const field of Object.values(type.getFields())) {
    if (field.args.some((arg) => isNonNullType(arg.type))) {
      continue;
    }
    const inner = getNamedType(field.type);
    if (!isCompositeType(inner)) {
      parts.push(field.name);
    } else if (levels > 1) {
      parts.push(`${field.name}${selectionOf(inner, levels - 1)}`);
    }
  }
  return ` { ${parts.join(' ')} }`;
}

/** Whether an optional argument carries an overridden id (itself, or an id field of its input object). */
function mentionsOverride(arg: GraphQLArgument, idFor: (at: string) => string | undefined): boolean {
  const named = getNamedType(arg.type);
  if (named.name === 'ID') {
    return idFor(arg.name) !== undefined;
  }
  if (isInputObjectType(named)) {
    return Object.values(named.getFields()).some(
      (field) => getNamedType(field.type).name === 'ID' && idFor(`${arg.name}.${field.name}`) !== undefined,
    );
  }
  return false;
}

/**
 * Every place an id goes into `root`: ID arguments, id lists, and ID fields of input-object arguments
 * (`input.id`); with `requiredOnly`, those a call must fill.
 */
export function idPlaces(root: RootField, requiredOnly = false): string[] {
  const places: string[] = [];
  for (const arg of root.field.args) {
    const named = getNamedType(arg.type);
    if (requiredOnly && !isNonNullType(arg.type)) {
      continue;
    }
    if (named.name === 'ID') {
      places.push(arg.name);
    } else if (isInputObjectType(named)) {
      for (const field of Object.values(named.getFields())) {
        if (getNamedType(field.type).name === 'ID' && (!requiredOnly || isNonNullType(field.type))) {
          places.push(`${arg.name}.${field.name}`);
        }
      }
    }
  }
  return places;
}
