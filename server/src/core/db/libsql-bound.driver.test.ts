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

  it('should keep SQL text with an escaped question mark to the stock path', () => {
    expect(bindStrings(platform, "select '\\?' where a = ?", ['x'])).toBeNull();
  });
});
