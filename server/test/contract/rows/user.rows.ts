import { DEMO_USER_IDS } from '../../../src/seeders/demo/demo-ids';
import { envelopeOk, type RowContract } from '../row-contract';

export const USER_ROWS: Record<string, RowContract> = {
  'POST /blade-user/unlock': {
    params: { userIds: DEMO_USER_IDS.student },
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      expect(body).toEqual({ code: 200, success: true, data: {}, msg: '操作成功' });
    },
  },
};
