import { isMessageKey, registeredMessages, registerMessages, translate } from '../core/errors/messages';
import { serverSources } from '../scripts/source-files';
import { MODULE_CATALOGUES } from './messages';

/** Message keys written as literals where a message key is expected: errors, field problems, validator messages, translate. */
const KEY_USES = [
  /new AppError\(\s*'[A-Z_]+',\s*'([\w.]+)'/g,
  /messageKey:\s*'([\w.]+)'/g,
  /\bmessage:\s*'([a-z][A-Za-z]*\.[A-Za-z0-9]+)'/g,
  /\btranslate\(\s*'([\w.]+)'/g,
  /\brequirePlatform\(\s*\w+,\s*'([\w.]+)'/g,
];

describe('message catalogues', () => {
  it('should register every module catalogue with zh-CN and en texts for every key', () => {
    expect(MODULE_CATALOGUES.length).toBeGreaterThan(20);
    const missing = [...registeredMessages()].filter(([, texts]) => !texts['zh-CN']?.trim() || !texts.en?.trim()).map(([key]) => key);
    expect(missing).toEqual([]);
    for (const catalogue of MODULE_CATALOGUES) {
      expect(Object.keys(catalogue).every((key) => isMessageKey(key))).toBe(true);
    }
  });

  it('should know every key the code throws, validates with or translates', () => {
    const used = new Map<string, string>();
    for (const { file, text } of serverSources()) {
      for (const pattern of KEY_USES) {
        for (const match of text.matchAll(pattern)) {
          used.set(match[1] ?? '', file);
        }
      }
    }
    expect(used.size).toBeGreaterThan(250);
    const unknown = [...used].filter(([key]) => !isMessageKey(key)).map(([key, file]) => `${key} (${file})`);
    expect(unknown).toEqual([]);
  });

  it('should refuse a key registered twice with other texts, and translate with placeholders', () => {
    expect(() => registerMessages({ 'errors.notFound': { 'zh-CN': '另一个', en: 'Another' } })).toThrow(
      'message key registered twice: errors.notFound',
    );
    expect(translate('errors.paramType', 'en', { name: 'ids' })).toBe('Parameter has the wrong format: ids');
    expect(translate('errors.paramType', 'zh-CN', { name: 'ids' })).toBe('请求参数格式错误: ids');
  });
});
