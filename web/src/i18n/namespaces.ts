/**
 * The i18next namespaces in two groups, each loaded per language on demand (locale-backend.ts): the shell's
 * (login page, admin layout, the guards and providers; loaded before the first render) and the pages'
 * (loaded with the first page's code, lazy-page.ts). A namespace a layout component uses belongs to the shell.
 */
export const shellNamespaces = [
  'common',
  'auth',
  'errors',
  'register',
  'theme',
  'lock',
  'layout',
  'menu',
  'seed',
  'noticePopover',
  'switchRole',
  'errorLog',
  'home',
  'info',
] as const;

export const pageNamespaces = [
  'crud',
  'system',
  'dict',
  'tenantPackage',
  'tenant',
  'client',
  'datasource',
  'develop',
  'region',
  'notice',
  'tree',
  'dept',
  'post',
  'role',
  'menuAdmin',
  'topmenu',
  'scope',
  'user',
  'log',
  'oss',
  'sms',
  'report',
  'attach',
  'examTake',
  'examBank',
  'examQuestion',
  'examPaper',
  'examStats',
  'examDashboard',
  'examination',
  'examAccess',
  'examTools',
  'grading',
  'proctor',
  'workflowDiagram',
  'workflow',
  'workflowAdmin',
] as const;

export const namespaces = [...shellNamespaces, ...pageNamespaces] as const;

export type ShellNamespace = (typeof shellNamespaces)[number];
export type PageNamespace = (typeof pageNamespaces)[number];
export type Namespace = ShellNamespace | PageNamespace;
