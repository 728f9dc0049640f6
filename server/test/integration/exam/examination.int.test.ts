import { ExamPaperSnapshot } from '../../../src/modules/exam/examination/exam-paper-snapshot.entity';
import { Examination } from '../../../src/modules/exam/examination/examination.entity';
import { Paper } from '../../../src/modules/exam/paper/paper.entity';
import { Question } from '../../../src/modules/exam/question/question.entity';
import { PaperStatus } from '../../../src/modules/exam/shared/exam-enums';
import { ExamStatus } from '../../../src/modules/exam/shared/examination-enums';
import {
  buildCandidate,
  buildExamination,
  buildReadyPaper,
  EXAMINATION_STAFF_CODES,
  HOUR_MS,
  signedInUser,
} from '../../factories/exam-delivery.factory';
import { buildTenant, type BuiltTenant } from '../../factories/system.factory';
import { graphql } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';

const FIELDS =
  'id name status storedStatus paperId snapshotId totalScore passScore openAt closeAt durationMin candidateCount cancelReason ' +
  'reviewPolicy { afterRelease during } integrityPolicy { maxFocusLoss action }';
const LIST =
  `query ($filter: ExaminationFilter, $page: PageInput) { examinations(filter: $filter, page: $page) { records ` +
  `{ ${FIELDS} } total } }`;
const DETAIL = `query ($id: ID!) { examination(id: $id) { ${FIELDS} } }`;
const CREATE = `mutation ($input: ExaminationInput!) { createExamination(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: ExaminationInput!) { updateExamination(id: $id, input: $input) { ${FIELDS} } }`;
const REMOVE = 'mutation ($ids: [ID!]!) { removeExaminations(ids: $ids) }';
const PUBLISH = `mutation ($id: ID!) { publishExamination(id: $id) { ${FIELDS} } }`;
const CANCEL = `mutation ($id: ID!, $reason: String) { cancelExamination(id: $id, reason: $reason) { ${FIELDS} } }`;
const EXTEND = `mutation ($id: ID!, $closeAt: DateTimeISO!) { extendExamination(id: $id, closeAt: $closeAt) { ${FIELDS} } }`;
const ARCHIVE = `mutation ($id: ID!) { archiveExamination(id: $id) { ${FIELDS} } }`;

interface ExamRow {
  id: string;
  name: string;
  status: ExamStatus;
  storedStatus: ExamStatus;
  snapshotId: string | null;
  totalScore: number | null;
  passScore: number;
  closeAt: string;
  candidateCount: number;
  cancelReason: string | null;
  reviewPolicy: { afterRelease: string[]; during: string[] };
  integrityPolicy: { maxFocusLoss: number; action: string };
}

describe('examinations over GraphQL', () => {
  let app: TestApp;
  let tenant: BuiltTenant;
  let other: BuiltTenant;
  let staff: string;
  let otherStaff: string;
  let paperId: string;

  const em = () => app.application.orm.em.fork();
  const input = (overrides: Record<string, unknown> = {}) => ({
    name: '期中考试',
    paperId,
    openAt: new Date(Date.now() + HOUR_MS).toISOString(),
    closeAt: new Date(Date.now() + 3 * HOUR_MS).toISOString(),
    durationMin: 90,
    passScore: 6,
    ...overrides,
  });

  beforeAll(async () => {
    app = await startTestApp();
    const orm = app.application.orm;
    tenant = await buildTenant(orm);
    other = await buildTenant(orm);
    staff = (await signedInUser(orm, app.http, { tenantId: tenant.tenantId, deptId: tenant.deptId, permissions: EXAMINATION_STAFF_CODES }))
      .token;
    otherStaff = (
      await signedInUser(orm, app.http, { tenantId: other.tenantId, deptId: other.deptId, permissions: EXAMINATION_STAFF_CODES })
    ).token;
    paperId = (await buildReadyPaper(orm, { tenantId: tenant.tenantId })).paper.id;
  });

  afterAll(async () => {
    await app.close();
  });

  it('should create a DRAFT examination with defaults, change it, list it by filters and read it', async () => {
    const created = await graphql<{ createExamination: ExamRow }>(
      app.http,
      CREATE,
      { input: input({ integrityPolicy: { maxFocusLoss: 3, action: 'WARN' } }) },
      { token: staff },
    );
    expect(created.errors).toBeUndefined();
    const exam = created.data?.createExamination as ExamRow;
    expect(exam).toMatchObject({
      status: 'DRAFT',
      storedStatus: 'DRAFT',
      passScore: 6,
      snapshotId: null,
      totalScore: null,
      candidateCount: 0,
      integrityPolicy: { maxFocusLoss: 3, action: 'WARN' },
    });
    expect(exam.reviewPolicy).toEqual({ afterRelease: ['SCORE', 'MARKS_PER_QUESTION', 'FEEDBACK'], during: [] });

    const updated = await graphql<{ updateExamination: ExamRow }>(
      app.http,
      UPDATE,
      { id: exam.id, input: input({ name: '期中考试（修订）', passScore: 7.5, reviewPolicy: { during: ['SCORE', 'SCORE'] } }) },
      { token: staff },
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data?.updateExamination).toMatchObject({
      name: '期中考试（修订）',
      passScore: 7.5,
      reviewPolicy: { during: ['SCORE'], afterRelease: [] },
    });
    // An update without a review policy keeps the stored one (the default is for new examinations only).
    const kept = await graphql<{ updateExamination: ExamRow }>(
      app.http,
      UPDATE,
      { id: exam.id, input: input({ name: '期中考试（修订）', passScore: 7.5, reviewPolicy: null }) },
      { token: staff },
    );
    expect(kept.errors).toBeUndefined();
    expect(kept.data?.updateExamination.reviewPolicy).toEqual({ during: ['SCORE'], afterRelease: [] });

    const byKeyword = await graphql<{ examinations: { total: number; records: ExamRow[] } }>(
      app.http,
      LIST,
      { filter: { keyword: '修订', status: 'DRAFT' } },
      { token: staff },
    );
    expect(byKeyword.data?.examinations.records.map((row) => row.id)).toEqual([exam.id]);
    const wrongWindow = await graphql<{ examinations: { total: number } }>(
      app.http,
      LIST,
      { filter: { keyword: '修订', to: new Date().toISOString() } },
      { token: staff },
    );
    expect(wrongWindow.data?.examinations.total).toBe(0);
    const detail = await graphql<{ examination: ExamRow }>(app.http, DETAIL, { id: exam.id }, { token: staff });
    expect(detail.data?.examination.name).toBe('期中考试（修订）');
  });

  it('should filter the list by the status at request time, not the stored one', async () => {
    const orm = app.application.orm;
    const now = Date.now();
    const name = `时钟${now}`;
    const scheduled = await buildExamination(orm, { tenantId: tenant.tenantId, paperId, name, status: ExamStatus.SCHEDULED });
    const openByClock = await buildExamination(orm, {
      tenantId: tenant.tenantId,
      paperId,
      name,
      status: ExamStatus.SCHEDULED,
      openAt: new Date(now - HOUR_MS),
      closeAt: new Date(now + HOUR_MS),
    });
    const closingByClock = await buildExamination(orm, {
      tenantId: tenant.tenantId,
      paperId,
      name,
      status: ExamStatus.OPEN,
      openAt: new Date(now - 2 * HOUR_MS),
      closeAt: new Date(now - 1000),
    });
    const storedClosing = await buildExamination(orm, {
      tenantId: tenant.tenantId,
      paperId,
      name,
      status: ExamStatus.CLOSING,
      openAt: new Date(now - 2 * HOUR_MS),
      closeAt: new Date(now - 1000),
    });
    const ids = async (status: string) =>
      (
        (await graphql<{ examinations: { records: ExamRow[] } }>(app.http, LIST, { filter: { keyword: name, status } }, { token: staff }))
          .data?.examinations.records ?? []
      )
        .map((row) => row.id)
        .sort();
    expect(await ids('SCHEDULED')).toEqual([scheduled.id]);
    expect(await ids('OPEN')).toEqual([openByClock.id]);
    expect(await ids('CLOSING')).toEqual([closingByClock.id, storedClosing.id].sort());
    expect(await ids('DRAFT')).toEqual([]);
  });

  it('should refuse bad input with translated field messages and write nothing', async () => {
    const before = await em().count(Examination, {}, { filters: false });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: '' }, 'name', 'Please enter the examination name'],
      [{ closeAt: new Date(Date.now() + HOUR_MS / 2).toISOString() }, 'closeAt', 'The end time must be after the start time'],
      [{ durationMin: 200 }, 'durationMin', 'The duration cannot exceed the examination window (120 minutes)'],
      [{ durationMin: 0 }, 'durationMin', 'The duration must be from 1 to 10080 minutes'],
      [{ passScore: 1.234 }, 'passScore', 'The score must be a number from 0 to 10000 with at most two decimals'],
      [{ overdueHandling: 'GRACE_PERIOD', graceSec: 0 }, 'graceSec', 'The grace period handling needs a grace period above 0 seconds'],
      [{ audienceMode: 'ORG_UNITS' }, 'audienceDeptIds', 'Select at least one department for a department audience'],
      [
        { audienceMode: 'ORG_UNITS', audienceDeptIds: [other.deptId] },
        'audienceDeptIds',
        `No such department in this tenant: ${other.deptId}`,
      ],
      [{ paperId: '123' }, 'paperId', 'The paper does not exist'],
      [{ resultsReleaseAt: new Date().toISOString() }, 'resultsReleaseAt', 'Results cannot be released before the examination closes'],
    ];
    for (const [overrides, field, message] of cases) {
      const result = await graphql(app.http, CREATE, { input: input(overrides) }, { token: staff, language: 'en' });
      expect(result.errors?.[0]?.extensions.code).toBe('VALIDATION');
      expect(result.errors?.[0]?.extensions.fields).toContainEqual({ field, message });
    }
    const draftPaper = await buildReadyPaper(app.application.orm, { tenantId: tenant.tenantId });
    await em().nativeUpdate(Paper, { id: draftPaper.paper.id }, { paperStatus: PaperStatus.DRAFT }, { filters: false });
    const notReady = await graphql(app.http, CREATE, { input: input({ paperId: draftPaper.paper.id }) }, { token: staff, language: 'en' });
    expect(notReady.errors?.[0]?.extensions.fields).toContainEqual({
      field: 'paperId',
      message: 'The paper is not ready and cannot be used for an examination',
    });
    expect(await em().count(Examination, {}, { filters: false })).toBe(before);
  });

  it('should publish: refuse an empty roster, then freeze the paper into a snapshot that later question edits do not change', async () => {
    const orm = app.application.orm;
    const { paper, questions } = await buildReadyPaper(orm, { tenantId: tenant.tenantId });
    const exam = (
      await graphql<{ createExamination: ExamRow }>(
        app.http,
        CREATE,
        { input: input({ paperId: paper.id, passScore: 6 }) },
        { token: staff },
      )
    ).data?.createExamination as ExamRow;
    const empty = await graphql(app.http, PUBLISH, { id: exam.id }, { token: staff, language: 'en' });
    expect(empty.errors?.[0]).toMatchObject({
      message: 'The roster is empty; add candidates before publishing',
      extensions: { code: 'CONFLICT' },
    });
    expect(await em().count(ExamPaperSnapshot, { examinationId: exam.id }, { filters: false })).toBe(0);

    await buildCandidate(orm, { tenantId: tenant.tenantId, examinationId: exam.id, userId: tenant.admin.id });
    const published = await graphql<{ publishExamination: ExamRow }>(app.http, PUBLISH, { id: exam.id }, { token: staff });
    expect(published.errors).toBeUndefined();
    expect(published.data?.publishExamination).toMatchObject({
      status: 'SCHEDULED',
      storedStatus: 'SCHEDULED',
      totalScore: 10,
      candidateCount: 1,
    });
    const snapshotId = published.data?.publishExamination.snapshotId as string;
    expect((await em().findOneOrFail(Paper, { id: paper.id }, { filters: false })).paperStatus).toBe(PaperStatus.LOCKED);

    await em().nativeUpdate(Question, { id: questions[0]?.id }, { stem: '<p>改过的题干</p>' }, { filters: false });
    const snapshot = await em().findOneOrFail(ExamPaperSnapshot, { id: snapshotId }, { filters: false });
    expect(snapshot.totalScore).toBe(1000);
    expect(snapshot.data.sections[0]?.fixedItems[0]?.question.stem).toBe('<p>题目 1</p>');

    const again = await graphql(app.http, PUBLISH, { id: exam.id }, { token: staff, language: 'en' });
    expect(again.errors?.[0]).toMatchObject({ message: 'Only a draft examination can be published', extensions: { code: 'CONFLICT' } });
    expect(await em().count(ExamPaperSnapshot, { examinationId: exam.id }, { filters: false })).toBe(1);

    // A pass mark above the frozen total is refused from then on.
    const tooHigh = await graphql(
      app.http,
      UPDATE,
      { id: exam.id, input: input({ paperId: paper.id, passScore: 11 }) },
      { token: staff, language: 'en' },
    );
    expect(tooHigh.errors?.[0]?.extensions.fields).toContainEqual({
      field: 'passScore',
      message: 'The pass score (11) cannot be above the paper total (10)',
    });
    const otherPaper = await graphql(app.http, UPDATE, { id: exam.id, input: input() }, { token: staff });
    expect(otherPaper.errors?.[0]?.extensions.code).toBe('CONFLICT');
  });

  /** An examination that has opened; the `it`s work in order on the examination built in beforeAll. */
  describe('once an examination is open', () => {
    let exam: Examination;

    beforeAll(async () => {
      exam = await buildExamination(app.application.orm, {
        tenantId: tenant.tenantId,
        paperId,
        status: ExamStatus.SCHEDULED,
        openAt: new Date(Date.now() - HOUR_MS),
        closeAt: new Date(Date.now() + HOUR_MS),
      });
    });

    it('should show a SCHEDULED row past its opening as OPEN', async () => {
      const detail = await graphql<{ examination: ExamRow }>(app.http, DETAIL, { id: exam.id }, { token: staff });
      expect(detail.data?.examination).toMatchObject({ status: 'OPEN', storedStatus: 'SCHEDULED' });
    });

    it('should refuse edits other than extending', async () => {
      const edit = await graphql(app.http, UPDATE, { id: exam.id, input: input() }, { token: staff, language: 'en' });
      expect(edit.errors?.[0]).toMatchObject({
        message: 'After the examination opened only the end time can be extended and candidates added',
        extensions: { code: 'CONFLICT' },
      });
    });

    it('should extend the end time only to a later one', async () => {
      const earlier = await graphql(
        app.http,
        EXTEND,
        { id: exam.id, closeAt: new Date(Date.now() + HOUR_MS / 2).toISOString() },
        { token: staff },
      );
      expect(earlier.errors?.[0]?.extensions.code).toBe('VALIDATION');
      const later = new Date(Date.now() + 2 * HOUR_MS);
      const extended = await graphql<{ extendExamination: ExamRow }>(
        app.http,
        EXTEND,
        { id: exam.id, closeAt: later.toISOString() },
        { token: staff },
      );
      expect(extended.errors).toBeUndefined();
      expect(new Date(extended.data?.extendExamination.closeAt ?? '').getTime()).toBe(later.getTime());
    });

    it('should refuse cancelling without the cancel code or without a reason, and deleting it', async () => {
      const editorOnly = await signedInUser(app.application.orm, app.http, {
        tenantId: tenant.tenantId,
        deptId: tenant.deptId,
        permissions: ['exam_examination', 'exam_examination_edit'],
      });
      const noCancelCode = await graphql(app.http, CANCEL, { id: exam.id, reason: '停电' }, { token: editorOnly.token });
      expect(noCancelCode.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
      const noReason = await graphql(app.http, CANCEL, { id: exam.id, reason: '  ' }, { token: staff, language: 'en' });
      expect(noReason.errors?.[0]).toMatchObject({
        message: 'The examination has opened: a reason is required to cancel it',
        extensions: { code: 'VALIDATION' },
      });
      const removeOpen = await graphql(app.http, REMOVE, { ids: [exam.id] }, { token: staff });
      expect(removeOpen.errors?.[0]?.extensions.code).toBe('CONFLICT');
    });

    it('should cancel it with a reason once, after which it can no longer be extended', async () => {
      const cancelled = await graphql<{ cancelExamination: ExamRow }>(
        app.http,
        CANCEL,
        { id: exam.id, reason: '考场停电' },
        { token: staff },
      );
      expect(cancelled.data?.cancelExamination).toMatchObject({ status: 'CANCELLED', cancelReason: '考场停电' });
      const cancelAgain = await graphql(app.http, CANCEL, { id: exam.id, reason: 'x' }, { token: staff });
      expect(cancelAgain.errors?.[0]?.extensions.code).toBe('CONFLICT');
      const extendCancelled = await graphql(
        app.http,
        EXTEND,
        { id: exam.id, closeAt: new Date(Date.now() + 5 * HOUR_MS).toISOString() },
        { token: staff },
      );
      expect(extendCancelled.errors?.[0]?.extensions.code).toBe('CONFLICT');
    });

    it('should archive the cancelled examination but not a draft', async () => {
      const archived = await graphql<{ archiveExamination: ExamRow }>(app.http, ARCHIVE, { id: exam.id }, { token: staff });
      expect(archived.data?.archiveExamination.status).toBe('ARCHIVED');
      const archiveDraft = await buildExamination(app.application.orm, { tenantId: tenant.tenantId, paperId });
      expect((await graphql(app.http, ARCHIVE, { id: archiveDraft.id }, { token: staff })).errors?.[0]?.extensions.code).toBe('CONFLICT');
    });
  });

  it('should cancel a scheduled examination without a reason with the edit code, and delete only drafts and cancelled ones', async () => {
    const orm = app.application.orm;
    const scheduled = await buildExamination(orm, { tenantId: tenant.tenantId, paperId, status: ExamStatus.SCHEDULED });
    const editorOnly = await signedInUser(orm, app.http, {
      tenantId: tenant.tenantId,
      deptId: tenant.deptId,
      permissions: ['exam_examination', 'exam_examination_edit'],
    });
    const cancelled = await graphql<{ cancelExamination: ExamRow }>(app.http, CANCEL, { id: scheduled.id }, { token: editorOnly.token });
    expect(cancelled.data?.cancelExamination).toMatchObject({ status: 'CANCELLED', cancelReason: null });

    const draft = await buildExamination(orm, { tenantId: tenant.tenantId, paperId });
    const closing = await buildExamination(orm, { tenantId: tenant.tenantId, paperId, status: ExamStatus.CLOSING });
    const refused = await graphql(app.http, REMOVE, { ids: [draft.id, closing.id] }, { token: staff });
    expect(refused.errors?.[0]?.extensions.code).toBe('CONFLICT');
    expect(await em().count(Examination, { id: draft.id }, { filters: false })).toBe(1);
    const removed = await graphql<{ removeExaminations: number }>(app.http, REMOVE, { ids: [draft.id, scheduled.id] }, { token: staff });
    expect(removed.data?.removeExaminations).toBe(2);
    expect((await graphql(app.http, DETAIL, { id: draft.id }, { token: staff })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    expect((await graphql(app.http, REMOVE, { ids: [] }, { token: staff })).errors?.[0]?.extensions.code).toBe('VALIDATION');
  });

  it('should refuse anonymous callers, users without the codes, and other tenants', async () => {
    const orm = app.application.orm;
    const exam = await buildExamination(orm, { tenantId: tenant.tenantId, paperId, name: '跨租户考试' });
    expect((await graphql(app.http, LIST)).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
    expect((await graphql(app.http, CREATE, { input: input() })).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');

    const viewer = await signedInUser(orm, app.http, {
      tenantId: tenant.tenantId,
      deptId: tenant.deptId,
      permissions: ['exam_examination'],
    });
    expect(
      (await graphql<{ examination: ExamRow }>(app.http, DETAIL, { id: exam.id }, { token: viewer.token })).data?.examination.name,
    ).toBe('跨租户考试');
    for (const [query, variables] of [
      [CREATE, { input: input() }],
      [UPDATE, { id: exam.id, input: input() }],
      [REMOVE, { ids: [exam.id] }],
      [PUBLISH, { id: exam.id }],
      [CANCEL, { id: exam.id, reason: 'x' }],
      [EXTEND, { id: exam.id, closeAt: new Date(Date.now() + 9 * HOUR_MS).toISOString() }],
      [ARCHIVE, { id: exam.id }],
    ] as Array<[string, Record<string, unknown>]>) {
      expect((await graphql(app.http, query, variables, { token: viewer.token })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    }
    const student = await signedInUser(orm, app.http, {
      tenantId: tenant.tenantId,
      deptId: tenant.deptId,
      permissions: ['exam', 'exam_take'],
    });
    expect((await graphql(app.http, LIST, {}, { token: student.token })).errors?.[0]?.extensions.code).toBe('FORBIDDEN');

    const list = await graphql<{ examinations: { records: ExamRow[] } }>(
      app.http,
      LIST,
      { page: { current: 1, size: 100 } },
      { token: otherStaff },
    );
    expect(list.data?.examinations.records.some((row) => row.id === exam.id)).toBe(false);
    for (const [query, variables] of [
      [DETAIL, { id: exam.id }],
      [UPDATE, { id: exam.id, input: input() }],
      [PUBLISH, { id: exam.id }],
      [CANCEL, { id: exam.id, reason: 'x' }],
      [ARCHIVE, { id: exam.id }],
    ] as Array<[string, Record<string, unknown>]>) {
      expect((await graphql(app.http, query, variables, { token: otherStaff })).errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    }
    expect(
      (await graphql<{ removeExaminations: number }>(app.http, REMOVE, { ids: [exam.id] }, { token: otherStaff })).data?.removeExaminations,
    ).toBe(0);
    const untouched = await em().findOneOrFail(Examination, { id: exam.id }, { filters: false });
    expect(untouched).toMatchObject({ examStatus: ExamStatus.DRAFT, isDeleted: 0, name: '跨租户考试' });
  });
});
