import type { MikroORM } from '@mikro-orm/core';
import type TestAgent from 'supertest/lib/agent';
import { Examination } from '../../../src/modules/exam/examination/examination.entity';
import type { GraphqlResult } from '../../helpers/auth-client';

/** GraphQL documents and helpers of the access-rule and accommodation tests. */
export const START_WITH = `
    mutation ($examinationId: ID!, $password: String) {
      startAttempt(examinationId: $examinationId, accessPassword: $password) {
        id
        state
        attemptNo
        startedAt
        deadlineAt
      }
    }
  `;
export const MY_EXAMS = `
    {
      myExaminations {
        records {
          id
          status
          openAt
          closeAt
          maxAttempts
          requiresPassword
          accommodated
          extraTimeMin
          canStart
          openNow
        }
      }
    }
  `;
export const ACCOMMODATIONS = `
    query ($examinationId: ID!) {
      accommodations(examinationId: $examinationId) {
        id
        userId
        account
        realName
        extraTimePct
        extraTimeMin
        openAtOverride
        closeAtOverride
        maxAttemptsOverride
        integrityExempt
        note
      }
    }
  `;
export const SET_ACCOMMODATION = `
    mutation ($input: AccommodationInput!) {
      setAccommodation(input: $input) {
        id
        userId
        extraTimePct
        extraTimeMin
        closeAtOverride
        maxAttemptsOverride
        integrityExempt
        note
      }
    }
  `;
export const REMOVE_ACCOMMODATION = 'mutation ($id: ID!) { removeAccommodation(id: $id) }';

export const STUDENT_REST = '/api/blade-examExaminationStudent/examExaminationStudent';

export interface StartedAttempt {
  id: string;
  state: string;
  attemptNo: number;
  startedAt: string;
  deadlineAt: string;
}

/** POST /graphql from a given client address (the app trusts X-Forwarded-For when started with TRUST_PROXY). */
export async function graphqlFrom<T>(
  http: TestAgent,
  query: string,
  variables: Record<string, unknown>,
  token: string,
  address?: string,
): Promise<GraphqlResult<T>> {
  let request = http.post('/graphql').set('content-type', 'application/json').set('Authorization', `Bearer ${token}`);
  if (address) {
    request = request.set('X-Forwarded-For', address);
  }
  return (await request.send({ query, variables })).body as GraphqlResult<T>;
}

/** Sets the access rules of an examination directly (an OPEN one can no longer be edited through the API). */
export async function setAccess(
  orm: MikroORM,
  examinationId: string,
  access: { accessPassword?: string | null; ipAllowList?: string[] | null },
): Promise<void> {
  const em = orm.em.fork();
  await em.nativeUpdate(Examination, { id: examinationId }, access, { filters: false });
}
