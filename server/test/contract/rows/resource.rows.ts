import { envelopeOk, type RowContract } from '../row-contract';

const page: RowContract = {
  params: { current: '1', size: '10' },
  anonymous: 401,
  check: (body, status) => {
    envelopeOk(body, status);
    expect(body['data']).toMatchObject({ current: 1, size: 10, orders: [], countId: '', maxLimit: -1 });
  },
};

/** No row has id 1 in the administrator's tenant: 404 in the legacy envelope. */
const missing: RowContract = {
  params: { id: '1' },
  anonymous: 401,
  check: (body, status) => {
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 404, success: false });
  },
};

const removeNothing: RowContract = {
  params: { ids: '1' },
  anonymous: 401,
  check: (body, status) => {
    envelopeOk(body, status);
  },
};

/** Upload paths without a file: refused as the legacy server refused a missing part. */
const noFile: RowContract = {
  anonymous: 401,
  check: (body, status) => {
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 400, success: false });
  },
};

export const RESOURCE_ROWS: Record<string, RowContract> = {
  'GET /blade-resource/oss/list': page,
  'GET /blade-resource/oss/detail': missing,
  'POST /blade-resource/oss/submit': noFile,
  'POST /blade-resource/oss/remove': removeNothing,
  'POST /blade-resource/oss/enable': missing,
  'POST /blade-resource/oss/endpoint/put-file': noFile,
  'POST /blade-resource/oss/endpoint/put-file-attach': noFile,
  'GET /blade-resource/attach/list': page,
  'GET /blade-resource/attach/detail': missing,
  // Without an id: attachments are added by uploading, so the legacy insert is a bad request.
  'POST /blade-resource/attach/submit': {
    params: { originalName: 'a.png' },
    anonymous: 401,
    check: (body, status) => {
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 400, success: false });
    },
  },
  'POST /blade-resource/attach/remove': removeNothing,
  'GET /blade-resource/attach/download': missing,
};
