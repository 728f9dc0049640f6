import { isSqlite } from '../../../src/core/db/dialect';
import { AnswerBatcher } from '../../../src/modules/exam/attempt/answer-batch';
import { AnswerWriter } from '../../../src/modules/exam/attempt/answer-write';
import { AttemptItem } from '../../../src/modules/exam/attempt/attempt-item.entity';
import { Attempt } from '../../../src/modules/exam/attempt/attempt.entity';
import { AttemptState } from '../../../src/modules/exam/shared/attempt-enums';
import { QuestionType } from '../../../src/modules/exam/shared/exam-enums';
import { buildExamScenario, scenarioStudentTokens, type ExamScenario } from '../../factories/exam-attempt.factory';
import { graphql } from '../../helpers/auth-client';
import { startTestApp, type TestApp } from '../../helpers/test-app';
import { SAVE, START } from './attempt-operations';

interface Started {
  id: string;
  items: Array<{ id: string; slot: number; questionType: QuestionType; options: Array<{ id: string }> }>;
}
interface Saved {
  saveAnswer: { slot: number; accepted: boolean; ignored: boolean; clientSeq: number };
}

jest.setTimeout(60_000);

/**
 * Saves that arrive together share one statement on MySQL/MariaDB (AnswerBatcher); each save must still get exactly the
 * answer its own single statement would give: applied, ignored as stale, refused for a locked attempt - whatever the other
 * saves of its batch did. The embedded database writes each alone; the same expectations hold there.
 */
describe('concurrent answer saves, batched into one statement', () => {
  let app: TestApp;
  let scenario: ExamScenario;
  let token: string;
  let otherToken: string;
  let batchSizes: number[];
  let realRun: (batch: unknown[]) => Promise<void>;

  beforeAll(async () => {
    app = await startTestApp();
    scenario = await buildExamScenario(app.application.orm);
    ({ student: token, other: otherToken } = await scenarioStudentTokens(app.http, scenario));
    // Every batch the writer runs, by size (the prototype's method, wrapped for this file only).
    batchSizes = [];
    const proto = AnswerBatcher.prototype as unknown as { run: (batch: unknown[]) => Promise<void> };
    realRun = proto.run;
    proto.run = function (this: unknown, batch: unknown[]) {
      batchSizes.push(batch.length);
      return realRun.call(this, batch);
    };
  });

  afterAll(async () => {
    (AnswerBatcher.prototype as unknown as { run: typeof realRun }).run = realRun;
    await app.close();
  });

  const em = () => app.application.orm.em.fork();
  const batched = () => !isSqlite(app.application.orm.em);
  const start = async (as: string) =>
    (await graphql<{ startAttempt: Started }>(app.http, START, { examinationId: scenario.exam.id }, { token: as })).data
      ?.startAttempt as Started;
  const choices = (started: Started) =>
    started.items.filter((item) => item.questionType !== QuestionType.FILE_UPLOAD && item.options.length > 0);
  const save = (as: string, attemptId: string, slot: number, optionId: string | undefined, clientSeq: number) =>
    graphql<Saved>(
      app.http,
      SAVE,
      { attemptId, input: { slot, response: { optionIds: [optionId] }, clientSeq } },
      { token: as, language: 'en' },
    );
  const stored = async (attemptId: string) =>
    new Map(
      (await em().find(AttemptItem, { attemptId }, { filters: false })).map((item) => [
        item.slot,
        { seq: item.clientSeq, option: (item.response as { optionIds?: string[] } | null)?.optionIds?.[0] },
      ]),
    );

  it('should answer each save of a batch as its own statement would: applied, stale or refused', async () => {
    const mine = await start(token);
    const theirs = await start(otherToken);
    const myItems = choices(mine);
    const theirItems = choices(theirs);
    expect(myItems.length).toBeGreaterThanOrEqual(2);

    // Every answer of both papers at once: all applied.
    const first = await Promise.all([
      ...myItems.map((item) => save(token, mine.id, item.slot, item.options[0]?.id, 2)),
      ...theirItems.map((item) => save(otherToken, theirs.id, item.slot, item.options[0]?.id, 2)),
    ]);
    expect(first.map((result) => result.errors)).toEqual(first.map(() => undefined));
    expect(first.every((result) => result.data?.saveAnswer.accepted && result.data.saveAnswer.clientSeq === 2)).toBe(true);
    for (const item of myItems) {
      expect((await stored(mine.id)).get(item.slot)).toEqual({ seq: 2, option: item.options[0]?.id });
    }

    // One batch with a newer save, a stale one (older clientSeq) and saves of an attempt locked meanwhile.
    await em().nativeUpdate(Attempt, { id: theirs.id }, { state: AttemptState.LOCKED }, { filters: false });
    const [newer, stale] = myItems as [Started['items'][number], Started['items'][number]];
    const mixed = await Promise.all([
      save(token, mine.id, newer.slot, newer.options[1]?.id, 3),
      save(token, mine.id, stale.slot, stale.options[1]?.id, 1),
      ...theirItems.map((item) => save(otherToken, theirs.id, item.slot, item.options[1]?.id, 3)),
    ]);
    expect(mixed[0]?.data?.saveAnswer).toMatchObject({ accepted: true, ignored: false, clientSeq: 3 });
    expect(mixed[1]?.data?.saveAnswer).toMatchObject({ accepted: false, ignored: true, clientSeq: 2 });
    for (const refused of mixed.slice(2)) {
      expect(refused.errors?.[0]?.extensions.code).toBe('CONFLICT');
      expect(refused.errors?.[0]?.message).toMatch(/locked/i);
    }
    const mineNow = await stored(mine.id);
    expect(mineNow.get(newer.slot)).toEqual({ seq: 3, option: newer.options[1]?.id });
    expect(mineNow.get(stale.slot)).toEqual({ seq: 2, option: stale.options[0]?.id });
    for (const [, row] of await stored(theirs.id)) {
      expect(row.seq === 0 || row.seq === 2).toBe(true);
    }
  });

  it('should keep the newest of two saves of one answer sent together', async () => {
    await em().nativeUpdate(Attempt, { examinationId: scenario.exam.id }, { state: AttemptState.IN_PROGRESS }, { filters: false });
    const mine = await start(token);
    const [item] = choices(mine) as [Started['items'][number]];
    const results = await Promise.all([
      save(token, mine.id, item.slot, item.options[0]?.id, 10),
      save(token, mine.id, item.slot, item.options[1]?.id, 11),
    ]);
    expect(results.map((result) => result.errors)).toEqual([undefined, undefined]);
    expect(results[1]?.data?.saveAnswer).toMatchObject({ accepted: true, clientSeq: 11 });
    // The older one is applied first or ignored, never stored last.
    expect(results[0]?.data?.saveAnswer.clientSeq === 10 || results[0]?.data?.saveAnswer.ignored).toBe(true);
    expect((await stored(mine.id)).get(item.slot)).toEqual({ seq: 11, option: item.options[1]?.id });
  });

  it('should write saves that reach the writer together as one statement, each with its own outcome', async () => {
    await em().nativeUpdate(Attempt, { examinationId: scenario.exam.id }, { state: AttemptState.IN_PROGRESS }, { filters: false });
    const mine = await start(token);
    const theirs = await start(otherToken);
    const writer = new AnswerWriter();
    const now = new Date();
    const write = (attempt: Started, item: Started['items'][number], clientSeq: number, userId: string) =>
      writer.write(em(), {
        tenantId: scenario.tenant.tenantId,
        attemptId: attempt.id,
        slot: item.slot,
        response: { optionIds: [item.options[clientSeq % 2]?.id ?? ''] },
        clientSeq,
        userId,
        now,
        deadlineNotBefore: now,
      });
    const [one, two] = choices(mine) as [Started['items'][number], Started['items'][number]];
    const [other] = choices(theirs) as [Started['items'][number]];
    // Sequence numbers above what the earlier tests stored.
    const base = Math.max(...[...(await stored(mine.id)).values(), ...(await stored(theirs.id)).values()].map((row) => row.seq)) + 1;
    batchSizes.length = 0;
    expect(await Promise.all([write(mine, one, base, scenario.student.id), write(mine, two, base, scenario.student.id)])).toEqual([
      true,
      true,
    ]);
    await em().nativeUpdate(Attempt, { id: theirs.id }, { state: AttemptState.LOCKED }, { filters: false });
    const outcomes = await Promise.all([
      write(mine, one, base + 1, scenario.student.id),
      write(mine, two, base - 1, scenario.student.id),
      write(theirs, other, base + 1, scenario.otherStudent.id),
      // A second save of one answer waits for the next statement.
      write(mine, one, base + 2, scenario.student.id),
    ]);
    expect(outcomes).toEqual([true, false, false, true]);
    expect(batchSizes).toEqual(batched() ? [2, 3, 1] : []);
    const mineNow = await stored(mine.id);
    expect(mineNow.get(one.slot)).toEqual({ seq: base + 2, option: one.options[base % 2]?.id });
    expect(mineNow.get(two.slot)).toEqual({ seq: base, option: two.options[base % 2]?.id });
    expect((await stored(theirs.id)).get(other.slot)?.seq).toBeLessThan(base);
  });
});
