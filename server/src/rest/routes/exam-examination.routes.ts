import type { Request } from 'express';
import { DEFAULT_SUCCESS_MESSAGE, envelope, statusOk } from '../legacy-envelope';
import { legacyPage } from '../legacy-format';
import { readBody, readIdList, readPage, readParam, requireParam } from '../legacy-params';
import { operationRoute, type LegacyRoute, type LegacyRouteOptions } from '../legacy-route';
import { legacyCandidate, legacyExamination } from './exam-legacy-records';
import { legacyBooleanValue, legacyDateValue, legacyNumberValue } from './exam-legacy-values';
import {
  LegacyExaminationDetailDocument,
  LegacyExaminationListDocument,
  LegacyExaminationRemoveDocument,
  LegacyExaminationStudentsDocument,
  LegacyExaminationSubmitDocument,
} from '../generated/operations';

const BASE = '/blade-exam/examination/examExamination';
const INPUT_FIELDS = [
  'name',
  'description',
  'instructions',
  'paperId',
  'kind',
  'openAt',
  'closeAt',
  'timingMode',
  'durationMin',
  'overdueHandling',
  'graceSec',
  'maxAttempts',
  'gradeMethod',
  'passScore',
  'shuffleQuestions',
  'shuffleOptions',
  'navigation',
  'questionsPerPage',
  'audienceMode',
  'audienceDeptIds',
  'accessPassword',
  'ipAllowList',
  'requireFullscreen',
  'integrityPolicy',
  'reviewPolicy',
  'resultsReleaseAt',
];
const NUMBER_FIELDS = ['durationMin', 'graceSec', 'maxAttempts', 'passScore', 'questionsPerPage'];
const BOOLEAN_FIELDS = ['shuffleQuestions', 'shuffleOptions', 'requireFullscreen'];

/** blade-exam examExamination: examinations of the caller's tenant and their student lists. */
export function examExaminationRoutes(options: LegacyRouteOptions): LegacyRoute[] {
  const { timeZone } = options;
  const date = (request: Request, name: string) => legacyDateValue(readParam(request, name, 32), timeZone, name) ?? undefined;
  const submitVariables = (request: Request) => {
    const body = readBody(request, ['id', ...INPUT_FIELDS]);
    const input: Record<string, unknown> = {};
    for (const field of INPUT_FIELDS) {
      let value = body[field];
      if (value === undefined) {
        continue;
      }
      if (field === 'openAt' || field === 'closeAt' || field === 'resultsReleaseAt') {
        value = legacyDateValue(value, timeZone, field);
      } else if (NUMBER_FIELDS.includes(field)) {
        value = legacyNumberValue(value, field);
      } else if (BOOLEAN_FIELDS.includes(field)) {
        value = legacyBooleanValue(value);
      } else if (field === 'audienceDeptIds' && typeof value === 'string') {
        value = value.split(',').filter((id) => id.trim() !== '');
      } else if (field === 'ipAllowList' && typeof value === 'string') {
        value = value.split(/[\s,]+/).filter((entry) => entry !== '');
      }
      input[field] = value;
    }
    const id = typeof body['id'] === 'string' ? body['id'] : undefined;
    return { create: id === undefined, id: id ?? '0', input };
  };
  return [
    operationRoute({
      method: 'GET',
      path: `${BASE}/list`,
      operation: LegacyExaminationListDocument,
      variables: (request) => ({
        page: readPage(request),
        filter: {
          keyword: readParam(request, 'name') || undefined,
          status: readParam(request, 'status', 20) || undefined,
          kind: readParam(request, 'kind', 20) || undefined,
          from: date(request, 'beginTime'),
          to: date(request, 'endTime'),
        },
      }),
      reshape: (data) =>
        envelope(
          200,
          legacyPage(data.examinations, (row) => legacyExamination(row, timeZone)),
          DEFAULT_SUCCESS_MESSAGE,
        ),
    }),
    operationRoute({
      method: 'GET',
      path: `${BASE}/detail`,
      operation: LegacyExaminationDetailDocument,
      variables: (request) => ({ id: requireParam(request, 'id', 19) }),
      reshape: (data) => envelope(200, legacyExamination(data.examination, timeZone), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'POST',
      path: `${BASE}/remove`,
      operation: LegacyExaminationRemoveDocument,
      variables: (request) => ({ ids: readIdList(request, 'ids') }),
      reshape: statusOk,
    }),
    operationRoute({
      method: 'POST',
      path: `${BASE}/submit`,
      partial: { detail: `${BASE}/detail` },
      operation: LegacyExaminationSubmitDocument,
      variables: submitVariables,
      reshape: statusOk,
    }),
    operationRoute({
      method: 'GET',
      path: `${BASE}/getStudentList`,
      operation: LegacyExaminationStudentsDocument,
      variables: (request) => ({ examinationId: requireParam(request, 'examId', 19), page: { current: 1, size: 1000 } }),
      reshape: (data) =>
        envelope(
          200,
          data.examCandidates.records.map((row) => legacyCandidate(row, timeZone)),
          DEFAULT_SUCCESS_MESSAGE,
        ),
    }),
  ];
}
