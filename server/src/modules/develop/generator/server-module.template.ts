import type { CodegenJob } from './codegen-job';
import { camelCase, commentText, pascalCase, type CodegenNames } from './codegen-names';

/** One line the generated code needs in a file of the repository (the module list, the service wiring). */
export interface WiringEdit {
  /** Repository-relative path of the file to change. */
  file: string;
  /** The existing text the line goes after (unique in the file). */
  after: string;
  /** The text inserted after it (a whole line with its indentation, no trailing newline). */
  insert: string;
  /** Insert the text before the anchor's line instead (an import above a file's first declaration). */
  before?: boolean;
}

/** Names of the module the generated feature belongs to (`school` -> SCHOOL_MODULE, SchoolModuleNeeds). */
export function moduleNames(job: Pick<CodegenJob, 'moduleName'>): { constant: string; needs: string } {
  return {
    constant: `${camelCase(job.moduleName)
      .replace(/[A-Z]/g, (letter) => `_${letter}`)
      .toUpperCase()}_MODULE`,
    needs: `${pascalCase(job.moduleName)}ModuleNeeds`,
  };
}

/** `<module>.module.ts`: the module's descriptor (entities, resolvers, messages) that app/modules.ts lists. */
export function moduleTemplate(job: CodegenJob, names: CodegenNames): string {
  const module = moduleNames(job);
  const constant = `${names.code.toUpperCase()}_MESSAGES`;
  return [
    `import { defineModule } from '../../core/module/module-descriptor';`,
    `import { ${names.entity} } from './${names.kebab}/${names.kebab}.entity';`,
    `import { ${constant} } from './${names.kebab}/${names.kebab}.messages';`,
    `import { ${names.entity}Resolver } from './${names.kebab}/${names.kebab}.resolver';`,
    `import type { ${names.entity}Service } from './${names.kebab}/${names.kebab}.service';`,
    '',
    `/** The services the ${job.moduleName} module's resolvers are built from (provided by app's \`Services\`). */`,
    `export interface ${module.needs} {`,
    `  ${names.serviceKey}: ${names.entity}Service;`,
    '}',
    '',
    `/** The ${job.moduleName} module (${commentText(job.title)}): everything app/ collects from it (see CONTRIBUTING.md). */`,
    `export const ${module.constant} = defineModule({`,
    `  name: '${job.moduleName}',`,
    `  entities: [${names.entity}],`,
    `  resolvers: [${names.entity}Resolver],`,
    `  createResolvers: (services: ${module.needs}) => [new ${names.entity}Resolver(services.${names.serviceKey})],`,
    `  messages: [${constant}],`,
    '});',
    '',
  ].join('\n');
}

/** The lines that wire the module in: its descriptor in app/modules.ts, its service in app/services.ts. */
export function wiringEdits(job: CodegenJob, names: CodegenNames): WiringEdit[] {
  const module = moduleNames(job);
  const folder = `../modules/${job.moduleName}`;
  return [
    {
      file: 'server/src/app/modules.ts',
      after: `import { BASE_MODULE } from '../modules/base/base.module';`,
      insert: `import { ${module.constant} } from '${folder}/${job.moduleName}.module';`,
    },
    { file: 'server/src/app/modules.ts', after: 'export const MODULES = [', insert: `  ${module.constant},` },
    {
      file: 'server/src/app/services.ts',
      after: `import { ENTITIES } from './entities';`,
      insert: `import { ${names.entity}Service as ${names.serviceAlias} } from '${folder}/${names.kebab}/${names.kebab}.service';`,
    },
    { file: 'server/src/app/services.ts', after: 'export interface Services {', insert: `  ${names.serviceKey}: ${names.serviceAlias};` },
    {
      file: 'server/src/app/services.ts',
      after: '  return {\n    invalidation,',
      insert: `    ${names.serviceKey}: new ${names.serviceAlias}(menus),`,
    },
  ];
}

/** Applies wiring edits to a file's text (each anchor must be found once). */
export function applyWiring(text: string, edits: readonly WiringEdit[]): string {
  let result = text;
  for (const edit of edits) {
    const at = result.indexOf(edit.after);
    if (at < 0 || result.indexOf(edit.after, at + 1) >= 0) {
      throw new Error(`wiring: "${edit.after}" is not found exactly once in ${edit.file}`);
    }
    if (edit.before) {
      const start = result.lastIndexOf('\n', at) + 1;
      result = `${result.slice(0, start)}${edit.insert}\n${result.slice(start)}`;
      continue;
    }
    const end = result.indexOf('\n', at + edit.after.length);
    const cut = end < 0 ? result.length : end;
    result = `${result.slice(0, cut)}\n${edit.insert}${result.slice(cut)}`;
  }
  return result;
}

/** Every file the edits touch, with its edits applied to the text `read` gives for it (its current content). */
export function wiredFiles(edits: readonly WiringEdit[], read: (file: string) => string): Array<{ path: string; content: string }> {
  return [...new Set(edits.map((edit) => edit.file))].map((file) => ({
    path: file,
    content: applyWiring(
      read(file),
      edits.filter((edit) => edit.file === file),
    ),
  }));
}
