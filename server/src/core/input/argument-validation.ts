import { getMetadataStorage, validateOrReject, type ValidationError, type ValidatorOptions } from 'class-validator';
import type { MetadataStorage } from 'class-validator/types/metadata/MetadataStorage';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';
import { ArgumentValidationError } from 'type-graphql';

/**
 * What type-graphql's own validation passes to class-validator for `validate: { forbidUnknownValues: false }`: it turns
 * skipMissingProperties on unless it is set to false.
 */
const OPTIONS: ValidatorOptions = { forbidUnknownValues: false, skipMissingProperties: true };

/** Input classes by whether any validation decorator applies to them (their own or inherited). */
const constrained = new WeakMap<object, boolean>();

function hasConstraints(target: object): boolean {
  let known = constrained.get(target);
  if (known === undefined) {
    // `always` true: every metadata of the class, whatever its groups.
    known = getMetadataStorage().getTargetValidationMetadatas(target as new () => unknown, '', true, false).length > 0;
    constrained.set(target, known);
  }
  return known;
}

type Lookup = MetadataStorage['getTargetValidationMetadatas'];
type Grouped = ReturnType<MetadataStorage['groupByPropertyName']>;
const MEMOIZED = Symbol('memoized metadata lookups');

/**
 * class-validator looks an object's rules up on every validate() by scanning the metadata of every validated class (for
 * inherited rules) and grouping them by property: for a small input that costs more than checking it. Both answers change
 * only when a decorator registers a rule, so they are kept until one does (any registration clears them). Installed once
 * on the process-wide storage that validateOrReject uses.
 */
export function memoizeRuleLookups(storage: MetadataStorage = getMetadataStorage()): void {
  const marked = storage as MetadataStorage & { [MEMOIZED]?: true };
  if (marked[MEMOIZED]) {
    return;
  }
  marked[MEMOIZED] = true;
  const lookup: Lookup = storage.getTargetValidationMetadatas.bind(storage);
  const group = storage.groupByPropertyName.bind(storage);
  const add = storage.addValidationMetadata.bind(storage);
  let found = new Map<unknown, Map<string, ValidationMetadata[]>>();
  let grouped = new WeakMap<ValidationMetadata[], Grouped>();
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    const key = `${schema}\u0000${String(always)}\u0000${String(strictGroups)}\u0000${groups?.join('\u0001') ?? ''}`;
    let byKey = found.get(target);
    if (!byKey) {
      byKey = new Map();
      found.set(target, byKey);
    }
    let rules = byKey.get(key);
    if (!rules) {
      rules = lookup(target, schema, always, strictGroups, groups);
      byKey.set(key, rules);
    }
    return rules;
  };
  storage.groupByPropertyName = (metadata) => {
    let byProperty = grouped.get(metadata);
    if (!byProperty) {
      byProperty = group(metadata);
      grouped.set(metadata, byProperty);
    }
    return byProperty;
  };
  storage.addValidationMetadata = (metadata) => {
    found = new Map();
    grouped = new WeakMap();
    add(metadata);
  };
}

memoizeRuleLookups();

async function validateOne(value: unknown): Promise<void> {
  if (value === null || typeof value !== 'object' || !hasConstraints(value.constructor)) {
    return;
  }
  await validateOrReject(value, OPTIONS);
}

/**
 * The schema's argument validation (`buildSchema`'s `validateFn`): the same class-validator call type-graphql makes with
 * the options above, an argument or each item of a list argument, class-validator's errors wrapped in type-graphql's
 * ArgumentValidationError as before. Two differences in cost only: class-validator is imported once (type-graphql
 * requires it again on every argument), and an input class no decorator applies to (most arguments are ids, pages and
 * plain inputs) is not handed to class-validator, which would look its metadata up by scanning every validated class.
 * Decorators run when a class is defined, so a class's answer never changes once it has an instance to validate.
 */
export async function validateArgument(value: unknown): Promise<void> {
  try {
    if (Array.isArray(value)) {
      await Promise.all(value.map((item) => validateOne(item)));
    } else {
      await validateOne(value);
    }
  } catch (error) {
    throw new ArgumentValidationError(error as ValidationError[]);
  }
}
