import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import express, { type Express, type Request, type Response } from 'express';
import type { Logger } from 'pino';

/** Hashed build output (web/dist/assets): a new build writes new names, so a browser may keep a file for a year. */
export const immutableCacheControl = 'public, max-age=31536000, immutable';
/** index.html and the client-side routes: always revalidated, so a new build is picked up at once. */
export const indexCacheControl = 'no-cache';
/** Other files of the web root (favicon): an hour. */
export const publicCacheControl = 'public, max-age=3600';

/** The paths the server answers itself; the web app's fallback never covers them. */
const serverPaths = /^\/(api|graphql|health)(\/|$)/;

/** The compressed variants written at build time (web/vite.precompress.ts), best first. */
const encodings = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

type Encoding = (typeof encodings)[number]['name'];

export interface WebStaticOptions {
  distDir: string;
  logger: Logger;
}

/** A file of the web root for a request path, or undefined (outside the root, a dot-file, a folder, missing). */
function fileFor(distDir: string, requestPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.split('/').some((segment) => segment.startsWith('.'))) {
    return undefined;
  }
  const file = path.join(distDir, path.normalize(decoded));
  if (!file.startsWith(distDir + path.sep)) {
    return undefined;
  }
  try {
    return statSync(file).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

/** The weight (q) Accept-Encoding gives each coding: `*` stands for those it does not name. */
function acceptedWeights(header: string | undefined): (coding: string) => number {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [coding = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
    if (coding !== '') {
      weights.set(coding, q === undefined ? 1 : Number(q));
    }
  }
  return (coding) => weights.get(coding) ?? weights.get('*') ?? 0;
}

/**
 * The encoding to send `file` in: among the variants on disk, the one the client weighs highest (q-values of
 * Accept-Encoding); on a tie the smaller (brotli: browsers list it after gzip). Undefined: the file itself.
 */
function chooseEncoding(request: Request, file: string): Encoding | undefined {
  const weightOf = acceptedWeights(request.get('accept-encoding'));
  let best: { name: Encoding; weight: number } | undefined;
  for (const { name, suffix } of encodings) {
    const weight = weightOf(name);
    if (weight > 0 && (best === undefined || weight > best.weight) && existsSync(file + suffix)) {
      best = { name, weight };
    }
  }
  return best?.name;
}

/**
 * Sends a file of the web root: the precompressed variant the client accepts (Content-Encoding, the original's
 * Content-Type, Vary: Accept-Encoding), else the file itself, with the given Cache-Control. express's sendFile
 * keeps ETag, Last-Modified, conditional requests, HEAD and ranges.
 */
function sendWebFile(request: Request, response: Response, file: string, cacheControl: string): Promise<void> {
  const encoding = chooseEncoding(request, file);
  const suffix = encodings.find(({ name }) => name === encoding)?.suffix ?? '';
  response.vary('Accept-Encoding');
  response.type(path.extname(file));
  response.setHeader('Cache-Control', cacheControl);
  if (encoding !== undefined) {
    response.setHeader('Content-Encoding', encoding);
  }
  return new Promise((resolve, reject) => {
    response.sendFile(file + suffix, { cacheControl: false, dotfiles: 'deny' }, (error) => (error ? reject(error) : resolve()));
  });
}

function cacheControlOf(distDir: string, file: string): string {
  if (file.startsWith(path.join(distDir, 'assets') + path.sep)) {
    return immutableCacheControl;
  }
  return path.basename(file) === 'index.html' ? indexCacheControl : publicCacheControl;
}

/**
 * The built web app (web/dist): its files, brotli or gzip by content negotiation, hashed assets cached for a
 * year, and index.html (never cached) for every other GET outside /api, /graphql and /health (client-side
 * routing). A missing file under /assets/ is a 404, not the app: an old page asking for a chunk of a previous
 * build gets an error it can report (ChunkErrorBoundary) instead of HTML where a script belongs.
 * Undefined when the app is not built. An Express app of its own, mounted by the main one: its files keep ETags
 * (conditional requests answered 304) while the main app turns them off for API answers (`etag` is an app setting,
 * and `sendFile` follows the setting of the app that handles the request).
 */
export function createWebStatic({ distDir, logger }: WebStaticOptions): Express | undefined {
  const root = path.resolve(distDir);
  const indexFile = path.join(root, 'index.html');
  if (!existsSync(indexFile)) {
    logger.warn({ webDistDir: root }, 'web app not built; run npm run build');
    return undefined;
  }
  const web = express();
  web.disable('x-powered-by');
  web.set('etag', 'weak');
  web.use((request, response, next) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || serverPaths.test(request.path)) {
      next();
      return;
    }
    const file = fileFor(root, request.path);
    if (file === undefined && request.path.startsWith('/assets/')) {
      response.status(404).type('text/plain').setHeader('Cache-Control', indexCacheControl).send('Not Found');
      return;
    }
    const target = file ?? indexFile;
    sendWebFile(request, response, target, cacheControlOf(root, target)).catch(next);
  });
  return web;
}
