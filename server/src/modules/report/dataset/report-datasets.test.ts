import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, parse } from 'graphql';
import { datasetDocument, datasetVariables } from './graphql-dataset.runner';
import { REPORT_DATASETS } from './report-datasets';

describe('registered report datasets', () => {
  const schema = buildSchema(readFileSync(path.join(__dirname, '..', '..', '..', '..', '..', 'schema.graphql'), 'utf8'));

  it.each(REPORT_DATASETS.map((dataset) => [dataset.key, dataset] as const))(
    '%s should be one valid query of the schema',
    (_key, dataset) => {
      expect(() => datasetDocument(schema, dataset)).not.toThrow();
      expect(datasetVariables(parse(dataset.document))).toEqual(['examinationId']);
    },
  );

  it('should refuse a mutation as a dataset', () => {
    const mutation = { ...REPORT_DATASETS[0]!, key: 'write', document: 'mutation { logout }' };
    expect(() => datasetDocument(schema, mutation)).toThrow(/exactly one query/);
  });
});
