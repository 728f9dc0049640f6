import type { Services } from '../../app/services';
import { DEFAULT_SUCCESS_MESSAGE, envelope, statusOk } from '../legacy-envelope';
import { legacyBank, legacyOption, legacySubject, optionInputOf, subjectInputOf, type BankData, type SubjectData } from '../legacy-exam-shapes';
import { legacyPage, type PageData } from '../legacy-format';
import { readBody, readIdList, readPage, readParam, requireParam } from '../legacy-params';
import type { LegacyRoute, LegacyRouteOptions } from '../legacy-route';
import {
  LEGACY_BANK_DETAIL,
  LEGACY_BANK_LIST,
  LEGACY_BANK_REMOVE,
  LEGACY_BANK_SUBMIT,
  LEGACY_OPTION_DETAIL,
  LEGACY_OPTION_REMOVE,
  LEGACY_OPTION_SUBMIT,
  LEGACY_SUBJECT_DETAIL,
  LEGACY_SUBJECT_LIST,
  LEGACY_SUBJECT_REMOVE,
  LEGACY_SUBJECT_STATUS,
  LEGACY_SUBJECT_SUBMIT,
} from '../operations/exam-authoring.operations';
import { createSubjectExportHandler, createSubjectImportHandler, createSubjectTemplateHandler, legacySubjectFilter } from '../raw/exam-question-files.handlers';

const BANK = '/blade-exam/question-bank/examQuestionBank';
const SUBJECT = '/blade-exam/subject/examSubject';
const OPTION = '/blade-exam/subject/examSubjectOption';

/** blade-exam question banks, subjects (questions) with their Excel files, and subject options. */
export function examQuestionRoutes(services: Services, options: LegacyRouteOptions): LegacyRoute[] {
  const bank = (row: BankData) => legacyBank(row, options.timeZone);
  const subject = (row: SubjectData) => legacySubject(row, options.timeZone);
  return [
    {
      kind: 'operation',
      method: 'GET',
      path: `${BANK}/list`,
      operation: LEGACY_BANK_LIST,
      variables: (request) => ({
        page: readPage(request),
        filter: { name: readParam(request, 'name', 100) || readParam(request, 'bankName', 100) || undefined, code: readParam(request, 'code', 64) || undefined, keyword: readParam(request, 'keyword', 100) || undefined },
      }),
      reshape: (data) => envelope(200, legacyPage(data['questionBanks'] as PageData<BankData>, bank), DEFAULT_SUCCESS_MESSAGE),
    },
    { kind: 'operation', method: 'GET', path: `${BANK}/detail`, operation: LEGACY_BANK_DETAIL, variables: (request) => ({ id: requireParam(request, 'id', 19) }), reshape: (data) => envelope(200, bank(data['questionBank'] as BankData), DEFAULT_SUCCESS_MESSAGE) },
    {
      kind: 'operation',
      method: 'POST',
      path: `${BANK}/submit`,
      operation: LEGACY_BANK_SUBMIT,
      partial: { detail: `${BANK}/detail`, aliases: [['name', 'bankName']] },
      variables: (request) => {
        const { bankName, ...input } = readBody(request, ['id', 'name', 'bankName', 'code', 'description']);
        return { input: { ...input, name: input['name'] ?? bankName } };
      },
      reshape: statusOk,
    },
    { kind: 'operation', method: 'POST', path: `${BANK}/remove`, operation: LEGACY_BANK_REMOVE, variables: (request) => ({ ids: readIdList(request, 'ids') }), reshape: statusOk },

    {
      kind: 'operation',
      method: 'GET',
      path: `${SUBJECT}/list`,
      operation: LEGACY_SUBJECT_LIST,
      variables: (request) => ({ page: readPage(request), filter: legacySubjectFilter(request) }),
      reshape: (data) => envelope(200, legacyPage(data['questions'] as PageData<SubjectData>, subject), DEFAULT_SUCCESS_MESSAGE),
    },
    { kind: 'operation', method: 'GET', path: `${SUBJECT}/detail`, operation: LEGACY_SUBJECT_DETAIL, variables: (request) => ({ id: requireParam(request, 'id', 19) }), reshape: (data) => envelope(200, subject(data['question'] as SubjectData), DEFAULT_SUCCESS_MESSAGE) },
    { kind: 'operation', method: 'POST', path: `${SUBJECT}/submit`, partial: { detail: `${SUBJECT}/detail`, aliases: [['defaultScore', 'score'], ['questionType', 'type']] }, operation: LEGACY_SUBJECT_SUBMIT, variables: (request) => ({ input: subjectInputOf(request) }), reshape: statusOk },
    { kind: 'operation', method: 'POST', path: `${SUBJECT}/remove`, operation: LEGACY_SUBJECT_REMOVE, variables: (request) => ({ ids: readIdList(request, 'ids') }), reshape: statusOk },
    { kind: 'operation', method: 'POST', path: `${SUBJECT}/updateStatus`, partial: { exempt: 'toggles the status of the listed questions' }, operation: LEGACY_SUBJECT_STATUS, variables: (request) => ({ ids: readIdList(request, 'ids') }), reshape: statusOk },
    { kind: 'raw', method: 'GET', path: `${SUBJECT}/export-template`, handle: createSubjectTemplateHandler(services) },
    { kind: 'raw', method: 'POST', path: `${SUBJECT}/import-subject`, handle: createSubjectImportHandler(services) },
    { kind: 'raw', method: 'GET', path: `${SUBJECT}/export-subject`, handle: createSubjectExportHandler(services) },

    { kind: 'operation', method: 'GET', path: `${OPTION}/detail`, operation: LEGACY_OPTION_DETAIL, variables: (request) => ({ id: requireParam(request, 'id', 19) }), reshape: (data) => envelope(200, legacyOption(data['questionOption'] as Parameters<typeof legacyOption>[0]), DEFAULT_SUCCESS_MESSAGE) },
    { kind: 'operation', method: 'POST', path: `${OPTION}/submit`, partial: { detail: `${OPTION}/detail`, aliases: [['questionId', 'subjectId']] }, operation: LEGACY_OPTION_SUBMIT, variables: (request) => ({ input: optionInputOf(request) }), reshape: statusOk },
    { kind: 'operation', method: 'POST', path: `${OPTION}/remove`, operation: LEGACY_OPTION_REMOVE, variables: (request) => ({ ids: readIdList(request, 'ids') }), reshape: statusOk },
  ];
}
