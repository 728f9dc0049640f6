/**
 * The last file on purpose (it kills node B): candidates keep saving through nginx while node B is killed with -9.
 * Every save the balancer answered as accepted is in the database afterwards, and once nginx has seen B gone every
 * save is answered by A (issue 18 item 4).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createConnection, type Connection, type RowDataPacket } from 'mysql2/promise';
import { DEMO_PAPER_IDS, DEMO_PASSWORDS } from '../../server/src/seeders/demo/demo-ids';
import { cluster, createStudent, DEMO_TENANT, signIn, unique } from './cluster-api';
import { openExamination, startAnswering, type Candidate } from './exam-steps';

const STREAM_MS = 5_000;
const KILL_AFTER_MS = 1_500;

function nodeBPid(): number {
  const line = readFileSync(path.join(process.env['RUN_DIR'] ?? '', 'pids'), 'utf8')
    .split('\n')
    .find((entry) => entry.endsWith(' node-b'));
  assert.ok(line, 'node B is in the pid list');
  return Number(line.split(' ')[0]);
}

interface Stream {
  candidate: Candidate;
  acknowledged: number;
  failedAfterFailover: number;
  answered: number;
}

describe('a node killed under load', () => {
  let db: Connection;

  before(async () => {
    db = await createConnection(cluster.dbUrl);
  });

  after(async () => {
    await db.end();
  });

  it('loses no acknowledged answer, and the balancer sends everything to the node left', async () => {
    const admin = (await signIn(cluster.a, DEMO_TENANT, 'admin', DEMO_PASSWORDS.admin)).accessToken;
    const teacher = (await signIn(cluster.a, DEMO_TENANT, 'teacher', DEMO_PASSWORDS.teacher)).accessToken;
    const students = await Promise.all([1, 2, 3, 4].map(() => createStudent(admin, 'cl-ko', 'Passw0rd!1')));
    const examinationId = await openExamination(teacher, unique('集群故障'), DEMO_PAPER_IDS.fixed, Date.now() + 3_600_000, students);
    const streams: Stream[] = [];
    for (const student of students) {
      const candidate = await startAnswering(cluster.balancer, student.account, 'Passw0rd!1', examinationId);
      streams.push({ candidate, acknowledged: 0, failedAfterFailover: 0, answered: 0 });
    }
    const started = Date.now();
    let killedAt = 0;
    const killer = new Promise<void>((resolve) =>
      setTimeout(() => {
        process.kill(nodeBPid(), 'SIGKILL');
        killedAt = Date.now();
        resolve();
      }, KILL_AFTER_MS),
    );
    await Promise.all([
      killer,
      ...streams.map(async (stream) => {
        let option = 0;
        while (Date.now() - started < STREAM_MS) {
          option += 1;
          const answer = await stream.candidate.save(cluster.balancer, option).catch(() => undefined);
          const saved = answer?.data?.saveAnswer;
          if (saved?.accepted) {
            stream.acknowledged = Math.max(stream.acknowledged, saved.clientSeq);
            stream.answered += 1;
          } else if (killedAt > 0 && Date.now() - killedAt > 1_000) {
            stream.failedAfterFailover += 1;
          }
        }
      }),
    ]);
    for (const stream of streams) {
      const [rows] = await db.query<RowDataPacket[]>(
        'select max(client_seq) as seq from exam_examination_user_option where attempt_id = ?',
        [stream.candidate.attemptId],
      );
      assert.ok(
        Number(rows[0]?.['seq']) >= stream.acknowledged,
        `attempt ${stream.candidate.attemptId}: stored ${rows[0]?.['seq']}, acknowledged ${stream.acknowledged}`,
      );
      assert.ok(stream.answered > 10, `saves kept being answered (${stream.answered})`);
      assert.equal(stream.failedAfterFailover, 0, 'every save a second after the kill was answered by node A');
    }
    const [alive] = await Promise.all([fetch(`${cluster.balancer}/health`)]);
    assert.equal(alive.status, 200);
  });
});
