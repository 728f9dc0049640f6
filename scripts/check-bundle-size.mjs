#!/usr/bin/env node
// Bundle budget check (issue 14): what each first page of the web app downloads, as transferred (brotli, the
// encoding the server sends to browsers), against its budget. Reads web/dist/.vite/manifest.json (Vite's
// `build.manifest`): a page is index.html's entry chunk with its static imports, plus the lazy chunks that
// render the page (listed below by source path) with their static imports; dynamic imports of those chunks
// load on a user's action (an export, a dialog, the first toast) and do not count. Prints a table and exits 1 when
// a page is over its budget, loads a package it must not (web/dist/.vite/chunk-packages.json, written by
// web/vite.chunk-packages.ts: the login page and Apollo Client, CONTRIBUTING.md, before sign-in), or a listed source is no longer a chunk
// (a renamed page must be renamed here too).
//   npm run check:bundle                           checks the existing build (builds the web app when missing)
//   node scripts/check-bundle-size.mjs --no-build  fails instead of building (the browser-test runner, after its build)
//   node scripts/check-bundle-size.mjs --verbose   also lists each page's files
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const distDir = join(root, 'web', 'dist');
const manifestFile = join(distDir, '.vite', 'manifest.json');
const chunkPackagesFile = join(distDir, '.vite', 'chunk-packages.json');
const kb = 1024;

/** The language strings of the default language (zh-CN), loaded before the first render. */
const shellStrings = 'src/i18n/bundles/zh-CN-shell.ts';
/** The strings every page loads with its code (lazy-page.ts). */
const pageStrings = 'src/i18n/bundles/zh-CN-pages.ts';
/** Apollo Client, the dates locale and modals: loaded with every page after sign-in. */
const signedInProviders = 'src/app/SignedInProviders.tsx';
/** The admin layout around every signed-in page. */
const adminShell = 'src/layout/AdminLayout.tsx';
const homeSections = 'src/app/home-sections.ts';
const menuRoute = 'src/app/MenuRoutePage.tsx';

const loginChunks = [shellStrings, 'src/features/auth/login/LoginPage.tsx'];
/** What every signed-in home page loads before its own page: strings, providers, layout, menu route, home sections. */
const signedInChunks = [shellStrings, pageStrings, signedInProviders, adminShell, menuRoute, homeSections];
/** The staff home's first paint: everything up to its cards, titles, loaders and, once they arrive, its figures. */
const adminHomeChunks = [...signedInChunks, 'src/features/home/welcome/HomePage.tsx'];
/**
 * The staff home's charts (recharts through @mantine/charts, ~100 KB, dashboard/lazy-charts.tsx): requested only once
 * the dashboard's figures arrived (a loader until then) and the browser was idle after drawing them, so never before
 * the page's first paint; counted in their own rows (the page with them), not in the first paint's.
 */
const adminHomeWithChartsChunks = [...adminHomeChunks, 'src/features/exam/dashboard/chart-library.ts'];
const studentHomeChunks = [...signedInChunks, 'src/features/home/student/StudentHomePage.tsx'];

/**
 * The pages with a budget: the lazy chunks that render them (besides the entry), what counts, the enforced budget
 * in KB and, for the login page, packages it must not load. `after`: only what the page adds to the login page's
 * files (in the browser's cache, immutable, when a user signs in). The login page is issue 14's 150 KB: react-dom
 * and react-router in declarative mode (68 KB), i18next (16 KB), Mantine core and the inputs, @mantine/form with
 * its own tree-shaken zod/mini copy, one language's shell strings; no Apollo Client, no graphql (the pre-login
 * client, CONTRIBUTING.md, before sign-in). The first page after sign-in is issue 14's 250 KB up to its first
 * paint: Apollo Client with graphql's printer and rxjs (41 KB), floating-ui and the modals manager, the admin
 * layout, every page's strings (20 KB) and the documents of the operations it runs (each operation is a module of
 * its own, web/codegen/split-operations.cjs); the staff home's charts load after that paint and are counted with the
 * page in the "with its charts" rows (about 105 KB more). What is left to move (per-page strings) is in the note of
 * issue 14.
 */
const pages = [
  { page: 'login (/login)', chunks: loginChunks, kinds: ['js'], budgetKb: 150, forbidden: ['@apollo/client', 'graphql'] },
  // The cold and with-charts budgets grew 10 KB (session 15): every signed-in page loads all pages' strings in one chunk
  // (zh-CN 23.7 KB brotli with develop, SMS and reports); splitting those strings per page is the next step of issue 14.
  { page: 'admin home, cold (/wel/index)', chunks: adminHomeChunks, kinds: ['js', 'css'], budgetKb: 360 },
  { page: 'admin home, cold, with its charts', chunks: adminHomeWithChartsChunks, kinds: ['js', 'css'], budgetKb: 465 },
  { page: 'admin home after login', chunks: adminHomeChunks, after: loginChunks, kinds: ['js', 'css'], budgetKb: 250 },
  {
    page: 'admin home after login, with its charts',
    chunks: adminHomeWithChartsChunks,
    after: loginChunks,
    kinds: ['js', 'css'],
    budgetKb: 305,
  },
  { page: 'student home, cold (/wel/studentindex)', chunks: studentHomeChunks, kinds: ['js', 'css'], budgetKb: 360 },
  { page: 'student home after login', chunks: studentHomeChunks, after: loginChunks, kinds: ['js', 'css'], budgetKb: 250 },
];

function ensureBuild() {
  if (existsSync(manifestFile)) {
    return;
  }
  if (process.argv.includes('--no-build')) {
    console.error(`bundle size: ${manifestFile} is missing (run npm run build --workspace web)`);
    process.exit(1);
  }
  console.log('bundle size: no web build with a manifest; running `npm run build --workspace web`');
  const build = spawnSync('npm', ['run', 'build', '--workspace', 'web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    process.exit(build.status ?? 1);
  }
}

/** The files a set of manifest entries load: each entry's file, CSS, and static imports, recursively. */
function filesOf(manifest, keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) {
      return;
    }
    seen.add(key);
    const chunk = manifest[key];
    files.add(chunk.file);
    for (const css of chunk.css ?? []) {
      files.add(css);
    }
    for (const imported of chunk.imports ?? []) {
      visit(imported);
    }
  };
  keys.forEach(visit);
  return [...files];
}

/** The size of a compressed variant as the server sends it: the file written at build time, else compressed here. */
function variantSize(path, content, compress) {
  return existsSync(path) ? statSync(path).size : Math.min(compress(content).length, content.length);
}

const sizeCache = new Map();
function sizesOf(file) {
  if (!sizeCache.has(file)) {
    const path = join(distDir, file);
    const content = readFileSync(path);
    sizeCache.set(file, {
      raw: content.length,
      gzip: variantSize(`${path}.gz`, content, (data) => gzipSync(data, { level: 9 })),
      brotli: variantSize(`${path}.br`, content, (data) =>
        brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
      ),
    });
  }
  return sizeCache.get(file);
}

/** `<package> in <file>` for each forbidden package a page's files hold (every file when the map is missing). */
function forbiddenPackagesOf(files, forbidden, chunkPackages) {
  if (forbidden.length === 0) {
    return [];
  }
  if (chunkPackages === undefined) {
    return [`${chunkPackagesFile} is missing (rebuild the web app)`];
  }
  return files.flatMap((file) =>
    (chunkPackages[file] ?? []).filter((name) => forbidden.includes(name)).map((name) => `${name} in ${file}`),
  );
}

function kindOf(file) {
  return file.endsWith('.css') ? 'css' : file.endsWith('.js') ? 'js' : 'other';
}

function main() {
  ensureBuild();
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry && key.endsWith('index.html'));
  if (entryKey === undefined) {
    console.error('bundle size: the manifest has no index.html entry');
    return 1;
  }
  const rows = [];
  const problems = [];
  const chunkPackages = existsSync(chunkPackagesFile) ? JSON.parse(readFileSync(chunkPackagesFile, 'utf8')) : undefined;
  for (const { page, chunks, after = [], kinds, budgetKb, forbidden = [] } of pages) {
    const missing = [...chunks, ...after].filter((key) => manifest[key] === undefined);
    if (missing.length > 0) {
      problems.push(`${page}: not chunks in the build (moved or no longer lazy?): ${missing.join(', ')}`);
      continue;
    }
    const cached = new Set(after.length > 0 ? filesOf(manifest, [entryKey, ...after]) : []);
    const files = filesOf(manifest, [entryKey, ...chunks]).filter((file) => kinds.includes(kindOf(file)) && !cached.has(file));
    const total = files.map(sizesOf).reduce(
      (sum, size) => ({
        raw: sum.raw + size.raw,
        gzip: sum.gzip + size.gzip,
        brotli: sum.brotli + size.brotli,
      }),
      { raw: 0, gzip: 0, brotli: 0 },
    );
    const loaded = forbiddenPackagesOf(filesOf(manifest, [entryKey, ...chunks]), forbidden, chunkPackages);
    const pass = total.brotli <= budgetKb * kb && loaded.length === 0;
    if (total.brotli > budgetKb * kb) {
      problems.push(`${page}: ${(total.brotli / kb).toFixed(1)} KB, over its budget of ${budgetKb} KB`);
    }
    if (loaded.length > 0) {
      problems.push(`${page}: loads what it must not: ${loaded.join('; ')}`);
    }
    rows.push({ page, kinds: kinds.join('+'), files: files.length, ...total, budgetKb, pass, list: files });
  }

  const header = ['page', 'counts', 'files', 'raw KB', 'gzip KB', 'brotli KB', 'budget KB', 'result'];
  const table = rows.map((row) => [
    row.page,
    row.kinds,
    String(row.files),
    (row.raw / kb).toFixed(1),
    (row.gzip / kb).toFixed(1),
    (row.brotli / kb).toFixed(1),
    String(row.budgetKb),
    row.pass ? 'PASS' : 'FAIL',
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...table.map((cells) => cells[column].length)));
  const line = (cells) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  console.log('bundle size (transferred = brotli quality 11, as served from the precompressed .br files)');
  console.log(line(header));
  table.forEach((cells) => console.log(line(cells)));
  if (process.argv.includes('--verbose')) {
    for (const row of rows) {
      console.log(`\n${row.page}:`);
      for (const file of row.list) {
        const size = sizesOf(file);
        console.log(`  ${file.padEnd(48)} ${(size.raw / kb).toFixed(1).padStart(8)} ${(size.brotli / kb).toFixed(1).padStart(7)}`);
      }
    }
  }
  if (problems.length > 0) {
    console.error(`\nbundle size FAILED:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    return 1;
  }
  return 0;
}

process.exitCode = main();
