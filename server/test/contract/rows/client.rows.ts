import { CLIENT_IDS } from '../../../src/seeders/base/base-ids';
import { envelopeOk, type RowContract } from '../row-contract';

const refused = (body: Record<string, unknown>, status: number): void => {
  expect(status).toBe(400);
  expect(body).toMatchObject({ code: 400, success: false, data: {} });
};

export const CLIENT_ROWS: Record<string, RowContract> = {
  'GET /blade-system/client/list': {
    params: { current: '1', size: '10' },
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      expect(body['data']).toMatchObject({ total: 2, pages: 1 });
      for (const record of (body['data'] as { records: Array<Record<string, unknown>> }).records) {
        expect(record['clientSecret']).toBe('');
      }
    },
  },
  'GET /blade-system/client/detail': {
    params: { id: CLIENT_IDS.saber },
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      expect(body['data']).toMatchObject({
        id: CLIENT_IDS.saber,
        clientId: 'saber',
        clientSecret: '',
        accessTokenValidity: 3600,
        authorizedGrantTypes: 'refresh_token,password,authorization_code,captcha,social',
      });
    },
  },
  'POST /blade-system/client/submit': { anonymous: 401, check: refused },
  // The web app's own client cannot be removed.
  'POST /blade-system/client/remove': { params: { ids: CLIENT_IDS.saber }, anonymous: 401, check: refused },
  'GET /blade-develop/datasource/list': {
    params: { current: '1', size: '10' },
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      expect(body['data']).toMatchObject({ current: 1, size: 10, records: [] });
    },
  },
  'GET /blade-develop/datasource/detail': {
    params: { id: '1' },
    anonymous: 401,
    check: (body, status) => {
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: 404, success: false });
    },
  },
  'POST /blade-develop/datasource/submit': { anonymous: 401, check: refused },
  'POST /blade-develop/datasource/remove': {
    params: { ids: '1' },
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
    },
  },
};
