import type { CodegenField, CodegenJob } from './codegen-job';
import { commentText, humanize, tsString, type CodegenNames } from './codegen-names';
import { graphqlTypeOf, tsTypeOf } from './server-model.template';

/** The message key of a required field (`course.courseNameRequired`). */
export const requiredKey = (names: CodegenNames, field: CodegenField): string => `${names.camel}.${field.property}Required`;

/** class-validator decorators of a value (besides required / optional). */
function rules(field: CodegenField): string[] {
  switch (field.kind) {
    case 'id':
      return ['@Matches(/^\\d{1,19}$/)'];
    case 'string':
      return [`@MaxLength(${field.length ?? 255})`];
    case 'text':
      return ['@MaxLength(65535)'];
    case 'integer':
      return ['@IsInt()'];
    case 'float':
      return ['@IsNumber()'];
    case 'decimal':
      return ['@Matches(/^-?\\d{1,30}(\\.\\d{1,10})?$/)'];
    case 'date':
      return ['@Matches(/^\\d{4}-\\d{2}-\\d{2}$/)'];
    case 'boolean':
      return ['@IsBoolean()'];
    case 'datetime':
      return ['@IsDate()'];
  }
}

function inputField(property: string, field: CodegenField, description: string, required: string | null): string {
  const type = tsTypeOf(field);
  return [
    `  @Field(() => ${graphqlTypeOf(field)}, { ${required ? '' : 'nullable: true, '}description: ${tsString(description)} })`,
    ...(required
      ? field.kind === 'string' || field.kind === 'text'
        ? [`  @IsNotEmpty({ message: ${tsString(required)} })`]
        : []
      : ['  @IsOptional()']),
    ...rules(field).map((rule) => `  ${rule}`),
    required ? `  ${property}!: ${type};` : `  ${property}?: ${type} | null;`,
  ].join('\n');
}

/** The filter fields of one query column: one value, or from/to for `between`. */
export function filterProperties(field: CodegenField): string[] {
  return field.queryType === 'between' ? [`${field.property}From`, `${field.property}To`] : [field.property];
}

/** `<kebab>.inputs.ts`: the list filter (query columns) and the add/change input (form columns). */
export function inputsTemplate(job: CodegenJob, names: CodegenNames): string {
  const queryFields = job.fields.filter((field) => field.isQuery);
  const formFields = job.fields.filter((field) => field.isForm);
  const filterBody = queryFields.flatMap((field) =>
    filterProperties(field).map((property) => {
      const suffix = property.endsWith('From') && field.queryType === 'between' ? ' (from)' : property.endsWith('To') ? ' (to)' : '';
      return inputField(property, field, `${commentText(field.labelEn)}${suffix}`, null);
    }),
  );
  const formBody = formFields.map((field) =>
    inputField(field.property, field, commentText(field.labelEn), field.required ? requiredKey(names, field) : null),
  );
  const all = [...filterBody, ...formBody].join('\n');
  const validators = ['IsBoolean', 'IsDate', 'IsInt', 'IsNotEmpty', 'IsNumber', 'IsOptional', 'Matches', 'MaxLength'].filter((name) =>
    new RegExp(`@${name}\\(`).test(all + '@IsOptional(@Matches('),
  );
  const graphqlTypes = [...new Set(['Field', 'ID', 'InputType', ...[...queryFields, ...formFields].map(graphqlTypeOf)])].filter(
    (type) => type !== 'Date' && type !== 'String' && type !== 'Boolean',
  );
  return [
    `import { ${validators.join(', ')} } from 'class-validator';`,
    `import { ${graphqlTypes.sort().join(', ')} } from 'type-graphql';`,
    '',
    `@InputType({ description: ${tsString(`Filters of the ${humanize(names.camelPlural).toLowerCase()} list.`)} })`,
    `export class ${names.entity}Filter {`,
    filterBody.join('\n\n'),
    '}',
    '',
    `@InputType({ description: ${tsString(`A ${humanize(names.camel).toLowerCase()} to add (no id) or change (with id).`)} })`,
    `export class ${names.entity}Input {`,
    `  @Field(() => ID, { nullable: true, description: 'Id of the row to change; absent to add one.' })`,
    '  @IsOptional()',
    '  @Matches(/^\\d{1,19}$/)',
    '  id?: string;',
    ...(formBody.length > 0 ? ['', formBody.join('\n\n')] : []),
    '}',
    '',
  ].join('\n');
}

/** `<kebab>.messages.ts`: the module's messages in both languages. */
export function messagesTemplate(job: CodegenJob, names: CodegenNames): string {
  const entries = job.fields
    .filter((field) => field.isForm && field.required)
    .map(
      (field) =>
        `  ${tsString(requiredKey(names, field))}: { 'zh-CN': ${tsString(`请输入${commentText(field.label)}`)}, en: ${tsString(
          `Please enter the ${commentText(field.labelEn).toLowerCase()}`,
        )} },`,
    );
  return [
    `/** Messages of ${commentText(job.titleEn).toLowerCase()} (zh-CN and en), listed in the module's descriptor. */`,
    `export const ${names.code.toUpperCase()}_MESSAGES = {`,
    `  ${tsString(`${names.camel}.notFound`)}: { 'zh-CN': ${tsString(`${commentText(job.title)}不存在`)}, en: ${tsString(
      `The ${commentText(job.titleEn).toLowerCase()} does not exist`,
    )} },`,
    ...entries,
    '} as const;',
    '',
  ].join('\n');
}
