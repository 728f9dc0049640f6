import ts from 'typescript';
import { SAMPLE_JOB } from './codegen-fixtures';
import type { CodegenJob } from './codegen-job';
import { generateCode } from './generate-code';

/** Column metadata that would break naive templates: comment terminators, backticks, `${`, quotes, line breaks. */
const HOSTILE_EN = 'Course */ `tick` ${alert(1)} \'single\' "double" \\ back\nnew line\u2028sep';
/** The same in a column comment (Chinese: web sources must not hold it, the zh-CN locale file does). */
const HOSTILE = `课程 ${HOSTILE_EN}`;

const hostileJob: CodegenJob = {
  ...SAMPLE_JOB,
  newTable: true,
  title: HOSTILE,
  titleEn: HOSTILE_EN,
  fields: SAMPLE_JOB.fields.map((field) => ({ ...field, label: HOSTILE, labelEn: HOSTILE_EN })),
};

const contentOf = (job: CodegenJob, suffix: string): string => generateCode(job).find((file) => file.path.endsWith(suffix))?.content ?? '';

const parse = (name: string, text: string): ts.SourceFile =>
  ts.createSourceFile(name, text, ts.ScriptTarget.ES2022, true, name.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);

/** Syntax errors of a TypeScript or TSX text (no type checking: that is the integration tier's scratch copy). */
function syntaxErrors(name: string, text: string): string[] {
  const source = parse(name, text);
  const diagnostics = (source as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics;
  return diagnostics.map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

/** The kinds of a file's statements and how many string literals it has. */
function shapeOf(name: string, text: string): { statements: ts.SyntaxKind[]; strings: number } {
  const source = parse(name, text);
  let strings = 0;
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
      strings += 1;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { statements: source.statements.map((statement) => statement.kind), strings };
}

describe('generated web feature, legacy rows and test skeletons', () => {
  it('emits the feature folder, both locales, the legacy rows and the test skeletons', () => {
    const paths = generateCode(SAMPLE_JOB).map((file) => file.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'web/src/features/school/course/graphql/CourseFields.graphql',
        'web/src/features/school/course/graphql/Courses.graphql',
        'web/src/features/school/course/graphql/Course.graphql',
        'web/src/features/school/course/graphql/SubmitCourse.graphql',
        'web/src/features/school/course/graphql/RemoveCourses.graphql',
        'web/src/features/school/course/course-crud.ts',
        'web/src/features/school/course/course-filter.ts',
        'web/src/features/school/course/course-operations.ts',
        'web/src/features/school/course/CoursePage.tsx',
        'web/src/i18n/locales/zh-CN/schoolCourse.json',
        'web/src/i18n/locales/en/schoolCourse.json',
        'server/src/rest/operations/school-course.graphql',
        'server/src/rest/routes/school-course.routes.ts',
        'server/src/modules/school/course/course.service.test.ts',
        'server/test/integration/school/course.int.test.ts',
      ]),
    );
    expect(paths.filter((path) => path.includes('/migrations/'))).toEqual([]);
    const fresh = generateCode({ ...SAMPLE_JOB, newTable: true });
    expect(fresh.map((file) => file.path).filter((path) => path.includes('/migrations/'))).toEqual([
      'server/src/migrations/mysql/Migration20261128000000_school_course.ts',
      'server/src/migrations/sqlite/Migration20261128000000_school_course.ts',
    ]);
    expect(fresh.find((file) => file.path.endsWith('course-README.md'))?.content).toContain('is new: the zip holds its migration');
  });

  it('keeps every generated TypeScript file parseable, and shaped as for plain text, whatever the comments and titles hold', () => {
    const plain = new Map(generateCode({ ...SAMPLE_JOB, newTable: true }).map((file) => [file.path, file.content]));
    for (const file of generateCode(hostileJob).filter((entry) => /\.tsx?$/.test(entry.path))) {
      expect({ path: file.path, errors: syntaxErrors(file.path, file.content) }).toEqual({ path: file.path, errors: [] });
      // the same statements and the same number of string literals: no text broke out of its string or comment
      expect(shapeOf(file.path, file.content)).toEqual(shapeOf(file.path, plain.get(file.path) ?? ''));
      expect(file.content).not.toContain('${alert(1)}`');
      expect(file.content).not.toContain('\u2028');
    }
  });

  it('keeps generated lines within the repository’s 140 characters (scripts/check-line-length.mjs)', () => {
    const long = generateCode({ ...SAMPLE_JOB, newTable: true })
      .filter((file) => !file.path.endsWith('.md') && !file.path.includes('/migrations/'))
      .flatMap((file) => file.content.split('\n').flatMap((line, index) => (line.length > 140 ? [`${file.path}:${index + 1}`] : [])));
    expect(long).toEqual([]);
  });

  it('writes the labels into the locale files only, as JSON: zh-CN from the column comments, en humanised', () => {
    const zh = JSON.parse(contentOf(hostileJob, 'zh-CN/schoolCourse.json')) as { fields: Record<string, string> };
    expect(zh.fields['courseName']).toBe(HOSTILE);
    const hostileEn = JSON.parse(contentOf(hostileJob, 'en/schoolCourse.json')) as { fields: Record<string, string> };
    expect(hostileEn.fields['courseName']).toBe(HOSTILE_EN);
    const en = JSON.parse(contentOf(SAMPLE_JOB, 'en/schoolCourse.json')) as {
      fields: Record<string, string>;
      search: Record<string, string>;
      validation: Record<string, string>;
    };
    expect(en.fields).toMatchObject({ courseName: 'Course name', teacherId: 'Teacher', updateTime: 'Updated at' });
    expect(en.search).toMatchObject({ creditFrom: 'Credit from', creditTo: 'Credit to' });
    expect(en.validation['courseNameRequired']).toBe('Please enter the course name');
    expect(JSON.parse(contentOf(SAMPLE_JOB, 'zh-CN/schoolCourse.json'))).toMatchObject({ fields: { courseName: '课程名称' } });
    for (const file of generateCode(hostileJob).filter((entry) => entry.path.startsWith('web/') && /\.tsx?$/.test(entry.path))) {
      expect(file.content).not.toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('builds the form schema, the filter and the submit input from the field kinds', () => {
    const crud = contentOf(SAMPLE_JOB, 'course-crud.ts');
    expect(crud).toContain("courseName: z.string().trim().min(1, 'schoolCourse:validation.courseNameRequired').max(64,");
    expect(crud).toContain('value: (row) => dictionaries.course_category.label(row.category)');
    expect(crud).toContain("permissions: { add: 'course_add', edit: 'course_edit', delete: 'course_delete', view: 'course_view' }");
    const filter = contentOf(SAMPLE_JOB, 'course-filter.ts');
    expect(filter).toContain('filter.creditFrom = Number(search.creditFrom);');
    const operations = contentOf(SAMPLE_JOB, 'course-operations.ts');
    expect(operations).toContain("isOpen: values.isOpen === '' ? null : values.isOpen === 'true',");
    expect(operations).toContain("publishTime: values.publishTime.trim() === '' ? null : instantOf(values.publishTime),");
    const page = contentOf(SAMPLE_JOB, 'CoursePage.tsx');
    expect(page).toContain("useDictionary('course_category')");
    const routes = contentOf(SAMPLE_JOB, 'school-course.routes.ts');
    expect(routes).toContain("path: '/blade-school/course/list'");
    expect(routes).toContain(
      "credit: readIntParam(request, 'credit')".replace('credit:', 'creditFrom:').replace("'credit'", "'creditFrom'"),
    );
  });

  it('lists every wiring step in the README, web and legacy rows included', () => {
    const readme = contentOf(SAMPLE_JOB, 'course-README.md');
    for (const file of [
      'server/src/app/modules.ts',
      'server/src/app/services.ts',
      'server/src/rest/legacy-routes.ts',
      'web/src/app/route-registry.ts',
      'web/src/i18n/namespaces.ts',
      'web/src/i18n/bundles/en-pages.ts',
      'web/src/i18n/bundles/zh-CN-pages.ts',
      'web/src/i18n/locales/en/menu.json',
      'web/src/i18n/locales/zh-CN/menu.json',
    ]) {
      expect(readme).toContain(`\`${file}\``);
    }
    expect(readme).toContain('npm run codegen');
  });
});
