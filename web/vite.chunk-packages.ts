import type { Plugin } from 'vite';

/** The npm package a module id belongs to (`@scope/name` or `name`), or undefined for the app's own modules. */
function packageOf(moduleId: string): string | undefined {
  const inner = moduleId.lastIndexOf('node_modules');
  if (inner < 0) {
    return undefined;
  }
  const match = /^node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(moduleId.slice(inner));
  return match?.[1]?.replace('\\', '/');
}

/**
 * Writes `.vite/chunk-packages.json` next to Vite's manifest: for every JS chunk, the npm packages its modules come
 * from. scripts/check-bundle-size.mjs reads it to fail a page that loads a package it must not (the login page and
 * Apollo Client or graphql, CONTRIBUTING.md, before sign-in), whatever import brought it there.
 */
export function chunkPackages(): Plugin {
  return {
    name: 'exam:chunk-packages',
    apply: 'build',
    generateBundle(_options, bundle) {
      const packages: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') {
          const names = new Set(output.moduleIds.map(packageOf).filter((name): name is string => name !== undefined));
          packages[output.fileName] = [...names].sort();
        }
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-packages.json', source: `${JSON.stringify(packages, null, 1)}\n` });
    },
  };
}
