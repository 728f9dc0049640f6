import { getMetadataStorage as validationMetadata } from 'class-validator';
import { getMetadataStorage as typeMetadata } from 'type-graphql';
import { DEFAULT_MAX_LENGTH, MAX_LENGTH_OVERRIDES, RICH_MAX_LENGTH, textKind } from './text-policy';

/**
 * The @MaxLength of each input type's field (`Type.field`), read from class-validator's metadata through the
 * input classes type-graphql registered, so the boundary and the per-field validation agree.
 */
function declaredMaxLengths(): Map<string, number> {
  const lengths = new Map<string, number>();
  const validations = validationMetadata();
  for (const input of typeMetadata().inputTypes) {
    for (const rule of validations.getTargetValidationMetadatas(input.target, '', true, false)) {
      if (rule.name === 'maxLength' && typeof rule.constraints[0] === 'number') {
        lengths.set(`${input.name}.${rule.propertyName}`, rule.constraints[0]);
      }
    }
  }
  return lengths;
}

let declared: Map<string, number> | undefined;

/** The maximum length of the string at `owner.field`: its @MaxLength, an override, or the default of its kind. */
export function maxLengthOf(owner: string, field: string): number {
  declared ??= declaredMaxLengths();
  const key = `${owner}.${field}`;
  return declared.get(key) ?? MAX_LENGTH_OVERRIDES[key] ?? (textKind(owner, field) === 'rich' ? RICH_MAX_LENGTH : DEFAULT_MAX_LENGTH);
}
