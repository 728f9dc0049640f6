import { z } from 'zod';
import { wholeNumberSchema } from '../../../shared/utils/whole-number-schema';
import type { CrudOption } from '../../../shared/ui/crud/crud-types';

const tooLong = 'dict:validation.tooLong';

const requiredText = (messageKey: string) => z.string().trim().min(1, messageKey).max(255, tooLong);

/** Sort: a whole number 0..99 999 999 (as on the server); '' (empty) gives the required message. */
const sortSchema = wholeNumberSchema(0, 99_999_999, 'dict:validation.sortRange', 'dict:validation.sortRequired');

const sealedSchema = z.enum(['0', '1'], { error: 'dict:validation.sealedRequired' });

/** The dictionary (root) form (SPEC §5): code, name, sort and sealed required, on blur. */
export const dictParentSchema = z.object({
  code: requiredText('dict:validation.codeRequired'),
  dictValue: requiredText('dict:validation.dictValueRequired'),
  sort: sortSchema,
  isSealed: sealedSchema,
  remark: z.string().max(255, tooLong),
});

/** The item form (SPEC §5): code, name, key and sort required; the parent is not required. */
export const dictChildSchema = dictParentSchema.extend({
  parentId: z.string(),
  dictKey: requiredText('dict:validation.dictKeyRequired'),
});

/** isSealed: 0 no / 1 yes (SPEC §3). */
export const sealedOptions: readonly CrudOption[] = [
  { value: '0', label: 'dict:sealed.0' },
  { value: '1', label: 'dict:sealed.1' },
];
