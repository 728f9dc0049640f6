import { DEMO_EXAM_BANK_IDS, DEMO_PAPER_IDS } from '../../../src/seeders/demo/demo-ids';
import { envelopeFailed, envelopeOk, type RowContract } from '../row-contract';

/** The contract caller is the platform administrator: the demo tenant's banks, questions and papers are not its own. */
const notFound = envelopeFailed(404);
const refused = envelopeFailed(400);
const emptyPage = (body: Record<string, unknown>, status: number): void => {
  envelopeOk(body, status);
  expect(body['data']).toMatchObject({ records: [], total: 0, size: 10, current: 1, pages: 0, orders: [], countId: '', maxLimit: -1 });
};

export const EXAM_AUTHORING_ROWS: Record<string, RowContract> = {
  'GET /blade-exam/question-bank/examQuestionBank/list': {
    params: { current: '1', size: '10', name: '计算机' },
    anonymous: 401,
    check: emptyPage,
  },
  'GET /blade-exam/question-bank/examQuestionBank/detail': { params: { id: DEMO_EXAM_BANK_IDS.computer }, anonymous: 401, check: notFound },
  'POST /blade-exam/question-bank/examQuestionBank/submit': { anonymous: 401, check: refused },
  'POST /blade-exam/question-bank/examQuestionBank/remove': {
    params: { ids: DEMO_EXAM_BANK_IDS.computer },
    anonymous: 401,
    check: (body, status) => envelopeOk(body, status),
  },

  'GET /blade-exam/subject/examSubject/list': {
    params: { current: '1', size: '10', type: '1', status: '1' },
    anonymous: 401,
    check: emptyPage,
  },
  'GET /blade-exam/subject/examSubject/detail': { params: { id: '1931000000000000001' }, anonymous: 401, check: notFound },
  'POST /blade-exam/subject/examSubject/submit': { anonymous: 401, check: refused },
  'POST /blade-exam/subject/examSubject/remove': {
    params: { ids: '1931000000000000001' },
    anonymous: 401,
    check: (body, status) => envelopeOk(body, status),
  },
  'POST /blade-exam/subject/examSubject/updateStatus': {
    params: { ids: '1931000000000000001' },
    anonymous: 401,
    check: (body, status) => envelopeOk(body, status),
  },
  'GET /blade-exam/subject/examSubject/export-template': { anonymous: 401, check: (_body, status) => expect(status).toBe(200) },
  'POST /blade-exam/subject/examSubject/import-subject': {
    anonymous: 401,
    check: (body, status) => {
      refused(body, status);
      expect(body['msg']).toBe('请上传 Excel 文件');
    },
  },
  'GET /blade-exam/subject/examSubject/export-subject': {
    params: { type: '2' },
    anonymous: 401,
    check: (_body, status) => expect(status).toBe(200),
  },

  'GET /blade-exam/subject/examSubjectOption/detail': { params: { id: '1932000000000000001' }, anonymous: 401, check: notFound },
  'POST /blade-exam/subject/examSubjectOption/submit': { anonymous: 401, check: refused },
  'POST /blade-exam/subject/examSubjectOption/remove': {
    params: { ids: '1932000000000000001' },
    anonymous: 401,
    check: (body, status) => envelopeOk(body, status),
  },

  'GET /blade-exam/testPaper/examTestPaper/list': {
    params: { current: '1', size: '10', paperStatus: 'READY' },
    anonymous: 401,
    check: emptyPage,
  },
  'GET /blade-exam/testPaper/examTestPaper/detail': { params: { id: DEMO_PAPER_IDS.fixed }, anonymous: 401, check: notFound },
  'GET /blade-exam/testPaper/examTestPaper/detailView': { params: { id: DEMO_PAPER_IDS.random }, anonymous: 401, check: notFound },
  'POST /blade-exam/testPaper/examTestPaper/submit': { anonymous: 401, check: refused },
  // The administrator of the contract run is the platform's (tenant 000000): the demo tenant's paper is not found.
  'GET /blade-exam/testPaper/examTestPaper/export': {
    params: { id: DEMO_PAPER_IDS.fixed, format: 'pdf' },
    anonymous: 401,
    check: (_body, status) => expect(status).toBe(404),
  },
  'POST /blade-exam/testPaper/examTestPaper/remove': {
    params: { ids: DEMO_PAPER_IDS.fixed },
    anonymous: 401,
    check: (body, status) => envelopeOk(body, status),
  },
  'POST /blade-exam/testPaper/examTestPaper/get-test-list': {
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      expect(body['data']).toEqual([]);
    },
  },
  'POST /blade-exam/testPaper/examTestPaper/submitSubjectTestAdd': {
    params: { paperId: DEMO_PAPER_IDS.fixed, subjectIds: '1931000000000000001' },
    anonymous: 401,
    check: notFound,
  },

  'GET /blade-exam/testPaper/examSubjectTest/list': {
    params: { current: '1', size: '10', testPaperId: DEMO_PAPER_IDS.fixed },
    anonymous: 401,
    check: notFound,
  },
  'GET /blade-exam/testPaper/examSubjectTest/detail': {
    params: { id: DEMO_PAPER_IDS.fixed, subjectId: '1931000000000000001' },
    anonymous: 401,
    check: notFound,
  },
  'POST /blade-exam/testPaper/examSubjectTest/submit': { anonymous: 401, check: refused },
  'POST /blade-exam/testPaper/examSubjectTest/remove': {
    params: { ids: '1933000000000000001' },
    anonymous: 401,
    check: (body, status) => envelopeOk(body, status),
  },
};
