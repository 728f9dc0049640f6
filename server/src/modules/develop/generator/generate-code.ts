import { createHash } from 'node:crypto';
import type { CodegenJob, GeneratedFile } from './codegen-job';
import { namesOf, type CodegenNames } from './codegen-names';
import { entityTemplate, typesTemplate } from './server-model.template';
import { inputsTemplate, messagesTemplate } from './server-inputs.template';
import { moduleTemplate, wiringEdits, type WiringEdit } from './server-module.template';
import { menuSeedTemplate, menuWiringEdits, readmeTemplate } from './seed-readme.template';
import { migrationPath, migrationTemplate, type Dialect } from './server-migration.template';
import { restNames, restOperationsTemplate, restRoutesTemplate, restWiringEdits } from './server-rest.template';
import { resolverTemplate, serviceTemplate } from './server-service.template';
import { integrationTestTemplate, serviceTestTemplate } from './test-skeleton.template';
import { crudTemplate } from './web-crud.template';
import { localeTemplate, webDocuments } from './web-documents.template';
import { filterTemplate, operationsTemplate, pageTemplate } from './web-page.template';
import { webFolder, webWiringEdits } from './web-wiring.template';

const languageOf = (path: string): GeneratedFile['language'] => {
  if (path.endsWith('.json')) {
    return 'json';
  }
  if (path.endsWith('.tsx')) {
    return 'tsx';
  }
  if (path.endsWith('.ts')) {
    return 'typescript';
  }
  if (path.endsWith('.graphql')) {
    return 'graphql';
  }
  return 'markdown';
};

function file(path: string, content: string): GeneratedFile {
  return { path, language: languageOf(path), content, sha256: createHash('sha256').update(content).digest('hex') };
}

/** Every line the README asks for in files of the repository: server, legacy REST table, web. */
export function allWiringEdits(job: CodegenJob, names: CodegenNames): WiringEdit[] {
  return [...wiringEdits(job, names), ...menuWiringEdits(job, names), ...restWiringEdits(job, names), ...webWiringEdits(job, names)];
}

/** The web feature folder: documents, CRUD config with its zod form, operations, filter, page, and both locales. */
function webFiles(job: CodegenJob, names: CodegenNames): GeneratedFile[] {
  const web = webFolder(job, names);
  return [
    ...webDocuments(job, names).map(([name, content]) => file(`${web}/graphql/${name}`, content)),
    file(`${web}/${names.kebab}-crud.ts`, crudTemplate(job, names)),
    file(`${web}/${names.kebab}-filter.ts`, filterTemplate(job, names)),
    file(`${web}/${names.kebab}-operations.ts`, operationsTemplate(job, names)),
    file(`${web}/${names.entity}Page.tsx`, pageTemplate(job, names)),
    file(`web/src/i18n/locales/zh-CN/${names.namespace}.json`, localeTemplate(job, 'zh-CN')),
    file(`web/src/i18n/locales/en/${names.namespace}.json`, localeTemplate(job, 'en')),
  ];
}

/**
 * The code of one checked job (reference develop-report-sms.md §2.1): a pure function of its input, files in
 * this product's own conventions, sorted by path. Nothing is written anywhere; the caller zips or previews them.
 */
export function generateCode(job: CodegenJob): GeneratedFile[] {
  const names = namesOf(job);
  const server = `server/src/modules/${job.moduleName}/${names.kebab}`;
  const migrations: Dialect[] = job.newTable ? ['sqlite', 'mysql'] : [];
  const files = [
    file(`${server}/${names.kebab}.entity.ts`, entityTemplate(job, names)),
    file(`${server}/${names.kebab}.inputs.ts`, inputsTemplate(job, names)),
    file(`${server}/${names.kebab}.types.ts`, typesTemplate(names)),
    file(`${server}/${names.kebab}.messages.ts`, messagesTemplate(job, names)),
    file(`${server}/${names.kebab}.service.ts`, serviceTemplate(job, names)),
    file(`${server}/${names.kebab}.resolver.ts`, resolverTemplate(job, names)),
    file(`${server}/${names.kebab}.menu-seed.ts`, menuSeedTemplate(job, names)),
    file(`server/src/modules/${job.moduleName}/${job.moduleName}.module.ts`, moduleTemplate(job, names)),
    file(`${server}/${names.kebab}.service.test.ts`, serviceTestTemplate(job, names)),
    file(`server/src/rest/operations/${restNames(job, names).base}.graphql`, restOperationsTemplate(job, names)),
    file(`server/src/rest/routes/${restNames(job, names).base}.routes.ts`, restRoutesTemplate(job, names)),
    file(`server/test/integration/${job.moduleName}/${names.kebab}.int.test.ts`, integrationTestTemplate(job, names)),
    ...webFiles(job, names),
    ...migrations.map((dialect) => file(migrationPath(job, dialect), migrationTemplate(job, dialect))),
    file(
      `${names.kebab}-README.md`,
      readmeTemplate(
        job,
        names,
        allWiringEdits(job, names),
        migrations.map((dialect) => migrationPath(job, dialect)),
      ),
    ),
  ];
  return files.sort((a, b) => a.path.localeCompare(b.path));
}
