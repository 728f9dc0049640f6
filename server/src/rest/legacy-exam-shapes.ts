import type { Request } from 'express';
import { AppError } from '../core/errors/app-error';
import { legacyAudit, type AuditData } from './legacy-format';
import { readBody } from './legacy-params';

/**
 * Legacy shapes of exam authoring. The original's subject `type` is 1 (choice: single, multiple,
 * true/false) or 2 (file upload); text answers (fill-in-the-blank, short answer) did not exist there
 * and are 3. `questionType` carries the full type. A subject's legacy `status` is 1 when ENABLED,
 * else 0 (the updateStatus toggle flips it). Unset strings are "", unset numbers -1, objects {}.
 */
const CHOICE = ['SINGLE_CHOICE', 'MULTIPLE_CHOICE', 'TRUE_FALSE'];
const TEXT = ['FILL_BLANK', 'SHORT_ANSWER'];

export function legacyTypeOf(questionType: string): number {
  if (CHOICE.includes(questionType)) {
    return 1;
  }
  return TEXT.includes(questionType) ? 3 : 2;
}

/** Question types of a legacy type code (1 choice, 2 file, 3 text); undefined for an unknown code. */
export function questionTypesOf(type: string): string[] | undefined {
  return { '1': CHOICE, '2': ['FILE_UPLOAD'], '3': TEXT }[type];
}

interface OptionData {
  id: string;
  questionId: string;
  content: string;
  isCorrect: boolean;
  weightPct: number;
  sort: number;
}

export interface SubjectData extends AuditData {
  bankId: string;
  bankName?: string | null;
  questionType: string;
  stem: string;
  difficulty: number;
  tags: string[];
  explanation?: string | null;
  defaultScore: number;
  questionStatus: string;
  multiSelectScoring: string;
  options: OptionData[];
  blanks: string[][];
  caseSensitive: boolean;
  referenceAnswer?: string | null;
  fileRule?: { maxFiles: number; maxSizeKb: number; allowedExtensions: string[] } | null;
  version: number;
}

export function legacyOption(row: OptionData): Record<string, unknown> {
  return {
    id: row.id,
    subjectId: row.questionId,
    questionId: row.questionId,
    content: row.content,
    isCorrect: row.isCorrect,
    weightPct: row.weightPct,
    sort: row.sort,
  };
}

export function legacySubject(row: SubjectData, timeZone: string): Record<string, unknown> {
  return {
    ...legacyAudit(row, timeZone),
    status: row.questionStatus === 'ENABLED' ? 1 : 0,
    bankId: row.bankId,
    bankName: row.bankName ?? '',
    type: legacyTypeOf(row.questionType),
    questionType: row.questionType,
    stem: row.stem,
    difficulty: row.difficulty,
    tags: row.tags,
    explanation: row.explanation ?? '',
    score: row.defaultScore,
    defaultScore: row.defaultScore,
    questionStatus: row.questionStatus,
    multiSelectScoring: row.multiSelectScoring,
    options: row.options.map(legacyOption),
    blanks: row.blanks,
    caseSensitive: row.caseSensitive,
    referenceAnswer: row.referenceAnswer ?? '',
    fileRule: row.fileRule ?? {},
    version: row.version,
  };
}

export interface BankData extends AuditData {
  name: string;
  code: string;
  description?: string | null;
  questionCount: number;
}

export function legacyBank(row: BankData, timeZone: string): Record<string, unknown> {
  return {
    ...legacyAudit(row, timeZone),
    name: row.name,
    bankName: row.name,
    code: row.code,
    description: row.description ?? '',
    questionCount: row.questionCount,
  };
}

interface LinkData {
  id: string;
  paperId: string;
  sectionId: string;
  questionId: string;
  score: number;
  sort: number;
  /** The whole question (with its audit fields) or the few fields a paper view selects (without them). */
  question?: SubjectData | (Partial<SubjectData> & { questionType: string; createTime?: undefined }) | null;
}

export function legacyLink(row: LinkData, timeZone: string): Record<string, unknown> {
  const question = row.question
    ? row.question.createTime === undefined
      ? { ...row.question, type: legacyTypeOf(row.question.questionType) }
      : legacySubject(row.question, timeZone)
    : {};
  return {
    id: row.id,
    testPaperId: row.paperId,
    paperId: row.paperId,
    sectionId: row.sectionId,
    subjectId: row.questionId,
    questionId: row.questionId,
    score: row.score,
    sort: row.sort,
    subject: question,
  };
}

export interface PaperData extends AuditData {
  name: string;
  description?: string | null;
  mode: string;
  passScore: number;
  suggestedDurationMin?: number | null;
  paperStatus: string;
  totalScore: number;
  questionCount: number;
  ruleCount: number;
  warnings?: string[];
  sections?: Array<{
    id: string;
    title: string;
    instructions?: string | null;
    sort: number;
    shuffleQuestions: boolean;
    questions: LinkData[];
    drawRules: Array<Record<string, unknown>>;
  }>;
}

export function legacyPaper(row: PaperData, timeZone: string): Record<string, unknown> {
  const paper: Record<string, unknown> = {
    ...legacyAudit(row, timeZone),
    name: row.name,
    paperName: row.name,
    description: row.description ?? '',
    mode: row.mode,
    passScore: row.passScore,
    suggestedDurationMin: row.suggestedDurationMin ?? -1,
    paperStatus: row.paperStatus,
    totalScore: row.totalScore,
    questionCount: row.questionCount,
    ruleCount: row.ruleCount,
  };
  if (row.sections) {
    paper['warnings'] = row.warnings ?? [];
    paper['sections'] = row.sections.map((section) => ({
      id: section.id,
      title: section.title,
      instructions: section.instructions ?? '',
      sort: section.sort,
      shuffleQuestions: section.shuffleQuestions,
      subjects: section.questions.map((link) => legacyLink(link, timeZone)),
      drawRules: section.drawRules.map((rule) => ({ ...rule, bankName: rule['bankName'] ?? '', difficulty: rule['difficulty'] ?? -1 })),
    }));
  }
  return paper;
}

/**
 * A legacy paper detail as the base of a paper submit: the structure (sections, their questions and
 * rules) is left out, so the stored one is kept unless the client sends `sections`; -1 is the legacy
 * answer's "no suggested duration".
 */
export function storedPaperInput(row: Record<string, unknown>): Record<string, unknown> {
  const { sections, suggestedDurationMin, ...rest } = row;
  void sections;
  return suggestedDurationMin === -1 ? rest : { ...rest, suggestedDurationMin };
}

/** A number field sent as a number or a numeric string; absent when empty; refused otherwise. */
function numberOf(value: unknown, name: string): number | undefined {
  if (value === undefined || value === null || value === '') {
    return undefined;
  }
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : Number.NaN;
  if (!Number.isFinite(number)) {
    throw new AppError('VALIDATION', 'errors.paramType', { name });
  }
  return number;
}

function withNumbers(record: Record<string, unknown>, names: string[]): Record<string, unknown> {
  const result = { ...record };
  for (const name of names) {
    const number = numberOf(result[name], name);
    if (number === undefined) {
      delete result[name];
    } else {
      result[name] = number;
    }
  }
  return result;
}

function listOf(value: unknown): unknown {
  return typeof value === 'string'
    ? value
        .split(/[,，]/)
        .map((part) => part.trim())
        .filter((part) => part.length > 0)
    : value;
}

/** The QuestionInput of a legacy subject submit: our field names, `score` for defaultScore, `type` 1/2/3 when questionType is absent. */
export function subjectInputOf(request: Request): Record<string, unknown> {
  const body = readBody(request, [
    'id',
    'bankId',
    'type',
    'questionType',
    'stem',
    'difficulty',
    'tags',
    'explanation',
    'score',
    'defaultScore',
    'multiSelectScoring',
    'options',
    'blanks',
    'caseSensitive',
    'referenceAnswer',
    'fileRule',
    'questionStatus',
  ]);
  const { type, score, ...input } = withNumbers(body, ['difficulty', 'score', 'defaultScore', 'type']);
  if (input['defaultScore'] === undefined && score !== undefined) {
    input['defaultScore'] = score;
  }
  if (input['tags'] !== undefined) {
    input['tags'] = listOf(input['tags']);
  }
  const options = Array.isArray(input['options'])
    ? (input['options'] as unknown[]).map((option) => {
        const record = option && typeof option === 'object' ? (option as Record<string, unknown>) : {};
        const { id, content, isCorrect, weightPct, sort } = record;
        return withNumbers(
          {
            ...(id === undefined || id === null || id === '' ? {} : { id: String(id) }),
            content,
            isCorrect: isCorrect === true || isCorrect === 1 || isCorrect === '1' || isCorrect === 'true',
            weightPct,
            sort,
          },
          ['weightPct', 'sort'],
        );
      })
    : input['options'];
  if (options !== undefined) {
    input['options'] = options;
  }
  // The legacy contract: a new subject starts at status 0 (DRAFT) and clients enable it with updateStatus.
  if ((input['id'] === undefined || input['id'] === null || input['id'] === '') && input['questionStatus'] === undefined) {
    input['questionStatus'] = 'DRAFT';
  }
  if (input['questionType'] === undefined && type !== undefined) {
    const correct = Array.isArray(options)
      ? options.filter((option) => (option as Record<string, unknown>)['isCorrect'] === true).length
      : 0;
    input['questionType'] = type === 2 ? 'FILE_UPLOAD' : type === 1 ? (correct > 1 ? 'MULTIPLE_CHOICE' : 'SINGLE_CHOICE') : undefined;
  }
  return input;
}

/** The QuestionOptionSubmitInput of a legacy option submit (`subjectId` or `questionId`). */
export function optionInputOf(request: Request): Record<string, unknown> {
  const body = readBody(request, ['id', 'subjectId', 'questionId', 'content', 'isCorrect', 'weightPct', 'sort']);
  const { subjectId, ...input } = withNumbers(body, ['weightPct', 'sort']);
  input['questionId'] ??= subjectId;
  input['isCorrect'] =
    input['isCorrect'] === true || input['isCorrect'] === 1 || input['isCorrect'] === '1' || input['isCorrect'] === 'true';
  return input;
}

/** The PaperInput of a legacy paper submit (`paperName` accepted for name). */
export function paperInputOf(request: Request): Record<string, unknown> {
  const body = readBody(request, ['id', 'name', 'paperName', 'description', 'mode', 'passScore', 'suggestedDurationMin', 'sections']);
  const { paperName, ...input } = withNumbers(body, ['passScore', 'suggestedDurationMin']);
  input['name'] ??= paperName;
  // The legacy contract: a new paper without a pass score has a fixed pass score of 0.
  if ((input['id'] === undefined || input['id'] === null || input['id'] === '') && input['passScore'] === undefined) {
    input['passScore'] = 0;
  }
  return input;
}

/** Paper id of a legacy body or query: `paperId` or `testPaperId`. */
export function paperIdOf(request: Request, body: Record<string, unknown>): unknown {
  return body['paperId'] ?? body['testPaperId'] ?? request.query['paperId'] ?? request.query['testPaperId'];
}

/** The PaperQuestionInput of a legacy examSubjectTest submit. */
export function linkInputOf(request: Request): Record<string, unknown> {
  const body = readBody(request, ['id', 'paperId', 'testPaperId', 'sectionId', 'questionId', 'subjectId', 'score', 'sort']);
  const { testPaperId, subjectId, ...input } = withNumbers(body, ['score', 'sort']);
  input['paperId'] ??= testPaperId;
  input['questionId'] ??= subjectId;
  return input;
}

/** The items of submitSubjectTestAdd: `items` [{questionId|subjectId, score}] or `subjectIds` (comma list or array) with one optional
 * `score`. */
export function addItemsOf(request: Request): { paperId: unknown; sectionId: unknown; items: Array<Record<string, unknown>> } {
  const fields = ['paperId', 'testPaperId', 'sectionId', 'items', 'subjectIds', 'questionIds', 'score'];
  // Spring bound this form from the query string as well as from a JSON body.
  const hasBody =
    request.body !== null &&
    typeof request.body === 'object' &&
    !Array.isArray(request.body) &&
    Object.keys(request.body as object).length > 0;
  const body = hasBody
    ? readBody(request, fields)
    : Object.fromEntries(fields.map((field) => [field, request.query[field]]).filter(([, value]) => typeof value === 'string'));
  const score = numberOf(body['score'], 'score');
  let items: Array<Record<string, unknown>> = [];
  if (Array.isArray(body['items'])) {
    items = (body['items'] as unknown[]).map((item) => {
      const record = item && typeof item === 'object' ? (item as Record<string, unknown>) : {};
      const questionId = record['questionId'] ?? record['subjectId'];
      return withNumbers(
        {
          questionId: typeof questionId === 'number' ? String(questionId) : questionId,
          score: record['score'] ?? score,
          sort: record['sort'],
        },
        ['score', 'sort'],
      );
    });
  } else {
    const ids = listOf(body['subjectIds'] ?? body['questionIds']);
    items = (Array.isArray(ids) ? ids : []).map((id) => withNumbers({ questionId: String(id), score }, ['score']));
  }
  return { paperId: paperIdOf(request, body), sectionId: body['sectionId'], items };
}
