import { Authorized, Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { createPageType } from '../../../core/graphql/page.types';
import {
  AudienceMode,
  ExamKind,
  ExamStatus,
  GradeMethod,
  IntegrityAction,
  NavigationMode,
  OverdueHandling,
  ReviewItem,
  TimingMode,
} from '../shared/examination-enums';

@ObjectType({ description: 'What a candidate may see at each moment of review.' })
export class ReviewPolicy {
  @Field(() => [ReviewItem], { description: 'While the attempt is in progress.' })
  during!: ReviewItem[];

  @Field(() => [ReviewItem], { description: 'Right after submitting.' })
  immediatelyAfter!: ReviewItem[];

  @Field(() => [ReviewItem], { description: 'Later, while the examination is still open.' })
  laterWhileOpen!: ReviewItem[];

  @Field(() => [ReviewItem], { description: 'After the examination closed.' })
  afterClose!: ReviewItem[];

  @Field(() => [ReviewItem], { description: 'After results were released.' })
  afterRelease!: ReviewItem[];
}

@ObjectType({ description: 'How the exam page reacts to leaving it.' })
export class IntegrityPolicy {
  @Field(() => Int, { description: 'Focus losses tolerated before the action (0 = no limit).' })
  maxFocusLoss!: number;

  @Field(() => IntegrityAction, { description: 'What happens past the limit.' })
  action!: IntegrityAction;

  @Field({ description: 'Copy and paste are blocked on the exam page.' })
  disableCopyPaste!: boolean;
}

/** Fields candidates and staff both see. */
@ObjectType()
export abstract class ExaminationSummary {
  @Field(() => ID, { description: 'Snowflake id.' })
  id!: string;

  @Field({ description: 'Name.' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'Plain description.' })
  description!: string | null;

  @Field(() => String, { nullable: true, description: 'Instructions (sanitized HTML) shown before starting.' })
  instructions!: string | null;

  @Field(() => ExamKind, { description: 'FORMAL, MOCK or PRACTICE.' })
  kind!: ExamKind;

  @Field(() => ExamStatus, { description: 'Status at the time of the request (SCHEDULED/OPEN/CLOSING follow the clock).' })
  status!: ExamStatus;

  @Field(() => Date, { description: 'Window start (UTC).' })
  openAt!: Date;

  @Field(() => Date, { description: 'Window end (UTC).' })
  closeAt!: Date;

  @Field(() => TimingMode, { description: 'FIXED_WINDOW or PER_ATTEMPT.' })
  timingMode!: TimingMode;

  @Field(() => Int, { description: 'Duration in minutes.' })
  durationMin!: number;

  @Field(() => Int, { description: 'Attempts allowed per candidate.' })
  maxAttempts!: number;

  @Field(() => Float, { description: 'Pass mark in points.' })
  passScore!: number;

  @Field(() => NavigationMode, { description: 'FREE or SEQUENTIAL.' })
  navigation!: NavigationMode;

  @Field(() => Int, { description: 'Questions per page (0 = all on one page).' })
  questionsPerPage!: number;

  @Field({ description: 'The exam page asks for full screen.' })
  requireFullscreen!: boolean;

  @Field(() => IntegrityPolicy, { description: 'Integrity policy.' })
  integrityPolicy!: IntegrityPolicy;

  @Field(() => Date, { nullable: true, description: 'When results were released (null: not yet).' })
  resultsReleasedAt!: Date | null;

  @Field({ description: 'Starting needs the access password (the password itself is shown to staff only).' })
  requiresPassword!: boolean;
}

@ObjectType('Examination', { description: 'An examination: a frozen paper delivered to an audience in a time window (staff view).' })
export class ExaminationView extends ExaminationSummary {
  @Field(() => ID, { description: 'The paper delivered.' })
  paperId!: string;

  @Field(() => String, {
    nullable: true,
    description: 'Name of the paper whatever its state (draft, ready, locked, archived or deleted); null only when it never existed.',
  })
  paperName!: string | null;

  @Field(() => ID, { nullable: true, description: 'The frozen paper snapshot (set on publish).' })
  snapshotId!: string | null;

  @Field(() => Float, { nullable: true, description: 'Total score of the frozen paper in points (null before publish).' })
  totalScore!: number | null;

  @Field(() => ExamStatus, { description: 'The status as stored (the sweep catches up with the clock).' })
  storedStatus!: ExamStatus;

  @Field(() => OverdueHandling, { description: 'What happens to an attempt at its deadline.' })
  overdueHandling!: OverdueHandling;

  @Field(() => Int, { description: 'Grace period in seconds (GRACE_PERIOD).' })
  graceSec!: number;

  @Field(() => GradeMethod, { description: 'Which attempt counts.' })
  gradeMethod!: GradeMethod;

  @Field({ description: 'Question order is shuffled per attempt.' })
  shuffleQuestions!: boolean;

  @Field({ description: 'Option order is shuffled per attempt.' })
  shuffleOptions!: boolean;

  @Field(() => AudienceMode, { description: 'Who may take it.' })
  audienceMode!: AudienceMode;

  @Field(() => [ID], { description: 'ORG_UNITS: the departments (each with its sub-departments).' })
  audienceDeptIds!: string[];

  @Field({ description: 'Candidates with a mobile number get an SMS reminder before the start.' })
  smsReminder!: boolean;

  @Field(() => Int, { description: 'Minutes before the start the SMS reminder goes out.' })
  smsReminderMinutes!: number;

  @Field(() => Date, { nullable: true, description: 'When the SMS reminder was sent; null: not yet.' })
  smsReminderSentAt!: Date | null;

  @Authorized('exam_examination')
  @Field(() => String, {
    nullable: true,
    description: 'Access password candidates must give to start; null: none (staff with exam_examination only).',
  })
  accessPassword!: string | null;

  @Field(() => [String], { description: 'Addresses and CIDR ranges attempts may be started or resumed from; empty: any.' })
  ipAllowList!: string[];

  @Field(() => ReviewPolicy, { description: 'What candidates see at each review moment.' })
  reviewPolicy!: ReviewPolicy;

  @Field(() => Date, { nullable: true, description: 'Results are released automatically at this time.' })
  resultsReleaseAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When it was published.' })
  publishedAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'Why it was cancelled.' })
  cancelReason!: string | null;

  @Field(() => Date, { nullable: true, description: 'When it was cancelled.' })
  cancelledAt!: Date | null;

  @Field(() => Int, { description: 'ACTIVE candidates on the roster.' })
  candidateCount!: number;

  @Field(() => Int, { description: 'Attempts running now (in progress, overdue, paused or locked): what ending it now submits.' })
  runningAttemptCount!: number;

  @Field(() => Int, { description: 'Submitted attempts not fully graded yet (results are released once none is left).' })
  awaitingGradingCount!: number;

  @Field(() => ID, { nullable: true, description: 'User who created it.' })
  createUser!: string | null;

  @Field(() => ID, { nullable: true, description: 'Department of the user who created it.' })
  createDept!: string | null;

  @Field(() => Date, { description: 'Creation time (UTC).' })
  createTime!: Date;

  @Field(() => ID, { nullable: true, description: 'User who last changed it.' })
  updateUser!: string | null;

  @Field(() => Date, { description: 'Last change time (UTC).' })
  updateTime!: Date;
}

export const ExaminationPage = createPageType(ExaminationView, 'ExaminationPage');
export type ExaminationPage = InstanceType<typeof ExaminationPage>;
