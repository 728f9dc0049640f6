import { envelopeOk, type RowContract } from '../row-contract';

/** An examination id no tenant has: the grading rows answer NOT_FOUND for it. */
const NO_EXAM = '1999999999999999999';

export const EXAM_GRADING_ROWS: Record<string, RowContract> = {
  'GET /blade-exam/examination/examExamination/getUserExamGradin': {
    params: { examId: NO_EXAM, current: '1', size: '10' },
    anonymous: 401,
    check: (body, status) => {
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: 404, success: false, msg: '考试不存在' });
    },
  },
  'POST /blade-exam/examination/examExamination/examGrading': {
    params: {},
    anonymous: 401,
    check: (body, status) => {
      // No body: nothing to grade.
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 400, success: false });
    },
  },
  'GET /blade-exam/examination/data/indexData': {
    anonymous: 401,
    check: (body, status) => {
      envelopeOk(body, status);
      const data = body['data'] as Record<string, unknown>;
      expect(Object.keys(data).sort()).toEqual([
        'bankCount',
        'bankSizes',
        'openExams',
        'openNow',
        'pendingGrading',
        'recentPassRates',
        'startingToday',
        'todayExams',
        'trend',
      ]);
      expect(data['trend']).toHaveLength(30);
    },
  },
  'GET /blade-exam/examination/examExamination/export-score': {
    params: { examId: NO_EXAM },
    anonymous: 401,
    check: (body, status) => {
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: 404, success: false });
    },
  },
};
