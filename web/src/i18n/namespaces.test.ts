import { readdirSync } from 'node:fs';
import path from 'node:path';
import { localeBackend } from './locale-backend';
import { namespaces, pageNamespaces, shellNamespaces } from './namespaces';
import { supportedLanguages } from './languages';

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

  it('should fail for a language or namespace that does not exist', async () => {
    await expect(read('fr', 'auth')).rejects.toThrow('no strings for language fr');
    await expect(read('en', 'nothing')).rejects.toThrow('no namespace nothing in en');
  });
});
