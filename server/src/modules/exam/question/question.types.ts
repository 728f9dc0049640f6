import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { AuditView, auditOf } from '../../../core/graphql/audit-view.types';
import { createPageType } from '../../../core/graphql/page.types';
import { MultiSelectScoring, QuestionStatus, QuestionType } from '../shared/exam-enums';
import { toPoints } from '../shared/exam-score';
import type { QuestionOption } from './question-option.entity';
import type { Question } from './question.entity';

@ObjectType('QuestionOption', { description: 'An option of a choice question (staff view: with the answer key).' })
export class QuestionOptionView {
  @Field(() => ID, { description: 'Option id.' })
  id!: string;

  @Field(() => ID, { description: 'The question.' })
  questionId!: string;

  @Field({ description: 'Content: sanitized HTML or plain text.' })
  content!: string;

  @Field({ description: 'True for a correct option.' })
  isCorrect!: boolean;

  @Field(() => Int, { description: 'WEIGHTED scoring: -100..100 (% of the item score).' })
  weightPct!: number;

  @Field(() => Int, { description: 'Position.' })
  sort!: number;
}

@ObjectType('FileRule', { description: 'Limits of the files of a FILE_UPLOAD answer.' })
export class FileRuleView {
  @Field(() => Int, { description: 'Most files per answer.' })
  maxFiles!: number;

  @Field(() => Int, { description: 'Largest file, KB.' })
  maxSizeKb!: number;

  @Field(() => [String], { description: 'Allowed extensions (lower case, no dot); empty = any.' })
  allowedExtensions!: string[];
}

@ObjectType('Question', { description: 'A question ("subject") of a bank, as its editors see it (answer keys included).' })
export class QuestionView extends AuditView {
  @Field(() => ID, { description: 'The bank.' })
  bankId!: string;

  @Field(() => String, { nullable: true, description: 'Name of the bank.' })
  bankName!: string | null;

  @Field(() => QuestionType, { description: 'Type.' })
  questionType!: QuestionType;

  @Field({ description: 'Stem: sanitized HTML.' })
  stem!: string;

  @Field(() => Int, { description: 'Difficulty 1..5.' })
  difficulty!: number;

  @Field(() => [String], { description: 'Tags.' })
  tags!: string[];

  @Field(() => String, { nullable: true, description: 'Explanation: sanitized HTML.' })
  explanation!: string | null;

  @Field(() => Float, { description: 'Default score in points.' })
  defaultScore!: number;

  @Field(() => QuestionStatus, { description: 'Only ENABLED questions enter papers and draws.' })
  questionStatus!: QuestionStatus;

  @Field(() => MultiSelectScoring, { description: 'MULTIPLE_CHOICE scoring.' })
  multiSelectScoring!: MultiSelectScoring;

  @Field(() => [QuestionOptionView], { description: 'Options (choice types), in order.' })
  options!: QuestionOptionView[];

  @Field(() => [[String]], { description: 'FILL_BLANK: accepted answers per blank.' })
  blanks!: string[][];

  @Field({ description: 'FILL_BLANK: answers compared case-sensitively.' })
  caseSensitive!: boolean;

  @Field(() => String, { nullable: true, description: 'SHORT_ANSWER: reference answer for graders.' })
  referenceAnswer!: string | null;

  @Field(() => FileRuleView, { nullable: true, description: 'FILE_UPLOAD: limits of the answer files.' })
  fileRule!: FileRuleView | null;

  @Field(() => Int, { description: 'Grows on every edit.' })
  version!: number;
}

export const QuestionPage = createPageType(QuestionView, 'QuestionPage');
export type QuestionPage = InstanceType<typeof QuestionPage>;

export function toOptionView(option: QuestionOption): QuestionOptionView {
  return {
    id: option.id,
    questionId: option.questionId,
    content: option.content,
    isCorrect: option.isCorrect,
    weightPct: option.weightPct,
    sort: option.sort,
  };
}

export function toQuestionView(question: Question, options: QuestionOption[], bankName: string | null): QuestionView {
  return {
    ...auditOf(question),
    bankId: question.bankId,
    bankName,
    questionType: question.questionType,
    stem: question.stem,
    difficulty: question.difficulty,
    tags: question.tags,
    explanation: question.explanation ?? null,
    defaultScore: toPoints(question.defaultScore),
    questionStatus: question.questionStatus,
    multiSelectScoring: question.multiSelectScoring,
    options: options.map(toOptionView),
    blanks: question.blanks,
    caseSensitive: question.caseSensitive,
    referenceAnswer: question.referenceAnswer ?? null,
    fileRule: question.fileRule ?? null,
    version: question.version,
  };
}
