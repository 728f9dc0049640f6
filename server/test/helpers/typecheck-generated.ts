import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { namesOf } from '../../src/modules/develop/generator/codegen-names';
import type { CodegenJob, GeneratedFile } from '../../src/modules/develop/generator/codegen-job';
import { wiredFiles, wiringEdits } from '../../src/modules/develop/generator/server-module.template';

const serverRoot = path.resolve(__dirname, '../..');
const repoRoot = path.resolve(serverRoot, '..');

/**
 * Type-checks generated server files inside this repository as if they had been unzipped into it: a compiler host
 * that serves them from memory over the real tree (the server's own tsconfig), nothing written to disk.
 */
export function typeErrors(files: Array<{ path: string; content: string }>): string[] {
  const configFile = ts.readConfigFile(path.join(serverRoot, 'tsconfig.json'), (file) => ts.sys.readFile(file));
  const parsed = ts.parseJsonConfigFileContent(configFile.config, ts.sys, serverRoot);
  const options: ts.CompilerOptions = { ...parsed.options, noEmit: true, incremental: false, tsBuildInfoFile: undefined };
  const virtual = new Map(files.map((file) => [path.join(repoRoot, file.path), file.content]));
  const host = ts.createCompilerHost(options, true);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (name) => virtual.get(name) ?? readFile(name);
  host.fileExists = (name) => virtual.has(name) || fileExists(name);
  const directoryExists = host.directoryExists?.bind(host);
  host.directoryExists = (name) =>
    [...virtual.keys()].some((file) => file.startsWith(`${name}${path.sep}`)) || (directoryExists?.(name) ?? false);
  host.getSourceFile = (name, language, onError, shouldCreate) => {
    const text = virtual.get(name);
    return text === undefined ? getSourceFile(name, language, onError, shouldCreate) : ts.createSourceFile(name, text, language, true);
  };
  // app/messages.ts merges the modules' message keys into MessageKey (declaration merging), as in the real build.
  const program = ts.createProgram([...virtual.keys(), path.join(serverRoot, 'src/app/messages.ts')], options, host);
  const checked = [...virtual.keys()].flatMap((name) => {
    const source = program.getSourceFile(name);
    return source ? [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)] : [];
  });
  return [...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics(), ...checked].map((diagnostic) => {
    const file = diagnostic.file;
    const line = file ? file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1 : 0;
    const where = file ? `${path.relative(repoRoot, file.fileName)}:${line}` : '';
    return `${where} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
  });
}

/**
 * The generated server files of a job with the wiring its README asks for applied to app/modules.ts and app/services.ts.
 * The legacy REST rows are left out: they read the typed documents `npm run codegen` writes, which the scratch copy of
 * test/integration/develop/generated-code.typecheck.int.test.ts generates and checks.
 */
export function wiredServerFiles(job: CodegenJob, files: readonly GeneratedFile[]): Array<{ path: string; content: string }> {
  const server = files.filter(
    (file) => file.path.startsWith('server/') && file.path.endsWith('.ts') && !file.path.startsWith('server/src/rest/'),
  );
  const edits = wiringEdits(job, namesOf(job));
  return [...server, ...wiredFiles(edits, (file) => readFileSync(path.join(repoRoot, file), 'utf8'))];
}
