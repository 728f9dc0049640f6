import type { MikroORM } from '@mikro-orm/core';
import type TestAgent from 'supertest/lib/agent';
import { Attempt } from '../../../src/modules/exam/attempt/attempt.entity';
import { ProctorAction } from '../../../src/modules/exam/proctor/proctor-action.entity';
import { QuestionType } from '../../../src/modules/exam/shared/exam-enums';
import { buildExamScenario, type ExamScenario, type ExamSpec } from '../../factories/exam-attempt.factory';
import { signedInUser } from '../../factories/exam-delivery.factory';
import { graphql, graphqlToken, type GraphqlResult } from '../../helpers/auth-client';
import { SAVE, START } from './attempt-operations';

/** GraphQL documents and setup of the proctoring tests. */
export const ROW =
  'id examinationId userId account realName deptName attemptNo state startedAt deadlineAt pausedAt serverNow secondsLeft ' +
  'answeredCount itemCount lastSavedAt integrityCount submittedAt submitSource';
export const PROCTOR_ATTEMPTS =
  `query ($examinationId: ID!, $filter: ProctorAttemptFilter, $page: PageInput) { proctorAttempts(examinationId: ` +
  `$examinationId, filter: $filter, page: $page) { total records { ${ROW} } } }`;
export const EVENTS = `
    query ($attemptId: ID!) {
      attemptIntegrityEvents(attemptId: $attemptId) {
        id
        attemptId
        eventType
        counted
        countAfter
        actionTaken
        forgiven
        forgivenByName
        note
        receivedAt
      }
    }
  `;
export const ACTIONS = `
    query ($attemptId: ID, $examinationId: ID) {
      proctorActions(attemptId: $attemptId, examinationId: $examinationId) {
        id
        attemptId
        action
        reason
        minutes
        integrityEventId
        byUserId
        byName
        candidateName
        createTime
      }
    }
  `;
export const PAUSE = `mutation ($id: ID!, $reason: String!) { pauseAttempt(id: $id, reason: $reason) { ${ROW} } }`;
export const RESUME = `mutation ($id: ID!, $reason: String!) { resumeAttempt(id: $id, reason: $reason) { ${ROW} } }`;
export const UNLOCK =
  `mutation ($id: ID!, $reason: String!, $reset: Boolean) { unlockAttempt(id: $id, reason: $reason, resetIntegrityCount: ` +
  `$reset) { ${ROW} } }`;
export const EXTEND =
  `mutation ($id: ID!, $minutes: Int!, $reason: String!) { extendAttempt(id: $id, minutes: $minutes, reason: ` + `$reason) { ${ROW} } }`;
export const PROCTOR_SUBMIT = `mutation ($id: ID!, $reason: String!) { submitAttemptAsProctor(id: $id, reason: $reason) { ${ROW} } }`;
export const TERMINATE = `mutation ($id: ID!, $reason: String!) { terminateAttempt(id: $id, reason: $reason) { ${ROW} } }`;
export const FORGIVE =
  'mutation ($eventId: ID!, $note: String!) { forgiveIntegrityEvent(eventId: $eventId, note: $note) { id forgiven forgivenByName note } }';

export interface Row {
  id: string;
  state: string;
  deadlineAt: string;
  pausedAt: string | null;
  serverNow: string;
  secondsLeft: number;
  answeredCount: number;
  itemCount: number;
  integrityCount: number;
  submitSource: string | null;
  account: string;
  realName: string;
}

export interface StartedAttempt {
  id: string;
  state: string;
  deadlineAt: string;
  items: Array<{ slot: number; questionType: QuestionType; options: Array<{ id: string }> }>;
}

/** A scenario plus a proctor (exam_examination_proctor only) and the student's token. */
export interface ProctorScenario extends ExamScenario {
  proctor: { id: string; token: string };
  studentToken: string;
}

export async function buildProctorScenario(orm: MikroORM, http: TestAgent, spec: ExamSpec = {}): Promise<ProctorScenario> {
  const scenario = await buildExamScenario(orm, spec);
  const proctor = await signedInUser(orm, http, {
    tenantId: scenario.tenant.tenantId,
    deptId: scenario.tenant.deptId,
    permissions: ['exam', 'exam_examination_proctor'],
  });
  const studentToken = (await graphqlToken(http, scenario.tenant.tenantId, scenario.student.account, scenario.student.password))
    .accessToken;
  return { ...scenario, proctor: { id: proctor.id, token: proctor.token }, studentToken };
}

export async function startAs(http: TestAgent, token: string, examinationId: string): Promise<StartedAttempt> {
  const result = await graphql<{ startAttempt: StartedAttempt }>(http, START, { examinationId }, { token });
  if (!result.data?.startAttempt) {
    throw new Error(`start failed: ${JSON.stringify(result.errors)}`);
  }
  return result.data.startAttempt;
}

/** Saves the single-choice answer with this clientSeq as the candidate. */
export function saveSingle(
  http: TestAgent,
  token: string,
  attempt: StartedAttempt,
  clientSeq: number,
): Promise<GraphqlResult<{ saveAnswer: { accepted: boolean; ignored: boolean } }>> {
  const single = attempt.items.find((item) => item.questionType === QuestionType.SINGLE_CHOICE);
  return graphql(
    http,
    SAVE,
    { attemptId: attempt.id, input: { slot: single?.slot, response: { optionIds: [single?.options[clientSeq % 2]?.id] }, clientSeq } },
    { token, language: 'en' },
  );
}

/** Runs a proctor operation and returns its data field (throws on errors). */
export async function proctorCall(http: TestAgent, token: string, document: string, variables: Record<string, unknown>): Promise<Row> {
  const result = await graphql<Record<string, Row>>(http, document, variables, { token, language: 'en' });
  const value = result.data ? Object.values(result.data)[0] : undefined;
  if (!value) {
    throw new Error(`proctor call failed: ${JSON.stringify(result.errors)}`);
  }
  return value;
}

export const attemptRow = (orm: MikroORM, id: string): Promise<Attempt> => orm.em.fork().findOneOrFail(Attempt, { id }, { filters: false });
export const actionRows = (orm: MikroORM, attemptId: string): Promise<ProctorAction[]> =>
  orm.em.fork().find(ProctorAction, { attemptId }, { filters: false, orderBy: { createTime: 'asc', id: 'asc' } });
