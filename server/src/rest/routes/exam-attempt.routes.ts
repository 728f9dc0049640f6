import type { Request } from 'express';
import type { Services } from '../../app/services';
import { AppError, notFound } from '../../core/errors/app-error';
import { FINAL_ATTEMPT_STATES } from '../../modules/exam/shared/attempt-enums';
import { DEFAULT_SUCCESS_MESSAGE, envelope, statusOk } from '../legacy-envelope';
import { legacyDateTime } from '../legacy-format';
import { readIdList, readParam, requireParam } from '../legacy-params';
import { operationRoute, type LegacyRoute, type LegacyRouteOptions } from '../legacy-route';
import { createAttemptFileHandler, createGetFileHandler, createUpdatePcHandler } from '../raw/exam-attempt-file.handlers';
import {
  LegacyExamAnswerUpdateDocument,
  LegacyExamAttemptDetailDocument,
  LegacyExamAttemptSubmitDocument,
  LegacyExamReviewDocument,
  LegacyExamSubjectEntityDocument,
  LegacyExamTestIndexDocument,
  LegacyExamTestStartDocument,
} from '../generated/operations';
import type { LegacyExamAttemptDetailQuery, LegacyExamReviewQuery } from '../generated/operations';

interface ResponseData {
  optionIds: string[];
  text: string | null;
  blanks: string[];
  files: Array<{ id: string; filename: string; size: number; mime: string }>;
}

interface ItemData {
  id: string;
  slot: number;
  sectionTitle?: string;
  questionId: string;
  questionType: string;
  stem: string;
  options: Array<{ id: string; label: string; content: string; isCorrect?: boolean | null }>;
  blankCount?: number;
  fileRule?: { maxFiles: number; maxSizeKb: number; allowedExtensions: string[] } | null;
  maxScore: number;
  response: ResponseData | null;
  flagged?: boolean;
  savedAt?: string | null;
  isCorrect?: string | null;
  score?: number | null;
  acceptedBlanks?: string[][] | null;
  explanation?: string | null;
  feedback?: string | null;
}

/** The original's subject type: 1 choice, 2 file; this port adds 3 fill in the blanks, 4 short answer. */
const LEGACY_TYPE: Record<string, number> = {
  SINGLE_CHOICE: 1,
  MULTIPLE_CHOICE: 1,
  TRUE_FALSE: 1,
  FILE_UPLOAD: 2,
  FILL_BLANK: 3,
  SHORT_ANSWER: 4,
};

const BASE = '/blade-examExaminationStudent/examExaminationStudent';
const ANSWER = '/blade-exam/ExamExaminationUserOption/examExaminationUserOption';

/** An attempt that can no longer be resumed (null: there is none). */
const isEnded = (attempt: { state: string } | null): boolean =>
  attempt !== null && (FINAL_ATTEMPT_STATES as readonly string[]).includes(attempt.state);

/** examId (the original's name) or examinationId. */
function examIdOf(request: Request): string {
  const id = readParam(request, 'examId', 19) ?? readParam(request, 'examinationId', 19);
  if (id === undefined || id.trim() === '') {
    throw new AppError('VALIDATION', 'errors.paramMissing', { name: 'examId' });
  }
  return id;
}

/** Student exam taking: start/resume, one question, answers (choice and file), score and review, answer files. */
export function examAttemptRoutes(services: Services, options: LegacyRouteOptions): LegacyRoute[] {
  const date = (value: string | null | undefined) => legacyDateTime(value ?? null, options.timeZone);
  const response = (data: ResponseData | null) => ({
    optionsId: (data?.optionIds ?? []).join(','),
    answer: data?.text ?? '',
    blanks: data?.blanks ?? [],
    files: (data?.files ?? []).map((file) => ({ id: file.id, name: file.filename, size: file.size, type: file.mime })),
  });
  const subject = (item: ItemData) => ({
    id: item.id,
    sort: item.slot,
    subjectId: item.questionId,
    type: LEGACY_TYPE[item.questionType] ?? -1,
    questionType: item.questionType,
    title: item.stem,
    score: item.maxScore,
    options: item.options.map((option) => ({
      id: option.id,
      label: option.label,
      content: option.content,
      ...(option.isCorrect === undefined ? {} : { isRight: option.isCorrect === null ? -1 : option.isCorrect ? 1 : 0 }),
    })),
    ...response(item.response),
    ...(item.blankCount === undefined
      ? {}
      : {
          blankCount: item.blankCount,
          flagged: item.flagged ?? false,
          saveTime: date(item.savedAt),
          sectionTitle: item.sectionTitle ?? '',
        }),
    ...(item.fileRule === undefined ? {} : { fileRule: item.fileRule ?? {} }),
    ...(item.isCorrect === undefined
      ? {}
      : {
          isCorrect: item.isCorrect ?? '',
          userScore: item.score ?? -1,
          rightAnswer: item.acceptedBlanks ?? [],
          analysis: item.explanation ?? '',
          feedback: item.feedback ?? '',
        }),
  });
  /** The taking view of an attempt (getTestIndex, detail). */
  const taking = (attempt: LegacyExamAttemptDetailQuery['attempt'] | null) => {
    // getTestIndex starts an attempt whenever it finds none, so a missing one is never shown.
    if (!attempt) {
      throw notFound();
    }
    const deadline = new Date(attempt.deadlineAt).getTime();
    const now = new Date(attempt.serverNow).getTime();
    return {
      id: attempt.id,
      examId: attempt.examinationId,
      examName: attempt.examinationName,
      attemptNo: attempt.attemptNo,
      state: attempt.state,
      startTime: date(attempt.startedAt),
      endTime: date(attempt.deadlineAt),
      serverTime: date(attempt.serverNow),
      remainingSeconds: Math.max(0, Math.floor((deadline - now) / 1000)),
      submitTime: date(attempt.submittedAt),
      totalScore: attempt.paperTotal,
      subjects: attempt.items.map(subject),
    };
  };
  const review = (data: LegacyExamReviewQuery) => {
    const row = data.myAttemptReview;
    return {
      id: row.attemptId,
      examId: row.examinationId,
      examName: row.examinationName,
      attemptNo: row.attemptNo,
      state: row.state,
      gradingState: row.gradingState,
      submitTime: date(row.submittedAt),
      allowed: row.allowed,
      score: row.totalScore ?? -1,
      totalScore: row.paperTotal,
      passed: row.passed ?? false,
      subjects: row.questions.map(subject),
    };
  };
  const reviewRoute = (name: string, shape: (data: LegacyExamReviewQuery) => unknown): LegacyRoute =>
    operationRoute({
      method: 'GET',
      path: `${BASE}/${name}`,
      operation: LegacyExamReviewDocument,
      variables: (request) => ({
        examinationId: readParam(request, 'examId', 19) ?? readParam(request, 'examinationId', 19) ?? null,
        attemptId: readParam(request, 'id', 19) ?? null,
      }),
      reshape: (data) => envelope(200, shape(data), DEFAULT_SUCCESS_MESSAGE),
    });
  return [
    operationRoute({
      method: 'GET',
      path: `${BASE}/getTestIndex`,
      operation: LegacyExamTestIndexDocument,
      // A GET never uses up an attempt: an ended attempt is shown; the start runs only when there is no
      // attempt yet (the legacy client's only way in) or to resume the open one.
      followUp: { operation: LegacyExamTestStartDocument, when: (data) => !isEnded(data.attempt) },
      // The access password as `password` (or `accessPassword`); not needed to resume an attempt in progress.
      variables: (request) => ({
        examinationId: examIdOf(request),
        accessPassword: readParam(request, 'password', 64) ?? readParam(request, 'accessPassword', 64) ?? null,
      }),
      reshape: (data) => envelope(200, taking(data.attempt), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'GET',
      path: `${BASE}/detail`,
      operation: LegacyExamAttemptDetailDocument,
      variables: (request) => ({ id: requireParam(request, 'id', 19) }),
      reshape: (data) => envelope(200, taking(data.attempt), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'POST',
      path: `${BASE}/submit`,
      partial: { exempt: "submits the caller's own attempt; no stored row is edited from the body" },
      operation: LegacyExamAttemptSubmitDocument,
      // One key per attempt: a repeated legacy submit answers the first outcome.
      variables: (request) => {
        const id = requireParam(request, 'id', 19);
        return { attemptId: id, idempotencyKey: `legacy-submit:${id}` };
      },
      reshape: (data) => {
        const result = data.submitAttempt;
        return envelope(200, { id: result.attemptId, state: result.state, submitTime: date(result.submittedAt) }, DEFAULT_SUCCESS_MESSAGE);
      },
    }),
    operationRoute({
      method: 'GET',
      path: `${BASE}/getExamSubjectEntity`,
      operation: LegacyExamSubjectEntityDocument,
      variables: (request) => ({ id: requireParam(request, 'id', 19) }),
      reshape: (data) => envelope(200, subject(data.attemptItem), DEFAULT_SUCCESS_MESSAGE),
    }),
    reviewRoute('getUserScore', (data) => {
      const full = review(data);
      return {
        id: full.id,
        examId: full.examId,
        examName: full.examName,
        attemptNo: full.attemptNo,
        state: full.state,
        gradingState: full.gradingState,
        submitTime: full.submitTime,
        score: full.score,
        totalScore: full.totalScore,
        passed: full.passed,
      };
    }),
    reviewRoute('getUserOptions', (data) =>
      review(data).subjects.map((row) => ({
        id: row.id,
        sort: row.sort,
        subjectId: row.subjectId,
        type: row.type,
        optionsId: row.optionsId,
        answer: row.answer,
        blanks: row.blanks,
        files: row.files,
      })),
    ),
    reviewRoute('selectExamInfoOption', review),
    { kind: 'raw', method: 'POST', path: `${BASE}/getFile`, handle: createGetFileHandler(services) },
    operationRoute({
      method: 'POST',
      path: `${ANSWER}/update`,
      partial: { exempt: "saves one answer of the caller's attempt; no stored row is edited by id" },
      operation: LegacyExamAnswerUpdateDocument,
      variables: (request) => {
        const type = readParam(request, 'type', 2) ?? '1';
        if (type !== '1') {
          throw new AppError('VALIDATION', 'exam.legacyAnswerType', { type });
        }
        return { itemId: requireParam(request, 'id', 19), response: { optionIds: readIdList(request, 'optionsId') } };
      },
      reshape: statusOk,
    }),
    { kind: 'raw', method: 'POST', path: `${ANSWER}/update-pc`, handle: createUpdatePcHandler(services) },
    { kind: 'raw', method: 'POST', path: '/exam/attempt-file', handle: createAttemptFileHandler(services) },
  ];
}
