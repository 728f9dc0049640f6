import { envelopeFailed, envelopeOk, type RowContract } from '../row-contract';

/** Ids no row has: the platform tenant holds no examinations (the happy paths with data are in test/integration/exam). */
const NO_EXAM = '1999999999999999901';

const notFound = envelopeFailed(404);

const badRequest = (body: Record<string, unknown>, status: number): void => {
  expect(status).toBe(400);
  expect(body).toMatchObject({ code: 400, success: false });
};

const emptyPage = (body: Record<string, unknown>, status: number): void => {
  envelopeOk(body, status);
  expect(body['data']).toMatchObject({ records: [], total: 0, current: 1, size: 10, orders: [], maxLimit: -1 });
};

const EXAMINATION = '/blade-exam/examination/examExamination';
const CANDIDATE = '/blade-exam/ExamExaminationUser/examExaminationUser';
const STUDENT = '/blade-examExaminationStudent/examExaminationStudent';

export const EXAM_DELIVERY_ROWS: Record<string, RowContract> = {
  [`GET ${EXAMINATION}/list`]: { params: { current: '1', size: '10' }, anonymous: 401, check: emptyPage },
  [`GET ${EXAMINATION}/detail`]: { params: { id: NO_EXAM }, anonymous: 401, check: notFound },
  [`POST ${EXAMINATION}/remove`]: { params: { ids: NO_EXAM }, anonymous: 401, check: envelopeOk },
  // No body: nothing to save.
  [`POST ${EXAMINATION}/submit`]: { params: {}, anonymous: 401, check: badRequest },
  [`GET ${EXAMINATION}/getStudentList`]: { params: { examId: NO_EXAM }, anonymous: 401, check: notFound },
  [`GET ${CANDIDATE}/page`]: { params: { examId: NO_EXAM, current: '1', size: '10' }, anonymous: 401, check: notFound },
  [`GET ${CANDIDATE}/selectTest`]: { params: { examId: NO_EXAM }, anonymous: 401, check: notFound },
  [`GET ${CANDIDATE}/detail`]: { params: { id: NO_EXAM }, anonymous: 401, check: notFound },
  [`POST ${CANDIDATE}/remove`]: { params: { ids: NO_EXAM }, anonymous: 401, check: envelopeOk },
  [`POST ${STUDENT}/remove`]: { params: { ids: NO_EXAM }, anonymous: 401, check: envelopeOk },
  [`POST ${CANDIDATE}/submit`]: { params: {}, anonymous: 401, check: badRequest },
  [`POST ${CANDIDATE}/saveStudnet`]: { params: { userId: '1123598821738675201' }, anonymous: 401, check: badRequest },
  [`POST ${CANDIDATE}/delectStudent`]: { params: { examId: NO_EXAM, userId: '1123598821738675201' }, anonymous: 401, check: notFound },
  [`GET ${CANDIDATE}/roster-template`]: { anonymous: 401, check: (_body, status) => expect(status).toBe(200) },
  [`POST ${CANDIDATE}/roster-import`]: { params: { examinationId: NO_EXAM, dryRun: 'true' }, anonymous: 401, check: notFound },
  [`GET ${STUDENT}/list`]: { params: { current: '1', size: '10' }, anonymous: 401, check: emptyPage },
  [`GET ${STUDENT}/selectTrainList`]: { params: { current: '1', size: '10' }, anonymous: 401, check: emptyPage },
};
