import { Field, ID, Int, ObjectType } from 'type-graphql';
import { createPageType } from '../../../core/graphql/page.types';
import { ExaminationSummary } from '../examination/examination.types';
import { AttemptGradingState, AttemptState } from '../shared/attempt-enums';
import { CandidateExamGroup, CandidateExamPhase } from './candidate-exam-status';

@ObjectType({ description: "The caller's latest attempt at an examination (no scores: those follow the review policy)." })
export class MyAttemptSummary {
  @Field(() => ID)
  id!: string;

  @Field(() => Int)
  attemptNo!: number;

  @Field(() => AttemptState)
  state!: AttemptState;

  @Field(() => AttemptGradingState)
  gradingState!: AttemptGradingState;

  @Field()
  startedAt!: Date;

  @Field({ description: 'Set by the server at start.' })
  deadlineAt!: Date;

  @Field(() => Date, { nullable: true })
  submittedAt!: Date | null;
}

@ObjectType({
  description:
    'An examination as its candidate sees it in "my exams": window, duration, attempts; never the paper or its keys. With an ' +
    "accommodation, openAt/closeAt/status/maxAttempts are the caller's own.",
})
export class MyExamination extends ExaminationSummary {
  @Field({ description: 'The caller has an accommodation on this examination (own window, extra time or attempts).' })
  accommodated!: boolean;

  @Field(() => Int, { description: 'Extra minutes the caller gets on top of durationMin (accommodation; 0 without one).' })
  extraTimeMin!: number;

  @Field({ description: 'The examination is OPEN now (starting also needs attempts left).' })
  openNow!: boolean;

  @Field(() => Int, { description: "The caller's attempts that count against maxAttempts (all but those voided by a cancellation)." })
  attemptsUsed!: number;

  @Field(() => MyAttemptSummary, { nullable: true, description: "The caller's latest attempt, or null." })
  latestAttempt!: MyAttemptSummary | null;

  @Field(() => CandidateExamPhase, {
    description:
      'Where the examination stands for the caller (the badge): not started, running, submitted, awaiting grading, results ' +
      'released, missed.',
  })
  phase!: CandidateExamPhase;

  @Field(() => CandidateExamGroup, {
    description:
      'The list it belongs to for the caller: UPCOMING, OPEN, or ENDED (ended for the caller: no attempt left, or their own window ' +
      'closed).',
  })
  group!: CandidateExamGroup;

  @Field({ description: 'startAttempt would start or resume now: an attempt in progress, or OPEN with attempts left.' })
  canStart!: boolean;
}

export const MyExaminationPage = createPageType(MyExamination, 'MyExaminationPage');
export type MyExaminationPage = InstanceType<typeof MyExaminationPage>;
