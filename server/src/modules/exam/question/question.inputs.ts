import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEnum,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { Field, Float, ID, InputType, Int } from 'type-graphql';
import { IsPoints } from '../shared/exam-score';
import { MultiSelectScoring, QuestionStatus, QuestionType } from '../shared/exam-enums';

/** Longest stem, option or explanation accepted (characters of HTML, before sanitizing). */
export const QUESTION_HTML_MAX = 50_000;
export const MAX_OPTIONS = 10;
export const MAX_BLANKS = 20;

@InputType({ description: 'Filters of the question list.' })
export class QuestionFilter {
  @Field(() => ID, { nullable: true, description: 'Only questions of this bank.' })
  @IsOptional()
  @Matches(/^\d{1,19}$/)
  bankId?: string;

  @Field(() => QuestionType, { nullable: true, description: 'Only this type.' })
  @IsOptional()
  @IsEnum(QuestionType)
  questionType?: QuestionType;

  @Field(() => [QuestionType], { nullable: true, description: 'Only these types (e.g. the choice types of the legacy type 1).' })
  @IsOptional()
  @IsArray()
  @IsEnum(QuestionType, { each: true })
  questionTypes?: QuestionType[];

  @Field(() => QuestionStatus, { nullable: true, description: 'Only this status.' })
  @IsOptional()
  @IsEnum(QuestionStatus)
  questionStatus?: QuestionStatus;

  @Field(() => [QuestionStatus], {
    nullable: true,
    description: 'Only these statuses (e.g. ENABLED and DRAFT in the paper composer’s picker).',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(3)
  @IsEnum(QuestionStatus, { each: true })
  questionStatuses?: QuestionStatus[];

  @Field(() => Int, { nullable: true, description: 'Only this difficulty (1..5).' })
  @IsOptional()
  @IsInt()
  @Min(1, { message: 'exam.difficultyRange' })
  @Max(5, { message: 'exam.difficultyRange' })
  difficulty?: number;

  @Field({ nullable: true, description: 'Part of the stem text.' })
  @IsOptional()
  @MaxLength(200)
  keyword?: string;

  @Field({ nullable: true, description: 'Questions carrying this tag (exact).' })
  @IsOptional()
  @MaxLength(30)
  tag?: string;
}

@InputType({ description: 'An option of a choice question; with id to keep (and change) an existing option.' })
export class QuestionOptionInput {
  @Field(() => ID, { nullable: true, description: 'Id of an existing option of this question; absent for a new one.' })
  @IsOptional()
  @Matches(/^\d{1,19}$/)
  id?: string;

  @Field({ description: 'Content: rich text (sanitized) or plain text.' })
  @IsString()
  @MaxLength(QUESTION_HTML_MAX)
  content!: string;

  @Field({ description: 'True for a correct option.' })
  @IsBoolean()
  isCorrect!: boolean;

  @Field(() => Int, { nullable: true, description: 'WEIGHTED scoring: -100..100 (% of the item score); default 0.' })
  @IsOptional()
  @IsInt({ message: 'exam.weightRange' })
  @Min(-100, { message: 'exam.weightRange' })
  @Max(100, { message: 'exam.weightRange' })
  weightPct?: number;

  @Field(() => Int, { nullable: true, description: 'Position; default: the order given.' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(1000)
  sort?: number;
}

@InputType({ description: 'Limits of the files of a FILE_UPLOAD answer.' })
export class FileRuleInput {
  @Field(() => Int, { description: 'Most files per answer (1..20).' })
  @IsInt({ message: 'exam.fileRuleRange' })
  @Min(1, { message: 'exam.fileRuleRange' })
  @Max(20, { message: 'exam.fileRuleRange' })
  maxFiles!: number;

  @Field(() => Int, { description: 'Largest file in KB (1..102400).' })
  @IsInt({ message: 'exam.fileRuleRange' })
  @Min(1, { message: 'exam.fileRuleRange' })
  @Max(102_400, { message: 'exam.fileRuleRange' })
  maxSizeKb!: number;

  @Field(() => [String], { description: 'Allowed extensions without the dot (e.g. pdf, docx); empty = any.' })
  @IsArray()
  @ArrayMaxSize(30)
  @IsString({ each: true })
  @MaxLength(10, { each: true })
  allowedExtensions!: string[];
}

@InputType({ description: 'A question to add (no id) or change (with id). Which fields matter depends on the type.' })
export class QuestionInput {
  @Field(() => ID, { nullable: true, description: 'Id of the question to change; absent to add one.' })
  @IsOptional()
  @Matches(/^\d{1,19}$/)
  id?: string;

  @Field(() => ID, { description: 'The bank the question belongs to.' })
  @Matches(/^\d{1,19}$/, { message: 'exam.questionBankRequired' })
  bankId!: string;

  @Field(() => QuestionType, { description: 'Type.' })
  @IsEnum(QuestionType, { message: 'exam.questionTypeRequired' })
  questionType!: QuestionType;

  @Field({ description: 'Stem: rich text (sanitized). FILL_BLANK: one `___` (three or more underscores) per blank.' })
  @IsString()
  @MaxLength(QUESTION_HTML_MAX)
  stem!: string;

  @Field(() => Int, { defaultValue: 3, description: 'Difficulty 1 (easiest) .. 5 (hardest).' })
  @IsInt({ message: 'exam.difficultyRange' })
  @Min(1, { message: 'exam.difficultyRange' })
  @Max(5, { message: 'exam.difficultyRange' })
  difficulty: number = 3;

  @Field(() => [String], { description: 'Tags (at most 20, each up to 30 characters).' })
  @IsArray()
  @ArrayMaxSize(20, { message: 'exam.tagsInvalid' })
  @IsString({ each: true })
  @MaxLength(30, { each: true, message: 'exam.tagsInvalid' })
  tags: string[] = [];

  @Field(() => String, { nullable: true, description: 'Explanation: rich text (sanitized).' })
  @IsOptional()
  @IsString()
  @MaxLength(QUESTION_HTML_MAX)
  explanation?: string | null;

  @Field(() => Float, { defaultValue: 1, description: 'Default score in points when added to a paper (at most 2 decimals).' })
  @IsPoints()
  defaultScore: number = 1;

  @Field(() => MultiSelectScoring, { nullable: true, description: 'MULTIPLE_CHOICE scoring; default ALL_OR_NOTHING.' })
  @IsOptional()
  @IsEnum(MultiSelectScoring)
  multiSelectScoring?: MultiSelectScoring;

  @Field(() => [QuestionOptionInput], { description: 'Options of choice types (TRUE_FALSE: 正确 and 错误, one correct).' })
  @IsArray()
  @ArrayMaxSize(MAX_OPTIONS, { message: 'exam.optionsTooMany' })
  @ValidateNested({ each: true })
  options: QuestionOptionInput[] = [];

  @Field(() => [[String]], { description: 'FILL_BLANK: accepted answers per blank, in the order of the stem’s markers.' })
  @IsArray()
  @ArrayMaxSize(MAX_BLANKS)
  blanks: string[][] = [];

  @Field({ defaultValue: false, description: 'FILL_BLANK: compare answers case-sensitively.' })
  @IsBoolean()
  caseSensitive: boolean = false;

  @Field(() => String, { nullable: true, description: 'SHORT_ANSWER: reference answer for graders.' })
  @IsOptional()
  @IsString()
  @MaxLength(QUESTION_HTML_MAX)
  referenceAnswer?: string | null;

  @Field(() => FileRuleInput, { nullable: true, description: 'FILE_UPLOAD: limits of the answer files.' })
  @IsOptional()
  @ValidateNested()
  fileRule?: FileRuleInput | null;

  @Field(() => QuestionStatus, {
    nullable: true,
    description:
      'Status; a new question without one is ENABLED when the caller holds exam_question_status, DRAFT otherwise. Any other change ' +
      'needs exam_question_status.',
  })
  @IsOptional()
  @IsEnum(QuestionStatus)
  questionStatus?: QuestionStatus;
}
