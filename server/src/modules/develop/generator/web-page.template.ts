import type { CodegenJob } from './codegen-job';
import { commentText, pascalCase, type CodegenNames } from './codegen-names';
import { filterProperties } from './server-inputs.template';
import { dictCodesOf } from './web-crud.template';
import { filterOf, toInputOf } from './web-field.template';

/** `<Entity>Page.tsx`: the three lines of a toolkit page, plus one useDictionary per dictionary column. */
export function pageTemplate(job: CodegenJob, names: CodegenNames): string {
  const { entity, camel } = names;
  const dicts = dictCodesOf(job).map((code) => ({ code, name: `${names.camel}${pascalCase(code)}` }));
  const dictionaries = dicts.map(({ code, name }) => `${code}: { options: ${name}Options, label: ${name}Label }`).join(', ');
  const configLines =
    dicts.length > 0
      ? [
          ...dicts.map(({ code, name }) => `  const { options: ${name}Options, label: ${name}Label } = useDictionary('${code}');`),
          '  const config = useMemo(',
          `    () => ${camel}Crud({ ${dictionaries} }),`,
          `    [${dicts.map(({ name }) => `${name}Options, ${name}Label`).join(', ')}],`,
          '  );',
        ]
      : [`  const config = ${camel}Crud;`];
  return [
    ...(dicts.length > 0
      ? [`import { useMemo } from 'react';`, `import { useDictionary } from '../../../shared/hooks/useDictionary';`]
      : []),
    `import { CrudPage } from '../../../shared/ui/crud/CrudPage';`,
    `import { useCrudList } from '../../../shared/ui/crud/useCrudList';`,
    `import { useCrudOperations } from '../../../shared/ui/crud/useCrudOperations';`,
    `import { ${camel}Crud } from './${names.kebab}-crud';`,
    `import { ${camel}Operations } from './${names.kebab}-operations';`,
    '',
    `/** ${commentText(job.titleEn)} (/${job.moduleName}/${names.kebab}): list, search, add / edit / view / delete, export. */`,
    `export function ${entity}Page() {`,
    ...configLines,
    '  const list = useCrudList(config);',
    `  const operations = useCrudOperations(list.variables, ${camel}Operations);`,
    '  return <CrudPage config={config} list={list} operations={operations} />;',
    '}',
    '',
  ].join('\n');
}

/** `<kebab>-operations.ts`: the list (with export), detail, submit and remove for useCrudOperations. */
export function operationsTemplate(job: CodegenJob, names: CodegenNames): string {
  const { entity, camel, camelPlural, pascalPlural } = names;
  const form = job.fields.filter((field) => field.isForm);
  const usesInstant = form.some((field) => field.kind === 'datetime');
  const documents = [`${entity}Document`, `${pascalPlural}Document`, `Remove${pascalPlural}Document`, `Submit${entity}Document`];
  return [
    `import { ${documents.join(', ')} } from '../../../generated/graphql';`,
    `import { crudOperations } from '../../../shared/ui/crud/useCrudOperations';`,
    `import type { ${entity}FormValues, ${entity}Row, ${entity}Search } from './${names.kebab}-crud';`,
    `import { ${camel}Filter${usesInstant ? ', instantOf' : ''} } from './${names.kebab}-filter';`,
    '',
    `/** The ${commentText(job.titleEn).toLowerCase()} page's list (with export), detail, submit and remove, for useCrudOperations. */`,
    `export const ${camel}Operations = crudOperations<${entity}Row, ${entity}FormValues, ${entity}Search>()({`,
    `  list: ${pascalPlural}Document,`,
    `  page: (data) => data.${camelPlural},`,
    `  variables: ({ filter, page, sort }) => ({ filter: ${camel}Filter(filter), page, ...(sort ? { sort } : {}) }),`,
    '  exportable: true,',
    `  detail: { document: ${entity}Document, row: (data) => data.${camel} },`,
    '  submit: {',
    `    document: Submit${entity}Document,`,
    '    input: (values, row) => ({',
    '      ...(row ? { id: row.id } : {}),',
    ...form.map((field) => `      ${field.property}: ${toInputOf(field)},`),
    '    }),',
    '  },',
    `  remove: { document: Remove${pascalPlural}Document },`,
    '});',
    '',
  ].join('\n');
}

/** `<kebab>-filter.ts`: the search values (text as typed) as the list query's filter; blank or malformed values are left out. */
export function filterTemplate(job: CodegenJob, names: CodegenNames): string {
  const { entity, camel } = names;
  const query = job.fields.filter((field) => field.isQuery);
  const usesDayjs =
    query.some((field) => field.kind === 'datetime') || job.fields.some((field) => field.isForm && field.kind === 'datetime');
  const usesInstant = job.fields.some((field) => field.isForm && field.kind === 'datetime');
  return [
    ...(usesDayjs ? [`import dayjs from 'dayjs';`] : []),
    `import type { ${entity}Filter } from '../../../generated/graphql';`,
    `import type { ${entity}Search } from './${names.kebab}-crud';`,
    '',
    '/** The list filter of the search values; a date range runs from the start of the first day to the end of the last. */',
    `export function ${camel}Filter(${query.length > 0 ? 'search' : '_search'}: Partial<${entity}Search>): ${entity}Filter {`,
    `  const filter: ${entity}Filter = {};`,
    ...query.flatMap((field) => filterProperties(field).flatMap((property) => filterOf(field, property))),
    '  return filter;',
    '}',
    ...(usesInstant
      ? [
          '',
          '/** A local date and time typed in the form (`YYYY-MM-DD HH:mm[:ss]`) as the instant the server stores. */',
          'export function instantOf(text: string): string {',
          "  return dayjs(text.trim().replace(' ', 'T')).toISOString();",
          '}',
        ]
      : []),
    '',
  ].join('\n');
}
