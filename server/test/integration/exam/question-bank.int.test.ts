import { QuestionBank } from '../../../src/modules/exam/bank/question-bank.entity';
import { buildQuestions } from '../../factories/exam.factory';
import { staffTenant, userWith, type StaffTenant } from '../../factories/exam-staff.factory';
import { graphql } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const LIST = `
    query ($filter: QuestionBankFilter, $page: PageInput) {
      questionBanks(filter: $filter, page: $page) {
        records {
          id
          name
          code
          description
          questionCount
        }
        total
      }
    }
  `;
const DETAIL = 'query ($id: ID!) { questionBank(id: $id) { id name code questionCount } }';
const SUBMIT = 'mutation ($input: QuestionBankInput!) { submitQuestionBank(input: $input) { id name code description questionCount } }';
const REMOVE = 'mutation ($ids: [ID!]!) { removeQuestionBanks(ids: $ids) }';

describe('question banks over GraphQL', () => {
  let app: TestApp;
  let staff: StaffTenant;
  let other: StaffTenant;

  beforeAll(async () => {
    app = await startTestApp();
    staff = await staffTenant(app);
    other = await staffTenant(app);
  });

  afterAll(async () => {
    await app.close();
  });

  const count = (where: Record<string, unknown> = {}) => app.application.orm.em.fork().count(QuestionBank, where, { filters: false });

  /** One bank through its life; the `it`s work in order on the bank the first one adds. */
  describe('a bank’s life', () => {
    let id: string;

    it('should add a bank and list it with its derived question count', async () => {
      const added = await graphql<{ submitQuestionBank: { id: string; questionCount: number } }>(
        app.http,
        SUBMIT,
        { input: { name: '计算机基础', code: 'cs-basic', description: '计算机常识' } },
        { token: staff.token },
      );
      expect(added.errors).toBeUndefined();
      id = added.data?.submitQuestionBank.id ?? '';
      await buildQuestions(app.application.orm, { tenantId: staff.tenant.tenantId, bankId: id, count: 3 });
      const list = await graphql<{ questionBanks: { total: number; records: Array<{ code: string; questionCount: number }> } }>(
        app.http,
        LIST,
        { filter: { keyword: 'CS-B' } },
        { token: staff.token },
      );
      expect(list.data?.questionBanks.records).toEqual([expect.objectContaining({ code: 'cs-basic', questionCount: 3 })]);
    });

    it('should rename the bank', async () => {
      const changed = await graphql<{ submitQuestionBank: { name: string } }>(
        app.http,
        SUBMIT,
        { input: { id, name: '计算机应用基础', code: 'cs-basic' } },
        { token: staff.token },
      );
      expect(changed.data?.submitQuestionBank.name).toBe('计算机应用基础');
    });

    it('should refuse a code already used in the tenant, and take it in another tenant', async () => {
      const duplicate = await graphql(app.http, SUBMIT, { input: { name: '另一个', code: 'cs-basic' } }, { token: staff.token });
      expect(duplicate.errors?.[0]).toMatchObject({ message: '题库编号已存在: cs-basic', extensions: { code: 'CONFLICT' } });
      const elsewhere = await graphql(app.http, SUBMIT, { input: { name: '计算机基础', code: 'cs-basic' } }, { token: other.token });
      expect(elsewhere.errors).toBeUndefined();
    });

    it('should refuse deleting a bank that holds questions', async () => {
      const refused = await graphql(app.http, REMOVE, { ids: [id] }, { token: staff.token, language: 'en' });
      expect(refused.errors?.[0]).toMatchObject({
        extensions: { code: 'CONFLICT' },
        message: 'The question bank "计算机应用基础" still holds 3 questions; delete or move them before deleting the bank',
      });
      expect(await count({ id, isDeleted: 0 })).toBe(1);
    });

    it('should delete an empty bank and free its code', async () => {
      const empty = await graphql<{ submitQuestionBank: { id: string } }>(
        app.http,
        SUBMIT,
        { input: { name: '临时', code: 'tmp' } },
        { token: staff.token },
      );
      const emptyId = empty.data?.submitQuestionBank.id ?? '';
      const removed = await graphql<{ removeQuestionBanks: number }>(app.http, REMOVE, { ids: [emptyId] }, { token: staff.token });
      expect(removed.data?.removeQuestionBanks).toBe(1);
      const gone = await graphql(app.http, DETAIL, { id: emptyId }, { token: staff.token });
      expect(gone.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
      const reused = await graphql(app.http, SUBMIT, { input: { name: '临时', code: 'tmp' } }, { token: staff.token });
      expect(reused.errors).toBeUndefined();
    });
  });

  it('should refuse bad input with translated field messages and write nothing', async () => {
    const before = await count();
    const empty = await graphql(app.http, SUBMIT, { input: { name: ' ', code: '' } }, { token: staff.token, language: 'en' });
    expect(empty.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION',
      fields: [
        { field: 'name', message: 'Please enter the question bank name' },
        { field: 'code', message: 'Please enter the question bank code' },
      ],
    });
    const badCode = await graphql(app.http, SUBMIT, { input: { name: 'x', code: 'a b;drop' } }, { token: staff.token });
    expect(badCode.errors?.[0]?.extensions.fields).toEqual([{ field: 'code', message: '题库编号只能包含字母、数字、下划线和短横线' }]);
    const badIds = await graphql(app.http, REMOVE, { ids: ['x'] }, { token: staff.token });
    expect(badIds.errors?.[0]?.extensions.code).toBe('VALIDATION');
    const badSort = await graphql(app.http, 'query { questionBanks(sort: [{ field: "tenantId" }]) { total } }', {}, { token: staff.token });
    expect(badSort.errors?.[0]?.extensions.code).toBe('VALIDATION');
    expect(await count()).toBe(before);
  });

  it('should refuse anonymous callers, users without the code, and other tenants', async () => {
    expect((await graphql(app.http, LIST)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect((await graphql(app.http, SUBMIT, { input: { name: 'a', code: 'a' } })).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');

    const student = await userWith(app, { tenant: staff.tenant, codes: ['exam', 'exam_take'] });
    expect((await graphql(app.http, LIST, {}, { token: student.token })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const reader = await userWith(app, { tenant: staff.tenant, codes: ['exam_bank'] });
    expect((await graphql(app.http, LIST, {}, { token: reader.token })).errors).toBeUndefined();
    expect(
      (await graphql(app.http, SUBMIT, { input: { name: 'r', code: 'reader' } }, { token: reader.token })).errors?.[0]?.extensions.code,
    ).toBe('FORBIDDEN');
    expect(await count({ code: 'reader' })).toBe(0);

    const mine = await graphql<{ submitQuestionBank: { id: string } }>(
      app.http,
      SUBMIT,
      { input: { name: '职业素养', code: 'ethics' } },
      { token: staff.token },
    );
    const id = mine.data?.submitQuestionBank.id ?? '';
    expect((await graphql(app.http, DETAIL, { id }, { token: other.token })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const theirList = await graphql<{ questionBanks: { records: Array<{ id: string }> } }>(
      app.http,
      LIST,
      { page: { current: 1, size: 100 } },
      { token: other.token },
    );
    expect(theirList.data?.questionBanks.records.map((row) => row.id)).not.toContain(id);
    expect(
      (await graphql(app.http, SUBMIT, { input: { id, name: 'hijack', code: 'ethics' } }, { token: other.token })).errors?.[0]?.extensions
        .code,
    ).toBe('NOT_FOUND');
    expect(
      (await graphql<{ removeQuestionBanks: number }>(app.http, REMOVE, { ids: [id] }, { token: other.token })).data?.removeQuestionBanks,
    ).toBe(0);
    expect(await count({ id, name: '职业素养', isDeleted: 0 })).toBe(1);
  });
});
