import { strToU8, zipSync, type Zippable } from 'fflate';
import type { GeneratedFile } from './codegen-job';

/** Every entry's time: the same files always make the same archive (DOS time starts in 1980). */
const FIXED_MTIME = new Date('1980-01-01T00:00:00Z');

/** A generated file's path as a zip entry: relative, forward slashes, no `..`, only plain characters. */
export function isSafeEntryPath(path: string): boolean {
  return /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/.test(path) && !path.split('/').some((part) => part === '..' || part === '.');
}

/** The files as one reproducible zip (fflate): fixed times, forward-slash paths; an unsafe path is refused. */
export function zipFiles(files: readonly GeneratedFile[]): Uint8Array {
  const entries: Zippable = {};
  for (const file of files) {
    if (!isSafeEntryPath(file.path)) {
      throw new Error(`code zip: unsafe entry path ${JSON.stringify(file.path)}`);
    }
    entries[file.path] = [strToU8(file.content), { mtime: FIXED_MTIME, level: 6 }];
  }
  return zipSync(entries);
}
