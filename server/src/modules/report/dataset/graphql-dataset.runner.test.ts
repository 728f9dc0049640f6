import { GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
import pino from 'pino';
import type { SignedInContext } from '../../../core/http/request-context';
import { runGraphqlDataset } from './graphql-dataset.runner';

const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      slow: { type: GraphQLString, resolve: () => new Promise((resolve) => setTimeout(() => resolve('late'), 500)) },
      quick: { type: GraphQLString, resolve: () => 'now' },
    },
  }),
});
const context = { logger: pino({ level: 'silent' }) } as unknown as SignedInContext;
const label = { 'zh-CN': '数据', en: 'Data' };

describe('GraphQL dataset runner', () => {
  it('should answer a translated timeout when the dataset takes longer than the report allows', async () => {
    const dataset = { key: 'slow', label, document: 'query Slow { slow }', rowPath: [] };
    await expect(runGraphqlDataset(schema, dataset, {}, context, 20)).rejects.toMatchObject({
      code: 'QUOTA_EXCEEDED',
      messageKey: 'report.timeout',
    });
  });

  it('should read one object at the row path as one row', async () => {
    const dataset = { key: 'quick', label, document: 'query Quick { quick }', rowPath: [] };
    await expect(runGraphqlDataset(schema, dataset, {}, context, 1000)).resolves.toEqual([{ quick: 'now' }]);
  });
});
