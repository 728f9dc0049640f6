import { envelopeFailed, envelopeOk, type RowContract } from '../row-contract';

/** An id no workflow row has (the contract caller is the platform administrator, whose tenant has no models or definitions). */
const NO_ROW = '1123598815738675299';

const notFound = envelopeFailed(404);

const refused = envelopeFailed(400);

const emptyPage = (body: Record<string, unknown>, status: number): void => {
  envelopeOk(body, status);
  expect(body['data']).toMatchObject({ records: expect.any(Array), current: 1, size: 10, orders: [], maxLimit: -1 });
};

/** blade-flow model/*, manager/*, follow/*, process/resource-view (contract §3.16); shapes with data: flow-admin-rest.int.test.ts. */
export const FLOW_ADMIN_ROWS: Record<string, RowContract> = {
  'GET /blade-flow/model/list': { params: { current: '1', size: '10', name: 'x' }, anonymous: 401, check: emptyPage },
  'GET /blade-flow/model/detail': { params: { id: NO_ROW }, anonymous: 401, check: notFound },
  'POST /blade-flow/model/submit': { anonymous: 401, check: refused },
  'POST /blade-flow/model/remove': { params: { ids: NO_ROW }, anonymous: 401, check: (body, status) => envelopeOk(body, status) },
  'POST /blade-flow/model/deploy': {
    params: { modelId: NO_ROW, category: 'flow_1' },
    anonymous: 401,
    check: (body, status) => {
      notFound(body, status);
      expect(body['msg']).toBe(`未找到模型 id: ${NO_ROW}`);
    },
  },
  'GET /blade-flow/manager/list': { params: { current: '1', size: '10', mode: '2' }, anonymous: 401, check: emptyPage },
  'POST /blade-flow/manager/change-state': { params: { state: 'active', processId: NO_ROW }, anonymous: 401, check: notFound },
  'POST /blade-flow/manager/check-upload': {
    anonymous: 'ok',
    check: (body, status) => {
      envelopeOk(body, status);
      expect(body['data']).toEqual({ name: '', success: false });
    },
  },
  'POST /blade-flow/manager/deploy-upload': { params: { category: 'flow_1' }, anonymous: 401, check: refused },
  'POST /blade-flow/manager/delete-deployment': {
    params: { deploymentIds: NO_ROW },
    anonymous: 401,
    check: (body, status) => envelopeOk(body, status),
  },
  'GET /blade-flow/follow/list': { params: { current: '1', size: '10' }, anonymous: 401, check: emptyPage },
  'POST /blade-flow/follow/delete-process-instance': {
    params: { processInstanceId: NO_ROW, deleteReason: 'contract' },
    anonymous: 401,
    check: notFound,
  },
  'GET /blade-flow/process/resource-view': {
    params: { processDefinitionId: NO_ROW, resourceType: 'image' },
    anonymous: 401,
    check: (body, status) => {
      refused(body, status);
      expect(body['msg']).toContain('resourceType=xml');
    },
  },
};
