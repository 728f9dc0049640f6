import { buildSchema } from 'graphql';
import type { RequestContext } from '../core/http/request-context';
import { GraphqlPlans } from './graphql-plans';

const schema = buildSchema(`
  type Query { a: Int }
  type Mutation { saveAnswer(x: Int!): Int, submitAttempt: Int, other: Int }
`);
const plans = () => new GraphqlPlans(schema, { validationRules: [], maxTokens: 100 });

describe('GraphqlPlans', () => {
  it.each([
    ['one planned mutation', { query: 'mutation { saveAnswer(x: 1) }' }],
    ['two planned root fields', { query: 'mutation M($x: Int!) { saveAnswer(x: $x) submitAttempt }', variables: { x: 1 } }],
    ['the named operation of several', { query: 'query Q { a } mutation S { submitAttempt }', operationName: 'S' }],
  ])('should plan %s', (_name, body) => {
    expect(plans().forBody(body)).not.toBeNull();
  });

  it.each([
    ['a query', { query: 'query { a } # saveAnswer' }],
    ['a mutation with another root field', { query: 'mutation { saveAnswer(x: 1) other }' }],
    ['a mutation with __typename at the root', { query: 'mutation { __typename saveAnswer(x: 1) }' }],
    ['an alias', { query: 'mutation { s: saveAnswer(x: 1) }' }],
    ['a directive on the root field', { query: 'mutation { saveAnswer(x: 1) @include(if: true) }' }],
    ['an invalid document', { query: 'mutation { saveAnswer }' }],
    ['text that does not parse', { query: 'mutation { saveAnswer(' }],
    ['text over the token limit', { query: `mutation { saveAnswer(x: 1) ${'# x\n'.repeat(10)} ${'submitAttempt '.repeat(120)} }` }],
    ['several operations without a name', { query: 'mutation A { submitAttempt } mutation B { submitAttempt }' }],
    ['an unknown operation name', { query: 'mutation A { submitAttempt }', operationName: 'B' }],
    ['a persisted-query extension', { query: 'mutation { submitAttempt }', extensions: { persistedQuery: {} } }],
    ['an unknown body member', { query: 'mutation { submitAttempt }', batch: true }],
    ['variables that are not an object', { query: 'mutation { submitAttempt }', variables: [1] }],
    ['no query', { operationName: 'saveAnswer' }],
    ['an array body', [{ query: 'mutation { submitAttempt }' }]],
  ])('should leave %s to Apollo', (_name, body) => {
    expect(plans().forBody(body)).toBeNull();
  });

  it('should compile a text once and keep a bounded number of texts', () => {
    const subject = plans();
    const body = { query: 'mutation { submitAttempt }' };
    expect(subject.forBody(body)).toBe(subject.forBody({ ...body }));
    for (let index = 0; index < 300; index += 1) {
      subject.forBody({ query: `mutation { submitAttempt } # ${index}` });
    }
    expect((subject as unknown as { plans: Map<string, unknown> }).plans.size).toBeLessThanOrEqual(200);
  });

  it('should run the plan with the variables it is given', async () => {
    const plan = new GraphqlPlans(buildSchema('type Query { a: Int } type Mutation { saveAnswer(x: Int!): Int }'), {
      validationRules: [],
      maxTokens: 100,
    }).forBody({ query: 'mutation ($x: Int!) { saveAnswer(x: $x) }' });
    const rootless = await plan?.run({} as RequestContext, { x: 2 });
    expect(rootless).toEqual({ data: { saveAnswer: null } });
    const refused = await plan?.run({} as RequestContext, { x: 'two' });
    expect(refused && 'data' in refused).toBe(false);
    expect(refused?.errors?.[0]?.message).toMatch(/Int/);
  });
});
