import { LibSqlPlatform } from '@mikro-orm/libsql';
import { bindStrings } from './libsql-bound.driver';

describe('bindStrings', () => {
  const platform = new LibSqlPlatform();

  it('should bind strings and JSON, inline numbers, booleans, null and identifiers', () => {
    const statement = bindStrings(platform, 'select * from ?? where a = ? and b in (?) and c = ? and d is ? and e = ?', [
      't',
      'x\u0000y',
      ['p', 2],
      true,
      null,
      { k: "it's" },
    ]);
    expect(statement).toEqual({
      sql: 'select * from `t` where a = ? and b in (?, 2) and c = true and d is NULL and e = ?',
      bindings: ['x\u0000y', 'p', '{"k":"it\'s"}'],
    });
  });

  it('should give bound LIKE patterns the backslash escape MySQL/MariaDB use by default', () => {
    expect(bindStrings(platform, 'select * from t where a like ? and b not LIKE ? and c = ?', ['%a\\_b%', 'x%', 'like'])).toEqual({
      sql: "select * from t where a like ? escape '\\' and b not LIKE ? escape '\\' and c = ?",
      bindings: ['%a\\_b%', 'x%', 'like'],
    });
  });

  it('should keep SQL text with an escaped question mark to the stock path', () => {
    expect(bindStrings(platform, "select '\\?' where a = ?", ['x'])).toBeNull();
  });
});
