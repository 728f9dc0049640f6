import type { CodegenField, CodegenJob } from './codegen-job';
import { commentText, pascalCase, tsString, type CodegenNames } from './codegen-names';
import { filterProperties } from './server-inputs.template';
import type { WiringEdit } from './server-module.template';

/** The names of the legacy rows of a job: file base, operation prefix, routes function. */
export function restNames(job: CodegenJob, names: CodegenNames): { base: string; prefix: string; routes: string; fragment: string } {
  const prefix = `Legacy${pascalCase(job.moduleName)}${names.entity}`;
  return {
    base: `${job.moduleName}-${names.kebab}`,
    prefix,
    routes: `${names.namespace}Routes`,
    fragment: `${prefix}Fields`,
  };
}

const AUDIT = ['createUser', 'createDept', 'createTime', 'updateUser', 'updateTime', 'status'];

/** `server/src/rest/operations/<module>-<kebab>.graphql`: the operations the legacy rows run, with their own fragment. */
export function restOperationsTemplate(job: CodegenJob, names: CodegenNames): string {
  const rest = restNames(job, names);
  const { entity, camel, camelPlural, pascalPlural } = names;
  return [
    `fragment ${rest.fragment} on ${entity} {`,
    ...['id', ...job.fields.map((field) => field.property), ...AUDIT].map((name) => `  ${name}`),
    '}',
    '',
    `query ${rest.prefix}List($filter: ${entity}Filter, $page: PageInput) {`,
    `  ${camelPlural}(filter: $filter, page: $page) {`,
    '    records {',
    `      ...${rest.fragment}`,
    '    }',
    '    total',
    '    size',
    '    current',
    '    pages',
    '  }',
    '}',
    '',
    `query ${rest.prefix}Detail($id: ID!) {`,
    `  ${camel}(id: $id) {`,
    `    ...${rest.fragment}`,
    '  }',
    '}',
    '',
    `mutation ${rest.prefix}Submit($input: ${entity}Input!) {`,
    `  submit${entity}(input: $input) {`,
    '    id',
    '  }',
    '}',
    '',
    `mutation ${rest.prefix}Remove($ids: [ID!]!) {`,
    `  remove${pascalPlural}(ids: $ids)`,
    '}',
    '',
  ].join('\n');
}

const BODY = 'readBody(request, BODY)';

/** A constant array on one line, or an element per line when long (as prettier lays it out). */
function arrayLines(declaration: string, items: readonly string[]): string[] {
  const line = `${declaration} = [${items.join(', ')}];`;
  return line.length <= 130 ? [line] : [`${declaration} = [`, ...items.map((item) => `  ${item},`), '];'];
}

/** A query-string filter value of the legacy list as the GraphQL filter takes it (blank: left out). */
function filterValue(field: CodegenField, property: string): string {
  const read = `readParam(request, '${property}')`;
  switch (field.kind) {
    case 'integer':
      return `readIntParam(request, '${property}')`;
    case 'float':
      return `optional(${read}, Number)`;
    case 'boolean':
      return `optional(${read}, (value) => value === 'true' || value === '1')`;
    case 'datetime':
      return `parseLegacyDateTime(${read}, options.timeZone)?.toISOString()`;
    default:
      return `${read} || undefined`;
  }
}

/** `server/src/rest/routes/<module>-<kebab>.routes.ts`: list, detail, submit and remove in the R<...> envelope. */
export function restRoutesTemplate(job: CodegenJob, names: CodegenNames): string {
  const rest = restNames(job, names);
  const base = `/${job.serviceName}/${names.kebab}`;
  const query = job.fields.filter((field) => field.isQuery);
  const filters = query.flatMap((field) =>
    filterProperties(field).map((property) => `        ${property}: ${filterValue(field, property)},`),
  );
  const usesOptional = query.some((field) => field.kind === 'float' || field.kind === 'boolean');
  const usesDates = job.fields.some((field) => field.kind === 'datetime');
  const integers = job.fields.filter((field) => field.isForm && field.kind === 'integer').map((field) => tsString(field.property));
  const datesQueried = query.some((field) => field.kind === 'datetime');
  const formats = ['legacyAudit', ...(usesDates ? ['legacyDateTime'] : []), 'legacyPage', ...(datesQueried ? ['parseLegacyDateTime'] : [])];
  const params = ['readBody', 'readIdList', ...(query.some((field) => field.kind === 'integer') ? ['readIntParam'] : []), 'readPage'];
  if (query.some((field) => field.kind !== 'integer')) {
    params.push('readParam');
  }
  params.push('requireParam');
  const rowValue = (field: CodegenField): string =>
    field.kind === 'datetime' ? `legacyDateTime(row.${field.property}, options.timeZone)` : `row.${field.property}`;
  return [
    ...(integers.length > 0 ? [`import { withIntFields } from '../legacy-body';`] : []),
    `import { DEFAULT_SUCCESS_MESSAGE, envelope, statusOk } from '../legacy-envelope';`,
    `import { ${formats.join(', ')} } from '../legacy-format';`,
    `import { ${params.sort().join(', ')} } from '../legacy-params';`,
    `import { operationRoute, type LegacyRoute, type LegacyRouteOptions } from '../legacy-route';`,
    'import {',
    `  ${rest.prefix}DetailDocument,`,
    `  ${rest.prefix}ListDocument,`,
    `  ${rest.prefix}RemoveDocument,`,
    `  ${rest.prefix}SubmitDocument,`,
    `  type ${rest.fragment}Fragment,`,
    `} from '../generated/operations';`,
    '',
    ...(usesOptional
      ? [
          '/** A blank query parameter is left out; any other value converted. */',
          'const optional = <T>(value: string | undefined, convert: (text: string) => T): T | undefined =>',
          "  value === undefined || value.trim() === '' ? undefined : convert(value.trim());",
          '',
        ]
      : []),
    '/** The fields a submit body may hold (others are ignored, as Spring did). */',
    ...arrayLines('const BODY', ["'id'", ...job.fields.filter((field) => field.isForm).map((field) => tsString(field.property))]),
    ...(integers.length > 0 ? ['/** Fields legacy clients send as "1" or 1 alike. */', ...arrayLines('const INTEGERS', integers)] : []),
    '',
    `/** ${commentText(job.titleEn)}: ${base}/list, detail, submit, remove. */`,
    `export function ${rest.routes}(options: LegacyRouteOptions): LegacyRoute[] {`,
    `  const record = (row: ${rest.fragment}Fragment) => ({`,
    '    ...legacyAudit(row, options.timeZone),',
    ...job.fields.map((field) => `    ${field.property}: ${rowValue(field)},`),
    '  });',
    '  return [',
    '    operationRoute({',
    "      method: 'GET',",
    `      path: '${base}/list',`,
    `      operation: ${rest.prefix}ListDocument,`,
    '      variables: (request) => ({',
    '        page: readPage(request),',
    ...(filters.length > 0 ? ['        filter: {', ...filters.map((line) => `  ${line}`), '        },'] : []),
    '      }),',
    `      reshape: (data) => envelope(200, legacyPage(data.${names.camelPlural}, record), DEFAULT_SUCCESS_MESSAGE),`,
    '    }),',
    '    operationRoute({',
    "      method: 'GET',",
    `      path: '${base}/detail',`,
    `      operation: ${rest.prefix}DetailDocument,`,
    "      variables: (request) => ({ id: requireParam(request, 'id', 19) }),",
    `      reshape: (data) => envelope(200, record(data.${names.camel}), DEFAULT_SUCCESS_MESSAGE),`,
    '    }),',
    '    operationRoute({',
    "      method: 'POST',",
    `      path: '${base}/submit',`,
    `      partial: { detail: '${base}/detail' },`,
    `      operation: ${rest.prefix}SubmitDocument,`,
    `      variables: (request) => ({ input: ${integers.length > 0 ? 'withIntFields(readBody(request, BODY), INTEGERS)' : BODY} }),`,
    '      reshape: statusOk,',
    '    }),',
    '    operationRoute({',
    "      method: 'POST',",
    `      path: '${base}/remove',`,
    `      operation: ${rest.prefix}RemoveDocument,`,
    "      variables: (request) => ({ ids: readIdList(request, 'ids') }),",
    '      reshape: statusOk,',
    '    }),',
    '  ];',
    '}',
    '',
  ].join('\n');
}

/** The rows listed in the legacy table (server/src/rest/legacy-routes.ts). */
export function restWiringEdits(job: CodegenJob, names: CodegenNames): WiringEdit[] {
  const rest = restNames(job, names);
  const file = 'server/src/rest/legacy-routes.ts';
  return [
    {
      file,
      after: `import { paramRoutes } from './routes/param.routes';`,
      insert: `import { ${rest.routes} } from './routes/${rest.base}.routes';`,
    },
    { file, after: '    ...paramRoutes(options),', insert: `    ...${rest.routes}(options),` },
  ];
}
