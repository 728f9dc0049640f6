import type { Plugin } from 'vite';

const marker = '?pre-login';

/**
 * The pages before sign-in validate with `zod/mini` (CONTRIBUTING.md, before sign-in), which is tree-shakable, but a module lives in one
 * chunk: zod's core modules would be shared with the signed-in pages' full `zod` and carry every schema type those
 * use onto the login page. This gives `zod/mini` (imported only by the pre-login forms) its own copy of zod's
 * modules, tree-shaken to what the login form uses: every zod module reached from `zod/mini` gets the id suffix
 * `?pre-login` (a distinct module for the bundler, the same file on disk).
 */
export function preLoginZod(): Plugin {
  return {
    name: 'exam:pre-login-zod',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const fromCopy = importer?.endsWith(marker) === true;
      if (source !== 'zod/mini' && !fromCopy) {
        return null;
      }
      const resolved = await this.resolve(source, fromCopy ? importer.slice(0, -marker.length) : importer, { ...options, skipSelf: true });
      if (resolved === null || resolved.external || !/[\\/]node_modules[\\/]zod[\\/]/.test(resolved.id)) {
        return resolved;
      }
      return { ...resolved, id: `${resolved.id}${marker}` };
    },
  };
}
