import { md5 } from '../../helpers/auth-client';
import { envelopeOk, type RowContract } from '../row-contract';

export const AUTH_ROWS: Record<string, RowContract> = {
  'POST /blade-auth/oauth/token': {
    params: { tenantId: '000000', username: 'admin', password: md5('admin'), grant_type: 'password', scope: 'all', type: 'account' },
    anonymous: 'ok',
    check: (body, status) => {
      expect(status).toBe(200);
      expect(typeof body['access_token']).toBe('string');
      expect(typeof body['user_id']).toBe('string');
    },
  },
  'GET /blade-auth/oauth/captcha': {
    anonymous: 'ok',
    check: (body) => {
      expect(Object.keys(body).sort()).toEqual(['image', 'key']);
    },
  },
  'POST /blade-auth/token': {
    params: { tenantId: '000000', account: 'admin', password: 'admin', grantType: 'password', type: 'account' },
    anonymous: 'ok',
    check: (body, status) => {
      envelopeOk(body, status);
      const data = body['data'] as Record<string, unknown>;
      expect(Object.keys(data)).toEqual([
        'accessToken',
        'tokenType',
        'refreshToken',
        'userId',
        'tenantId',
        'oauthId',
        'avatar',
        'authority',
        'roleName',
        'userName',
        'account',
        'expiresIn',
        'license',
      ]);
      expect(data).toMatchObject({
        tokenType: 'bearer',
        userId: '1123598821738675201',
        tenantId: '000000',
        account: 'admin',
        roleName: 'administrator',
        license: 'powered by blade',
      });
    },
  },
  'GET /blade-auth/captcha': {
    anonymous: 'ok',
    check: (body, status) => {
      envelopeOk(body, status);
      expect(Object.keys(body['data'] as object).sort()).toEqual(['image', 'key']);
    },
  },
  'GET /blade-auth/oauth/logout': { anonymous: 'ok', check: (body) => expect(body).toEqual({ success: 'true', msg: 'success' }) },
  'POST /blade-auth/oauth/logout': { anonymous: 'ok', check: (body) => expect(body).toEqual({ success: 'true', msg: 'success' }) },
  'GET /blade-auth/oauth/clear-cache': { anonymous: 401, check: (body) => expect(body).toEqual({ success: 'true', msg: 'success' }) },
  'GET /blade-auth/oauth/user-info': {
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      expect(body['data']).toMatchObject({ id: '1123598821738675201', account: 'admin', tenantId: '000000' });
    },
  },
  'GET /blade-system/tenant/info': {
    params: { domain: 'http://localhost:1888' },
    anonymous: 'ok',
    check: (body, status) => {
      envelopeOk(body, status);
      expect(body['data']).toEqual({});
    },
  },
};
