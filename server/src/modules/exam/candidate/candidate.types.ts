import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { createPageType } from '../../../core/graphql/page.types';
import { AttemptGradingState, AttemptState } from '../shared/attempt-enums';
import { CandidateStatus } from '../shared/examination-enums';

@ObjectType({ description: 'A candidate on an examination roster (exam student).' })
export class ExamCandidateView {
  @Field(() => ID, { description: 'Roster entry id.' })
  id!: string;

  @Field(() => ID)
  examinationId!: string;

  @Field(() => ID)
  userId!: string;

  @Field({ description: 'Login account of the user.' })
  account!: string;

  @Field({ description: 'Real name of the user.' })
  realName!: string;

  @Field(() => ID, { nullable: true, description: 'Department of the user when added.' })
  deptId!: string | null;

  @Field(() => String, { nullable: true, description: 'Name of that department.' })
  deptName!: string | null;

  @Field(() => CandidateStatus, { description: 'Roster state; only ACTIVE candidates may start.' })
  status!: CandidateStatus;

  @Field(() => ID, { description: 'Who added the candidate.' })
  addedBy!: string;

  @Field(() => Date, { description: 'When the candidate was added (or re-added).' })
  addedAt!: Date;

  @Field(() => Int, { description: 'Attempts the candidate started that count against maxAttempts (not voided).' })
  attemptsUsed!: number;

  @Field(() => AttemptState, { nullable: true, description: 'State of the candidate’s latest attempt; null before the first start.' })
  latestAttemptState!: AttemptState | null;

  @Field(() => AttemptGradingState, { nullable: true, description: 'Grading progress of the latest attempt; null before the first start.' })
  latestGradingState!: AttemptGradingState | null;

  @Field(() => Float, {
    nullable: true,
    description:
      'Score of the latest attempt in points once it is fully graded; null before, and for callers without the score permission ' +
      '(exam_score).',
  })
  latestScore!: number | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Whether the latest attempt reached the pass score, once fully graded; null like latestScore.',
  })
  latestPassed!: boolean | null;
}

export const ExamCandidatePage = createPageType(ExamCandidateView, 'ExamCandidatePage');
export type ExamCandidatePage = InstanceType<typeof ExamCandidatePage>;
