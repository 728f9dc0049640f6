import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_EXAMINATION_IDS, DEMO_PASSWORDS, DEMO_TENANT_ID } from '../../../src/seeders/demo/demo-ids';
import { restartableServerEnv, startServerProcess, type ServerProcess } from '../../helpers/server-process';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-app';

/**
 * kill -9 durability: the real server runs as a child process (the TypeScript sources through
 * @swc-node/register, as `npm run dev` does) on its own embedded database, or on a fresh database of
 * the MariaDB server named by DB_URL. The demo student starts the demo examination and streams answer
 * saves from several concurrent senders with increasing clientSeq; the server is killed with SIGKILL in
 * the middle of the stream and started again on the same database. Every save the server acknowledged
 * (HTTP 200 with a saveAnswer result) must be found: the stored answer of that question carries at
 * least the clientSeq the acknowledgement reported, and its value is the one sent with that sequence.
 */

const JWT_SECRET = 'durability-test-secret-0123456789abcdef';
const SENDERS = 4;
/** The kill comes after this many acknowledged saves, or after KILL_AFTER_MS, whichever is first. */
const KILL_AFTER_ACKS = 120;
const KILL_AFTER_MS = 20_000;
const START_TIMEOUT_MS = 90_000;

const LOGIN = 'mutation ($input: LoginInput!) { login(input: $input) { accessToken } }';
const START =
  'mutation ($examinationId: ID!) { startAttempt(examinationId: $examinationId) { id state items { slot questionType blankCount } } }';
const SAVE = `
    mutation ($attemptId: ID!, $input: SaveAnswerInput!) {
      saveAnswer(attemptId: $attemptId, input: $input) {
        slot
        accepted
        ignored
        clientSeq
      }
    }
  `;
const ATTEMPT = 'query ($id: ID!) { attempt(id: $id) { id state items { slot response { text blanks } } } }';

interface Slot {
  slot: number;
  questionType: 'SHORT_ANSWER' | 'FILL_BLANK';
  blankCount: number;
}

type Running = ServerProcess;

async function gql<T>(
  origin: string,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<{ status: number; data?: T; errors?: Array<{ message: string; extensions?: { code?: string } }> }> {
  const response = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(20_000),
  });
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string; extensions?: { code?: string } }> };
  return { status: response.status, ...body };
}

async function studentToken(origin: string): Promise<string> {
  const result = await gql<{ login: { accessToken: string } }>(origin, LOGIN, {
    input: { tenantId: DEMO_TENANT_ID, account: 'student', password: DEMO_PASSWORDS.student },
  });
  const token = result.data?.login.accessToken;
  if (!token) {
    throw new Error(`student login failed: ${JSON.stringify(result.errors)}`);
  }
  return token;
}

/** The value sent with a sequence number: recognisable, so the stored answer names the save it came from. */
function answerOf(slot: Slot, seq: number): { text?: string; blanks?: string[] } {
  const value = `seq-${seq}`;
  return slot.questionType === 'SHORT_ANSWER'
    ? { text: value }
    : { blanks: Array.from({ length: Math.max(1, slot.blankCount) }, () => value) };
}

function storedSeq(response: { text?: string | null; blanks?: string[] | null } | null): number {
  const value = response?.text ?? response?.blanks?.[0] ?? '';
  const match = /^seq-(\d+)$/.exec(value);
  return match ? Number(match[1]) : 0;
}

describe('answer saves survive kill -9', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'exam-durability-'));
  const children = new Set<ChildProcess>();
  let database: TestDatabase | null = null;

  async function startServer(): Promise<Running> {
    const running = await startServerProcess(
      { ...restartableServerEnv(dataDir, database, JWT_SECRET), LOGIN_RATE_PER_MINUTE: '100000' },
      START_TIMEOUT_MS,
    );
    children.add(running.child);
    running.child.once('exit', () => children.delete(running.child));
    return running;
  }

  async function killHard(child: ChildProcess): Promise<void> {
    if (child.exitCode !== null || child.signalCode !== null) {
      return;
    }
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  beforeAll(async () => {
    database = await createTestDatabase('exam_durability');
  });

  afterAll(async () => {
    for (const child of [...children]) {
      await killHard(child);
    }
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('should find every acknowledged save after the server was killed mid-stream and restarted', async () => {
    const first = await startServer();
    const token = await studentToken(first.origin);
    const started = await gql<{ startAttempt: { id: string; state: string; items: Array<Slot & { questionType: string }> } }>(
      first.origin,
      START,
      { examinationId: DEMO_EXAMINATION_IDS.open },
      token,
    );
    expect(started.errors).toBeUndefined();
    const attemptId = started.data?.startAttempt.id ?? '';
    const slots = (started.data?.startAttempt.items ?? []).filter(
      (item): item is Slot => item.questionType === 'SHORT_ANSWER' || item.questionType === 'FILL_BLANK',
    );
    expect(slots.length).toBeGreaterThan(1);

    // Per question: the highest clientSeq an acknowledgement reported, and every sequence sent.
    const acknowledged = new Map<number, number>();
    const sent = new Map<number, Set<number>>();
    let counter = 0;
    let acks = 0;
    let unacknowledged = 0;
    let stopped = false;
    const problems: string[] = [];
    let killed: Promise<void> | null = null;
    const kill = (): Promise<void> => {
      killed ??= killHard(first.child);
      return killed;
    };
    const sender = async (): Promise<void> => {
      while (!stopped) {
        counter += 1;
        const seq = counter;
        const slot = slots[seq % slots.length] as Slot;
        sent.set(slot.slot, (sent.get(slot.slot) ?? new Set()).add(seq));
        try {
          const result = await gql<{ saveAnswer: { slot: number; accepted: boolean; ignored: boolean; clientSeq: number } }>(
            first.origin,
            SAVE,
            { attemptId, input: { slot: slot.slot, clientSeq: seq, response: answerOf(slot, seq) } },
            token,
          );
          const saved = result.data?.saveAnswer;
          if (result.status !== 200 || !saved || result.errors) {
            throw new Error(`save refused: ${result.status} ${JSON.stringify(result.errors)}`);
          }
          // An ignored save reports the newer sequence already stored: that one is acknowledged too.
          if (saved.slot !== slot.slot || (saved.accepted && saved.clientSeq !== seq) || (!saved.accepted && !saved.ignored)) {
            problems.push(`save ${seq} of question ${slot.slot} answered ${JSON.stringify(saved)}`);
          }
          acknowledged.set(slot.slot, Math.max(acknowledged.get(slot.slot) ?? 0, saved.clientSeq));
          acks += 1;
          if (acks >= KILL_AFTER_ACKS) {
            void kill();
          }
        } catch (error) {
          if (!killed) {
            throw error;
          }
          // The server is gone: this save was never acknowledged; the stream ends.
          unacknowledged += 1;
          stopped = true;
        }
      }
    };
    const timer = setTimeout(() => void kill(), KILL_AFTER_MS);
    try {
      await Promise.all(Array.from({ length: SENDERS }, () => sender()));
    } finally {
      clearTimeout(timer);
      stopped = true;
      await kill();
    }
    expect(problems).toEqual([]);
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(acks).toBeGreaterThan(0);
    expect(unacknowledged).toBeGreaterThan(0);

    const second = await startServer();
    const again = await studentToken(second.origin);
    const stored = await gql<{
      attempt: { state: string; items: Array<{ slot: number; response: { text?: string | null; blanks?: string[] | null } | null }> };
    }>(second.origin, ATTEMPT, { id: attemptId }, again);
    expect(stored.errors).toBeUndefined();
    expect(stored.data?.attempt.state).toBe('IN_PROGRESS');
    const storedBySlot = new Map((stored.data?.attempt.items ?? []).map((item) => [item.slot, storedSeq(item.response)]));
    const lost: string[] = [];
    for (const [slot, floor] of acknowledged) {
      const seq = storedBySlot.get(slot) ?? 0;
      if (seq < floor || !sent.get(slot)?.has(seq)) {
        lost.push(`question ${slot}: acknowledged up to ${floor}, stored ${seq}`);
      }
    }
    expect(lost).toEqual([]);
    expect(acknowledged.size).toBeGreaterThan(1);
    await killHard(second.child);
  }, 240_000);
});
