import { getMetadataStorage as validationMetadata } from 'class-validator';
import { getMetadataStorage as typeMetadata } from 'type-graphql';
import { DEFAULT_MAX_LENGTH, MAX_LENGTH_OVERRIDES, RICH_MAX_LENGTH, textKind } from './text-policy';

/** A class as class-validator's metadata takes it. */
type ValidatedClass = Parameters<ReturnType<typeof validationMetadata>['getTargetValidationMetadatas']>[0];

/** The class-validator @MaxLength of each property of a class, by property name. */
function maxLengthsOf(target: ValidatedClass): Map<string, number> {
  const lengths = new Map<string, number>();
  for (const rule of validationMetadata().getTargetValidationMetadatas(target, '', true, false)) {
    if (rule.name === 'maxLength' && typeof rule.constraints[0] === 'number') {
      lengths.set(rule.propertyName, rule.constraints[0]);
    }
  }
  return lengths;
}

/**
 * The @MaxLength of each string the schema takes, read from class-validator's metadata through the classes
 * type-graphql registered: input types' fields (`Type.field`) and the fields of @ArgsType classes under
 * the root fields that take them (`Mutation.field.argument`), so the boundary and the per-field validation agree.
 */
function declaredMaxLengths(): Map<string, number> {
  const lengths = new Map<string, number>();
  const storage = typeMetadata();
  for (const input of storage.inputTypes) {
    for (const [property, length] of maxLengthsOf(input.target)) {
      lengths.set(`${input.name}.${property}`, length);
    }
  }
  const roots = [
    ...storage.queries.map((field) => ({ owner: 'Query', field })),
    ...storage.mutations.map((field) => ({ owner: 'Mutation', field })),
  ];
  for (const { owner, field } of roots) {
    for (const param of field.params ?? []) {
      if (param.kind !== 'args') {
        continue;
      }
      const argsClass = param.getType();
      if (typeof argsClass !== 'function') {
        continue;
      }
      for (const [property, length] of maxLengthsOf(argsClass)) {
        lengths.set(`${owner}.${field.schemaName}.${property}`, length);
      }
    }
  }
  return lengths;
}

let declared: Map<string, number> | undefined;

/** The @MaxLength declared for the string at `owner.field`, if any (the per-field validation then refuses it with its own message). */
export function declaredMaxLengthOf(owner: string, field: string): number | undefined {
  declared ??= declaredMaxLengths();
  return declared.get(`${owner}.${field}`);
}

/** The maximum length of the string at `owner.field`: its @MaxLength, an override, or the default of its kind. */
export function maxLengthOf(owner: string, field: string): number {
  return (
    declaredMaxLengthOf(owner, field) ??
    MAX_LENGTH_OVERRIDES[`${owner}.${field}`] ??
    (textKind(owner, field) === 'rich' ? RICH_MAX_LENGTH : DEFAULT_MAX_LENGTH)
  );
}
