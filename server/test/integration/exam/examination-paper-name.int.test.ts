import { Paper } from '../../../src/modules/exam/paper/paper.entity';
import { PaperStatus } from '../../../src/modules/exam/shared/exam-enums';
import { buildExamination, buildReadyPaper, EXAMINATION_STAFF_CODES, signedInUser } from '../../factories/exam-delivery.factory';
import { buildTenant } from '../../factories/system.factory';
import { graphql } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const LIST = `
    query ($keyword: String) {
      examinations(filter: {keyword: $keyword}, page: {current: 1, size: 100}) {
        records {
          id
          paperId
          paperName
        }
      }
    }
  `;
const ONE = 'query ($id: ID!) { examination(id: $id) { id paperName } }';

describe('the paper name of an examination', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  }, 60_000);

  afterAll(async () => {
    await app.close();
  }, 60_000);

  it('should name the paper whether it is ready, archived or deleted, in the list and the detail', async () => {
    const orm = app.application.orm;
    const tenant = await buildTenant(orm);
    const staff = await signedInUser(orm, app.http, {
      tenantId: tenant.tenantId,
      deptId: tenant.deptId,
      permissions: EXAMINATION_STAFF_CODES,
    });
    const keyword = `纸名${Math.random().toString(36).slice(2, 7)}`;
    const papers = [
      await buildReadyPaper(orm, { tenantId: tenant.tenantId }),
      await buildReadyPaper(orm, { tenantId: tenant.tenantId }),
      await buildReadyPaper(orm, { tenantId: tenant.tenantId }),
    ].map((built) => built.paper);
    const [ready, archived, deleted] = papers;
    const em = orm.em.fork();
    await em.nativeUpdate(Paper, { id: archived?.id }, { paperStatus: PaperStatus.ARCHIVED }, { filters: false });
    await em.nativeUpdate(Paper, { id: deleted?.id }, { isDeleted: 1 }, { filters: false });
    const exams = [];
    for (const paper of papers) {
      exams.push(await buildExamination(orm, { tenantId: tenant.tenantId, paperId: paper.id, name: `${keyword}-${paper.id}` }));
    }
    const answer = await graphql<{ examinations: { records: Array<{ id: string; paperId: string; paperName: string | null }> } }>(
      app.http,
      LIST,
      { keyword },
      { token: staff.token },
    );
    expect(answer.errors).toBeUndefined();
    const names = new Map(answer.data?.examinations.records.map((record) => [record.paperId, record.paperName]));
    expect(names).toEqual(new Map(papers.map((paper) => [paper.id, paper.name])));
    const detail = await graphql<{ examination: { paperName: string | null } }>(
      app.http,
      ONE,
      { id: exams[1]?.id },
      { token: staff.token },
    );
    expect(detail.data?.examination.paperName).toBe(archived?.name);
    expect(ready?.name).toBeTruthy();
  });
});
