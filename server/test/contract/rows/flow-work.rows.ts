import { envelopeOk, type RowContract } from '../row-contract';

const emptyPage = { records: [], total: 0, orders: [], countId: '', maxLimit: -1 };
const refused = (httpStatus: number) => (body: Record<string, unknown>, status: number) => {
  expect(status).toBe(httpStatus);
  expect(body).toMatchObject({ code: httpStatus, success: false });
};

/**
 * The contract caller is the platform administrator: the platform tenant has no process of its own, so its lists
 * are empty and the demo tenant's ids are not found (the walk-through is test/integration/workflow/flow-work-legacy).
 */
export const FLOW_WORK_ROWS: Record<string, RowContract> = {
  'GET /blade-flow/work/start-list': {
    params: { current: '1', size: '10', mode: '1' },
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      expect(body['data']).toMatchObject({ ...emptyPage, size: 10, current: 1, pages: 0 });
    },
  },
  'GET /blade-flow/work/claim-list': {
    params: { category: 'flow_1', beginDate: '2026-01-01 00:00:00' },
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      expect(body['data']).toMatchObject({ ...emptyPage, size: 0, current: 1 });
    },
  },
  'GET /blade-flow/work/todo-list': {
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      expect(body['data']).toMatchObject({ ...emptyPage, size: 0, current: 1 });
    },
  },
  'GET /blade-flow/work/send-list': {
    params: { current: '1', size: '10', processDefinitionName: '请假' },
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      expect(body['data']).toMatchObject({ ...emptyPage, size: 10, current: 1 });
    },
  },
  'GET /blade-flow/work/done-list': {
    params: { current: '1', size: '10', endDate: '2027-01-01' },
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      expect(body['data']).toMatchObject({ ...emptyPage, size: 10, current: 1 });
    },
  },
  'POST /blade-flow/work/claim-task': {
    params: { taskId: '1910000000000000999' },
    anonymous: 401,
    check: refused(404),
  },
  'POST /blade-flow/work/complete-task': {
    anonymous: 401,
    check: refused(400),
  },
  'POST /blade-flow/work/delete-task': {
    params: { taskId: '1910000000000000999', reason: 'x' },
    anonymous: 401,
    check: (body, status) => {
      refused(403)(body, status);
      expect(body['msg']).toContain('流程跟踪');
    },
  },
  'GET /blade-flow/process/history-flow-list': {
    params: { processInstanceId: '1910000000000000999' },
    anonymous: 401,
    check: refused(404),
  },
  'GET /blade-flow/process/model-view': {
    params: { processDefinitionId: '1910000000000000999' },
    anonymous: 401,
    check: refused(404),
  },
  'POST /blade-desk/process/leave/start-process': {
    anonymous: 401,
    check: refused(400),
  },
  'GET /blade-desk/process/leave/detail': {
    params: { businessId: '1910000000000000999' },
    anonymous: 401,
    check: refused(404),
  },
};
