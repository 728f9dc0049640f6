import type { Services } from '../../app/services';
import { DEFAULT_SUCCESS_MESSAGE, envelope, statusOk } from '../legacy-envelope';
import { addItemsOf, legacyLink, legacyPaper, linkInputOf, paperInputOf, storedPaperInput, type PaperData } from '../legacy-exam-shapes';
import { legacyPage } from '../legacy-format';
import { readIdList, readPage, readParam, requireParam } from '../legacy-params';
import { operationRoute, type LegacyRoute, type LegacyRouteOptions } from '../legacy-route';
import { createPaperExportHandler } from '../raw/exam-paper-export.handler';
import {
  LegacyGetTestListDocument,
  LegacySubjectTestDetailDocument,
  LegacySubjectTestListDocument,
  LegacySubjectTestRemoveDocument,
  LegacySubjectTestSubmitDocument,
  LegacySubmitSubjectTestAddDocument,
  LegacyTestPaperDetailDocument,
  LegacyTestPaperDetailViewDocument,
  LegacyTestPaperListDocument,
  LegacyTestPaperRemoveDocument,
  LegacyTestPaperSubmitDocument,
} from '../generated/operations';

const PAPER = '/blade-exam/testPaper/examTestPaper';
const LINK = '/blade-exam/testPaper/examSubjectTest';
const MODES = ['FIXED', 'RANDOM_RULES', 'MIXED'];
const STATUSES = ['DRAFT', 'READY', 'LOCKED', 'ARCHIVED'];

/** blade-exam test papers and their question links (examSubjectTest). */
export function examPaperRoutes(services: Services, options: LegacyRouteOptions): LegacyRoute[] {
  const paper = (row: PaperData) => legacyPaper(row, options.timeZone);
  const link = (row: Parameters<typeof legacyLink>[0]) => legacyLink(row, options.timeZone);
  return [
    operationRoute({
      method: 'GET',
      path: `${PAPER}/list`,
      operation: LegacyTestPaperListDocument,
      variables: (request) => {
        const mode = readParam(request, 'mode', 20);
        const status = readParam(request, 'paperStatus', 20);
        return {
          page: readPage(request),
          filter: {
            name: readParam(request, 'name', 200) || readParam(request, 'paperName', 200) || undefined,
            mode: mode && MODES.includes(mode) ? mode : undefined,
            statuses: status && STATUSES.includes(status) ? [status] : undefined,
          },
        };
      },
      reshape: (data) => envelope(200, legacyPage(data.papers, paper), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'GET',
      path: `${PAPER}/detail`,
      operation: LegacyTestPaperDetailDocument,
      variables: (request) => ({ id: requireParam(request, 'id', 19) }),
      reshape: (data) => envelope(200, paper(data.paper), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'GET',
      path: `${PAPER}/detailView`,
      operation: LegacyTestPaperDetailViewDocument,
      variables: (request) => ({ id: requireParam(request, 'id', 19) }),
      reshape: (data) => envelope(200, paper(data.paper), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'POST',
      path: `${PAPER}/submit`,
      partial: { detail: `${PAPER}/detail`, aliases: [['name', 'paperName']], stored: storedPaperInput },
      operation: LegacyTestPaperSubmitDocument,
      variables: (request) => ({ input: paperInputOf(request) }),
      reshape: statusOk,
    }),
    operationRoute({
      method: 'POST',
      path: `${PAPER}/remove`,
      operation: LegacyTestPaperRemoveDocument,
      variables: (request) => ({ ids: readIdList(request, 'ids') }),
      reshape: statusOk,
    }),
    operationRoute({
      method: 'POST',
      path: `${PAPER}/get-test-list`,
      operation: LegacyGetTestListDocument,
      variables: (request) => ({ name: readParam(request, 'name', 200) || readParam(request, 'paperName', 200) || null }),
      reshape: (data) => envelope(200, data.publishablePapers.map(paper), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'POST',
      path: `${PAPER}/submitSubjectTestAdd`,
      operation: LegacySubmitSubjectTestAddDocument,
      partial: { exempt: 'adds questions to a paper; no stored row is edited' },
      variables: (request) => addItemsOf(request),
      reshape: statusOk,
    }),

    operationRoute({
      method: 'GET',
      path: `${LINK}/list`,
      operation: LegacySubjectTestListDocument,
      variables: (request) => ({
        page: readPage(request),
        paperId: readParam(request, 'paperId', 19) ?? requireParam(request, 'testPaperId', 19),
      }),
      reshape: (data) => envelope(200, legacyPage(data.paperQuestions, link), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'GET',
      path: `${LINK}/detail`,
      operation: LegacySubjectTestDetailDocument,
      variables: (request) => ({
        id: requireParam(request, 'id', 19),
        questionId: readParam(request, 'subjectId', 19) || readParam(request, 'questionId', 19) || null,
      }),
      reshape: (data) => envelope(200, link(data.paperQuestion), DEFAULT_SUCCESS_MESSAGE),
    }),
    operationRoute({
      method: 'POST',
      path: `${LINK}/submit`,
      partial: {
        detail: `${LINK}/detail`,
        aliases: [
          ['paperId', 'testPaperId'],
          ['questionId', 'subjectId'],
        ],
      },
      operation: LegacySubjectTestSubmitDocument,
      variables: (request) => ({ input: linkInputOf(request) }),
      reshape: statusOk,
    }),
    operationRoute({
      method: 'POST',
      path: `${LINK}/remove`,
      operation: LegacySubjectTestRemoveDocument,
      variables: (request) => ({ ids: readIdList(request, 'ids') }),
      reshape: statusOk,
    }),
    { kind: 'raw', method: 'GET', path: `${PAPER}/export`, handle: createPaperExportHandler(services) },
  ];
}
