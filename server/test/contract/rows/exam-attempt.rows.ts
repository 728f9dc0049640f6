import type { RowContract } from '../row-contract';

/** The administrator has no attempt: every student row answers the legacy 404 envelope for an unknown id. */
const notFound = (params: Record<string, string>): RowContract => ({
  params,
  anonymous: 401,
  check: (body, status) => {
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 404, success: false, data: {} });
    expect(typeof body['msg']).toBe('string');
  },
});

const STUDENT = '/blade-examExaminationStudent/examExaminationStudent';
const ANSWER = '/blade-exam/ExamExaminationUserOption/examExaminationUserOption';

export const EXAM_ATTEMPT_ROWS: Record<string, RowContract> = {
  [`GET ${STUDENT}/getTestIndex`]: notFound({ examId: '1123598815738675201' }),
  [`GET ${STUDENT}/detail`]: notFound({ id: '1123598815738675201' }),
  [`POST ${STUDENT}/submit`]: notFound({ id: '1123598815738675201' }),
  [`GET ${STUDENT}/getExamSubjectEntity`]: notFound({ id: '1123598815738675201' }),
  [`GET ${STUDENT}/getUserScore`]: notFound({ examId: '1123598815738675201' }),
  [`GET ${STUDENT}/getUserOptions`]: notFound({ examId: '1123598815738675201' }),
  [`GET ${STUDENT}/selectExamInfoOption`]: notFound({ examId: '1123598815738675201' }),
  [`POST ${STUDENT}/getFile`]: notFound({ urlStr: '1123598815738675201', name: 'a.pdf' }),
  [`POST ${ANSWER}/update`]: notFound({ id: '1123598815738675201', type: '1', optionsId: '1,2' }),
  [`POST ${ANSWER}/update-pc`]: notFound({ id: '1123598815738675201', type: '2' }),
  'POST /exam/attempt-file': notFound({ attemptId: '1123598815738675201', slot: '1' }),
};
