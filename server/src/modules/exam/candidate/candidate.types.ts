import { Field, ID, ObjectType } from 'type-graphql';
import { createPageType } from '../../../core/graphql/page.types';
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
}

export const ExamCandidatePage = createPageType(ExamCandidateView, 'ExamCandidatePage');
export type ExamCandidatePage = InstanceType<typeof ExamCandidatePage>;
