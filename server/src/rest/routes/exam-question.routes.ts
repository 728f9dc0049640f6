import type { Services } from '../../app/services';
import { DEFAULT_SUCCESS_MESSAGE, envelope, statusOk } from '../legacy-envelope';
import {
  legacyBank,
  legacyOption,
  legacySubject,
  optionInputOf,
  subjectInputOf,
  type BankData,
  type SubjectData,
} from '../legacy-exam-shapes';
import { legacyPage } from '../legacy-format';
import { readBody, readIdList, readPage, readParam, requireParam } from '../legacy-params';
import { operationRoute, type LegacyRoute, type LegacyRouteOptions } from '../legacy-route';
import {
  createSubjectExportHandler,
  createSubjectImportHandler,
  createSubjectTemplateHandler,
  legacySubjectFilter,
} from '../raw/exam-question-files.handlers';
import {
  LegacyQuestionBankDetailDocument,
  LegacyQuestionBankListDocument,
  LegacyQuestionBankRemoveDocument,
  LegacyQuestionBankSubmitDocument,
  LegacySubjectDetailDocument,
  LegacySubjectListDocument,
  LegacySubjectOptionDetailDocument,
  LegacySubjectOptionRemoveDocument,
  LegacySubjectOptionSubmitDocument,
  LegacySubjectRemoveDocument,
  LegacySubjectStatusDocument,
  LegacySubjectSubmitDocument,
} from '../generated/operations';

const BANK = '/blade-exam/question-bank/examQuestionBank';
const SUBJECT = '/blade-exam/subject/examSubject';
const OPTION = '/blade-exam/subject/examSubjectOption';

/** blade-exam question banks, subjects (questions) with their Excel files, and subject options. */
export function examQuestionRoutes(services: Services, options: LegacyRouteOptions): LegacyRoute[] {
  const bank = (row: BankData) => legacyBank(row, options.timeZone);
  const subject = (row: SubjectData) => legacySubject(row, options.timeZone);
  return [
    operationRoute({
      method: 'GET',
      path: `${BANK}/list`,
      operation: LegacyQuestionBankListDocument,
      variables: (request) => ({
        page: readPage(request),
        filter: {
          name: readParam(request, 'name', 100) || readParam(request, 'bankName', 100) || undefined,
          code: readParam(request, 'code', 64) || undefined,
          keyword: readParam(request, 'keyword', 100) || undefined,
        },
      }),
      reshape: (data) => envelope(200, legacyPage(data.questionBanks, bank), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'GET',
      path: `${BANK}/detail`,
      operation: LegacyQuestionBankDetailDocument,
      variables: (request) => ({ id: requireParam(request, 'id', 19) }),
      reshape: (data) => envelope(200, bank(data.questionBank), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'POST',
      path: `${BANK}/submit`,
      operation: LegacyQuestionBankSubmitDocument,
      partial: { detail: `${BANK}/detail`, aliases: [['name', 'bankName']] },
      variables: (request) => {
        const { bankName, ...input } = readBody(request, ['id', 'name', 'bankName', 'code', 'description']);
        return { input: { ...input, name: input['name'] ?? bankName } };
      },
      reshape: statusOk,
    }),
    operationRoute({
      method: 'POST',
      path: `${BANK}/remove`,
      operation: LegacyQuestionBankRemoveDocument,
      variables: (request) => ({ ids: readIdList(request, 'ids') }),
      reshape: statusOk,
    }),

    operationRoute({
      method: 'GET',
      path: `${SUBJECT}/list`,
      operation: LegacySubjectListDocument,
      variables: (request) => ({ page: readPage(request), filter: legacySubjectFilter(request) }),
      reshape: (data) => envelope(200, legacyPage(data.questions, subject), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'GET',
      path: `${SUBJECT}/detail`,
      operation: LegacySubjectDetailDocument,
      variables: (request) => ({ id: requireParam(request, 'id', 19) }),
      reshape: (data) => envelope(200, subject(data.question), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'POST',
      path: `${SUBJECT}/submit`,
      partial: {
        detail: `${SUBJECT}/detail`,
        aliases: [
          ['defaultScore', 'score'],
          ['questionType', 'type'],
        ],
      },
      operation: LegacySubjectSubmitDocument,
      variables: (request) => ({ input: subjectInputOf(request) }),
      reshape: statusOk,
    }),
    operationRoute({
      method: 'POST',
      path: `${SUBJECT}/remove`,
      operation: LegacySubjectRemoveDocument,
      variables: (request) => ({ ids: readIdList(request, 'ids') }),
      reshape: statusOk,
    }),
    operationRoute({
      method: 'POST',
      path: `${SUBJECT}/updateStatus`,
      partial: { exempt: 'toggles the status of the listed questions' },
      operation: LegacySubjectStatusDocument,
      variables: (request) => ({ ids: readIdList(request, 'ids') }),
      reshape: statusOk,
    }),
    { kind: 'raw', method: 'GET', path: `${SUBJECT}/export-template`, handle: createSubjectTemplateHandler(services) },
    { kind: 'raw', method: 'POST', path: `${SUBJECT}/import-subject`, handle: createSubjectImportHandler(services) },
    { kind: 'raw', method: 'GET', path: `${SUBJECT}/export-subject`, handle: createSubjectExportHandler(services) },

    operationRoute({
      method: 'GET',
      path: `${OPTION}/detail`,
      operation: LegacySubjectOptionDetailDocument,
      variables: (request) => ({ id: requireParam(request, 'id', 19) }),
      reshape: (data) => envelope(200, legacyOption(data.questionOption), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'POST',
      path: `${OPTION}/submit`,
      partial: { detail: `${OPTION}/detail`, aliases: [['questionId', 'subjectId']] },
      operation: LegacySubjectOptionSubmitDocument,
      variables: (request) => ({ input: optionInputOf(request) }),
      reshape: statusOk,
    }),
    operationRoute({
      method: 'POST',
      path: `${OPTION}/remove`,
      operation: LegacySubjectOptionRemoveDocument,
      variables: (request) => ({ ids: readIdList(request, 'ids') }),
      reshape: statusOk,
    }),
  ];
}
