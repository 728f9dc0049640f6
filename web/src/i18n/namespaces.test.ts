import { readdirSync } from 'node:fs';
import path from 'node:path';
import type * as I18nModuleNamespace from './i18n';
import { localeBackend } from './locale-backend';
import { namespaces, pageNamespaces, shellNamespaces } from './namespaces';
import { setStore, storageNames } from '../shared/utils/storage';
import { supportedLanguages } from './languages';

type I18nModule = typeof I18nModuleNamespace;

function read(language: string, namespace: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    localeBackend.read(language, namespace, (error, data) => (error ? reject(error) : resolve(data)));
  });
}

describe('i18n namespaces and their loading', () => {
  it.each(supportedLanguages)('should list every locale file of %s in exactly one group', (language) => {
    const files = readdirSync(path.join(__dirname, 'locales', language))
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.slice(0, -'.json'.length))
      .sort();
    expect([...namespaces].sort()).toEqual(files);
    expect(new Set(namespaces).size).toBe(shellNamespaces.length + pageNamespaces.length);
  });

  it('should read a namespace from its group in the language asked for', async () => {
    await expect(read('en', 'auth')).resolves.toHaveProperty('login.title');
    await expect(read('zh-CN', 'examBank')).resolves.toEqual(expect.any(Object));
    await expect(read('en', 'examBank')).resolves.not.toEqual(await read('zh-CN', 'examBank'));
  });

  it("should load only the stored language's shell strings, plus the seed language's menu and seed labels", async () => {
    setStore(storageNames.language, 'en', 'local');
    let loaded: I18nModule | undefined;
    jest.isolateModules(() => {
      loaded = jest.requireActual<I18nModule>('./i18n');
    });
    if (loaded === undefined) {
      throw new Error('i18n did not load');
    }
    const { i18n: fresh, i18nReady, loadPageStrings } = loaded;
    await i18nReady;
    expect(fresh.language).toBe('en');
    expect(shellNamespaces.every((namespace) => fresh.hasResourceBundle('en', namespace))).toBe(true);
    expect(pageNamespaces.some((namespace) => fresh.hasResourceBundle('en', namespace))).toBe(false);
    // seeded-label.ts compares stored rows with the zh-CN seeds: those two namespaces only.
    expect(fresh.hasResourceBundle('zh-CN', 'menu') && fresh.hasResourceBundle('zh-CN', 'seed')).toBe(true);
    expect(fresh.hasResourceBundle('zh-CN', 'auth')).toBe(false);

    await loadPageStrings();
    expect(pageNamespaces.every((namespace) => fresh.hasResourceBundle('en', namespace))).toBe(true);
    expect(fresh.hasResourceBundle('zh-CN', 'examBank')).toBe(false);
  });

  it('should fail for a language or namespace that does not exist', async () => {
    await expect(read('fr', 'auth')).rejects.toThrow('no strings for language fr');
    await expect(read('en', 'nothing')).rejects.toThrow('no namespace nothing in en');
  });
});
