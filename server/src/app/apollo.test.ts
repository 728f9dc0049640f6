import { buildSchema, parse, validate } from 'graphql';
import { formatGraphqlError, graphqlLimits } from './apollo';

// A schema with a recursive type, so that depth is only bounded by the limit under test.
const schema = buildSchema('type Node { id: ID! child: Node } type Query { root: Node }');

function errorsFor(depth: number): readonly unknown[] {
  const query = `{ root { ${'child { '.repeat(depth)}id${' }'.repeat(depth)} } }`;
  return validate(schema, parse(query), graphqlLimits(false).validationRules);
}

describe('GraphQL limits', () => {
  it('should accept operations up to depth 10 and refuse deeper ones', () => {
    expect(errorsFor(8)).toEqual([]);
    expect(errorsFor(12).length).toBeGreaterThan(0);
  });
});

describe('formatGraphqlError', () => {
  it('should drop type-graphql validationErrors, which carry the whole input and its values (secrets included)', () => {
    const formatted = formatGraphqlError(
      {
        message: 'invalid',
        extensions: {
          code: 'VALIDATION',
          fields: [{ field: 'category', message: 'bad' }],
          validationErrors: [{ target: { secretKey: 'plain-secret' }, value: 9 }],
          stacktrace: ['at x'],
        },
      },
      null,
    );
    expect(formatted.extensions).toEqual({ code: 'VALIDATION', fields: [{ field: 'category', message: 'bad' }] });
    expect(JSON.stringify(formatted)).not.toContain('plain-secret');
  });
});
