// The one place that calls Mantine's schemaResolver (the lint rule sends every form here).
// eslint-disable-next-line no-restricted-imports
import { schemaResolver } from '@mantine/form';
import type { FormErrors } from '@mantine/form';
import type { $ZodType } from 'zod/v4/core';

/**
 * What a form validates with: a zod schema of its values, from `zod` (most forms) or `zod/mini` (the pages before
 * sign-in, where the full zod is too many bytes: CONTRIBUTING.md, before sign-in); both build zod/v4/core schemas.
 */
export type FormSchema = $ZodType;

/**
 * Every form validates one way: `useForm({ validate: zodValidate(schema) })`. The schema's messages are what
 * the form shows (i18n keys translated where the field is drawn, or text the schema got from `t`). Synchronous,
 * so `form.validate()` and on-blur checks answer at once; the first issue of a field is its message.
 */
export function zodValidate(schema: FormSchema): (values: unknown) => FormErrors {
  return schemaResolver(schema, { sync: true });
}
