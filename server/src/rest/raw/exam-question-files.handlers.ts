import type { Request, Response } from 'express';
import type { Services } from '../../app/services';
import { AppError } from '../../core/errors/app-error';
import type { RequestContext } from '../../core/http/request-context';
import type { QuestionFilter } from '../../modules/exam/question/question.inputs';
import type { QuestionStatus, QuestionType } from '../../modules/exam/shared/exam-enums';
import { questionTypesOf } from '../legacy-exam-shapes';
import { readParam } from '../legacy-params';
import { requireSignedIn, sendFile, streamFile } from './file-transfer';
import { receiveXlsx, sendImportResult, xlsxAttachment, xlsxFile } from './xlsx-files';

const TYPES = ['SINGLE_CHOICE', 'MULTIPLE_CHOICE', 'TRUE_FALSE', 'FILL_BLANK', 'SHORT_ANSWER', 'FILE_UPLOAD'];
const STATUSES = ['DRAFT', 'ENABLED', 'DISABLED'];

/**
 * The list filters of the legacy subject list and export: bankId, type (1 choice, 2 file, 3 text),
 * questionType, questionStatus or status (1 enabled, 0 disabled), difficulty, stem or keyword, tag.
 */
export function legacySubjectFilter(request: Request): QuestionFilter {
  const id = (name: string) => {
    const value = readParam(request, name, 19);
    if (value && !/^\d{1,19}$/.test(value)) {
      throw new AppError('VALIDATION', 'errors.paramType', { name });
    }
    return value || undefined;
  };
  const oneOf = (name: string, values: string[]) => {
    const value = readParam(request, name, 20);
    if (value && !values.includes(value)) {
      throw new AppError('VALIDATION', 'errors.paramType', { name });
    }
    return value || undefined;
  };
  const type = oneOf('type', ['1', '2', '3']);
  const status = oneOf('status', ['0', '1']);
  const difficulty = oneOf('difficulty', ['1', '2', '3', '4', '5']);
  const filter: QuestionFilter = {
    bankId: id('bankId'),
    questionType: oneOf('questionType', TYPES) as QuestionType | undefined,
    questionTypes: type ? (questionTypesOf(type) as QuestionType[]) : undefined,
    questionStatus: (oneOf('questionStatus', STATUSES) ?? (status === '1' ? 'ENABLED' : status === '0' ? 'DISABLED' : undefined)) as
      QuestionStatus | undefined,
    difficulty: difficulty ? Number(difficulty) : undefined,
    keyword: readParam(request, 'stem', 200) || readParam(request, 'keyword', 200) || undefined,
    tag: readParam(request, 'tag', 30) || undefined,
  };
  return filter;
}

/** GET /api/blade-exam/subject/examSubject/export-template: the empty import workbook with a sheet explaining the columns. */
export function createSubjectTemplateHandler(services: Services) {
  return async (_request: Request, response: Response, context: RequestContext): Promise<void> => {
    const workbook = await services.examAuthoring.questionImport.template(requireSignedIn(context));
    await sendFile(response, context, xlsxFile(context.language === 'en' ? 'question-import-template' : '试题导入模板'), workbook);
  };
}

/** GET /api/blade-exam/subject/examSubject/export-subject: the questions matching the list filters, streamed (token also as ?Blade-Auth=).
 * */
export function createSubjectExportHandler(services: Services) {
  return async (request: Request, response: Response, context: RequestContext): Promise<void> => {
    const signed = requireSignedIn(context);
    const filter = legacySubjectFilter(request);
    await streamFile(response, context, 'question', () =>
      services.examAuthoring.questionExport.exportTo(signed, filter, response, () =>
        xlsxAttachment(response, context.language === 'en' ? 'questions' : '试题'),
      ),
    );
  };
}

/** POST /api/blade-exam/subject/examSubject/import-subject (multipart `file`): all rows or nothing, with a row-level report. */
export function createSubjectImportHandler(services: Services) {
  return async (request: Request, response: Response, context: RequestContext): Promise<void> => {
    const signed = requireSignedIn(context);
    const file = await receiveXlsx(request, response);
    const result = await services.examAuthoring.questionImport.importQuestions(signed, file);
    sendImportResult(response, context, result.problems, { inserted: result.inserted });
  };
}
