import pino from 'pino';
import { Examination } from '../../../src/modules/exam/examination/examination.entity';
import { ExaminationStatusSweep } from '../../../src/modules/exam/examination/examination-sweep';
import { SweepRunner } from '../../../src/core/background/sweep-runner';
import { ExamStatus } from '../../../src/modules/exam/shared/examination-enums';
import { buildExamination, buildReadyPaper, HOUR_MS } from '../../factories/exam-delivery.factory';
import { buildTenant } from '../../factories/system.factory';
import { startTestApp, type TestApp } from '../../helpers/test-app';

describe('examination status sweep', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app.close();
  });

  const statusOf = async (id: string) =>
    (await app.application.orm.em.fork().findOneOrFail(Examination, { id }, { filters: false })).examStatus;

  it('should write every due transition once, across tenants, when two runs race, and change nothing on a repeat', async () => {
    const orm = app.application.orm;
    const now = new Date();
    const a = await buildTenant(orm);
    const b = await buildTenant(orm);
    const paperA = (await buildReadyPaper(orm, { tenantId: a.tenantId })).paper.id;
    const paperB = (await buildReadyPaper(orm, { tenantId: b.tenantId })).paper.id;
    const past = new Date(now.getTime() - 2 * HOUR_MS);
    const soon = new Date(now.getTime() + HOUR_MS);
    const rows = {
      opening: await buildExamination(orm, {
        tenantId: a.tenantId,
        paperId: paperA,
        status: ExamStatus.SCHEDULED,
        openAt: new Date(now.getTime() - 1000),
        closeAt: soon,
      }),
      openingB: await buildExamination(orm, {
        tenantId: b.tenantId,
        paperId: paperB,
        status: ExamStatus.SCHEDULED,
        openAt: new Date(now.getTime() - 1000),
        closeAt: soon,
      }),
      notYet: await buildExamination(orm, {
        tenantId: a.tenantId,
        paperId: paperA,
        status: ExamStatus.SCHEDULED,
        openAt: soon,
        closeAt: new Date(soon.getTime() + HOUR_MS),
      }),
      closing: await buildExamination(orm, {
        tenantId: a.tenantId,
        paperId: paperA,
        status: ExamStatus.OPEN,
        openAt: past,
        closeAt: new Date(now.getTime() - 1),
      }),
      skippedOpen: await buildExamination(orm, {
        tenantId: b.tenantId,
        paperId: paperB,
        status: ExamStatus.SCHEDULED,
        openAt: past,
        closeAt: new Date(now.getTime() - 1),
      }),
      draft: await buildExamination(orm, {
        tenantId: a.tenantId,
        paperId: paperA,
        status: ExamStatus.DRAFT,
        openAt: past,
        closeAt: new Date(now.getTime() - 1),
      }),
      cancelled: await buildExamination(orm, {
        tenantId: a.tenantId,
        paperId: paperA,
        status: ExamStatus.CANCELLED,
        openAt: past,
        closeAt: soon,
      }),
    };

    // Two nodes: two runners with their own EntityManagers over the same database.
    const runner = () =>
      new SweepRunner([new ExaminationStatusSweep()], async () => [orm.em.fork({ useContext: false })], pino({ level: 'silent' }));
    const [first, second] = await Promise.all([runner().runOnce(now), runner().runOnce(now)]);
    expect((first['examinationStatus'] ?? 0) + (second['examinationStatus'] ?? 0)).toBe(4);

    expect(await statusOf(rows.opening.id)).toBe(ExamStatus.OPEN);
    expect(await statusOf(rows.openingB.id)).toBe(ExamStatus.OPEN);
    expect(await statusOf(rows.notYet.id)).toBe(ExamStatus.SCHEDULED);
    expect(await statusOf(rows.closing.id)).toBe(ExamStatus.CLOSING);
    expect(await statusOf(rows.skippedOpen.id)).toBe(ExamStatus.CLOSING);
    expect(await statusOf(rows.draft.id)).toBe(ExamStatus.DRAFT);
    expect(await statusOf(rows.cancelled.id)).toBe(ExamStatus.CANCELLED);

    // The app's sweep also runs the grading steps (CLOSING -> GRADING -> GRADED): only these steps are looked at here.
    expect(await app.application.sweep.runOnce(now)).toMatchObject({ examinationStatus: 0, attemptTimeout: 0, attemptGrading: 0 });
    // Later, the opened ones close (other rows of the database, such as demo data, may move too).
    expect((await app.application.sweep.runOnce(new Date(soon.getTime() + 1)))['examinationStatus']).toBeGreaterThanOrEqual(3);
    expect(await statusOf(rows.notYet.id)).toBe(ExamStatus.OPEN);
    // Nobody took it: the grading steps of the same run move it on through GRADING to GRADED.
    expect(await statusOf(rows.opening.id)).toBe(ExamStatus.GRADED);
  });

  it('should keep running the other steps when one fails, and stop its interval on stop()', async () => {
    const calls: string[] = [];
    const failing = { name: 'failing', run: async () => Promise.reject(new Error('boom')) };
    const counting = { name: 'counting', run: async () => (calls.push('run'), 1) };
    const runner = new SweepRunner(
      [failing, counting],
      async () => [app.application.orm.em.fork({ useContext: false })],
      pino({ level: 'silent' }),
    );
    expect(await runner.runOnce()).toEqual({ counting: 1 });
    runner.start(1);
    await new Promise((resolve) => setTimeout(resolve, 1300));
    await runner.stop();
    const afterStop = calls.length;
    expect(afterStop).toBeGreaterThanOrEqual(2);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(calls.length).toBe(afterStop);
  });
});
