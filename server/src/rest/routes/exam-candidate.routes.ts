import type { Request } from 'express';
import { AppError } from '../../core/errors/app-error';
import { DEFAULT_SUCCESS_MESSAGE, envelope, statusOk } from '../legacy-envelope';
import { legacyPage } from '../legacy-format';
import { readBody, readIdList, readPage, readParam, requireParam } from '../legacy-params';
import { operationRoute, type LegacyRoute, type LegacyRouteOptions } from '../legacy-route';
import { legacyCandidate, legacyExamination } from './exam-legacy-records';
import {
  LegacyCandidateDeleteDocument,
  LegacyCandidateDetailDocument,
  LegacyCandidatePageDocument,
  LegacyCandidateRemoveDocument,
  LegacyCandidateSaveDocument,
  LegacyCandidateSubmitDocument,
  LegacyMyExaminationsDocument,
} from '../generated/operations';
import type { LegacyCandidatePageQuery, LegacyMyExaminationsQuery } from '../generated/operations';

const BASE = '/blade-exam/ExamExaminationUser/examExaminationUser';
const STUDENT_BASE = '/blade-examExaminationStudent/examExaminationStudent';

/** The examination id of a legacy call: examId (the original's name) or examinationId. */
function examIdOf(request: Request): string {
  const value = readParam(request, 'examId', 19) || readParam(request, 'examinationId', 19);
  if (!value) {
    throw new AppError('VALIDATION', 'errors.paramMissing', { name: 'examId' });
  }
  if (!/^\d{1,19}$/.test(value)) {
    throw new AppError('VALIDATION', 'errors.paramType', { name: 'examId' });
  }
  return value;
}

/** Exam students (ExamExaminationUser) and the student's own examinations (examExaminationStudent). */
export function examCandidateRoutes(options: LegacyRouteOptions): LegacyRoute[] {
  const { timeZone } = options;
  const candidatePage = (data: LegacyCandidatePageQuery) => legacyPage(data.examCandidates, (row) => legacyCandidate(row, timeZone));
  const myPage = (data: LegacyMyExaminationsQuery) =>
    envelope(
      200,
      legacyPage(data.myExaminations, (row) => legacyExamination(row, timeZone)),
      DEFAULT_SUCCESS_MESSAGE,
    );
  const myVariables = (request: Request) => ({
    page: readPage(request),
    keyword: readParam(request, 'name') || undefined,
    status: readParam(request, 'status', 20) || undefined,
  });
  return [
    operationRoute({
      method: 'GET',
      path: `${BASE}/page`,
      operation: LegacyCandidatePageDocument,
      variables: (request) => ({
        examinationId: examIdOf(request),
        page: readPage(request),
        keyword: readParam(request, 'realName') || readParam(request, 'account') || undefined,
      }),
      reshape: (data) => envelope(200, candidatePage(data), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'GET',
      path: `${BASE}/selectTest`,
      operation: LegacyCandidatePageDocument,
      variables: (request) => ({
        examinationId: examIdOf(request),
        page: { current: 1, size: 1000 },
        keyword: readParam(request, 'realName') || undefined,
      }),
      reshape: (data) => envelope(200, candidatePage(data).records, DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'GET',
      path: `${BASE}/detail`,
      operation: LegacyCandidateDetailDocument,
      variables: (request) => ({ id: requireParam(request, 'id', 19) }),
      reshape: (data) => envelope(200, legacyCandidate(data.examCandidate, timeZone), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'POST',
      path: `${BASE}/remove`,
      operation: LegacyCandidateRemoveDocument,
      variables: (request) => ({ ids: readIdList(request, 'ids') }),
      reshape: statusOk,
    }),
    operationRoute({
      method: 'POST',
      path: `${BASE}/submit`,
      partial: { detail: `${BASE}/detail` },
      operation: LegacyCandidateSubmitDocument,
      variables: (request) => {
        const body = readBody(request, ['id', 'examId', 'examinationId', 'userId', 'status']);
        const id = typeof body['id'] === 'string' ? body['id'] : undefined;
        const examinationId = body['examinationId'] ?? body['examId'];
        if (id === undefined && (examinationId === undefined || body['userId'] === undefined)) {
          throw new AppError('VALIDATION', 'errors.paramMissing', { name: examinationId === undefined ? 'examId' : 'userId' });
        }
        return {
          create: id === undefined,
          id: id ?? '0',
          status: body['status'] ?? 'ACTIVE',
          examinationId: examinationId ?? '0',
          userIds: body['userId'] === undefined ? null : [body['userId']],
        };
      },
      reshape: statusOk,
    }),
    operationRoute({
      method: 'POST',
      path: `${BASE}/saveStudnet`,
      partial: { exempt: 'adds candidates to an examination; no stored row is edited' },
      operation: LegacyCandidateSaveDocument,
      variables: (request) => ({ examinationId: examIdOf(request), userIds: readIdList(request, 'userId') }),
      reshape: statusOk,
    }),
    operationRoute({
      method: 'POST',
      path: `${BASE}/delectStudent`,
      operation: LegacyCandidateDeleteDocument,
      variables: (request) => ({ examinationId: examIdOf(request), userIds: readIdList(request, 'userId') }),
      reshape: statusOk,
    }),
    operationRoute({
      method: 'GET',
      path: `${STUDENT_BASE}/list`,
      operation: LegacyMyExaminationsDocument,
      variables: myVariables,
      reshape: myPage,
    }),
    operationRoute({
      method: 'GET',
      path: `${STUDENT_BASE}/selectTrainList`,
      operation: LegacyMyExaminationsDocument,
      variables: myVariables,
      reshape: myPage,
    }),
    // The original's student path is generated CRUD over the same roster table: remove takes roster entry
    // ids, under the roster permission (students are refused), like examExaminationUser/remove.
    operationRoute({
      method: 'POST',
      path: `${STUDENT_BASE}/remove`,
      operation: LegacyCandidateRemoveDocument,
      variables: (request) => ({ ids: readIdList(request, 'ids') }),
      reshape: statusOk,
    }),
  ];
}
