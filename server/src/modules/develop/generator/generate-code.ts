import { createHash } from 'node:crypto';
import type { CodegenJob, GeneratedFile } from './codegen-job';
import { namesOf } from './codegen-names';
import { entityTemplate, typesTemplate } from './server-model.template';
import { inputsTemplate, messagesTemplate } from './server-inputs.template';
import { moduleTemplate, wiringEdits } from './server-module.template';
import { menuSeedTemplate, readmeTemplate } from './seed-readme.template';
import { resolverTemplate, serviceTemplate } from './server-service.template';

const languageOf = (path: string): GeneratedFile['language'] => {
  if (path.endsWith('.tsx')) {
    return 'tsx';
  }
  if (path.endsWith('.ts')) {
    return 'typescript';
  }
  if (path.endsWith('.graphql')) {
    return 'graphql';
  }
  if (path.endsWith('.json')) {
    return 'json';
  }
  return 'markdown';
};

function file(path: string, content: string): GeneratedFile {
  return { path, language: languageOf(path), content, sha256: createHash('sha256').update(content).digest('hex') };
}

/**
 * The code of one checked job (reference develop-report-sms.md §2.1): a pure function of its input, files in
 * this product's own conventions, sorted by path. Nothing is written anywhere; the caller zips or previews them.
 */
export function generateCode(job: CodegenJob): GeneratedFile[] {
  const names = namesOf(job);
  const server = `server/src/modules/${job.moduleName}/${names.kebab}`;
  const files = [
    file(`${server}/${names.kebab}.entity.ts`, entityTemplate(job, names)),
    file(`${server}/${names.kebab}.inputs.ts`, inputsTemplate(job, names)),
    file(`${server}/${names.kebab}.types.ts`, typesTemplate(names)),
    file(`${server}/${names.kebab}.messages.ts`, messagesTemplate(job, names)),
    file(`${server}/${names.kebab}.service.ts`, serviceTemplate(job, names)),
    file(`${server}/${names.kebab}.resolver.ts`, resolverTemplate(job, names)),
    file(`${server}/${names.kebab}.menu-seed.ts`, menuSeedTemplate(job, names)),
    file(`server/src/modules/${job.moduleName}/${job.moduleName}.module.ts`, moduleTemplate(job, names)),
    file(`${names.kebab}-README.md`, readmeTemplate(job, names, wiringEdits(job, names))),
  ];
  return files.sort((a, b) => a.path.localeCompare(b.path));
}
