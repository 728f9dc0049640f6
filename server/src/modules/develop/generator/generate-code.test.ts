import { SAMPLE_JOB } from './codegen-fixtures';
import { commentText, isPropertyName, namesOf, plural, tsString } from './codegen-names';
import { generateCode } from './generate-code';

describe('generateCode', () => {
  it('is a pure function: the same job gives the same files, sorted by path, with their sha256', () => {
    const first = generateCode(SAMPLE_JOB);
    const second = generateCode(structuredClone(SAMPLE_JOB));
    expect(second).toEqual(first);
    expect(first.map((file) => file.path)).toEqual([...first.map((file) => file.path)].sort((a, b) => a.localeCompare(b)));
    for (const file of first) {
      expect(file.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(file.path).not.toMatch(/(^|\/)\.\.(\/|$)|^\/|\\/);
    }
  });

  it('names the files and classes after the table without its prefix', () => {
    const paths = generateCode(SAMPLE_JOB).map((file) => file.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'server/src/modules/school/course/course.entity.ts',
        'server/src/modules/school/course/course.service.ts',
        'server/src/modules/school/course/course.resolver.ts',
        'server/src/modules/school/school.module.ts',
      ]),
    );
    expect(namesOf({ tableName: 'school_course_category', tablePrefix: 'school_', moduleName: 'school' })).toMatchObject({
      entity: 'CourseCategory',
      camelPlural: 'courseCategories',
      kebab: 'course-category',
      code: 'course_category',
    });
  });

  it('keeps metadata text from breaking out of comments and strings', () => {
    const entity = generateCode(SAMPLE_JOB).find((file) => file.path.endsWith('.entity.ts'))?.content ?? '';
    expect(entity).toContain('/** 简介 * / 注释 (column intro). */');
    expect(entity).toContain(`description: "Intro's text"`);
    expect(commentText('a */ b\nc')).toBe('a * / b c');
    expect(tsString(String.raw`it's \ done`)).toBe(String.raw`"it's \\ done"`);
    expect(tsString(String.raw`it's "quoted"`)).toBe(String.raw`'it\'s "quoted"'`);
  });

  it('filters with escaped LIKE patterns, ranges and operators, and checks access first', () => {
    const service = generateCode(SAMPLE_JOB).find((file) => file.path.endsWith('.service.ts'))?.content ?? '';
    expect(service).toContain("where.courseName = { $like: likePattern(filter.courseName, 'contains') }");
    expect(service).toContain("where.courseCode = { $like: likePattern(filter.courseCode, 'startsWith') }");
    expect(service).toContain('where.rating = { $gte: filter.rating }');
    expect(service).toContain('$gte: filter.creditFrom');
    const page = service.slice(service.indexOf('async page('));
    expect(page.indexOf("this.menus.require(context, 'course')")).toBeLessThan(page.indexOf('findPage('));
  });

  it('refuses reserved or base-entity property names', () => {
    expect(isPropertyName('courseName')).toBe(true);
    for (const name of ['id', 'tenantId', 'constructor', 'class', '__proto__', 'Course', 'a-b']) {
      expect(isPropertyName(name)).toBe(false);
    }
    expect(plural('class')).toBe('classes');
    expect(plural('category')).toBe('categories');
    expect(plural('day')).toBe('days');
  });
});
