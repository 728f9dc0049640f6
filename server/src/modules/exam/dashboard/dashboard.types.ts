import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { AttemptState } from '../shared/attempt-enums';
import { QuestionStatus, QuestionType } from '../shared/exam-enums';
import { ExamStatus } from '../shared/examination-enums';

@ObjectType({ description: 'An examination on a dashboard.' })
export class DashboardExam {
  @Field(() => ID, { description: 'Examination id.' })
  id!: string;

  @Field({ description: 'Name.' })
  name!: string;

  @Field(() => ExamStatus, { description: 'Status now (SCHEDULED/OPEN/CLOSING follow the clock).' })
  examStatus!: ExamStatus;

  @Field(() => Date, { description: 'Window start (UTC).' })
  openAt!: Date;

  @Field(() => Date, { description: 'Window end (UTC).' })
  closeAt!: Date;

  @Field(() => Int, { description: 'Duration in minutes.' })
  durationMin!: number;
}

@ObjectType({ description: 'Pass rate of a recently closed examination.' })
export class RecentPassRate {
  @Field(() => ID, { description: 'Examination id.' })
  examinationId!: string;

  @Field({ description: 'Name.' })
  name!: string;

  @Field(() => Date, { description: 'Window end (UTC).' })
  closeAt!: Date;

  @Field(() => Int, { description: 'Candidates with a final result.' })
  graded!: number;

  @Field(() => Int, { description: 'Of those, passed.' })
  passed!: number;

  @Field(() => Float, { nullable: true, description: 'passed / graded (null when nobody is graded).' })
  passRate!: number | null;
}

@ObjectType({ description: 'Questions of the tenant with one type and status.' })
export class BankSize {
  @Field(() => QuestionType, { description: 'Question type.' })
  questionType!: QuestionType;

  @Field(() => QuestionStatus, { description: 'Question status.' })
  questionStatus!: QuestionStatus;

  @Field(() => Int, { description: 'How many.' })
  count!: number;
}

@ObjectType({ description: 'Attempts submitted on one day.' })
export class DailyCount {
  @Field({ description: 'Day (yyyy-MM-dd in the server time zone).' })
  day!: string;

  @Field(() => Int, { description: 'Attempts submitted that day.' })
  submitted!: number;
}

@ObjectType({ description: 'The staff home page (the original’s indexData), for the caller’s tenant.' })
export class StaffDashboard {
  @Field(() => Int, { description: 'Examinations open now.' })
  openNow!: number;

  @Field(() => Int, { description: 'Examinations starting today (not yet open).' })
  startingToday!: number;

  @Field(() => [DashboardExam], { description: 'Open examinations, closing soonest first (at most 10).' })
  openExaminations!: DashboardExam[];

  @Field(() => [DashboardExam], { description: 'Examinations starting later today (at most 10).' })
  todayExaminations!: DashboardExam[];

  @Field(() => Int, { description: 'Answers waiting for manual grading.' })
  pendingManualGrading!: number;

  @Field(() => [RecentPassRate], { description: 'Pass rates of the last 5 closed examinations.' })
  recentPassRates!: RecentPassRate[];

  @Field(() => Int, { description: 'Question banks.' })
  banks!: number;

  @Field(() => [BankSize], { description: 'Questions by type and status.' })
  bankSizes!: BankSize[];

  @Field(() => [DailyCount], { description: 'Submitted attempts per day over the last 30 days (oldest first).' })
  attemptTrend!: DailyCount[];
}

@ObjectType({ description: 'A finished examination with what the release policy lets the candidate see now.' })
export class StudentResult {
  @Field(() => ID, { description: 'Examination id.' })
  examinationId!: string;

  @Field({ description: 'Name.' })
  name!: string;

  @Field(() => ExamStatus, { description: 'Status now.' })
  examStatus!: ExamStatus;

  @Field(() => Int, { description: 'Attempts used.' })
  attemptsUsed!: number;

  @Field(() => AttemptState, { description: 'State of the latest attempt.' })
  lastAttemptState!: AttemptState;

  @Field(() => Date, { nullable: true, description: 'Last submit time (UTC).' })
  submittedAt!: Date | null;

  @Field({ description: 'The policy lets the candidate see the score now.' })
  scoreVisible!: boolean;

  @Field(() => Float, { nullable: true, description: 'Final score in points (only when visible and graded).' })
  finalScore!: number | null;

  @Field(() => Boolean, { nullable: true, description: 'Passed (only when visible and graded).' })
  passed!: boolean | null;

  @Field(() => Date, { nullable: true, description: 'When results were released (UTC).' })
  resultsReleasedAt!: Date | null;
}

@ObjectType({ description: 'The student home page: upcoming and open examinations, and finished ones with results.' })
export class StudentDashboard {
  @Field(() => [DashboardExam], { description: 'Published examinations of the student that have not opened yet.' })
  upcoming!: DashboardExam[];

  @Field(() => [DashboardExam], { description: 'Examinations open now.' })
  open!: DashboardExam[];

  @Field(() => [StudentResult], { description: 'Examinations the student took, latest first (at most 20).' })
  finished!: StudentResult[];
}
