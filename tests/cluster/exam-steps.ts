/** Examination set-up and answering over GraphQL for the two-node suite. */
import { cluster, DEMO_TENANT, gql, must, signIn, type GraphqlAnswer } from './cluster-api';

/** Creates, fills and publishes an examination open now on `paperId` until `closeAt`; answers its id. */
export async function openExamination(
  teacher: string,
  name: string,
  paperId: string,
  closeAt: number,
  candidates: Array<{ id: string }>,
): Promise<string> {
  const node = cluster.a;
  const openAt = Date.now() - 60_000;
  const input = {
    name,
    paperId,
    openAt: new Date(openAt).toISOString(),
    closeAt: new Date(closeAt).toISOString(),
    // As long as the window allows: the attempts end with the window.
    durationMin: Math.min(90, Math.floor((closeAt - openAt) / 60_000)),
    timingMode: 'PER_ATTEMPT',
    maxAttempts: 1,
    passScore: 1,
    questionsPerPage: 0,
    reviewPolicy: { immediatelyAfter: ['SCORE'] },
  };
  const id = must(
    await gql<{ createExamination: { id: string } }>(
      node,
      'mutation ($input: ExaminationInput!) { createExamination(input: $input) { id } }',
      {
        input,
      },
      { token: teacher },
    ),
    'createExamination',
  ).createExamination.id;
  must(
    await gql(
      node,
      'mutation ($id: ID!, $users: [ID!]) { addExamCandidates(examinationId: $id, userIds: $users) }',
      {
        id,
        users: candidates.map((candidate) => candidate.id),
      },
      { token: teacher },
    ),
    'addExamCandidates',
  );
  must(await gql(node, 'mutation ($id: ID!) { publishExamination(id: $id) { id } }', { id }, { token: teacher }), 'publishExamination');
  return id;
}

interface StartedItem {
  slot: number;
  questionType: string;
  options: Array<{ id: string }>;
}

export interface Candidate {
  attemptId: string;
  token: string;
  /** Saves the first choice question's option `choice` (clientSeq grows with each call) through `node`. */
  save(node: string, choice: number): Promise<GraphqlAnswer<{ saveAnswer: { accepted: boolean; clientSeq: number } }>>;
}

const SAVE = 'mutation ($id: ID!, $input: SaveAnswerInput!) { saveAnswer(attemptId: $id, input: $input) { accepted ignored clientSeq } }';

/** Signs the student in on `node`, starts the attempt and saves one answer there. */
export async function startAnswering(node: string, account: string, password: string, examinationId: string): Promise<Candidate> {
  const token = (await signIn(node, DEMO_TENANT, account, password)).accessToken;
  const started = must(
    await gql<{ startAttempt: { id: string; items: StartedItem[] } }>(
      node,
      'mutation ($id: ID!) { startAttempt(examinationId: $id) { id items { slot questionType options { id } } } }',
      { id: examinationId },
      { token },
    ),
    'startAttempt',
  ).startAttempt;
  const choice = started.items.find((item) => item.options.length > 1);
  if (!choice) {
    throw new Error('the paper has no choice question');
  }
  let sequence = 0;
  const candidate: Candidate = {
    attemptId: started.id,
    token,
    save: (via, option) => {
      sequence += 1;
      const optionId = choice.options[option % choice.options.length]?.id ?? '';
      return gql(
        via,
        SAVE,
        { id: started.id, input: { slot: choice.slot, response: { optionIds: [optionId] }, clientSeq: sequence } },
        {
          token,
        },
      );
    },
  };
  must(await candidate.save(node, 0), 'saveAnswer');
  return candidate;
}
