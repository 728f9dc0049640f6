import { AppError } from '../../../core/errors/app-error';
import { bindNamedParameters, boundValues, checkedSelect } from './sql-dataset.parser';

describe('SQL dataset checks', () => {
  it('should turn :name parameters into placeholders outside quotes only', () => {
    expect(bindNamedParameters("select a.id from exam_attempt a where a.tenant_id = :tenant and a.x = ':no' and a.t = '1::2'")).toEqual({
      sql: "select a.id from exam_attempt a where a.tenant_id = ? and a.x = ':no' and a.t = '1::2'",
      names: ['tenant'],
    });
  });

  it.each([
    ['a comment', 'select id from exam_attempt -- x'],
    ['a block comment', 'select id /* x */ from exam_attempt'],
    ['a separator', 'select id from exam_attempt;'],
    ['a raw placeholder', 'select id from exam_attempt where id = ?'],
    ['an open quote', "select id from exam_attempt where x = 'a"],
  ])('should refuse %s before parsing', (_name, sql) => {
    expect(() => bindNamedParameters(sql)).toThrow(AppError);
  });

  it.each(['sqlite', 'mysql'] as const)('should accept one SELECT over allowed tables and refuse the rest (%s)', (dialect) => {
    expect(
      checkedSelect('select e.id, d.dept_name from exam_examination e join blade_dept d on d.id = e.create_dept', dialect).names,
    ).toEqual([]);
    expect(checkedSelect("select id, 'sleep(1)' as label from exam_attempt where state = :state", dialect).names).toEqual(['state']);
    for (const sql of [
      'delete from exam_attempt',
      'select * from blade_user',
      'select * from exam_attempt_x',
      'select * from xexam_attempt',
      'select id from exam_attempt union select id from blade_user',
      'select * from exam_attempt for update',
      "select load_file('/etc/passwd') as f from exam_attempt",
      'select id from exam_attempt where sleep (5) = 0',
      'select benchmark(100000000, md5(1)) from exam_attempt',
      "select get_lock('x', 10) from exam_attempt",
      "select readfile('/etc/passwd') from exam_attempt",
      'select @@datadir as d from exam_attempt',
    ]) {
      expect(() => checkedSelect(sql, dialect)).toThrow(AppError);
    }
  });

  it('should give the values in placeholder order and refuse a name the report does not declare', () => {
    expect(boundValues(['b', 'a', 'b'], { a: 1, b: true })).toEqual([1, 1, 1]);
    expect(() => boundValues(['c'], { a: 1 })).toThrow(AppError);
  });
});
