import type { Request } from 'express';
import type { Services } from '../../app/services';
import { AppError } from '../../core/errors/app-error';
import { DEFAULT_SUCCESS_MESSAGE, envelope } from '../legacy-envelope';
import { legacyDateTime, legacyPage } from '../legacy-format';
import { readBody, readPage, readParam, requireParam } from '../legacy-params';
import { operationRoute, type LegacyRoute, type LegacyRouteOptions } from '../legacy-route';
import { createExportScoreHandler } from '../raw/exam-score-export.handler';
import { legacyNumberValue } from './exam-legacy-values';
import { LegacyGradeItemDocument, LegacyGradingQueueDocument, LegacyStaffDashboardDocument } from '../generated/operations';

const BASE = '/blade-exam/examination/examExamination';
const ID = /^\d{1,19}$/;

interface QueueItemData {
  id: string;
  attemptId: string;
  examinationId: string;
  userId: string;
  candidateName: string;
  account: string;
  attemptNo: number;
  slot: number;
  questionId: string;
  questionType: string;
  stem: string;
  maxScore: number;
  answerText: string | null;
  files: Array<{ id: string; filename: string; mime: string; size: number }>;
  gradingState: string;
  score: number | null;
  feedback: string | null;
  graderId: string | null;
  gradedAt: string | null;
  submittedAt: string | null;
  lockedBy: string | null;
  lockExpiresAt: string | null;
}

interface DashboardExamData {
  id: string;
  name: string;
  examStatus: string;
  openAt: string;
  closeAt: string;
  durationMin: number;
}

function optionalId(request: Request, name: string): string | undefined {
  const value = readParam(request, name, 19);
  if (value === undefined || value === '') {
    return undefined;
  }
  if (!ID.test(value)) {
    throw new AppError('VALIDATION', 'errors.paramType', { name });
  }
  return value;
}

/** An answer to grade in legacy shape: string ids, "" / -1 for unset values, subject type 2 for file answers. */
function legacyQueueItem(row: QueueItemData, timeZone: string): Record<string, unknown> {
  return {
    id: row.id,
    attemptId: row.attemptId,
    examId: row.examinationId,
    userId: row.userId,
    realName: row.candidateName,
    account: row.account,
    attemptNo: row.attemptNo,
    slot: row.slot,
    subjectId: row.questionId,
    subjectType: row.questionType === 'FILE_UPLOAD' ? 2 : -1,
    questionType: row.questionType,
    stem: row.stem,
    maxScore: row.maxScore,
    answer: row.answerText ?? '',
    files: row.files.map((file) => ({ id: file.id, name: file.filename, mime: file.mime, size: file.size })),
    gradingState: row.gradingState,
    score: row.score ?? -1,
    comment: row.feedback ?? '',
    graderId: row.graderId ?? '',
    gradedTime: legacyDateTime(row.gradedAt, timeZone),
    submitTime: legacyDateTime(row.submittedAt, timeZone),
    lockedBy: row.lockedBy ?? '',
    lockExpireTime: legacyDateTime(row.lockExpiresAt, timeZone),
  };
}

/** blade-exam grading (examGrading, getUserExamGradin), the home data (indexData) and the score export. */
export function examGradingRoutes(services: Services, options: LegacyRouteOptions): LegacyRoute[] {
  const { timeZone } = options;
  const exam = (row: DashboardExamData) => ({
    id: row.id,
    name: row.name,
    status: row.examStatus,
    beginTime: legacyDateTime(row.openAt, timeZone),
    endTime: legacyDateTime(row.closeAt, timeZone),
    duration: row.durationMin,
  });
  return [
    operationRoute({
      method: 'GET',
      path: `${BASE}/getUserExamGradin`,
      operation: LegacyGradingQueueDocument,
      variables: (request) => {
        const examinationId = requireParam(request, 'examId', 19);
        if (!ID.test(examinationId)) {
          throw new AppError('VALIDATION', 'errors.paramType', { name: 'examId' });
        }
        const state = readParam(request, 'state', 10);
        return {
          examinationId,
          page: readPage(request),
          filter: { userId: optionalId(request, 'userId'), questionId: optionalId(request, 'subjectId'), state: state || undefined },
        };
      },
      reshape: (data) =>
        envelope(
          200,
          legacyPage(data.gradingQueue, (row) => legacyQueueItem(row, timeZone)),
          DEFAULT_SUCCESS_MESSAGE,
        ),
    }),
    operationRoute({
      method: 'POST',
      path: `${BASE}/examGrading`,
      operation: LegacyGradeItemDocument,
      variables: (request) => {
        const body = readBody(request, ['id', 'score', 'comment', 'reason']);
        if (typeof body['id'] !== 'string' || !ID.test(body['id'])) {
          throw new AppError('VALIDATION', 'errors.paramMissing', { name: 'id' });
        }
        return {
          input: {
            itemId: body['id'],
            score: legacyNumberValue(body['score'], 'score'),
            comment: body['comment'] ?? undefined,
            reason: body['reason'] ?? undefined,
          },
        };
      },
      reshape: (data) => envelope(200, legacyQueueItem(data.gradeItem, timeZone), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'GET',
      path: '/blade-exam/examination/data/indexData',
      operation: LegacyStaffDashboardDocument,
      reshape: (data) => {
        const board = data.staffDashboard;
        return envelope(
          200,
          {
            openNow: board.openNow,
            startingToday: board.startingToday,
            openExams: board.openExaminations.map(exam),
            todayExams: board.todayExaminations.map(exam),
            pendingGrading: board.pendingManualGrading,
            recentPassRates: board.recentPassRates.map((row) => ({
              examId: row.examinationId,
              name: row.name,
              endTime: legacyDateTime(row.closeAt, timeZone),
              graded: row.graded,
              passed: row.passed,
              passRate: row.passRate ?? -1,
            })),
            bankCount: board.banks,
            bankSizes: board.bankSizes,
            trend: board.attemptTrend.map((row) => ({ day: row.day, count: row.submitted })),
          },
          DEFAULT_SUCCESS_MESSAGE,
        );
      },
    }),
    { kind: 'raw', method: 'GET', path: `${BASE}/export-score`, handle: createExportScoreHandler(services) },
  ];
}
