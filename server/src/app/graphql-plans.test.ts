import { buildSchema } from 'graphql';
import type { RequestContext } from '../core/http/request-context';
import { GraphqlPlans } from './graphql-plans';

const schema = buildSchema(`
  type Query { a: Int }
  type Mutation { saveAnswer(x: Int!): Int, submitAttempt: Int, other: Int }
  type Subscription { a: Int }
`);
const plans = (introspection = false) => new GraphqlPlans(schema, { validationRules: [], maxTokens: 100, introspection, planAfter: 1 });

describe('GraphqlPlans', () => {
  it.each([
    ['a mutation', { query: 'mutation { saveAnswer(x: 1) }' }],
    ['a mutation of several root fields', { query: 'mutation M($x: Int!) { saveAnswer(x: $x) submitAttempt other }', variables: { x: 1 } }],
    ['a query', { query: 'query { a }' }],
    ['__typename', { query: '{ __typename }' }],
    ['aliases and directives', { query: 'mutation { s: saveAnswer(x: 1) @include(if: true) t: other }' }],
    ['the named operation of several', { query: 'query Q { a } mutation S { submitAttempt }', operationName: 'S' }],
  ])('should plan %s', (_name, body) => {
    expect(plans().forBody(body)).not.toBeNull();
  });

  it.each([
    ['a subscription', { query: 'subscription { a }' }],
    ['introspection of the schema', { query: '{ __schema { types { name } } }' }],
    ['introspection of a type', { query: '{ __type(name: "Query") { name } }' }],
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
    for (let index = 0; index < 1100; index += 1) {
      subject.forBody({ query: `mutation { submitAttempt } # ${index}` });
    }
    expect((subject as unknown as { plans: Map<string, unknown> }).plans.size).toBeLessThanOrEqual(1000);
  });

  it('should leave a text to Apollo until it comes back planAfter times', () => {
    const subject = new GraphqlPlans(schema, { validationRules: [], maxTokens: 100, introspection: false, planAfter: 3 });
    const body = { query: 'query { a }' };
    expect([subject.forBody(body), subject.forBody(body)]).toEqual([null, null]);
    const plan = subject.forBody(body);
    expect(plan).not.toBeNull();
    expect(subject.forBody(body)).toBe(plan);
    expect(subject.forBody({ query: 'query { nope }' })).toBeNull();
    expect(subject.forBody({ query: 'query { nope }' })).toBeNull();
    expect(subject.forBody({ query: 'query { nope }' })).toBeNull();
    // A flood of texts seen once does not push the plans out.
    for (let index = 0; index < 1100; index += 1) {
      subject.forBody({ query: `query { a } # ${index}` });
    }
    expect(subject.forBody(body)).toBe(plan);
  });

  it('should plan introspection where the schema may be introspected', () => {
    expect(plans(true).forBody({ query: '{ __schema { types { name } } }' })).not.toBeNull();
  });

  it('should run the plan with the variables it is given', async () => {
    const plan = new GraphqlPlans(buildSchema('type Query { a: Int } type Mutation { saveAnswer(x: Int!): Int }'), {
      validationRules: [],
      maxTokens: 100,
      introspection: false,
      planAfter: 1,
    }).forBody({ query: 'mutation ($x: Int!) { saveAnswer(x: $x) }' });
    const rootless = await plan?.run({} as RequestContext, { x: 2 });
    expect(rootless).toEqual({ data: { saveAnswer: null } });
    const refused = await plan?.run({} as RequestContext, { x: 'two' });
    expect(refused && 'data' in refused).toBe(false);
    expect(refused?.errors?.[0]?.message).toMatch(/Int/);
  });
});
