import type { CodegenJob } from './codegen-job';
import type { CodegenNames } from './codegen-names';
import { menuLabels } from './web-documents.template';
import type { WiringEdit } from './server-module.template';

/** The web feature folder of a job (`web/src/features/<module>/<kebab>`). */
export const webFolder = (job: CodegenJob, names: CodegenNames): string => `web/src/features/${job.moduleName}/${names.kebab}`;

/** The page's bundle variable in each language's pages bundle (`enSchoolCourse`, `zhSchoolCourse`). */
const bundleName = (prefix: string, names: CodegenNames): string =>
  `${prefix}${names.namespace.charAt(0).toUpperCase()}${names.namespace.slice(1)}`;

/**
 * The lines that wire the page in: its route under the menu path, its i18n namespace (listed, and imported by both
 * pages bundles), and its menu and button labels in both menu.json files.
 */
export function webWiringEdits(job: CodegenJob, names: CodegenNames): WiringEdit[] {
  const route = `/${job.moduleName}/${names.kebab}`;
  const page = `../features/${job.moduleName}/${names.kebab}/${names.entity}Page`;
  const bundles: Array<[string, string, string]> = [
    ['en', 'en', 'web/src/i18n/bundles/en-pages.ts'],
    ['zh', 'zh-CN', 'web/src/i18n/bundles/zh-CN-pages.ts'],
  ];
  const menus: Array<['en' | 'zh-CN', string]> = [
    ['en', '  "home": "Home",'],
    ['zh-CN', '  "home": "首页",'],
  ];
  return [
    {
      file: 'web/src/app/route-registry.ts',
      after: 'export const routeRegistry: Readonly<Record<string, RegisteredPage>> = {',
      insert: [
        `  '${route}': {`,
        `    titleKey: 'menu:${names.code}',`,
        `    component: lazy(() => import('${page}').then((module) => ({ default: module.${names.entity}Page }))),`,
        '  },',
      ].join('\n'),
    },
    { file: 'web/src/i18n/namespaces.ts', after: 'export const pageNamespaces = [', insert: `  '${names.namespace}',` },
    ...bundles.flatMap(([prefix, language, file]): WiringEdit[] => [
      {
        file,
        after: `import type { PageNamespace } from '../namespaces';`,
        insert: `import ${bundleName(prefix, names)} from '../locales/${language}/${names.namespace}.json';`,
      },
      {
        file,
        after: 'export const bundle: Record<PageNamespace, object> = {',
        insert: `  ${names.namespace}: ${bundleName(prefix, names)},`,
      },
    ]),
    ...menus.map(([language, after]) => ({
      file: `web/src/i18n/locales/${language}/menu.json`,
      after,
      insert: menuLabels(job, names, language)
        .map(([key, label]) => `  ${JSON.stringify(key)}: ${JSON.stringify(label)},`)
        .join('\n'),
    })),
  ];
}
