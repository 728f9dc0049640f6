import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; smaller ones gain too little for a second request path. */
const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|map)$/;
const minimumBytes = 1024;

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

async function compressFile(file: string): Promise<void> {
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A variant no smaller than the file is not written: the server then sends the file itself.
  await Promise.all([
    br.length < content.length ? writeFile(`${file}.br`, br) : undefined,
    gz.length < content.length ? writeFile(`${file}.gz`, gz) : undefined,
  ]);
}

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` next to every text file of the build, for the
 * server to send by content negotiation (server/src/app/web-static.ts): compressed once at build time, never
 * per request. Source maps and the manifest under .vite are left alone (the server does not serve them).
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'exam:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter(
        (file) => compressible.test(file) && !file.endsWith('.map') && !path.relative(outDir, file).startsWith('.'),
      );
      const large = [];
      for (const file of files) {
        if ((await stat(file)).size >= minimumBytes) {
          large.push(file);
        }
      }
      await Promise.all(large.map(compressFile));
    },
  };
}
