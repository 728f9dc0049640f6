import { Attempt } from '../../../src/modules/exam/attempt/attempt.entity';
import { ExamCandidate } from '../../../src/modules/exam/candidate/exam-candidate.entity';
import { AudienceMode, CandidateStatus, ExamStatus } from '../../../src/modules/exam/shared/examination-enums';
import { Dept } from '../../../src/modules/system/dept/dept.entity';
import {
  buildCandidate,
  buildExamination,
  buildReadyPaper,
  EXAMINATION_STAFF_CODES,
  HOUR_MS,
  signedInUser,
} from '../../factories/exam-delivery.factory';
import { serviceContext } from '../../factories/exam.factory';
import { buildTenant, buildUser, type BuiltTenant } from '../../factories/system.factory';
import { graphql } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const PAGE = `
    query ($examinationId: ID!, $keyword: String, $status: CandidateStatus) {
      examCandidates(
        examinationId: $examinationId
        keyword: $keyword
        status: $status
        page: {current: 1, size: 100}
      ) {
        total
        records {
          id
          userId
          account
          realName
          deptId
          deptName
          status
        }
      }
    }
  `;
const ADD = `
    mutation ($examinationId: ID!, $userIds: [ID!], $deptIds: [ID!]) {
      addExamCandidates(
        examinationId: $examinationId
        userIds: $userIds
        deptIds: $deptIds
      )
    }
  `;
const REMOVE =
  'mutation ($examinationId: ID!, $userIds: [ID!]!) { removeExamCandidates(examinationId: $examinationId, userIds: $userIds) }';
const REMOVE_ENTRIES = 'mutation ($ids: [ID!]!) { removeExamCandidateEntries(ids: $ids) }';
const SET_STATUS = 'mutation ($id: ID!, $status: CandidateStatus!) { setExamCandidateStatus(id: $id, status: $status) { id status } }';
const DETAIL = 'query ($id: ID!) { examCandidate(id: $id) { id userId status } }';
const MINE = `
    query ($status: ExamStatus) {
      myExaminations(status: $status, page: {current: 1, size: 100}) {
        total
        records {
          id
          name
          status
          openNow
          openAt
          closeAt
          durationMin
          maxAttempts
          passScore
        }
      }
    }
  `;

interface CandidateRow {
  id: string;
  userId: string;
  account: string;
  deptId: string | null;
  deptName: string | null;
  status: CandidateStatus;
}

describe('examination rosters and my examinations', () => {
  let app: TestApp;
  let tenant: BuiltTenant;
  let other: BuiltTenant;
  let staff: string;
  let paperId: string;
  let childDept: Dept;
  let grandchildDept: Dept;

  const em = () => app.application.orm.em.fork();
  const candidates = async (examinationId: string) =>
    em().find(ExamCandidate, { examinationId }, { filters: false, orderBy: { userId: 'asc' } });

  beforeAll(async () => {
    app = await startTestApp();
    const orm = app.application.orm;
    tenant = await buildTenant(orm);
    other = await buildTenant(orm);
    staff = (await signedInUser(orm, app.http, { tenantId: tenant.tenantId, deptId: tenant.deptId, permissions: EXAMINATION_STAFF_CODES }))
      .token;
    paperId = (await buildReadyPaper(orm, { tenantId: tenant.tenantId })).paper.id;
    const fork = orm.em.fork();
    childDept = fork.create(Dept, {
      tenantId: tenant.tenantId,
      deptName: '初三',
      parentId: tenant.deptId,
      ancestors: `0,${tenant.deptId}`,
    });
    grandchildDept = fork.create(Dept, {
      tenantId: tenant.tenantId,
      deptName: '初三（1）班',
      parentId: childDept.id,
      ancestors: `0,${tenant.deptId},${childDept.id}`,
    });
    await fork.flush();
  });

  afterAll(async () => {
    await app.close();
  });

  it('should add by user and by department with sub-departments, idempotently, and reactivate removed candidates', async () => {
    const orm = app.application.orm;
    const exam = await buildExamination(orm, { tenantId: tenant.tenantId, paperId });
    const single = await buildUser(orm, { tenantId: tenant.tenantId, roleIds: [], deptId: tenant.deptId });
    const child = await buildUser(orm, { tenantId: tenant.tenantId, roleIds: [], deptId: childDept.id });
    const grandchild = await buildUser(orm, { tenantId: tenant.tenantId, roleIds: [], deptId: grandchildDept.id });

    const byUser = await graphql<{ addExamCandidates: number }>(
      app.http,
      ADD,
      { examinationId: exam.id, userIds: [single.id] },
      { token: staff },
    );
    expect(byUser.data?.addExamCandidates).toBe(1);
    const byDept = await graphql<{ addExamCandidates: number }>(
      app.http,
      ADD,
      { examinationId: exam.id, deptIds: [childDept.id] },
      { token: staff },
    );
    expect(byDept.data?.addExamCandidates).toBe(2);
    const again = await graphql<{ addExamCandidates: number }>(
      app.http,
      ADD,
      { examinationId: exam.id, userIds: [single.id, child.id], deptIds: [childDept.id] },
      { token: staff },
    );
    expect(again.data?.addExamCandidates).toBe(0);
    expect((await candidates(exam.id)).map((row) => row.userId).sort()).toEqual([single.id, child.id, grandchild.id].sort());

    const page = await graphql<{ examCandidates: { total: number; records: CandidateRow[] } }>(
      app.http,
      PAGE,
      { examinationId: exam.id, keyword: grandchild.account },
      { token: staff },
    );
    expect(page.data?.examCandidates.records).toEqual([
      expect.objectContaining({
        userId: grandchild.id,
        account: grandchild.account,
        deptId: grandchildDept.id,
        deptName: '初三（1）班',
        status: 'ACTIVE',
      }),
    ]);

    const removed = await graphql<{ removeExamCandidates: number }>(
      app.http,
      REMOVE,
      { examinationId: exam.id, userIds: [child.id] },
      { token: staff },
    );
    expect(removed.data?.removeExamCandidates).toBe(1);
    const listed = await graphql<{ examCandidates: { total: number } }>(app.http, PAGE, { examinationId: exam.id }, { token: staff });
    expect(listed.data?.examCandidates.total).toBe(2);
    const removedOnly = await graphql<{ examCandidates: { records: CandidateRow[] } }>(
      app.http,
      PAGE,
      { examinationId: exam.id, status: 'REMOVED' },
      { token: staff },
    );
    expect(removedOnly.data?.examCandidates.records.map((row) => row.userId)).toEqual([child.id]);
    const reactivated = await graphql<{ addExamCandidates: number }>(
      app.http,
      ADD,
      { examinationId: exam.id, userIds: [child.id] },
      { token: staff },
    );
    expect(reactivated.data?.addExamCandidates).toBe(1);
    expect((await candidates(exam.id)).every((row) => row.candidateStatus === CandidateStatus.ACTIVE)).toBe(true);

    const entry = (await candidates(exam.id))[0] as ExamCandidate;
    const excused = await graphql<{ setExamCandidateStatus: { status: string } }>(
      app.http,
      SET_STATUS,
      { id: entry.id, status: 'EXCUSED' },
      { token: staff },
    );
    expect(excused.data?.setExamCandidateStatus.status).toBe('EXCUSED');
    expect(
      (await graphql<{ examCandidate: { status: string } }>(app.http, DETAIL, { id: entry.id }, { token: staff })).data?.examCandidate
        .status,
    ).toBe('EXCUSED');
    const byEntry = await graphql<{ removeExamCandidateEntries: number }>(app.http, REMOVE_ENTRIES, { ids: [entry.id] }, { token: staff });
    expect(byEntry.data?.removeExamCandidateEntries).toBe(1);
  });

  it('should refuse bad input, users and departments of other tenants, and write nothing', async () => {
    const orm = app.application.orm;
    const exam = await buildExamination(orm, { tenantId: tenant.tenantId, paperId });
    const stranger = await buildUser(orm, { tenantId: other.tenantId, roleIds: [], deptId: other.deptId });
    const none = await graphql(app.http, ADD, { examinationId: exam.id }, { token: staff, language: 'en' });
    expect(none.errors?.[0]).toMatchObject({ message: 'Select users or departments', extensions: { code: 'VALIDATION' } });
    const foreignUser = await graphql(
      app.http,
      ADD,
      { examinationId: exam.id, userIds: [tenant.admin.id, stranger.id] },
      { token: staff, language: 'en' },
    );
    expect(foreignUser.errors?.[0]).toMatchObject({
      message: `No such user in this tenant: ${stranger.id}`,
      extensions: { code: 'VALIDATION' },
    });
    const foreignDept = await graphql(app.http, ADD, { examinationId: exam.id, deptIds: [other.deptId] }, { token: staff });
    expect(foreignDept.errors?.[0]?.extensions.code).toBe('VALIDATION');
    const badId = await graphql(app.http, ADD, { examinationId: exam.id, userIds: ['abc'] }, { token: staff });
    expect(badId.errors?.[0]?.extensions.code).toBe('VALIDATION');
    expect((await graphql(app.http, REMOVE, { examinationId: exam.id, userIds: [] }, { token: staff })).errors?.[0]?.extensions.code).toBe(
      'VALIDATION',
    );
    expect(await candidates(exam.id)).toHaveLength(0);
  });

  it(
    'should add candidates once open and remove only those who have not started, and refuse roster changes when closed ' + 'or cancelled',
    async () => {
      const orm = app.application.orm;
      const open = await buildExamination(orm, {
        tenantId: tenant.tenantId,
        paperId,
        status: ExamStatus.SCHEDULED,
        openAt: new Date(Date.now() - HOUR_MS),
        closeAt: new Date(Date.now() + HOUR_MS),
      });
      const student = await buildUser(orm, { tenantId: tenant.tenantId, roleIds: [], deptId: tenant.deptId });
      const starter = await buildUser(orm, { tenantId: tenant.tenantId, roleIds: [], deptId: tenant.deptId });
      expect(
        (
          await graphql<{ addExamCandidates: number }>(
            app.http,
            ADD,
            { examinationId: open.id, userIds: [student.id, starter.id] },
            { token: staff },
          )
        ).data?.addExamCandidates,
      ).toBe(2);
      // The attempts module answers who has started: an attempt of `starter` exists.
      const attemptEm = orm.em.fork();
      attemptEm.create(Attempt, {
        tenantId: tenant.tenantId,
        examinationId: open.id,
        userId: starter.id,
        attemptNo: 1,
        snapshotId: '1',
        layout: { slots: [] },
        startedAt: new Date(),
        deadlineAt: new Date(Date.now() + HOUR_MS),
      });
      await attemptEm.flush();
      const removeStarted = await graphql(
        app.http,
        REMOVE,
        { examinationId: open.id, userIds: [starter.id] },
        { token: staff, language: 'en' },
      );
      expect(removeStarted.errors?.[0]).toMatchObject({ extensions: { code: 'CONFLICT' } });
      expect(removeStarted.errors?.[0]?.message).toMatch(/already started/);
      const removeOpen = await graphql(
        app.http,
        REMOVE,
        { examinationId: open.id, userIds: [student.id] },
        { token: staff, language: 'en' },
      );
      expect(removeOpen.errors).toBeUndefined();
      const byUser = new Map((await candidates(open.id)).map((row) => [row.userId, row.candidateStatus]));
      expect(byUser.get(student.id)).toBe(CandidateStatus.REMOVED);
      expect(byUser.get(starter.id)).toBe(CandidateStatus.ACTIVE);

      for (const status of [ExamStatus.CLOSING, ExamStatus.CANCELLED]) {
        const closed = await buildExamination(orm, { tenantId: tenant.tenantId, paperId, status });
        expect(
          (await graphql(app.http, ADD, { examinationId: closed.id, userIds: [student.id] }, { token: staff })).errors?.[0]?.extensions
            .code,
        ).toBe('CONFLICT');
      }
    },
  );

  it('should refuse anonymous callers, users without the roster code, and other tenants', async () => {
    const orm = app.application.orm;
    const exam = await buildExamination(orm, { tenantId: tenant.tenantId, paperId });
    const entry = await buildCandidate(orm, { tenantId: tenant.tenantId, examinationId: exam.id, userId: tenant.admin.id });
    expect((await graphql(app.http, PAGE, { examinationId: exam.id })).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect((await graphql(app.http, ADD, { examinationId: exam.id, userIds: [tenant.admin.id] })).errors?.[0]?.extensions.code).toBe(
      'UNAUTHENTICATED',
    );
    const viewer = await signedInUser(orm, app.http, {
      tenantId: tenant.tenantId,
      deptId: tenant.deptId,
      permissions: ['exam_examination'],
    });
    expect(
      (await graphql<{ examCandidates: { total: number } }>(app.http, PAGE, { examinationId: exam.id }, { token: viewer.token })).data
        ?.examCandidates.total,
    ).toBe(1);
    for (const [query, variables] of [
      [ADD, { examinationId: exam.id, userIds: [viewer.id] }],
      [REMOVE, { examinationId: exam.id, userIds: [tenant.admin.id] }],
      [REMOVE_ENTRIES, { ids: [entry.id] }],
      [SET_STATUS, { id: entry.id, status: 'EXCUSED' }],
    ] as Array<[string, Record<string, unknown>]>) {
      expect((await graphql(app.http, query, variables, { token: viewer.token })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    }
    const otherStaff = await signedInUser(orm, app.http, {
      tenantId: other.tenantId,
      deptId: other.deptId,
      permissions: EXAMINATION_STAFF_CODES,
    });
    expect((await graphql(app.http, PAGE, { examinationId: exam.id }, { token: otherStaff.token })).errors?.[0]?.extensions.code).toBe(
      'NOT_FOUND',
    );
    expect((await graphql(app.http, DETAIL, { id: entry.id }, { token: otherStaff.token })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect(
      (await graphql(app.http, ADD, { examinationId: exam.id, userIds: [otherStaff.id] }, { token: otherStaff.token })).errors?.[0]
        ?.extensions.code,
    ).toBe('NOT_FOUND');
    expect(
      (await graphql(app.http, SET_STATUS, { id: entry.id, status: 'EXCUSED' }, { token: otherStaff.token })).errors?.[0]?.extensions.code,
    ).toBe('NOT_FOUND');
    expect(
      (await graphql<{ removeExamCandidateEntries: number }>(app.http, REMOVE_ENTRIES, { ids: [entry.id] }, { token: otherStaff.token }))
        .data?.removeExamCandidateEntries,
    ).toBe(0);
    expect((await candidates(exam.id)).map((row) => row.candidateStatus)).toEqual([CandidateStatus.ACTIVE]);
  });

  it(
    'should show students only their own published examinations by roster, department and tenant, never drafts or other ' + 'tenants',
    async () => {
      const orm = app.application.orm;
      const student = await signedInUser(orm, app.http, {
        tenantId: tenant.tenantId,
        deptId: grandchildDept.id,
        permissions: ['exam', 'exam_take'],
      });
      const classmate = await signedInUser(orm, app.http, {
        tenantId: tenant.tenantId,
        deptId: tenant.deptId,
        permissions: ['exam', 'exam_take'],
      });
      const now = Date.now();
      const openWindow = { openAt: new Date(now - HOUR_MS), closeAt: new Date(now + HOUR_MS) };
      const rostered = await buildExamination(orm, {
        tenantId: tenant.tenantId,
        paperId,
        status: ExamStatus.SCHEDULED,
        name: '名单考试',
        ...openWindow,
      });
      await buildCandidate(orm, { tenantId: tenant.tenantId, examinationId: rostered.id, userId: student.id });
      const removedFrom = await buildExamination(orm, { tenantId: tenant.tenantId, paperId, status: ExamStatus.SCHEDULED, name: '已移出' });
      await buildCandidate(orm, {
        tenantId: tenant.tenantId,
        examinationId: removedFrom.id,
        userId: student.id,
        status: CandidateStatus.REMOVED,
      });
      const byDept = await buildExamination(orm, {
        tenantId: tenant.tenantId,
        paperId,
        status: ExamStatus.SCHEDULED,
        name: '部门考试',
        audienceMode: AudienceMode.ORG_UNITS,
        audienceDeptIds: [childDept.id],
      });
      const wholeTenant = await buildExamination(orm, {
        tenantId: tenant.tenantId,
        paperId,
        status: ExamStatus.RESULTS_RELEASED,
        name: '全员考试',
        audienceMode: AudienceMode.OPEN_TO_TENANT,
      });
      const excusedFrom = await buildExamination(orm, {
        tenantId: tenant.tenantId,
        paperId,
        status: ExamStatus.SCHEDULED,
        name: '已免考',
        audienceMode: AudienceMode.OPEN_TO_TENANT,
      });
      await buildCandidate(orm, {
        tenantId: tenant.tenantId,
        examinationId: excusedFrom.id,
        userId: student.id,
        status: CandidateStatus.EXCUSED,
      });
      const draft = await buildExamination(orm, {
        tenantId: tenant.tenantId,
        paperId,
        status: ExamStatus.DRAFT,
        name: '草稿',
        audienceMode: AudienceMode.OPEN_TO_TENANT,
      });
      const otherPaper = (await buildReadyPaper(orm, { tenantId: other.tenantId })).paper.id;
      const foreign = await buildExamination(orm, {
        tenantId: other.tenantId,
        paperId: otherPaper,
        status: ExamStatus.SCHEDULED,
        name: '他校考试',
        audienceMode: AudienceMode.OPEN_TO_TENANT,
      });

      const mine = await graphql<{
        myExaminations: { records: Array<{ id: string; status: string; openNow: boolean; passScore: number }> };
      }>(app.http, MINE, {}, { token: student.token });
      expect(mine.errors).toBeUndefined();
      const ids = mine.data?.myExaminations.records.map((row) => row.id) ?? [];
      expect(new Set(ids)).toEqual(new Set([rostered.id, byDept.id, wholeTenant.id]));
      expect(ids).not.toContain(removedFrom.id);
      expect(ids).not.toContain(draft.id);
      expect(ids).not.toContain(foreign.id);
      expect(mine.data?.myExaminations.records.find((row) => row.id === rostered.id)).toMatchObject({ status: 'OPEN', openNow: true });
      const openOnly = await graphql<{ myExaminations: { records: Array<{ id: string }> } }>(
        app.http,
        MINE,
        { status: 'OPEN' },
        { token: student.token },
      );
      expect(openOnly.data?.myExaminations.records.map((row) => row.id)).toEqual([rostered.id]);

      const theirs = await graphql<{ myExaminations: { records: Array<{ id: string }> } }>(app.http, MINE, {}, { token: classmate.token });
      expect(new Set(theirs.data?.myExaminations.records.map((row) => row.id))).toEqual(new Set([wholeTenant.id, excusedFrom.id]));

      // The same audience rule answers the attempts module's "may this user start".
      const audience = app.application.services.examDelivery.audience;
      const studentEm = serviceContext(orm, { tenantId: tenant.tenantId }).em;
      const admitted = await Promise.all(
        [rostered, removedFrom, byDept, wholeTenant, excusedFrom].map((exam) => audience.admits(studentEm, exam, student.id)),
      );
      expect(admitted).toEqual([true, false, true, true, false]);
      expect(await audience.admits(studentEm, byDept, classmate.id)).toBe(false);

      // No paper, snapshot or answer keys on the candidate's type.
      const leak = await graphql(app.http, 'query { myExaminations { records { id snapshotId paperId } } }', {}, { token: student.token });
      expect(leak.errors?.[0]?.extensions.code).toBe('VALIDATION');
      expect((await graphql(app.http, MINE)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
      expect((await graphql(app.http, MINE, {}, { token: staff })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    },
  );
});
