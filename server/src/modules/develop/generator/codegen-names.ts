import type { CodegenJob } from './codegen-job';

/** Column and table names the generator accepts: plain SQL identifiers. */
const SQL_IDENTIFIER = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
/** Module folder names: lower-case words joined by hyphens. */
const MODULE_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
/** Legacy service names (`blade-school`). */
const SERVICE_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
/** Dictionary codes. */
const DICT_CODE = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

/** Words TypeScript or GraphQL would refuse, or that collide with the base entity's properties. */
const RESERVED = new Set([
  'break',
  'case',
  'catch',
  'class',
  'const',
  'continue',
  'debugger',
  'default',
  'delete',
  'do',
  'else',
  'enum',
  'export',
  'extends',
  'false',
  'finally',
  'for',
  'function',
  'if',
  'import',
  'in',
  'instanceof',
  'new',
  'null',
  'return',
  'super',
  'switch',
  'this',
  'throw',
  'true',
  'try',
  'typeof',
  'var',
  'void',
  'while',
  'with',
  'yield',
  'let',
  'static',
  'await',
  'constructor',
  'prototype',
  '__proto__',
  'id',
  'createUser',
  'createDept',
  'createTime',
  'updateUser',
  'updateTime',
  'status',
  'isDeleted',
  'tenantId',
  'page',
  'filter',
  'sort',
]);

export function isSqlIdentifier(value: string): boolean {
  return SQL_IDENTIFIER.test(value);
}

export function isModuleName(value: string): boolean {
  return MODULE_NAME.test(value);
}

export function isServiceName(value: string): boolean {
  return SERVICE_NAME.test(value);
}

export function isDictCode(value: string): boolean {
  return DICT_CODE.test(value);
}

/** A property name the generated classes may use. */
export function isPropertyName(value: string): boolean {
  return /^[a-z][A-Za-z0-9]{0,63}$/.test(value) && !RESERVED.has(value);
}

/** `course_name` / `courseName` / `CourseName` -> words `course`, `name`. */
export function wordsOf(value: string): string[] {
  return value
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word !== '')
    .map((word) => word.toLowerCase());
}

export const pascalCase = (value: string): string =>
  wordsOf(value)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join('');
export const camelCase = (value: string): string => {
  const pascal = pascalCase(value);
  return pascal.charAt(0).toLowerCase() + pascal.slice(1);
};
export const kebabCase = (value: string): string => wordsOf(value).join('-');
export const snakeCase = (value: string): string => wordsOf(value).join('_');

/** English plural of the last word (`course` -> `courses`, `category` -> `categories`, `class` -> `classes`). */
export function plural(value: string): string {
  if (/[^aeiou]y$/.test(value)) {
    return `${value.slice(0, -1)}ies`;
  }
  if (/(s|x|z|ch|sh)$/.test(value)) {
    return `${value}es`;
  }
  return `${value}s`;
}

/** `courseName` -> `Course name` (the English label when none is given). */
export function humanize(value: string): string {
  const words = wordsOf(value);
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Text from metadata inside a single-quoted TypeScript string literal. */
export function tsString(value: string): string {
  const text = value.replace(/\r?\n|\r|\u2028|\u2029/g, ' ');
  // the quote prettier picks: single, unless the text holds more single quotes than double ones
  const quote = (text.match(/'/g)?.length ?? 0) > (text.match(/"/g)?.length ?? 0) ? '"' : "'";
  return `${quote}${text.replace(quote === "'" ? /[\\']/g : /[\\"]/g, (character) => `\\${character}`)}${quote}`;
}

/** Text from metadata inside a JSDoc or GraphQL description comment: one line, no comment terminator. */
export function commentText(value: string): string {
  return value
    .replace(/\*\//g, '* /')
    .replace(/\r?\n|\r|\u2028|\u2029/g, ' ')
    .trim();
}

/** The names one job's files use, all derived from the table name without its prefix. */
export interface CodegenNames {
  /** `Course` */
  entity: string;
  /** `course` */
  camel: string;
  /** `courses` */
  camelPlural: string;
  /** `Courses` */
  pascalPlural: string;
  /** `course` (file and folder names, the route's last segment) */
  kebab: string;
  /** `school_course`-style permission code prefix: the table without prefix in snake case (`course`) */
  code: string;
  /** The web page's own i18n namespace, module and table (`schoolCourse`): never one of the product's namespaces. */
  namespace: string;
  /** The service's key in app's `Services`, the module first so it never meets an existing one (`schoolCourses`). */
  serviceKey: string;
  /** The name app/services.ts imports the service class under (`SchoolCourseService`). */
  serviceAlias: string;
}

/** A table name without its prefix (`school_course` with `school_` -> `course`); the whole name when it is all prefix. */
function withoutPrefix(tableName: string, prefix: string): string {
  return prefix && tableName.startsWith(prefix) && tableName.length > prefix.length ? tableName.slice(prefix.length) : tableName;
}

/** A table name to its entity class name, prefix stripped: blade_notice with prefix blade_ -> Notice. */
export function entityNameOf(tableName: string, prefix = ''): string {
  return pascalCase(withoutPrefix(tableName, prefix));
}

export function namesOf(job: Pick<CodegenJob, 'tableName' | 'tablePrefix' | 'moduleName'>): CodegenNames {
  const base = withoutPrefix(job.tableName, job.tablePrefix);
  const entity = pascalCase(base);
  const camel = camelCase(base);
  const words = wordsOf(base);
  const last = words.pop() ?? base;
  const pluralWords = [...words, plural(last)];
  return {
    entity,
    camel,
    camelPlural: camelCase(pluralWords.join('_')),
    pascalPlural: pascalCase(pluralWords.join('_')),
    kebab: kebabCase(base),
    code: snakeCase(base),
    namespace: camelCase(`${job.moduleName}_${base}`),
    serviceKey: camelCase(`${job.moduleName}_${pluralWords.join('_')}`),
    serviceAlias: `${pascalCase(job.moduleName)}${entity}Service`,
  };
}
