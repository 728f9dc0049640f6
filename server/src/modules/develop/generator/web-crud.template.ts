import type { CodegenField, CodegenJob } from './codegen-job';
import { commentText, tsString, type CodegenNames } from './codegen-names';
import { filterProperties } from './server-inputs.template';
import { permissionCodes } from './server-service.template';
import { dictOf, fromRowOf, webInputOf, zodOf } from './web-field.template';

/** The dictionary codes the page reads, each once, in column order. */
export const dictCodesOf = (job: CodegenJob): string[] => [...new Set(job.fields.flatMap((field) => dictOf(field) ?? []))];

/** An object literal on one line at `indent`, or a property per line when that would be long (as prettier lays it out). */
export function objectLines(parts: readonly string[], indent: string): string[] {
  const line = `${indent}{ ${parts.join(', ')} },`;
  return line.length <= 120 ? [line] : [`${indent}{`, ...parts.map((part) => `${indent}  ${part},`), `${indent}},`];
}

/** The i18n key of a field's label. */
const labelKey = (names: CodegenNames, property: string): string => `'${names.namespace}:fields.${property}'`;

function column(field: CodegenField, names: CodegenNames): string[] {
  const parts = [`accessor: '${field.property}'`, `title: ${labelKey(names, field.property)}`, 'sortable: true'];
  const dict = dictOf(field);
  if (dict) {
    parts.push(`value: (row) => dictionaries.${dict}.label(row.${field.property})`);
  } else if (field.kind === 'boolean') {
    const yesNo = `'${names.namespace}:options.yes' : '${names.namespace}:options.no'`;
    parts.push(`value: (row) => (row.${field.property} == null ? '' : i18n.t(row.${field.property} ? ${yesNo}))`);
  } else if (field.kind === 'datetime') {
    parts.push('noWrap: true', `value: (row) => formatDateTime(row.${field.property})`);
  } else if (field.kind === 'text') {
    parts.push('ellipsis: true');
  }
  return objectLines(parts, '      ');
}

const OPTIONS = (field: CodegenField): string => {
  const dict = dictOf(field);
  return dict ? `options: dictionaries.${dict}.options` : 'options: YES_NO';
};

function searchField(field: CodegenField, property: string, names: CodegenNames): string[] {
  const label = property === field.property ? `fields.${property}` : `search.${property}`;
  const parts = [`name: '${property}'`, `label: '${names.namespace}:${label}'`];
  const input = webInputOf(field);
  if (input === 'select' || input === 'boolean') {
    parts.push(`type: 'select'`, OPTIONS(field));
  } else if (field.kind === 'date' || field.kind === 'datetime') {
    parts.push(`type: 'date'`);
  }
  return objectLines(parts, '      ');
}

/** The placeholder key of a date or date-time text field (its format), if any. */
export function placeholderOf(field: CodegenField): 'date' | 'dateTime' | null {
  if (webInputOf(field) !== 'text') {
    return null;
  }
  return field.kind === 'date' ? 'date' : field.kind === 'datetime' ? 'dateTime' : null;
}

function formField(field: CodegenField, names: CodegenNames): string[] {
  const parts = [`name: '${field.property}'`, `label: ${labelKey(names, field.property)}`];
  const input = webInputOf(field);
  if (input === 'select' || input === 'boolean') {
    parts.push(`type: 'select'`, OPTIONS(field));
  } else if (input !== 'text') {
    parts.push(`type: '${input}'`);
  }
  if (field.required) {
    parts.push('required: true');
  }
  const format = placeholderOf(field);
  if (format) {
    parts.push(`placeholder: '${names.namespace}:placeholders.${format}'`);
  }
  if (input !== 'textarea') {
    parts.push('span: 12');
  }
  return objectLines(parts, '        ');
}

/** `z.string().trim()` -> `z`, `string()`, `trim()`: the chain split at its own dots, not at those inside a call. */
function topLevelCalls(chain: string): string[] {
  const calls: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < chain.length; index += 1) {
    const character = chain.charAt(index);
    if ('([{'.includes(character)) {
      depth += 1;
    } else if (')]}'.includes(character)) {
      depth -= 1;
    } else if (character === '.' && depth === 0) {
      calls.push(chain.slice(start, index));
      start = index + 1;
    }
  }
  return [...calls, chain.slice(start)];
}

/** A schema entry on one line, or its chain one call per line when long (as prettier lays it out). */
function zodLines(property: string, chain: string): string[] {
  const line = `  ${property}: ${chain},`;
  const calls = topLevelCalls(chain);
  // prettier breaks a long chain, and a chain of three calls or more when one takes a function
  if (line.length <= 130 && (calls.length < 4 || !chain.includes('=>'))) {
    return [line];
  }
  return [
    `  ${property}: ${calls[0] ?? ''}`,
    ...calls.slice(1).map((call, index) => `    .${call}${index === calls.length - 2 ? ',' : ''}`),
  ];
}

/** `<kebab>-crud.ts`: the page's row, search values, zod form schema and CrudConfig (shared/ui/crud/README.md). */
export function crudTemplate(job: CodegenJob, names: CodegenNames): string {
  const { entity, camel, camelPlural, namespace } = names;
  const codes = permissionCodes(names);
  const form = job.fields.filter((field) => field.isForm);
  const query = job.fields.filter((field) => field.isQuery);
  const dicts = dictCodesOf(job);
  const usesYesNo = job.fields.some((field) => webInputOf(field) === 'boolean' && (field.isForm || field.isQuery));
  const usesI18n = job.fields.some((field) => field.isList && field.kind === 'boolean' && !dictOf(field));
  const config = `CrudConfig<${entity}Row, ${entity}FormValues, ${entity}Search>`;
  const body = [
    `    key: '${job.moduleName}.${names.kebab}',`,
    `    title: 'menu:${codes.menu}',`,
    `    permissions: { add: '${codes.add}', edit: '${codes.edit}', delete: '${codes.delete}', view: '${codes.view}' },`,
    '    columns: [',
    ...job.fields.filter((field) => field.isList).flatMap((field) => column(field, names)),
    '      {',
    "        accessor: 'updateTime',",
    `        title: ${labelKey(names, 'updateTime')},`,
    '        sortable: true,',
    '        noWrap: true,',
    '        value: (row) => formatDateTime(row.updateTime),',
    '      },',
    '    ],',
    '    search: [',
    ...query.flatMap((field) => filterProperties(field).flatMap((property) => searchField(field, property, names))),
    '    ],',
    '    form: {',
    '      width: 720,',
    `      schema: ${camel}FormSchema,`,
    ...objectLines(
      form.map((field) => `${field.property}: ''`),
      '      ',
    ).map((line, index) => (index === 0 ? `      initialValues: ${line.trimStart()}` : line)),
    `      fromRow: (row) => ({`,
    ...form.map((field) => `        ${field.property}: ${fromRowOf(field)},`),
    '      }),',
    '      fields: [',
    ...form.flatMap((field) => formField(field, names)),
    '      ],',
    '    },',
    `    export: { fileName: '${namespace}:exportFileName' },`,
  ];
  return [
    `import { z } from 'zod';`,
    `import type { ${names.pascalPlural}Query } from '../../../generated/graphql';`,
    ...(usesI18n ? [`import { i18n } from '../../../i18n/i18n';`] : []),
    ...(dicts.length > 0 ? [`import type { DictionaryState } from '../../../shared/hooks/useDictionary';`] : []),
    `import type { ${usesYesNo ? 'CrudConfig, CrudOption' : 'CrudConfig'} } from '../../../shared/ui/crud/crud-types';`,
    `import { formatDateTime } from '../../../shared/utils/format-date-time';`,
    '',
    `/** A row of the ${commentText(job.titleEn).toLowerCase()} list. */`,
    `export type ${entity}Row = ${names.pascalPlural}Query['${camelPlural}']['records'][number];`,
    '',
    `/** The search panel's values as typed (${names.kebab}-filter.ts turns them into the list filter). */`,
    ...(query.length > 0
      ? [
          `export interface ${entity}Search {`,
          ...query.flatMap((field) => filterProperties(field).map((property) => `  ${property}?: string;`)),
          '}',
        ]
      : [`export type ${entity}Search = Record<string, never>;`]),
    '',
    '/** The add/edit form, checked on blur and on submit; lengths and formats as on the server. */',
    `export const ${camel}FormSchema = z.object({`,
    ...form.flatMap((field) => zodLines(field.property, zodOf(field, namespace))),
    '});',
    '',
    `export type ${entity}FormValues = z.infer<typeof ${camel}FormSchema>;`,
    ...(usesYesNo
      ? [
          '',
          `const YES_NO: readonly CrudOption[] = [`,
          `  { value: 'true', label: '${namespace}:options.yes' },`,
          `  { value: 'false', label: '${namespace}:options.no' },`,
          '];',
        ]
      : []),
    ...(dicts.length > 0
      ? [
          '',
          '/** The dictionaries of the select columns (useDictionary in the page), by code. */',
          `export type ${entity}Dictionaries = Record<${dicts.map(tsString).join(' | ')}, Pick<DictionaryState, 'options' | 'label'>>;`,
        ]
      : []),
    '',
    `/** ${commentText(job.titleEn)} (/${job.moduleName}/${names.kebab}): columns, search, form and button codes. */`,
    ...(dicts.length > 0
      ? [`export function ${camel}Crud(dictionaries: ${entity}Dictionaries): ${config} {`, '  return {', ...body, '  };', '}']
      : [`export const ${camel}Crud: ${config} = {`, ...body.map((line) => line.slice(2)), '};']),
    '',
  ].join('\n');
}
