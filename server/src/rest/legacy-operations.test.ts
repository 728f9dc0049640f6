import { Kind, type DocumentNode } from 'graphql';
import * as generated from './generated/operations';
import { legacyRoutes } from './legacy-routes';

/** The typed documents generated from server/src/rest/operations/*.graphql (`npm run codegen`). */
const documents = new Map(Object.entries(generated).filter(([name]) => name.endsWith('Document')) as Array<[string, DocumentNode]>);

describe('legacy route operations', () => {
  const routes = legacyRoutes({} as never, { timeZone: 'Asia/Shanghai' });
  const documentsOf = (route: (typeof routes)[number]): DocumentNode[] =>
    route.kind === 'operation' ? [route.operation, ...(route.followUp ? [route.followUp.operation] : [])] : [];
  const used = routes.flatMap(documentsOf);

  it('every route runs a document generated from the .graphql files (typed result, no hand-written operation)', () => {
    const known = new Set(documents.values());
    const foreign = routes.flatMap((route) => (documentsOf(route).every((document) => known.has(document)) ? [] : [route.path]));
    expect(foreign).toEqual([]);
  });

  it('every operation of the .graphql files is run by some route (none left behind)', () => {
    const run = new Set(used);
    const unused = [...documents].flatMap(([name, document]) => (run.has(document) ? [] : [name]));
    expect(unused).toEqual([]);
  });

  it('every generated document holds exactly one named operation', () => {
    const malformed = [...documents].flatMap(([name, document]) => {
      const operations = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
      return operations.length === 1 && operations[0]?.name ? [] : [name];
    });
    expect(malformed).toEqual([]);
  });
});
