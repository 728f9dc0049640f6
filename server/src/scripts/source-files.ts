import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** server/src, the root the rule tests read. */
export const SERVER_SRC = path.join(__dirname, '..');

export interface SourceFile {
  /** Path below server/src with forward slashes, e.g. `modules/system/param/param.service.ts`. */
  file: string;
  text: string;
}

/** Every TypeScript source below server/src except tests, for the tests that enforce a rule by reading the code. */
export function serverSources(dir: string = SERVER_SRC): SourceFile[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return serverSources(full);
    }
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) {
      return [];
    }
    return [{ file: path.relative(SERVER_SRC, full).split(path.sep).join('/'), text: readFileSync(full, 'utf8') }];
  });
}
