import { envelopeFailed, envelopeOk, type RowContract } from '../row-contract';

/**
 * blade-resource/sms. The platform tenant has no SMS configuration: detail and enable of an unknown id are not
 * found, and a send has nothing to go through (refused like the legacy R.fail, HTTP 400, with nothing sent).
 */
export const SMS_ROWS: Record<string, RowContract> = {
  'GET /blade-resource/sms/list': {
    params: { current: '1', size: '10', category: '3' },
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      expect(body['data']).toMatchObject({ current: 1, size: 10, records: [], orders: [], countId: '', maxLimit: -1 });
    },
  },
  'GET /blade-resource/sms/detail': { params: { id: '1' }, anonymous: 401, check: envelopeFailed(404) },
  // No body: the legacy submit needs the entity.
  'POST /blade-resource/sms/submit': { anonymous: 401, check: envelopeFailed(400) },
  'POST /blade-resource/sms/remove': { params: { ids: '1' }, anonymous: 401, check: envelopeOk },
  'POST /blade-resource/sms/enable': { params: { id: '1' }, anonymous: 401, check: envelopeFailed(404) },
  'POST /blade-resource/sms/endpoint/send-message': {
    params: { phones: '13800000000', params: '{"code":"1234"}' },
    anonymous: 401,
    check: envelopeFailed(400),
  },
  'POST /blade-resource/sms/endpoint/send-validate': { params: { phone: '13800000000' }, anonymous: 401, check: envelopeFailed(400) },
  // No such code: R.fail("短信校验失败"), an answer (HTTP 200) rather than an error.
  'POST /blade-resource/sms/endpoint/validate-message': {
    params: { id: '1', phone: '13800000000', value: '123456' },
    anonymous: 401,
    check: (body, status) => {
      expect(status).toBe(200);
      expect(body).toMatchObject({ code: 400, success: false, msg: '短信校验失败' });
    },
  },
};
