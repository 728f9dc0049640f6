import { parse, print } from 'graphql';
import { transform } from '../codegen/inline-fragments.cjs';

// The codegen transform that writes fragment spreads out (web/codegen/inline-fragments.cjs); codegen hands it the schema as a document.
const schema = parse(`
  interface LogEntry { id: ID! method: String! }
  type ApiLog implements LogEntry { id: ID! method: String! title: String! }
  type ErrorLog implements LogEntry { id: ID! method: String! message: String }
  type Query { apiLog: ApiLog! entry: LogEntry! }
`);

function inline(...sources: string[]): string[] {
  const documents = sources.map((source, index) => ({ location: `doc${index}.graphql`, document: parse(source) }));
  return transform({ documents, schema }).map((source) => print(source.document!));
}

describe('inline-fragments', () => {
  it('writes a fragment on an interface out into a selection of a type that implements it', () => {
    const [fragment, query] = inline(
      'fragment LogEntryFields on LogEntry { id method }',
      'query ApiLog { apiLog { ...LogEntryFields title id } }',
    );
    expect(query).toBe('query ApiLog {\n  apiLog {\n    id\n    method\n    title\n  }\n}');
    expect(fragment).toContain('fragment LogEntryFields on LogEntry');
  });

  it('refuses a fragment on a narrower type than the selection (its fields are not all fields of the selection)', () => {
    expect(() => inline('fragment ApiLogFields on ApiLog { title }', 'query Entry { entry { ...ApiLogFields } }')).toThrow(
      /ApiLogFields.*cannot be written out into a selection on "LogEntry"/,
    );
  });

  it('refuses a fragment on another type of the same interface', () => {
    expect(() => inline('fragment ErrorLogFields on ErrorLog { message }', 'query ApiLog { apiLog { ...ErrorLogFields } }')).toThrow(
      /inline-fragments/,
    );
  });
});
