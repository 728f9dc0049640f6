import { registerEnumType } from 'type-graphql';

/** Where a definition stands: drafts are edited, published ones are what users run. */
export enum ReportState {
  DRAFT = 'draft',
  PUBLISHED = 'published',
}

/** Where a report's rows come from. */
export enum DatasetKind {
  /** A registered (whitelisted) GraphQL query run in-process with the caller's context. */
  GRAPHQL = 'graphql',
  /** A read-only SQL SELECT over allowed tables (platform administrator only). */
  SQL = 'sql',
}

registerEnumType(ReportState, { name: 'ReportState', description: 'Draft or published.' });
registerEnumType(DatasetKind, { name: 'DatasetKind', description: 'A registered GraphQL dataset or a read-only SQL dataset.' });
