#!/usr/bin/env node
// i18n drift check (DESIGN §8): every locale under web/src/i18n/locales must have the same namespace
// files, and every namespace the same keys (nested keys compared as dotted paths). Also fails when
// Chinese text appears in web source files outside the locale files (every visible string goes
// through i18next), and when a label is a raw identifier (a camelCase field name such as "accessKey" as
// the whole text, or glued to Chinese text as in "请输入accessKey"): headers are words. Exit 1 with a readable list of problems; exit 0
// otherwise.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const localesDir = join(root, 'web', 'src', 'i18n', 'locales');
const sourceDirs = [join(root, 'web', 'src'), join(root, 'web', 'test')];
const problems = [];

function listDirectories(directory) {
  return readdirSync(directory)
    .filter((name) => statSync(join(directory, name)).isDirectory())
    .sort();
}

function listNamespaces(directory) {
  return readdirSync(directory)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .sort();
}

function flattenKeys(value, prefix, keys) {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const entries = Object.entries(value);
    if (entries.length === 0 && prefix) keys.add(prefix);
    for (const [key, child] of entries) flattenKeys(child, prefix ? `${prefix}.${key}` : key, keys);
  } else {
    keys.add(prefix);
  }
  return keys;
}

function readKeys(file) {
  try {
    return flattenKeys(JSON.parse(readFileSync(file, 'utf8')), '', new Set());
  } catch (error) {
    problems.push(`${relative(root, file)}: not valid JSON (${error.message})`);
    return undefined;
  }
}

function checkLocales() {
  let locales;
  try {
    locales = listDirectories(localesDir);
  } catch {
    problems.push(`${relative(root, localesDir)}: directory not found`);
    return;
  }
  if (locales.length < 2)
    problems.push(`${relative(root, localesDir)}: expected at least two locales, found ${locales.join(', ') || 'none'}`);

  const namespacesByLocale = new Map(locales.map((locale) => [locale, listNamespaces(join(localesDir, locale))]));
  const allNamespaces = [...new Set([...namespacesByLocale.values()].flat())].sort();

  for (const namespace of allNamespaces) {
    const keysByLocale = new Map();
    for (const locale of locales) {
      if (!namespacesByLocale.get(locale).includes(namespace)) {
        problems.push(
          `${locale}/${namespace}.json: missing ` +
            `(present in ${locales.filter((other) => namespacesByLocale.get(other).includes(namespace)).join(', ')})`,
        );
        continue;
      }
      const keys = readKeys(join(localesDir, locale, `${namespace}.json`));
      if (keys) keysByLocale.set(locale, keys);
    }
    const allKeys = [...new Set([...keysByLocale.values()].flatMap((keys) => [...keys]))].sort();
    for (const [locale, keys] of keysByLocale) {
      const missing = allKeys.filter((key) => !keys.has(key));
      for (const key of missing) {
        const holders = [...keysByLocale].filter(([, other]) => other.has(key)).map(([name]) => name);
        problems.push(`${locale}/${namespace}.json: missing key "${key}" (present in ${holders.join(', ')})`);
      }
    }
  }
}

const hanPattern = /\p{Script=Han}/u;
/** A camelCase identifier as the whole label, or glued to Chinese text. */
const rawIdentifierPattern = /^[a-z]+[A-Z][A-Za-z]*$|\p{Script=Han}[a-z]+[A-Z][A-Za-z]*|[a-z]+[A-Z][A-Za-z]*\p{Script=Han}/u;

function checkRawIdentifiers() {
  for (const locale of listDirectories(localesDir)) {
    for (const namespace of listNamespaces(join(localesDir, locale))) {
      const visit = (value, key) => {
        if (typeof value === 'string') {
          if (rawIdentifierPattern.test(value)) {
            problems.push(`${locale}/${namespace}.json: "${key}" shows a raw identifier (${JSON.stringify(value)}); write words`);
          }
        } else if (value !== null && typeof value === 'object') {
          for (const [child, inner] of Object.entries(value)) visit(inner, key ? `${key}.${child}` : child);
        }
      };
      try {
        visit(JSON.parse(readFileSync(join(localesDir, locale, `${namespace}.json`), 'utf8')), '');
      } catch {
        // Invalid JSON is reported by checkLocales.
      }
    }
  }
}

function walkSources(directory, files) {
  let names;
  try {
    names = readdirSync(directory);
  } catch {
    return files;
  }
  for (const name of names) {
    const path = join(directory, name);
    if (path === localesDir || name === 'node_modules' || name === 'generated') continue;
    if (statSync(path).isDirectory()) walkSources(path, files);
    else if (/\.(ts|tsx)$/.test(name)) files.push(path);
  }
  return files;
}

function checkSources() {
  for (const file of sourceDirs.flatMap((directory) => walkSources(directory, []))) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, index) => {
      if (hanPattern.test(line)) {
        problems.push(`${relative(root, file)}:${index + 1}: Chinese text outside the locale files: ${line.trim().slice(0, 80)}`);
      }
    });
  }
}

checkLocales();
checkRawIdentifiers();
checkSources();

if (problems.length > 0) {
  console.error(`check-i18n: ${problems.length} problem(s):`);
  for (const problem of problems) console.error(`  - ${problem}`);
  process.exit(1);
}
console.log('check-i18n: locales and namespaces are in step; no Chinese text in web sources outside the locales.');
