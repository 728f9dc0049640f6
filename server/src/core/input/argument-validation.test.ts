import 'reflect-metadata';
import { IsInt, MaxLength, Min, MetadataStorage, ValidationTypes } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';
import { ArgumentValidationError } from 'type-graphql';
import { memoizeRuleLookups, validateArgument } from './argument-validation';

class PageInput {
  @Min(1)
  @IsInt()
  current!: number;
}

class NamedPageInput extends PageInput {
  @MaxLength(5)
  name?: string;
}

class PlainInput {
  anything!: unknown;
}

function of<T extends object>(type: new () => T, values: Partial<T>): T {
  return Object.assign(new type(), values);
}

async function problemsOf(value: unknown): Promise<string[]> {
  try {
    await validateArgument(value);
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(ArgumentValidationError);
    return (error as ArgumentValidationError).extensions.validationErrors.flatMap((problem) => Object.keys(problem.constraints ?? {}));
  }
}

describe('argument validation', () => {
  it('should refuse what a class decorator refuses, with type-graphql error and class-validator constraints', async () => {
    expect(await problemsOf(of(PageInput, { current: 0 }))).toEqual(['min']);
    expect(await problemsOf(of(PageInput, { current: 2 }))).toEqual([]);
  });

  it('should apply inherited constraints and skip missing properties as type-graphql did', async () => {
    expect(await problemsOf(of(NamedPageInput, { current: 0, name: 'too long' })).then((keys) => keys.sort())).toEqual([
      'maxLength',
      'min',
    ]);
    expect(await problemsOf(of(NamedPageInput, { current: 1 }))).toEqual([]);
  });

  it('should check every item of a list argument', async () => {
    expect(await problemsOf([of(PageInput, { current: 1 }), of(PageInput, { current: 1.5 })])).toEqual(['isInt']);
  });

  it('should let scalars, null and classes without decorators through', async () => {
    expect(await problemsOf('id-1')).toEqual([]);
    expect(await problemsOf(null)).toEqual([]);
    expect(await problemsOf(of(PlainInput, { anything: { current: 0 } }))).toEqual([]);
  });
});

describe('memoized rule lookups', () => {
  it('should answer repeated lookups from memory and see rules registered later', () => {
    const storage = new MetadataStorage();
    memoizeRuleLookups(storage);
    class Target {
      name?: string;
      size?: number;
    }
    const rule = (propertyName: string, name: string) =>
      ({
        type: ValidationTypes.CUSTOM_VALIDATION,
        target: Target,
        propertyName,
        name,
        constraints: [],
        groups: [],
      }) as unknown as ValidationMetadata;
    storage.addValidationMetadata(rule('name', 'first'));
    const first = storage.getTargetValidationMetadatas(Target, '', true, false);
    expect(first.map((metadata) => metadata.name)).toEqual(['first']);
    expect(storage.getTargetValidationMetadatas(Target, '', true, false)).toBe(first);
    expect(storage.groupByPropertyName(first)).toBe(storage.groupByPropertyName(first));
    // Another option set is its own answer.
    expect(storage.getTargetValidationMetadatas(Target, '', false, false, ['admin'])).toEqual([]);
    // A rule registered later (a class decorated after the first validation) is seen at once.
    storage.addValidationMetadata(rule('size', 'second'));
    const second = storage.getTargetValidationMetadatas(Target, '', true, false);
    expect(second.map((metadata) => metadata.name)).toEqual(['first', 'second']);
    expect(Object.keys(storage.groupByPropertyName(second))).toEqual(['name', 'size']);
  });

  it('should validate with the memoized lookups as before, whichever order the classes are used in', async () => {
    expect((await problemsOf(of(NamedPageInput, { current: 0, name: 'toolong' }))).sort()).toEqual(['maxLength', 'min']);
    expect(await problemsOf(of(PageInput, { current: 0 }))).toEqual(['min']);
    expect(await problemsOf(of(NamedPageInput, { current: 2, name: 'ok' }))).toEqual([]);
  });
});
