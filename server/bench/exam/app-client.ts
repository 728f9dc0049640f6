import { Pool } from 'undici';

/** One student of the simulation: their session and the choice question they keep answering. */
export interface Student {
  userId: string;
  account: string;
  token: string;
  attemptId: string;
  /** The answer row (legacy `update` id) and slot of the question saved, and its option ids. */
  itemId: string;
  slot: number;
  optionIds: string[];
  /** Last clientSeq the server acknowledged (stored on the row), and the last one sent. */
  seq: number;
  sent: number;
}

interface GraphqlAnswer<T> {
  data?: T;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

const LOGIN = 'mutation BenchLogin($input: LoginInput!) { login(input: $input) { accessToken } }';
const START = `
    mutation BenchStart($examinationId: ID!) {
      startAttempt(examinationId: $examinationId) {
        id
        items {
          id
          slot
          questionType
          options {
            id
          }
        }
      }
    }
  `;
const SAVE = `
    mutation BenchSave($attemptId: ID!, $input: SaveAnswerInput!) {
      saveAnswer(attemptId: $attemptId, input: $input) {
        accepted
        clientSeq
      }
    }
  `;
const SUBMIT = `
    mutation BenchSubmit($attemptId: ID!, $key: String!, $final: [SaveAnswerInput!]) {
      submitAttempt(attemptId: $attemptId, idempotencyKey: $key, finalAnswers: $final) {
        state
        saves {
          accepted
        }
      }
    }
  `;
const REST_UPDATE = '/api/blade-exam/ExamExaminationUserOption/examExaminationUserOption/update';

/** The app over HTTP through one keep-alive undici pool (the load generator's connections). */
export class AppClient {
  private readonly pool: Pool;

  constructor(origin: string, connections: number) {
    this.pool = new Pool(origin, { connections, pipelining: 1, keepAliveTimeout: 60_000, headersTimeout: 30_000, bodyTimeout: 30_000 });
  }

  /** `through: 'apollo'` adds an empty `extensions` member, which Apollo reads and the compiled plans leave to it (graphql-plans.ts). */
  async graphql<T>(query: string, variables: Record<string, unknown>, token?: string, through: 'plan' | 'apollo' = 'plan'): Promise<T> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) {
      headers['authorization'] = `Bearer ${token}`;
    }
    const body = JSON.stringify(through === 'plan' ? { query, variables } : { query, variables, extensions: {} });
    const response = await this.pool.request({ path: '/graphql', method: 'POST', headers, body });
    const text = await response.body.text();
    if (response.statusCode !== 200) {
      throw new Error(`HTTP ${response.statusCode}: ${text.slice(0, 200)}`);
    }
    const answer = JSON.parse(text) as GraphqlAnswer<T>;
    if (answer.errors?.length || !answer.data) {
      const first = answer.errors?.[0];
      throw new Error(`GraphQL ${first?.extensions?.code ?? ''} ${first?.message ?? 'no data'}`);
    }
    return answer.data;
  }

  /** The stack's floor: a signed-in mutation that only names its type (HTTP, context, Apollo, API log; no resolver, no DB). */
  async noop(student: Student): Promise<void> {
    await this.graphql<{ __typename: string }>('mutation Noop { __typename }', {}, student.token);
  }

  async login(tenantId: string, account: string, password: string): Promise<string> {
    const data = await this.graphql<{ login: { accessToken: string } }>(LOGIN, { input: { tenantId, account, password } });
    return data.login.accessToken;
  }

  /** Starts (or resumes) the attempt and picks its first single-choice (or true/false) question. */
  async start(token: string, examinationId: string): Promise<Pick<Student, 'attemptId' | 'itemId' | 'slot' | 'optionIds'>> {
    const data = await this.graphql<{
      startAttempt: { id: string; items: Array<{ id: string; slot: number; questionType: string; options: Array<{ id: string }> }> };
    }>(START, { examinationId }, token);
    const item =
      data.startAttempt.items.find((candidate) => candidate.questionType === 'SINGLE_CHOICE') ??
      data.startAttempt.items.find((candidate) => candidate.questionType === 'TRUE_FALSE');
    if (!item || item.options.length === 0) {
      throw new Error('the attempt has no single-choice question');
    }
    return { attemptId: data.startAttempt.id, itemId: item.id, slot: item.slot, optionIds: item.options.map((option) => option.id) };
  }

  /**
   * saveAnswer over GraphQL with the next clientSeq; an ignored save counts as an error here. `ordinary` sends it through Apollo
   * instead of its compiled plan (server/src/app/graphql-plans.ts), for the comparison in the same run.
   */
  async save(student: Student, path: 'planned' | 'ordinary' = 'planned'): Promise<void> {
    student.sent += 1;
    const seq = student.sent;
    const input = { slot: student.slot, clientSeq: seq, response: { optionIds: [student.optionIds[seq % student.optionIds.length]] } };
    const data = await this.graphql<{ saveAnswer: { accepted: boolean; clientSeq: number } }>(
      SAVE,
      { attemptId: student.attemptId, input },
      student.token,
      path === 'planned' ? 'plan' : 'apollo',
    );
    if (!data.saveAnswer.accepted) {
      throw new Error(`save ignored (stored seq ${data.saveAnswer.clientSeq}, sent ${seq})`);
    }
    student.seq = Math.max(student.seq, seq);
  }

  /** The legacy REST `update` (choice answer by answer row id; it has no clientSeq: the stored one goes up by one). */
  async saveRest(student: Student): Promise<void> {
    student.sent += 1;
    const option = student.optionIds[student.sent % student.optionIds.length] ?? '';
    const body = new URLSearchParams({ id: student.itemId, optionsId: option, type: '1' }).toString();
    const response = await this.pool.request({
      path: REST_UPDATE,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'blade-auth': `bearer ${student.token}` },
      body,
    });
    const text = await response.body.text();
    const envelope = JSON.parse(text) as { success?: boolean; msg?: string };
    if (response.statusCode !== 200 || envelope.success !== true) {
      throw new Error(`REST ${response.statusCode}: ${envelope.msg ?? text.slice(0, 200)}`);
    }
    student.seq += 1;
  }

  /** Submits with one final answer (the usual client flushes its last answer with the submit). */
  async submit(student: Student): Promise<void> {
    student.sent += 1;
    const seq = student.sent;
    const final = [{ slot: student.slot, clientSeq: seq, response: { optionIds: [student.optionIds[seq % student.optionIds.length]] } }];
    const data = await this.graphql<{ submitAttempt: { state: string; saves: Array<{ accepted: boolean }> } }>(
      SUBMIT,
      { attemptId: student.attemptId, key: `bench-${student.attemptId}`, final },
      student.token,
    );
    if (data.submitAttempt.state !== 'SUBMITTED' || data.submitAttempt.saves[0]?.accepted !== true) {
      throw new Error(`submit: state ${data.submitAttempt.state}, final answer accepted ${String(data.submitAttempt.saves[0]?.accepted)}`);
    }
    student.seq = seq;
  }

  async close(): Promise<void> {
    await this.pool.close();
  }
}
