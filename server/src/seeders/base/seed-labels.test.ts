import { readFileSync } from 'node:fs';
import path from 'node:path';
import { TENANT_ADMIN_ALIAS } from '../../core/auth/actor';
import { BUILTIN_REPORTS } from '../../modules/report/definition/builtin-reports';
import { DEMO_ROLE_IDS } from '../demo/demo-ids';
import { ROLE_IDS } from './base-ids';
import { DICT_SEED } from './dict.seed-data';
import { MENU_SEED } from './menu.seed-data';

/**
 * Issue 12 item 10, enforced: every seeded label the interface shows has its English label in the web
 * locales, keyed by code (web/src/i18n/seeded-label.ts: menus in `menu`, the rest in `seed`), and the
 * Chinese entry equals the seeded text (the web translates a row only while it still holds that text,
 * so a rename in the seed without the locale would silently stop translating). A new seed without its
 * labels fails here.
 */
const localesDir = path.resolve(__dirname, '../../../../web/src/i18n/locales');

function locale(language: 'en' | 'zh-CN', namespace: 'menu' | 'seed'): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(localesDir, language, `${namespace}.json`), 'utf8')) as Record<string, unknown>;
}

/** Missing or wrong entries of `expected` (key -> seeded Chinese text) in a namespace. */
function problemsOf(namespace: 'menu' | 'seed', expected: Array<[key: string, seeded: string]>): string[] {
  const en = locale('en', namespace);
  const zh = locale('zh-CN', namespace);
  return expected.flatMap(([key, seeded]) => {
    const problems: string[] = [];
    if (typeof en[key] !== 'string' || en[key] === '') {
      problems.push(`${namespace}:${key} has no English label (en/${namespace}.json)`);
    }
    if (zh[key] !== seeded) {
      problems.push(
        `${namespace}:${key} in zh-CN/${namespace}.json is ${JSON.stringify(zh[key])}, the seed says ${JSON.stringify(seeded)}`,
      );
    }
    return problems;
  });
}

describe('seeded labels have both languages', () => {
  it('every seeded menu and button code', () => {
    expect(
      problemsOf(
        'menu',
        MENU_SEED.map((menu) => [menu.code, menu.name]),
      ),
    ).toEqual([]);
  });

  it('every seeded dictionary and dictionary item', () => {
    const expected = DICT_SEED.flatMap(([code, name, , , items]): Array<[string, string]> => [
      [`dict.${code}`, name],
      ...items.map(([key, value]): [string, string] => [`dict.${code}.${key}`, value]),
    ]);
    expect(problemsOf('seed', expected)).toEqual([]);
  });

  it('every seeded role alias', () => {
    const aliases = [...Object.keys(ROLE_IDS), ...Object.keys(DEMO_ROLE_IDS), TENANT_ADMIN_ALIAS];
    const en = locale('en', 'seed');
    expect(aliases.filter((alias) => typeof en[`role.${alias}`] !== 'string')).toEqual([]);
  });

  it("every built-in report name and description, in the same English the server's exports use", () => {
    const texts = BUILTIN_REPORTS.flatMap((report): Array<[string, Record<'zh-CN' | 'en', string>]> => [
      [`report.${report.code}`, report.name],
      [`reportDescription.${report.code}`, report.description],
    ]);
    expect(
      problemsOf(
        'seed',
        texts.map(([key, text]) => [key, text['zh-CN']]),
      ),
    ).toEqual([]);
    const en = locale('en', 'seed');
    expect(texts.filter(([key, text]) => en[key] !== text.en).map(([key]) => key)).toEqual([]);
  });

  it('fails for a seed without labels (the check itself)', () => {
    expect(problemsOf('menu', [['no_such_menu_code', '不存在']])).toHaveLength(2);
  });
});
