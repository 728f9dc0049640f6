/**
 * Examinations on two nodes (issue 18 items 3, 4): both nodes' background sweeps close an examination's running
 * attempts - each submitted and graded once - and a proctor's pause on one node refuses the candidate's save on the
 * other at once. Set up over GraphQL as the demo teacher on the demo fixed paper, with students made for the test.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createConnection, type Connection, type RowDataPacket } from 'mysql2/promise';
import { DEMO_PAPER_IDS, DEMO_PASSWORDS } from '../../server/src/seeders/demo/demo-ids';
import { cluster, codeOf, createStudent, DEMO_TENANT, gql, must, signIn, unique } from './cluster-api';
import { openExamination, startAnswering, type Candidate } from './exam-steps';

describe('examinations on two nodes', () => {
  let db: Connection;
  let teacher: string;
  let admin: string;

  before(async () => {
    db = await createConnection(cluster.dbUrl);
    teacher = (await signIn(cluster.a, DEMO_TENANT, 'teacher', DEMO_PASSWORDS.teacher)).accessToken;
    admin = (await signIn(cluster.a, DEMO_TENANT, 'admin', DEMO_PASSWORDS.admin)).accessToken;
  });

  after(async () => {
    await db.end();
  });

  it('closes an examination with running attempts once: each submitted by a sweep and graded, by either node', async () => {
    const students = await Promise.all([1, 2, 3, 4].map(() => createStudent(admin, 'cl-ex', 'Passw0rd!1')));
    const closeAt = Date.now() + 8_000;
    const examinationId = await openExamination(teacher, unique('集群考试'), DEMO_PAPER_IDS.fixed, closeAt, students);
    const running: Candidate[] = [];
    for (const [index, student] of students.entries()) {
      running.push(await startAnswering(index % 2 === 0 ? cluster.a : cluster.b, student.account, 'Passw0rd!1', examinationId));
    }
    // Both nodes sweep every second; wait for the window to close and the attempts to be graded.
    let rows: RowDataPacket[] = [];
    for (let round = 0; round < 60; round += 1) {
      [rows] = await db.query<RowDataPacket[]>(
        'select id, state, submit_source, grading_state, row_version from exam_attempt where examination_id = ?',
        [examinationId],
      );
      if (rows.length === 4 && rows.every((row) => row['grading_state'] !== 'UNGRADED' && row['grading_state'] !== 'GRADING')) {
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    assert.ok(Date.now() > closeAt, 'graded only after the window closed');
    assert.equal(rows.length, 4);
    for (const row of rows) {
      assert.equal(row['state'], 'SUBMITTED');
      assert.equal(row['submit_source'], 'TIMEOUT_SWEEP');
      assert.ok(['GRADED', 'NEEDS_MANUAL_GRADING'].includes(String(row['grading_state'])), String(row['grading_state']));
    }
    // Submitted once: a second submit by the other node would have moved the row on from the state it read.
    const versions = new Set(rows.map((row) => Number(row['row_version'])));
    assert.equal(versions.size, 1, `every attempt changed the same number of times: ${[...versions].join(', ')}`);
    // The candidates' saves made before the close are all in the graded answers.
    for (const candidate of running) {
      const [items] = await db.query<RowDataPacket[]>(
        'select count(*) as n from exam_examination_user_option where attempt_id = ? and response is not null',
        [candidate.attemptId],
      );
      assert.equal(Number(items[0]?.['n']), 1);
    }
  });

  it("refuses on node B a candidate's save right after a proctor paused the attempt on node A", async () => {
    const [student] = await Promise.all([createStudent(admin, 'cl-pa', 'Passw0rd!1')]);
    assert.ok(student);
    const examinationId = await openExamination(teacher, unique('集群监考'), DEMO_PAPER_IDS.fixed, Date.now() + 3_600_000, [student]);
    const candidate = await startAnswering(cluster.b, student.account, 'Passw0rd!1', examinationId);
    must(
      await gql(
        cluster.a,
        'mutation ($id: ID!, $reason: String!) { pauseAttempt(id: $id, reason: $reason) { id } }',
        {
          id: candidate.attemptId,
          reason: 'cluster check',
        },
        { token: teacher },
      ),
      'pauseAttempt',
    );
    const refused = await candidate.save(cluster.b, 2);
    assert.equal(codeOf(refused), 'CONFLICT', JSON.stringify(refused));
  });
});
