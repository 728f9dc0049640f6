import type { Workbook, Worksheet } from 'exceljs';
import type { Language } from '../../../core/errors/messages';
import { QuestionStatus, QuestionType } from '../shared/exam-enums';

/** Option columns of the workbook: A..F. */
export const OPTION_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;

/** The columns of the question workbook (import template and export). */
export const QUESTION_COLUMNS = [
  { key: 'bankCode', zh: '题库编号', en: 'Bank code', width: 14 },
  { key: 'questionType', zh: '题型', en: 'Type', width: 10 },
  { key: 'stem', zh: '题干', en: 'Stem', width: 50 },
  ...OPTION_LETTERS.map((letter) => ({ key: `option${letter}` as const, zh: `选项${letter}`, en: `Option ${letter}`, width: 18 })),
  { key: 'answer', zh: '答案', en: 'Answer', width: 24 },
  { key: 'difficulty', zh: '难度', en: 'Difficulty', width: 8 },
  { key: 'score', zh: '分值', en: 'Score', width: 8 },
  { key: 'tags', zh: '标签', en: 'Tags', width: 18 },
  { key: 'explanation', zh: '解析', en: 'Explanation', width: 40 },
  { key: 'multiSelectScoring', zh: '多选计分', en: 'Multi-select scoring', width: 18 },
  { key: 'caseSensitive', zh: '区分大小写', en: 'Case sensitive', width: 10 },
  { key: 'maxFiles', zh: '文件个数', en: 'Max files', width: 10 },
  { key: 'maxSizeKb', zh: '文件大小KB', en: 'Max size KB', width: 12 },
  { key: 'allowedExtensions', zh: '文件类型', en: 'File types', width: 16 },
  { key: 'status', zh: '状态', en: 'Status', width: 8 },
] as const;

export type QuestionColumnKey = (typeof QUESTION_COLUMNS)[number]['key'];
export type QuestionSheetRow = Record<QuestionColumnKey, string>;

/** Type names in the workbook (Chinese, English; the enum names are accepted too). */
export const TYPE_LABELS: Record<QuestionType, { zh: string; en: string }> = {
  [QuestionType.SINGLE_CHOICE]: { zh: '单选题', en: 'Single choice' },
  [QuestionType.MULTIPLE_CHOICE]: { zh: '多选题', en: 'Multiple choice' },
  [QuestionType.TRUE_FALSE]: { zh: '判断题', en: 'True/false' },
  [QuestionType.FILL_BLANK]: { zh: '填空题', en: 'Fill in the blank' },
  [QuestionType.SHORT_ANSWER]: { zh: '简答题', en: 'Short answer' },
  [QuestionType.FILE_UPLOAD]: { zh: '文件题', en: 'File upload' },
};

export const STATUS_LABELS: Record<QuestionStatus, { zh: string; en: string }> = {
  [QuestionStatus.DRAFT]: { zh: '草稿', en: 'Draft' },
  [QuestionStatus.ENABLED]: { zh: '启用', en: 'Enabled' },
  [QuestionStatus.DISABLED]: { zh: '停用', en: 'Disabled' },
};

const normalized = (text: string) => text.replace(/\s+/g, '').toLowerCase();

/** A label of `labels` (either language) or an enum name -> the enum value. */
export function labelValue<T extends string>(labels: Record<T, { zh: string; en: string }>, text: string): T | undefined {
  const wanted = normalized(text);
  return (Object.keys(labels) as T[]).find(
    (value) => normalized(value) === wanted || normalized(labels[value].zh) === wanted || normalized(labels[value].en) === wanted,
  );
}

export function columnLabel(key: QuestionColumnKey, language: Language): string {
  const column = QUESTION_COLUMNS.find((candidate) => candidate.key === key);
  return column ? (language === 'en' ? column.en : column.zh) : key;
}

/** Header cell text (Chinese or English, case and spaces ignored) -> column key. */
export function headerKey(text: string): QuestionColumnKey | undefined {
  const wanted = normalized(text);
  return QUESTION_COLUMNS.find((column) => normalized(column.zh) === wanted || normalized(column.en) === wanted)?.key;
}

/** A worksheet with the header row in the caller's language (bold, sized columns). */
export function addQuestionSheet(workbook: Workbook, language: Language): Worksheet {
  const sheet = workbook.addWorksheet(language === 'en' ? 'Questions' : '试题');
  sheet.columns = QUESTION_COLUMNS.map((column) => ({
    header: language === 'en' ? column.en : column.zh,
    key: column.key,
    width: column.width,
  }));
  sheet.getRow(1).font = { bold: true };
  return sheet;
}

/** How answers are written in the workbook (the template's second sheet explains it). */
export const ANSWER_HELP: Record<Language, string[]> = {
  'zh-CN': [
    '答案写法：单选题写一个字母（如 B）；多选题写多个字母（如 ABD）；判断题写“正确”或“错误”（选项列留空）；',
    '填空题每个空的答案用 | 分隔，同一个空的多个可接受答案用 ; 分隔，题干中每个空写 ___（三个下划线）；简答题写参考答案；文件题答案留空，填写文件个数、文件大小KB、文件类型（如 pdf,docx）。',
    '难度 1~5，分值最多两位小数，标签用逗号分隔；状态：草稿、启用或停用（默认草稿）；多选计分：ALL_OR_NOTHING、PARTIAL_NO_WRONG、HALF_IF_SUBSET、WEIGHTED。',
  ],
  en: [
    'Answers: single choice one letter (e.g. B); multiple choice letters (e.g. ABD); true/false "正确" or "错误" (leave the option ' +
      'columns empty);',
    'fill in the blank: blanks separated by |, alternatives of one blank by ; and one ___ (three underscores) per blank in the ' +
      'stem; short answer: the reference answer; file upload: leave empty and fill max files, max size KB, file types (e.g. ' +
      'pdf,docx).',
    'Difficulty 1..5, score with at most two decimals, tags comma-separated; status Draft, Enabled or Disabled (default Draft); ' +
      'multi-select scoring ALL_OR_NOTHING, PARTIAL_NO_WRONG, HALF_IF_SUBSET or WEIGHTED.',
  ],
};
