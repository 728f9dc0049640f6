import {
  getNamedType,
  getNullableType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
} from 'graphql';

/** An id no row has: updates and removals find nothing, so a valid call cannot ruin the run. */
export const MISSING_ID = '999999999999999';

const LONG = 'x'.repeat(100_000);

/** The bad values of each kind of leaf (kept small but covering: every class of the issue appears once). */
export function badValuesOf(type: GraphQLNamedType): unknown[] {
  switch (type.name) {
    case 'String':
    case 'ID':
      return [
        '',
        'a\u0000b',
        LONG,
        'a\u0007\u001b[31mb\u007f',
        '😀\u202Eעברית مرحبا',
        "' OR 1=1; DROP TABLE blade_user; --",
        '<img src=x onerror=alert(1)><b>x</b>',
        12,
      ];
    case 'Int':
      return [-1, -2147483648, 2147483647, 'x', 1.5];
    case 'Float':
      return [-1, 1e308, 'x'];
    case 'Boolean':
      return ['x'];
    case 'DateTimeISO':
      return ['not a date', '9999-12-31T23:59:59.999Z', '0001-01-01T00:00:00.000Z'];
    default:
      return isEnumType(type) ? ['NO_SUCH_VALUE', ''] : [{}];
  }
}

/** A plain valid value of a leaf: strings are short text, ids name no row, numbers are small. */
function validLeaf(type: GraphQLNamedType): unknown {
  if (isEnumType(type)) {
    return type.getValues()[0]?.value ?? null;
  }
  switch (type.name) {
    case 'ID':
      return MISSING_ID;
    case 'String':
      return 'fuzz';
    case 'Int':
    case 'Float':
      return 1;
    case 'Boolean':
      return false;
    case 'DateTimeISO':
      return '2026-01-01T00:00:00.000Z';
    default:
      return null;
  }
}

/** A valid value of an input type: required fields filled (ids name no row), optional ones left out. */
export function validValue(type: GraphQLInputType, depth = 0): unknown {
  const inner = getNullableType(type);
  if (isListType(inner)) {
    return [validValue(inner.ofType as GraphQLInputType, depth + 1)];
  }
  if (isInputObjectType(inner)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(inner.getFields())) {
      if (isNonNullType(field.type) && field.defaultValue === undefined) {
        value[field.name] = depth > 4 ? null : validValue(field.type, depth + 1);
      }
    }
    return value;
  }
  return validLeaf(inner as GraphQLNamedType);
}

/** One generated call: the variables and what they vary. */
export interface FuzzCase {
  label: string;
  variables: Record<string, unknown>;
}

type Path = Array<string | number>;

function setAt(root: Record<string, unknown>, path: Path, value: unknown): Record<string, unknown> {
  const copy = structuredClone(root);
  let cursor: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) {
    cursor = cursor[key] as Record<string | number, unknown>;
  }
  cursor[path[path.length - 1] as string] = value;
  return copy;
}

/** Every leaf under `type` with its path, nested inputs to depth 2 (deeper ones are covered by their own fields). */
function leaves(
  type: GraphQLInputType,
  path: Path,
  base: unknown,
  out: Array<{ path: Path; type: GraphQLInputType }>,
  depth: number,
): void {
  out.push({ path, type });
  const inner = getNullableType(type);
  if (isListType(inner)) {
    leaves(inner.ofType as GraphQLInputType, [...path, 0], Array.isArray(base) ? base[0] : undefined, out, depth);
    return;
  }
  if (isInputObjectType(inner) && depth < 3) {
    for (const field of Object.values(inner.getFields())) {
      leaves(field.type, [...path, field.name], undefined, out, depth + 1);
    }
  }
}

/** The calls of one root field: a valid call, then one bad value at a time at every argument and input field. */
export function casesOf(field: GraphQLField<unknown, unknown>): FuzzCase[] {
  const base: Record<string, unknown> = {};
  for (const argument of field.args) {
    if (isNonNullType(argument.type)) {
      base[argument.name] = validValue(argument.type);
    }
  }
  const cases: FuzzCase[] = [{ label: 'valid', variables: base }];
  const found: Array<{ path: Path; type: GraphQLInputType }> = [];
  for (const argument of field.args) {
    leaves(argument.type, [argument.name], base[argument.name], found, 0);
  }
  for (const { path, type } of found) {
    // The parents of the leaf must exist to set it: fill them with valid values.
    let variables = base;
    for (let length = 1; length < path.length; length += 1) {
      const parentPath = path.slice(0, length);
      let cursor: unknown = variables;
      for (const key of parentPath) {
        cursor = cursor === null || cursor === undefined ? undefined : (cursor as Record<string | number, unknown>)[key];
      }
      if (cursor === undefined || cursor === null) {
        variables = setAt(variables, parentPath, typeof path[length] === 'number' ? [] : {});
      }
    }
    const label = path.join('.');
    const named = getNamedType(type);
    const values = isInputObjectType(getNullableType(type))
      ? [{}, 'x']
      : isListType(getNullableType(type))
        ? [[], Array.from({ length: 20_000 }, () => validValue(named as GraphQLInputType))]
        : badValuesOf(named);
    for (const value of [null, ...values]) {
      cases.push({ label: `${label}=${describe(value)}`, variables: setAt(variables, path, value) });
    }
  }
  return cases;
}

function describe(value: unknown): string {
  const text = JSON.stringify(value) ?? 'undefined';
  return text.length > 40 ? `${text.slice(0, 20)}…(${text.length})` : text;
}

/** The operation calling `field` with every argument as a variable, selecting only `__typename` of objects. */
export function operationOf(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const variables = field.args.map((argument) => `$${argument.name}: ${argument.type.toString()}`).join(', ');
  const args = field.args.map((argument) => `${argument.name}: $${argument.name}`).join(', ');
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  return `${kind}${variables ? ` (${variables})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
}
