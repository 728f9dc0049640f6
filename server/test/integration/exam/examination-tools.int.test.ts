import ExcelJS from 'exceljs';
import type { Response } from 'supertest';
import { NoticeRecipient } from '../../../src/modules/desk/notice/notice-recipient.entity';
import { Notice } from '../../../src/modules/desk/notice/notice.entity';
import { ExamAccommodation } from '../../../src/modules/exam/accommodation/accommodation.entity';
import { Attempt } from '../../../src/modules/exam/attempt/attempt.entity';
import { ExamCandidate } from '../../../src/modules/exam/candidate/exam-candidate.entity';
import { Examination } from '../../../src/modules/exam/examination/examination.entity';
import type { AudienceMode } from '../../../src/modules/exam/shared/examination-enums';
import { CandidateStatus, ExamStatus, TimingMode } from '../../../src/modules/exam/shared/examination-enums';
import { buildExamScenario } from '../../factories/exam-attempt.factory';
import {
  buildCandidate,
  buildExamination,
  buildReadyPaper,
  EXAMINATION_STAFF_CODES,
  HOUR_MS,
  signedInUser,
} from '../../factories/exam-delivery.factory';
import { buildRole, buildTenant, buildUser } from '../../factories/system.factory';
import { graphql, graphqlToken } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { START, SUBMIT } from './attempt-operations';

const TOOL_CODES = [...EXAMINATION_STAFF_CODES, 'exam_examination_copy', 'exam_examination_remind'];
const COPY = `
    mutation ($id: ID!) {
      copyExamination(id: $id) {
        id
        name
        storedStatus
        openAt
        closeAt
        durationMin
        timingMode
        maxAttempts
        accessPassword
        audienceMode
        reviewPolicy {
          afterRelease
        }
      }
    }
  `;
const REMIND = 'mutation ($id: ID!) { sendExaminationReminder(id: $id) { noticeId recipients } }';
const MINE = 'query { myNotices { records { id title content } total } myUnreadNoticeCount }';
const BASE = '/api/blade-exam/ExamExaminationUser/examExaminationUser';
const DAY_MS = 24 * HOUR_MS;

interface CopyView {
  id: string;
  name: string;
  storedStatus: ExamStatus;
  openAt: string;
  closeAt: string;
  durationMin: number;
  timingMode: TimingMode;
  maxAttempts: number;
  accessPassword: string | null;
  audienceMode: AudienceMode;
}
type Mine = { myNotices: { records: Array<{ id: string; title: string; content: string }>; total: number }; myUnreadNoticeCount: number };

async function rosterBook(rows: string[][], headers = ['账号', '姓名']): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('考生名单');
  sheet.addRow(headers);
  rows.forEach((row) => sheet.addRow(row));
  return Buffer.from(await book.xlsx.writeBuffer());
}

const binary = (response: Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
};

describe('examination tools: copy, roster import from Excel, reminders through notices', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  const orm = () => app.application.orm;
  const em = () => orm().em.fork({ disableContextResolution: true });

  describe('copy', () => {
    it('should copy settings, roster and accommodations as a new DRAFT, move a past window forward and never copy attempts', async () => {
      const scenario = await buildExamScenario(orm(), { maxAttempts: 2, timingMode: TimingMode.PER_ATTEMPT, durationMin: 20 });
      const staff = await signedInUser(orm(), app.http, {
        tenantId: scenario.tenant.tenantId,
        deptId: scenario.tenant.deptId,
        permissions: TOOL_CODES,
      });
      const { accessToken: token } = await graphqlToken(
        app.http,
        scenario.tenant.tenantId,
        scenario.student.account,
        scenario.student.password,
      );
      expect((await graphql(app.http, START, { examinationId: scenario.exam.id }, { token })).errors).toBeUndefined();
      const fork = em();
      await fork.nativeUpdate(Examination, { id: scenario.exam.id }, { accessPassword: 'k123' }, { filters: false });
      fork.create(ExamAccommodation, {
        tenantId: scenario.tenant.tenantId,
        examinationId: scenario.exam.id,
        userId: scenario.student.id,
        extraTimePct: 50,
        openAtOverride: new Date(),
      });
      await fork.flush();
      await buildCandidate(orm(), {
        tenantId: scenario.tenant.tenantId,
        examinationId: scenario.exam.id,
        userId: scenario.outsider.id,
        status: CandidateStatus.REMOVED,
      });

      const copied = await graphql<{ copyExamination: CopyView }>(
        app.http,
        COPY,
        { id: scenario.exam.id },
        { token: staff.token, language: 'zh-CN' },
      );
      expect(copied.errors).toBeUndefined();
      const copy = copied.data?.copyExamination as CopyView;
      expect(copy).toMatchObject({
        name: '期中考试（副本）',
        storedStatus: ExamStatus.DRAFT,
        durationMin: 20,
        maxAttempts: 2,
        accessPassword: 'k123',
        timingMode: TimingMode.PER_ATTEMPT,
      });
      expect(copy.id).not.toBe(scenario.exam.id);
      // The original opened a minute ago: the copy's window starts tomorrow at the same time and keeps its length.
      const openAt = new Date(copy.openAt).getTime();
      expect(openAt - scenario.exam.openAt.getTime()).toBe(DAY_MS);
      expect(new Date(copy.closeAt).getTime() - openAt).toBe(scenario.exam.closeAt.getTime() - scenario.exam.openAt.getTime());
      const check = em();
      const roster = await check.find(ExamCandidate, { examinationId: copy.id }, { filters: false, orderBy: { userId: 'asc' } });
      expect(roster.map((entry) => entry.userId).sort()).toEqual([scenario.student.id, scenario.otherStudent.id].sort());
      expect(await check.count(Attempt, { examinationId: copy.id }, { filters: false })).toBe(0);
      expect(await check.count(Attempt, { examinationId: scenario.exam.id }, { filters: false })).toBe(1);
      const accommodation = await check.findOneOrFail(ExamAccommodation, { examinationId: copy.id }, { filters: false });
      expect(accommodation).toMatchObject({ userId: scenario.student.id, extraTimePct: 50, openAtOverride: null });
      const stored = await check.findOneOrFail(Examination, { id: copy.id }, { filters: false });
      expect(stored.snapshotId ?? null).toBeNull();
      expect(stored.publishedAt ?? null).toBeNull();

      const english = await graphql<{ copyExamination: CopyView }>(
        app.http,
        COPY,
        { id: scenario.exam.id },
        { token: staff.token, language: 'en' },
      );
      expect(english.data?.copyExamination.name).toBe('期中考试 (copy)');
    });

    it(
      'should keep a window that still lies ahead and refuse another tenant’s examination and callers without the copy ' + 'button',
      async () => {
        const tenant = await buildTenant(orm());
        const staff = await signedInUser(orm(), app.http, { tenantId: tenant.tenantId, deptId: tenant.deptId, permissions: TOOL_CODES });
        const withoutCopy = await signedInUser(orm(), app.http, {
          tenantId: tenant.tenantId,
          deptId: tenant.deptId,
          permissions: EXAMINATION_STAFF_CODES,
        });
        const { paper } = await buildReadyPaper(orm(), { tenantId: tenant.tenantId });
        const exam = await buildExamination(orm(), {
          tenantId: tenant.tenantId,
          paperId: paper.id,
          status: ExamStatus.SCHEDULED,
          name: 'Final',
        });
        const copied = await graphql<{ copyExamination: CopyView }>(
          app.http,
          COPY,
          { id: exam.id },
          { token: staff.token, language: 'en' },
        );
        expect(copied.errors).toBeUndefined();
        expect(copied.data?.copyExamination).toMatchObject({
          name: 'Final (copy)',
          openAt: exam.openAt.toISOString(),
          closeAt: exam.closeAt.toISOString(),
          storedStatus: ExamStatus.DRAFT,
        });

        const denied = await graphql(app.http, COPY, { id: exam.id }, { token: withoutCopy.token });
        expect(denied.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');

        const other = await buildTenant(orm());
        const otherStaff = await signedInUser(orm(), app.http, { tenantId: other.tenantId, deptId: other.deptId, permissions: TOOL_CODES });
        const foreign = await graphql(app.http, COPY, { id: exam.id }, { token: otherStaff.token });
        expect(foreign.errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');
        expect(await em().count(Examination, { tenantId: other.tenantId }, { filters: false })).toBe(0);
      },
    );
  });

  describe('roster import', () => {
    const setup = async () => {
      const tenant = await buildTenant(orm());
      const staff = await signedInUser(orm(), app.http, { tenantId: tenant.tenantId, deptId: tenant.deptId, permissions: TOOL_CODES });
      const studentRole = await buildRole(orm(), { tenantId: tenant.tenantId, alias: 'student', permissions: ['exam', 'exam_take'] });
      const students = [];
      for (let index = 0; index < 3; index += 1) {
        students.push(await buildUser(orm(), { tenantId: tenant.tenantId, roleIds: [studentRole.id], deptId: tenant.deptId }));
      }
      const { paper } = await buildReadyPaper(orm(), { tenantId: tenant.tenantId });
      const exam = await buildExamination(orm(), { tenantId: tenant.tenantId, paperId: paper.id });
      return { tenant, staff, students, exam };
    };
    const upload = (token: string, examinationId: string, file: Buffer, dryRun: boolean, language = 'zh-CN') =>
      app.http
        .post(`${BASE}/roster-import`)
        .query({ examinationId, dryRun: String(dryRun) })
        .set('Blade-Auth', `bearer ${token}`)
        .set('Accept-Language', language)
        .attach('file', file, 'roster.xlsx');

    it('should hand out the template with the headers in the caller’s language', async () => {
      const { staff } = await setup();
      for (const [language, headers] of [
        ['zh-CN', ['账号', '姓名']],
        ['en', ['Account', 'Name']],
      ] as const) {
        const response = await app.http
          .get(`${BASE}/roster-template`)
          .set('Blade-Auth', `bearer ${staff.token}`)
          .set('Accept-Language', language)
          .buffer(true)
          .parse(binary);
        expect(response.status).toBe(200);
        const book = new ExcelJS.Workbook();
        await book.xlsx.load(response.body as ArrayBuffer);
        expect((book.worksheets[0]?.getRow(1).values as unknown[]).slice(1)).toEqual(headers);
      }
    });

    it(
      'should preview row errors (empty, unknown, other tenant, duplicate, on roster) without writing, then import the valid rows ' +
        'only',
      async () => {
        const { tenant, staff, students, exam } = await setup();
        const [first, second, onRoster] = students as [(typeof students)[0], (typeof students)[0], (typeof students)[0]];
        await buildCandidate(orm(), { tenantId: tenant.tenantId, examinationId: exam.id, userId: onRoster.id });
        const other = await buildTenant(orm());
        const otherRole = await buildRole(orm(), { tenantId: other.tenantId, alias: 'student', permissions: ['exam', 'exam_take'] });
        const foreigner = await buildUser(orm(), { tenantId: other.tenantId, roleIds: [otherRole.id], deptId: other.deptId });
        const file = await rosterBook([
          [first.account, ''],
          ['', '无账号'],
          ['nobody-here', ''],
          [foreigner.account, ''],
          [first.account, ''],
          [onRoster.account, ''],
          [second.account, ''],
        ]);

        const preview = await upload(staff.token, exam.id, file, true);
        expect(preview.status).toBe(200);
        const data = preview.body.data as {
          rows: Array<{ row: number; userId: string | null; message: string | null }>;
          valid: number;
          invalid: number;
          imported: number;
        };
        expect(data).toMatchObject({ valid: 2, invalid: 5, imported: 0 });
        expect(data.rows.map((row) => [row.row, row.userId])).toEqual([
          [2, first.id],
          [3, null],
          [4, null],
          [5, null],
          [6, null],
          [7, null],
          [8, second.id],
        ]);
        expect(data.rows[1]?.message).toBe('账号不能为空');
        expect(data.rows[2]?.message).toBe('本租户没有账号“nobody-here”');
        // Another tenant's account reads as unknown: never matched, and its existence is not told.
        expect(data.rows[3]?.message).toBe(`本租户没有账号“${foreigner.account}”`);
        expect(data.rows[4]?.message).toContain('第 2 行已出现');
        expect(data.rows[5]?.message).toContain('已在考生名单中');
        expect(await em().count(ExamCandidate, { examinationId: exam.id }, { filters: false })).toBe(1);

        const english = await upload(staff.token, exam.id, file, true, 'en');
        expect((english.body.data as typeof data).rows[2]?.message).toBe('No account "nobody-here" in this tenant');

        const imported = await upload(staff.token, exam.id, file, false);
        expect(imported.status).toBe(200);
        expect(imported.body.data).toMatchObject({ valid: 2, invalid: 5, imported: 2 });
        const roster = await em().find(ExamCandidate, { examinationId: exam.id }, { filters: false });
        expect(roster.map((entry) => entry.userId).sort()).toEqual([first.id, second.id, onRoster.id].sort());
        expect(roster.some((entry) => entry.userId === foreigner.id)).toBe(false);
      },
    );

    it(
      'should write nothing when the import is refused (no valid row, closed roster, wrong header, no permission, other ' + 'tenant)',
      async () => {
        const { tenant, staff, students, exam } = await setup();
        const student = students[0] as (typeof students)[0];
        const count = () => em().count(ExamCandidate, { examinationId: exam.id }, { filters: false });
        const nothing = await upload(staff.token, exam.id, await rosterBook([['nobody', '']]), false);
        expect(nothing.status).toBe(400);
        expect(await count()).toBe(0);
        const header = await upload(staff.token, exam.id, await rosterBook([[student.account]], ['名字']), false);
        expect(header.status).toBe(400);
        const { paper } = await buildReadyPaper(orm(), { tenantId: tenant.tenantId });
        const cancelled = await buildExamination(orm(), { tenantId: tenant.tenantId, paperId: paper.id, status: ExamStatus.CANCELLED });
        const closed = await upload(staff.token, cancelled.id, await rosterBook([[student.account, '']]), false);
        expect(closed.status).toBe(400);
        expect(closed.body.msg).toContain('CANCELLED');
        expect(await em().count(ExamCandidate, { examinationId: cancelled.id }, { filters: false })).toBe(0);
        const viewer = await signedInUser(orm(), app.http, {
          tenantId: tenant.tenantId,
          deptId: tenant.deptId,
          permissions: ['exam_examination'],
        });
        expect((await upload(viewer.token, exam.id, await rosterBook([[student.account, '']]), false)).status).toBe(403);
        const other = await buildTenant(orm());
        const otherStaff = await signedInUser(orm(), app.http, { tenantId: other.tenantId, deptId: other.deptId, permissions: TOOL_CODES });
        expect((await upload(otherStaff.token, exam.id, await rosterBook([[student.account, '']]), false)).status).toBe(404);
        expect(await count()).toBe(0);
        expect((await app.http.get(`${BASE}/roster-template`)).status).toBe(401);
      },
    );
  });

  describe('reminders', () => {
    it('should address a published notice to the candidates who have not submitted, and only they see it', async () => {
      const scenario = await buildExamScenario(orm());
      const staff = await signedInUser(orm(), app.http, {
        tenantId: scenario.tenant.tenantId,
        deptId: scenario.tenant.deptId,
        permissions: TOOL_CODES,
      });
      const login = async (user: { account: string; password: string }) =>
        (await graphqlToken(app.http, scenario.tenant.tenantId, user.account, user.password)).accessToken;
      const student = await login(scenario.student);
      const other = await login(scenario.otherStudent);
      const outsider = await login(scenario.outsider);
      const started = await graphql<{ startAttempt: { id: string } }>(
        app.http,
        START,
        { examinationId: scenario.exam.id },
        { token: other },
      );
      const attemptId = started.data?.startAttempt.id as string;
      expect((await graphql(app.http, SUBMIT, { attemptId, key: 'k1' }, { token: other })).errors).toBeUndefined();
      const before = await graphql<Mine>(app.http, MINE, {}, { token: student });

      const sent = await graphql<{ sendExaminationReminder: { noticeId: string; recipients: number } }>(
        app.http,
        REMIND,
        { id: scenario.exam.id },
        { token: staff.token, language: 'en' },
      );
      expect(sent.errors).toBeUndefined();
      expect(sent.data?.sendExaminationReminder.recipients).toBe(1);
      const noticeId = sent.data?.sendExaminationReminder.noticeId as string;

      const mine = await graphql<Mine>(app.http, MINE, {}, { token: student });
      expect(mine.data?.myUnreadNoticeCount).toBe((before.data?.myUnreadNoticeCount ?? 0) + 1);
      const reminder = mine.data?.myNotices.records.find((notice) => notice.id === noticeId);
      expect(reminder?.title).toBe('Exam reminder: 期中考试');
      expect(reminder?.content).toContain(`/exam/my?examinationId=${scenario.exam.id}`);
      for (const token of [other, outsider, staff.token]) {
        const seen = await graphql<Mine>(app.http, MINE, {}, { token });
        expect(seen.data?.myNotices.records.some((notice) => notice.id === noticeId)).toBe(false);
      }
      const recipients = await em().find(NoticeRecipient, { noticeId }, { filters: false });
      expect(recipients.map((row) => row.userId)).toEqual([scenario.student.id]);
      const notice = await em().findOneOrFail(Notice, { id: noticeId }, { filters: false });
      expect(notice).toMatchObject({ addressed: true, publishState: 1, tenantId: scenario.tenant.tenantId });
    });

    it('should refuse drafts, callers without the remind button and another tenant’s examination', async () => {
      const scenario = await buildExamScenario(orm());
      const withoutRemind = await signedInUser(orm(), app.http, {
        tenantId: scenario.tenant.tenantId,
        deptId: scenario.tenant.deptId,
        permissions: EXAMINATION_STAFF_CODES,
      });
      const denied = await graphql(app.http, REMIND, { id: scenario.exam.id }, { token: withoutRemind.token });
      expect(denied.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
      const other = await buildTenant(orm());
      const otherStaff = await signedInUser(orm(), app.http, { tenantId: other.tenantId, deptId: other.deptId, permissions: TOOL_CODES });
      const foreign = await graphql(app.http, REMIND, { id: scenario.exam.id }, { token: otherStaff.token });
      expect(foreign.errors?.[0]?.extensions?.['code']).toBe('NOT_FOUND');
      const staff = await signedInUser(orm(), app.http, {
        tenantId: scenario.tenant.tenantId,
        deptId: scenario.tenant.deptId,
        permissions: TOOL_CODES,
      });
      const { paper } = await buildReadyPaper(orm(), { tenantId: scenario.tenant.tenantId });
      const draft = await buildExamination(orm(), { tenantId: scenario.tenant.tenantId, paperId: paper.id });
      const refused = await graphql(app.http, REMIND, { id: draft.id }, { token: staff.token });
      expect(refused.errors?.[0]?.extensions?.['code']).toBe('CONFLICT');
      expect(
        await em().count(Notice, { tenantId: { $in: [scenario.tenant.tenantId, other.tenantId] }, addressed: true }, { filters: false }),
      ).toBe(0);
    });
  });
});
