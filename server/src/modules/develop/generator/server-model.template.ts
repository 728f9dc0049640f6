import type { CodegenField, CodegenJob } from './codegen-job';
import { commentText, snakeCase, tsString, type CodegenNames } from './codegen-names';

/** The TypeScript type of a field's value. */
export function tsTypeOf(field: CodegenField): string {
  switch (field.kind) {
    case 'integer':
    case 'float':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'datetime':
      return 'Date';
    default:
      return 'string';
  }
}

/** The type-graphql type function of a field. */
export function graphqlTypeOf(field: CodegenField): string {
  switch (field.kind) {
    case 'id':
      return 'ID';
    case 'integer':
      return 'Int';
    case 'float':
      return 'Float';
    case 'boolean':
      return 'Boolean';
    case 'datetime':
      return 'Date';
    default:
      return 'String';
  }
}

/** The MikroORM property options of a field (the column name only where the naming strategy would not find it). */
function propertyOptions(field: CodegenField): string {
  const options: string[] = [];
  switch (field.kind) {
    case 'id':
      options.push('type: IdType');
      break;
    case 'string':
      options.push(`type: 'string'`, `length: ${field.length ?? 255}`);
      break;
    case 'text':
      options.push(`type: 'text'`);
      break;
    case 'integer':
      options.push(`type: 'integer'`);
      break;
    case 'float':
      options.push(`type: 'double'`);
      break;
    case 'decimal':
      options.push(`type: 'decimal'`, `precision: ${field.precision ?? 10}`, `scale: ${field.scale ?? 2}`);
      break;
    case 'boolean':
      options.push(`type: 'boolean'`);
      break;
    case 'date':
      options.push(`type: 'date'`);
      break;
    case 'datetime':
      options.push('type: DateTimeType', 'length: 3');
      break;
  }
  if (snakeCase(field.property) !== field.column) {
    options.push(`fieldName: ${tsString(field.column)}`);
  }
  if (!field.required) {
    options.push('nullable: true');
  }
  return `{ ${options.join(', ')} }`;
}

function entityField(field: CodegenField): string {
  const type = tsTypeOf(field);
  const nullable = field.required ? '' : ', nullable: true';
  const description = tsString(commentText(field.labelEn));
  const declaration = field.required ? `${field.property}!: ${type};` : `${field.property}?: ${type} | null;`;
  return [
    `  /** ${commentText(field.label)} (column ${field.column}). */`,
    `  @Field(() => ${graphqlTypeOf(field)}, { description: ${description}${nullable} })`,
    `  @Property(${propertyOptions(field)})`,
    `  ${declaration}`,
  ].join('\n');
}

/** `<kebab>.entity.ts`: one class that is the table's entity and its GraphQL type. */
export function entityTemplate(job: CodegenJob, names: CodegenNames): string {
  const base = job.tenant ? 'TenantScopedEntity' : 'BaseEntity';
  const graphqlTypes = [
    ...new Set([
      'ObjectType',
      'Field',
      ...job.fields.map(graphqlTypeOf).filter((type) => type !== 'Date' && type !== 'String' && type !== 'Boolean'),
    ]),
  ];
  const ormImports = ['Entity', 'Property', ...(job.fields.some((field) => field.kind === 'datetime') ? ['DateTimeType'] : [])];
  const lines = [
    `import { ${ormImports.sort().join(', ')} } from '@mikro-orm/core';`,
    `import { ${graphqlTypes.sort().join(', ')} } from 'type-graphql';`,
    `import { ${base} } from '../../../core/db/base.entity';`,
    ...(job.fields.some((field) => field.kind === 'id') ? [`import { IdType } from '../../../core/db/id.type';`] : []),
    '',
    `/** ${commentText(job.title)} (table ${job.tableName}). */`,
    `@ObjectType(${tsString(names.entity)}, { description: ${tsString(commentText(job.titleEn))} })`,
    `@Entity({ tableName: ${tsString(job.tableName)} })`,
    `export class ${names.entity} extends ${base} {`,
    job.fields.map(entityField).join('\n\n'),
    '}',
    '',
  ];
  return lines.join('\n');
}

/** `<kebab>.types.ts`: the page type of the list. */
export function typesTemplate(names: CodegenNames): string {
  return [
    `import { createPageType } from '../../../core/graphql/page.types';`,
    `import { ${names.entity} } from './${names.kebab}.entity';`,
    '',
    `export const ${names.entity}Page = createPageType(${names.entity}, '${names.entity}Page');`,
    `export type ${names.entity}Page = InstanceType<typeof ${names.entity}Page>;`,
    '',
  ].join('\n');
}
