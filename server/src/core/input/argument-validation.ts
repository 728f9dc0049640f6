import { getMetadataStorage, validateOrReject, type ValidationError, type ValidatorOptions } from 'class-validator';
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
