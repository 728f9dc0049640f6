import { BUILT_IN_DATASOURCE_ID as BUILT_IN } from '../../../src/modules/develop/datasource/built-in-datasource';
import { envelopeFailed, envelopeOk, type RowContract } from '../row-contract';

/** An id no model, prototype or code record has (the rows run in any order on the seeded database). */
const NO_ROW = '1123598819738675299';
const notFound = envelopeFailed(404);
const emptyPage = (body: Record<string, unknown>, status: number) => {
  envelopeOk(body, status);
  expect(body['data']).toMatchObject({ records: [], total: 0, current: 1, size: 10 });
};
const noBody = (body: Record<string, unknown>, status: number) => {
  expect(status).toBe(400);
  expect(body).toMatchObject({ code: 400, success: false });
};

export const DEVELOP_ROWS: Record<string, RowContract> = {
  'GET /blade-develop/model/list': { params: { current: '1', size: '10' }, anonymous: 401, check: emptyPage },
  'GET /blade-develop/model/detail': { params: { id: NO_ROW }, anonymous: 401, check: notFound },
  'POST /blade-develop/model/submit': { params: {}, anonymous: 401, check: noBody },
  'POST /blade-develop/model/save': { params: {}, anonymous: 401, check: noBody },
  'POST /blade-develop/model/update': { params: {}, anonymous: 401, check: noBody },
  'POST /blade-develop/model/remove': { params: { ids: NO_ROW }, anonymous: 401, check: envelopeOk },
  'GET /blade-develop/model/select': {
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      expect(body['data']).toEqual([]);
    },
  },
  'GET /blade-develop/model/table-list': {
    params: { datasourceId: BUILT_IN },
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      expect(body['data']).toEqual(expect.arrayContaining([{ name: 'blade_param', comment: 'blade_param:' }]));
    },
  },
  'GET /blade-develop/model/table-info': {
    params: { datasourceId: BUILT_IN, tableName: 'blade_param' },
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      const data = body['data'] as { name: string; entityName: string; fields: Array<Record<string, unknown>> };
      expect(data).toMatchObject({ name: 'blade_param', entityName: 'Param' });
      expect(data.fields.find((field) => field['name'] === 'param_key')).toMatchObject({
        propertyName: 'paramKey',
        propertyType: 'String',
        keyFlag: false,
      });
    },
  },
  'GET /blade-develop/model/model-prototype': { params: { modelId: NO_ROW }, anonymous: 401, check: notFound },
  'POST /blade-develop/model-prototype/submit-list': { params: {}, anonymous: 401, check: noBody },
  'GET /blade-develop/model-prototype/select': { params: { modelId: NO_ROW }, anonymous: 401, check: notFound },
  'GET /blade-develop/model-prototype/list': { params: { current: '1', size: '10' }, anonymous: 401, check: emptyPage },
  'GET /blade-develop/model-prototype/detail': { params: { id: NO_ROW }, anonymous: 401, check: notFound },
  'POST /blade-develop/model-prototype/submit': { params: {}, anonymous: 401, check: noBody },
  'POST /blade-develop/model-prototype/save': { params: {}, anonymous: 401, check: noBody },
  'POST /blade-develop/model-prototype/update': { params: {}, anonymous: 401, check: noBody },
  'POST /blade-develop/model-prototype/remove': { params: { ids: NO_ROW }, anonymous: 401, check: envelopeOk },
  'GET /blade-develop/code/list': { params: { current: '1', size: '10' }, anonymous: 401, check: emptyPage },
  'GET /blade-develop/code/detail': { params: { id: NO_ROW }, anonymous: 401, check: notFound },
  'POST /blade-develop/code/submit': { params: {}, anonymous: 401, check: noBody },
  'POST /blade-develop/code/remove': { params: { ids: NO_ROW }, anonymous: 401, check: envelopeOk },
  'POST /blade-develop/code/copy': { params: { id: NO_ROW }, anonymous: 401, check: notFound },
  // The zip itself: server/test/integration/develop/code-generation.int.test.ts.
  'POST /blade-develop/code/gen-code': { params: { ids: NO_ROW }, anonymous: 401, check: notFound },
};
