import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { AuditView } from '../../../core/graphql/audit-view.types';
import { createPageType } from '../../../core/graphql/page.types';
import { QuestionView } from '../question/question.types';
import { PaperMode, PaperStatus, QuestionType } from '../shared/exam-enums';

@ObjectType('PaperQuestion', { description: 'A question placed in a paper section with its score (the legacy examSubjectTest).' })
export class PaperQuestionView {
  @Field(() => ID, { description: 'Link id.' })
  id!: string;

  @Field(() => ID, { description: 'The paper.' })
  paperId!: string;

  @Field(() => ID, { description: 'The section.' })
  sectionId!: string;

  @Field(() => ID, { description: 'The question.' })
  questionId!: string;

  @Field(() => Float, { description: 'Score, points.' })
  score!: number;

  @Field(() => Int, { description: 'Position in the section.' })
  sort!: number;

  @Field(() => QuestionView, { nullable: true, description: 'The question with its options as it is now (null when it was deleted).' })
  question!: QuestionView | null;
}

@ObjectType('PaperDrawRule', { description: 'A draw rule of a section, with the size of its ENABLED pool now.' })
export class PaperDrawRuleView {
  @Field(() => ID, { description: 'Rule id.' })
  id!: string;

  @Field(() => ID, { description: 'The section.' })
  sectionId!: string;

  @Field(() => ID, { description: 'The bank drawn from.' })
  bankId!: string;

  @Field(() => String, { nullable: true, description: 'Name of the bank.' })
  bankName!: string | null;

  @Field(() => QuestionType, { description: 'Type drawn.' })
  questionType!: QuestionType;

  @Field(() => Int, { nullable: true, description: 'Difficulty drawn; null for any.' })
  difficulty!: number | null;

  @Field(() => Int, { description: 'Questions drawn per attempt.' })
  count!: number;

  @Field(() => Float, { description: 'Score of each drawn question, points.' })
  scoreEach!: number;

  @Field(() => Int, { description: 'Position in the section.' })
  sort!: number;

  @Field(() => Int, { description: 'ENABLED questions the rule can draw from now (fixed questions of the paper excluded).' })
  available!: number;

  @Field({ description: 'True when `available` >= `count`.' })
  fillable!: boolean;
}

@ObjectType('PaperSection', { description: 'A section of a paper with its fixed questions and draw rules.' })
export class PaperSectionView {
  @Field(() => ID, { description: 'Section id.' })
  id!: string;

  @Field({ description: 'Title.' })
  title!: string;

  @Field(() => String, { nullable: true, description: 'Instructions.' })
  instructions!: string | null;

  @Field(() => Int, { description: 'Position.' })
  sort!: number;

  @Field({ description: 'Shuffle the section’s questions per attempt.' })
  shuffleQuestions!: boolean;

  @Field(() => [PaperQuestionView], { description: 'Fixed questions, in order.' })
  questions!: PaperQuestionView[];

  @Field(() => [PaperDrawRuleView], { description: 'Draw rules, in order.' })
  drawRules!: PaperDrawRuleView[];
}

@ObjectType('Paper', { description: 'A test paper of the caller’s tenant (staff view).' })
export class PaperView extends AuditView {
  @Field({ description: 'Name.' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Description.' })
  description!: string | null;

  @Field(() => PaperMode, { description: 'FIXED, RANDOM_RULES or MIXED.' })
  mode!: PaperMode;

  @Field(() => Float, { description: 'Suggested pass score, points.' })
  passScore!: number;

  @Field(() => Int, {
    nullable: true,
    description: 'When set, the pass score follows the total at this percentage; null for a fixed pass score.',
  })
  passScorePct!: number | null;

  @Field(() => Int, { nullable: true, description: 'Suggested duration, minutes.' })
  suggestedDurationMin!: number | null;

  @Field(() => PaperStatus, { description: 'DRAFT, READY, LOCKED (used by a published examination: no edits) or ARCHIVED.' })
  paperStatus!: PaperStatus;

  @Field(() => Float, { description: 'Total score, points: fixed question scores plus count x scoreEach of every rule.' })
  totalScore!: number;

  @Field(() => Int, { description: 'Fixed questions in the paper.' })
  questionCount!: number;

  @Field(() => Int, { description: 'Draw rules of the paper.' })
  ruleCount!: number;

  @Field(() => [PaperSectionView], { description: 'Sections with questions (and their options) and rules; empty in lists.' })
  sections!: PaperSectionView[];

  @Field(() => [String], {
    description: 'Problems to fix before publishing (rules the ENABLED pool cannot fill now, disabled questions); empty in lists.',
  })
  warnings!: string[];
}

export const PaperPage = createPageType(PaperView, 'PaperPage');
export type PaperPage = InstanceType<typeof PaperPage>;

export const PaperQuestionPage = createPageType(PaperQuestionView, 'PaperQuestionPage');
export type PaperQuestionPage = InstanceType<typeof PaperQuestionPage>;
