import { Field, Float, ID, ObjectType } from 'type-graphql';
import { GradeChangeKind } from '../shared/attempt-enums';

@ObjectType({ description: 'One audited change of an answer’s score (manual grading, regrade, answer-key fix).' })
export class GradeChangeView {
  @Field(() => ID, { description: 'Audit row id.' })
  id!: string;

  @Field(() => ID, { description: 'Attempt item id.' })
  attemptItemId!: string;

  @Field(() => ID, { description: 'User who changed the score.' })
  byUserId!: string;

  @Field({ description: 'Real name (account when empty) of that user; empty when the user no longer exists.' })
  byUserName!: string;

  @Field(() => Date, { description: 'When the score changed (UTC).' })
  changedAt!: Date;

  @Field(() => Float, { nullable: true, description: 'Score before the change in points (null: not graded before).' })
  oldScore!: number | null;

  @Field(() => Float, { description: 'Score after the change in points.' })
  newScore!: number;

  @Field(() => String, { nullable: true, description: 'Why the score changed, as the grader wrote it.' })
  reason!: string | null;

  @Field(() => GradeChangeKind, {
    description: 'Source: MANUAL (graded by hand), REGRADE (question voided, full marks) or KEY_FIX (answer key override).',
  })
  kind!: GradeChangeKind;
}
