import { withoutTableConstraints } from './libsql-platform';

describe('withoutTableConstraints', () => {
  it('should keep only the columns of a CREATE TABLE whose last column is generated', () => {
    const sql =
      'CREATE TABLE `t` (`id` text not null, `live` text generated always as (case when is_deleted = 0 then a end) virtual, ' +
      'primary key (`id`), constraint `t_fk` foreign key (`x`) references `u` (`id`))';
    expect(withoutTableConstraints(sql)).toBe(
      'CREATE TABLE `t` (`id` text not null, `live` text generated always as (case when is_deleted = 0 then a end) virtual)',
    );
  });

  it('should leave a table without table constraints and inline checks as they are', () => {
    const sql = "CREATE TABLE `t` (`id` text not null primary key, `kind` text check (`kind` in ('a', 'b')))";
    expect(withoutTableConstraints(sql)).toBe(sql);
  });
});
