import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { WiringEdit } from '../../src/modules/develop/generator/server-module.template';
import { wiredFiles } from '../../src/modules/develop/generator/server-module.template';

const repoRoot = path.resolve(__dirname, '../../..');
/** Folders a copy of the sources leaves out (installed packages are linked instead, build output is not needed). */
const SKIPPED = new Set(['node_modules', '.git', 'dist', 'coverage', 'test-results', 'playwright-report', 'artifacts', '.data', 'data']);
const PACKAGE_FOLDERS = ['', 'server', 'web', 'tests'];

/** The repository's own scratch folder (CI points TMPDIR there; a private MariaDB may live in it): never copied. */
const repoTmp = path.join(repoRoot, 'tmp');

/** Where scratch copies go: the system's temporary folder, or beside the repository when that folder is inside it. */
function scratchBase(): string {
  const relative = path.relative(repoRoot, os.tmpdir());
  const inside = relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
  return inside ? path.dirname(repoRoot) : os.tmpdir();
}

/** A copy of this repository's sources in a temporary folder, sharing its installed packages (symbolic links). */
export function scratchRepository(): string {
  const root = mkdtempSync(path.join(scratchBase(), 'codegen-scratch-'));
  cpSync(repoRoot, root, { recursive: true, filter: (source) => !SKIPPED.has(path.basename(source)) && source !== repoTmp });
  for (const folder of PACKAGE_FOLDERS) {
    const modules = path.join(repoRoot, folder, 'node_modules');
    try {
      symlinkSync(realpathSync(modules), path.join(root, folder, 'node_modules'), 'dir');
    } catch {
      // a workspace without packages of its own
    }
  }
  return root;
}

export function removeScratch(root: string): void {
  rmSync(root, { recursive: true, force: true });
}

/** Unzips generated files into the copy (as a developer would) and applies the README's wiring edits. */
export function writeWired(root: string, files: ReadonlyArray<{ path: string; content: string }>, edits: readonly WiringEdit[]): void {
  for (const file of files) {
    const target = path.join(root, file.path);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, file.content);
  }
  for (const wired of wiredFiles(edits, (file) => readFileSync(path.join(root, file), 'utf8'))) {
    writeFileSync(path.join(root, wired.path), wired.content);
  }
}

/** Runs a command of the repository in the copy; answers its exit status and output. */
export function runIn(root: string, folder: string, command: string, args: string[]): { status: number | null; output: string } {
  const result = spawnSync(command, args, {
    cwd: path.join(root, folder),
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'test' },
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}${result.error ? String(result.error) : ''}` };
}
