import { ArrayMaxSize, IsDate, IsIn, IsNotEmpty, IsOptional, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { Field, Float, ID, InputType, Int } from 'type-graphql';
import { IsPoints } from '../shared/exam-score';
import { MAX_IP_ALLOW_ENTRIES } from '../shared/ip-allow-list';
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

const ID_PATTERN = /^\d{1,19}$/;

@InputType({ description: 'What a candidate may see at each review moment (each list: the visible items).' })
export class ReviewPolicyInput {
  @Field(() => [ReviewItem], { defaultValue: [] })
  @ArrayMaxSize(6)
  during!: ReviewItem[];

  @Field(() => [ReviewItem], { defaultValue: [] })
  @ArrayMaxSize(6)
  immediatelyAfter!: ReviewItem[];

  @Field(() => [ReviewItem], { defaultValue: [] })
  @ArrayMaxSize(6)
  laterWhileOpen!: ReviewItem[];

  @Field(() => [ReviewItem], { defaultValue: [] })
  @ArrayMaxSize(6)
  afterClose!: ReviewItem[];

  @Field(() => [ReviewItem], { defaultValue: [] })
  @ArrayMaxSize(6)
  afterRelease!: ReviewItem[];
}

@InputType({ description: 'Integrity policy of the exam page.' })
export class IntegrityPolicyInput {
  @Field(() => Int, { defaultValue: 0, description: 'Focus losses tolerated before the action (0 = no limit).' })
  @Min(0, { message: 'exam.maxFocusLossRange' })
  @Max(1000, { message: 'exam.maxFocusLossRange' })
  maxFocusLoss: number = 0;

  @Field(() => IntegrityAction, { defaultValue: IntegrityAction.LOG_ONLY })
  action: IntegrityAction = IntegrityAction.LOG_ONLY;

  @Field({ defaultValue: false })
  disableCopyPaste: boolean = false;
}

@InputType({ description: 'An examination to create or change (all settings; the same rules the form shows).' })
export class ExaminationInput {
  @Field({ description: 'Name.' })
  @IsNotEmpty({ message: 'exam.examNameRequired' })
  @MaxLength(255)
  name!: string;

  @Field(() => String, { nullable: true, description: 'Plain description.' })
  @IsOptional()
  @MaxLength(2000)
  description?: string | null;

  @Field(() => String, { nullable: true, description: 'Instructions (HTML, sanitized on save).' })
  @IsOptional()
  @MaxLength(100_000)
  instructions?: string | null;

  @Field(() => ID, { description: 'The paper to deliver (READY or LOCKED).' })
  @IsNotEmpty({ message: 'exam.paperRequired' })
  @Matches(ID_PATTERN, { message: 'exam.examPaperMissing' })
  paperId!: string;

  @Field(() => ExamKind, { defaultValue: ExamKind.FORMAL })
  kind: ExamKind = ExamKind.FORMAL;

  @Field(() => Date, { description: 'Window start.' })
  @IsDate({ message: 'exam.openAtRequired' })
  openAt!: Date;

  @Field(() => Date, { description: 'Window end (after the start).' })
  @IsDate({ message: 'exam.closeAtRequired' })
  closeAt!: Date;

  @Field(() => TimingMode, {
    defaultValue: TimingMode.PER_ATTEMPT,
    description:
      'PER_ATTEMPT (default): each attempt lasts durationMin from its start, ending at closeAt at the latest; FIXED_WINDOW: ' +
      'everyone ends at closeAt.',
  })
  timingMode: TimingMode = TimingMode.PER_ATTEMPT;

  @Field(() => Int, {
    description: 'Duration in minutes (1..10080, at most the window). FIXED_WINDOW ignores it: the duration is the window.',
  })
  @Min(1, { message: 'exam.durationRange' })
  @Max(10_080, { message: 'exam.durationRange' })
  durationMin!: number;

  @Field(() => OverdueHandling, { defaultValue: OverdueHandling.AUTO_SUBMIT })
  overdueHandling: OverdueHandling = OverdueHandling.AUTO_SUBMIT;

  @Field(() => Int, { defaultValue: 0, description: 'Grace period in seconds (0..86400).' })
  @Min(0, { message: 'exam.graceRange' })
  @Max(86_400, { message: 'exam.graceRange' })
  graceSec: number = 0;

  @Field(() => Int, { defaultValue: 1, description: 'Attempts allowed (1..100).' })
  @Min(1, { message: 'exam.maxAttemptsRange' })
  @Max(100, { message: 'exam.maxAttemptsRange' })
  maxAttempts: number = 1;

  @Field(() => GradeMethod, { defaultValue: GradeMethod.HIGHEST })
  gradeMethod: GradeMethod = GradeMethod.HIGHEST;

  @Field(() => Float, { defaultValue: 0, description: 'Pass mark in points (at most 2 decimals).' })
  @IsPoints()
  passScore: number = 0;

  @Field({ defaultValue: false })
  shuffleQuestions: boolean = false;

  @Field({ defaultValue: false })
  shuffleOptions: boolean = false;

  @Field(() => NavigationMode, { defaultValue: NavigationMode.FREE })
  navigation: NavigationMode = NavigationMode.FREE;

  @Field(() => Int, { defaultValue: 1, description: 'Questions per page (0 = all on one page).' })
  @Min(0, { message: 'exam.questionsPerPageRange' })
  @Max(200, { message: 'exam.questionsPerPageRange' })
  questionsPerPage: number = 1;

  @Field(() => AudienceMode, { defaultValue: AudienceMode.ROSTER })
  audienceMode: AudienceMode = AudienceMode.ROSTER;

  @Field({ defaultValue: false, description: 'Send candidates with a mobile number an SMS reminder before the start.' })
  smsReminder: boolean = false;

  @Field(() => Int, { defaultValue: 60, description: 'Minutes before the start the SMS reminder goes out (5..10080).' })
  @Min(5, { message: 'exam.smsReminderRange' })
  @Max(10_080, { message: 'exam.smsReminderRange' })
  smsReminderMinutes: number = 60;

  @Field(() => [ID], { defaultValue: [], description: 'ORG_UNITS: the departments (each with its sub-departments).' })
  @ArrayMaxSize(500)
  @Matches(ID_PATTERN, { each: true, message: 'exam.audienceDeptInvalid' })
  audienceDeptIds!: string[];

  @Field(() => String, {
    nullable: true,
    description:
      'Access password candidates must give to start (1..64 characters; empty or null: none). Editable until the examination opens.',
  })
  @IsOptional()
  @MaxLength(64, { message: 'exam.accessPasswordLength' })
  accessPassword?: string | null;

  @Field(() => [String], {
    nullable: true,
    description:
      `IPv4/IPv6 addresses and CIDR ranges attempts may be started or resumed from (at most ${MAX_IP_ALLOW_ENTRIES}; ` +
      `empty or null: any address). Editable until the examination opens.`,
  })
  @IsOptional()
  @ArrayMaxSize(MAX_IP_ALLOW_ENTRIES, { message: 'exam.ipAllowListTooLong' })
  @MaxLength(64, { each: true, message: 'exam.ipAllowEntryLength' })
  ipAllowList?: string[] | null;

  @Field({ defaultValue: false })
  requireFullscreen: boolean = false;

  @Field(() => IntegrityPolicyInput, { nullable: true, description: 'Absent: log only, no limit.' })
  @IsOptional()
  @ValidateNested()
  integrityPolicy?: IntegrityPolicyInput | null;

  @Field(() => ReviewPolicyInput, {
    nullable: true,
    description: "Absent: after release, the score, per-question marks and the teacher's comments (no correct answers).",
  })
  @IsOptional()
  @ValidateNested()
  reviewPolicy?: ReviewPolicyInput | null;

  @Field(() => Date, { nullable: true, description: 'Release results automatically at this time (not before closeAt).' })
  @IsOptional()
  @IsDate()
  resultsReleaseAt?: Date | null;
}

@InputType({ description: 'Filters of the examination list.' })
export class ExaminationFilter {
  @Field({ nullable: true, description: 'Part of the name.' })
  @IsOptional()
  @MaxLength(255)
  keyword?: string;

  @Field(() => ExamStatus, { nullable: true, description: 'Status at the time of the request.' })
  @IsOptional()
  @IsIn(Object.values(ExamStatus))
  status?: ExamStatus;

  @Field(() => ExamKind, { nullable: true })
  @IsOptional()
  kind?: ExamKind;

  @Field(() => Date, { nullable: true, description: 'Only examinations whose window ends after this time.' })
  @IsOptional()
  @IsDate()
  from?: Date;

  @Field(() => Date, { nullable: true, description: 'Only examinations whose window starts before this time.' })
  @IsOptional()
  @IsDate()
  to?: Date;
}
