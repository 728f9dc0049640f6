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
import { PaperMode, PaperStatus, QuestionType } from '../shared/exam-enums';
import { IsPoints } from '../shared/exam-score';

export const MAX_SECTIONS = 20;
export const MAX_SECTION_ITEMS = 300;
export const MAX_SECTION_RULES = 30;

/** The pass score of a new paper: this percentage of its total, following it. */
export const DEFAULT_PASS_SCORE_PCT = 60;
@InputType({ description: 'Filters of the paper list.' })
export class PaperFilter {
  @Field({ nullable: true, description: 'Part of the name.' })
  @IsOptional()
  @MaxLength(200)
  name?: string;

  @Field(() => PaperMode, { nullable: true, description: 'Only this mode.' })
  @IsOptional()
  @IsEnum(PaperMode)
  mode?: PaperMode;

  @Field(() => [PaperStatus], { nullable: true, description: 'Only these statuses.' })
  @IsOptional()
  @IsArray()
  @IsEnum(PaperStatus, { each: true })
  statuses?: PaperStatus[];
}

@InputType({ description: 'A question placed in a section with its score.' })
export class PaperItemInput {
  @Field(() => ID, { description: 'An ENABLED question of the tenant.' })
  @Matches(/^\d{1,19}$/)
  questionId!: string;

  @Field(() => Float, { nullable: true, description: 'Score in points (at most 2 decimals); default: the question’s default score.' })
  @IsOptional()
  @IsPoints()
  score?: number;

  @Field(() => Int, { nullable: true, description: 'Position; default: the order given.' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(100_000)
  sort?: number;
}

@InputType({ description: 'Draws `count` ENABLED questions of a bank, type and optional difficulty, each worth `scoreEach`.' })
export class DrawRuleInput {
  @Field(() => ID, { description: 'The bank drawn from.' })
  @Matches(/^\d{1,19}$/, { message: 'exam.questionBankRequired' })
  bankId!: string;

  @Field(() => QuestionType, { description: 'Type of the drawn questions.' })
  @IsEnum(QuestionType, { message: 'exam.questionTypeRequired' })
  questionType!: QuestionType;

  @Field(() => Int, { nullable: true, description: 'Difficulty 1..5; absent for any.' })
  @IsOptional()
  @IsInt({ message: 'exam.difficultyRange' })
  @Min(1, { message: 'exam.difficultyRange' })
  @Max(5, { message: 'exam.difficultyRange' })
  difficulty?: number | null;

  @Field(() => Int, { description: 'Questions drawn per attempt (1..500).' })
  @IsInt({ message: 'exam.drawRuleCount' })
  @Min(1, { message: 'exam.drawRuleCount' })
  @Max(500, { message: 'exam.drawRuleCount' })
  count!: number;

  @Field(() => Float, { description: 'Score of each drawn question, points.' })
  @IsPoints()
  scoreEach!: number;
}

@InputType({ description: 'A section of a paper; with id to keep an existing section.' })
export class PaperSectionInput {
  @Field(() => ID, { nullable: true, description: 'Id of an existing section of this paper; absent for a new one.' })
  @IsOptional()
  @Matches(/^\d{1,19}$/)
  id?: string;

  @Field({ description: 'Title, e.g. 一、单选题.' })
  @Matches(/\S/, { message: 'exam.sectionTitleRequired' })
  @MaxLength(200)
  title!: string;

  @Field(() => String, { nullable: true, description: 'Instructions shown to candidates.' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  instructions?: string | null;

  @Field(() => Int, { nullable: true, description: 'Position; default: the order given.' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(1000)
  sort?: number;

  @Field({ defaultValue: false, description: 'Shuffle the section’s questions per attempt.' })
  @IsBoolean()
  shuffleQuestions: boolean = false;

  @Field(() => [PaperItemInput], { description: 'Fixed questions (not in RANDOM_RULES papers).' })
  @IsArray()
  @ArrayMaxSize(MAX_SECTION_ITEMS)
  @ValidateNested({ each: true })
  questions: PaperItemInput[] = [];

  @Field(() => [DrawRuleInput], { description: 'Draw rules (not in FIXED papers).' })
  @IsArray()
  @ArrayMaxSize(MAX_SECTION_RULES)
  @ValidateNested({ each: true })
  drawRules: DrawRuleInput[] = [];
}

@InputType({ description: 'A paper to add (no id) or change (with id). With `sections` the structure is replaced; without, it is kept.' })
export class PaperInput {
  @Field(() => ID, { nullable: true, description: 'Id of the paper to change; absent to add one.' })
  @IsOptional()
  @Matches(/^\d{1,19}$/)
  id?: string;

  @Field({ description: 'Name.' })
  @Matches(/\S/, { message: 'exam.paperNameRequired' })
  @MaxLength(200)
  name!: string;

  @Field(() => String, { nullable: true, description: 'Description.' })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  description?: string | null;

  @Field(() => PaperMode, { defaultValue: PaperMode.FIXED, description: 'FIXED, RANDOM_RULES or MIXED.' })
  @IsEnum(PaperMode)
  mode: PaperMode = PaperMode.FIXED;

  @Field(() => Float, {
    nullable: true,
    description: 'A fixed pass score, points (at most the total when the paper is made ready); ignored when passScorePct is given.',
  })
  @IsOptional()
  @IsPoints()
  passScore?: number | null;

  @Field(() => Int, {
    nullable: true,
    description:
      `The pass score follows the total at this percentage (1..100), derived again whenever the total changes. ` +
      `A new paper with neither this nor passScore follows the total at ${DEFAULT_PASS_SCORE_PCT} %; a changed ` +
      `paper with neither keeps its rule.`,
  })
  @IsOptional()
  @IsInt({ message: 'exam.passScorePctRange' })
  @Min(1, { message: 'exam.passScorePctRange' })
  @Max(100, { message: 'exam.passScorePctRange' })
  passScorePct?: number | null;

  @Field(() => Int, { nullable: true, description: 'Suggested duration, minutes (1..1440).' })
  @IsOptional()
  @IsInt({ message: 'exam.paperDurationRange' })
  @Min(1, { message: 'exam.paperDurationRange' })
  @Max(1440, { message: 'exam.paperDurationRange' })
  suggestedDurationMin?: number | null;

  @Field(() => [PaperSectionInput], {
    nullable: true,
    description: 'The whole structure; absent to keep sections, questions and rules as they are.',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_SECTIONS)
  @ValidateNested({ each: true })
  sections?: PaperSectionInput[] | null;
}

@InputType({ description: 'A question placed in a paper (the legacy examSubjectTest link): add (no id) or change (with id).' })
export class PaperQuestionInput {
  @Field(() => ID, { nullable: true, description: 'Id of the link to change; absent to add one.' })
  @IsOptional()
  @Matches(/^\d{1,19}$/)
  id?: string;

  @Field(() => ID, { description: 'The paper.' })
  @Matches(/^\d{1,19}$/)
  paperId!: string;

  @Field(() => ID, { nullable: true, description: 'The section; default: the paper’s first section (created when there is none).' })
  @IsOptional()
  @Matches(/^\d{1,19}$/)
  sectionId?: string | null;

  @Field(() => ID, { description: 'An ENABLED question.' })
  @Matches(/^\d{1,19}$/)
  questionId!: string;

  @Field(() => Float, { nullable: true, description: 'Score, points; default: the question’s default score.' })
  @IsOptional()
  @IsPoints()
  score?: number;

  @Field(() => Int, { nullable: true, description: 'Position; default: after the last question of the section.' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(100_000)
  sort?: number;
}
