import { Field, ID, Int, ObjectType } from 'type-graphql';
import { createPageType } from '../../../core/graphql/page.types';
import { AttemptState, IntegrityEventType, SubmitSource } from '../shared/attempt-enums';
import { IntegrityAction } from '../shared/examination-enums';
import { ProctorActionKind } from './proctor-enums';

@ObjectType({ description: 'One attempt as the proctor console shows it (live state, time and progress).' })
export class ProctorAttemptRow {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  examinationId!: string;

  @Field(() => ID)
  userId!: string;

  @Field({ description: 'Login account of the candidate.' })
  account!: string;

  @Field({ description: 'Real name of the candidate.' })
  realName!: string;

  @Field(() => String, { nullable: true, description: 'Department recorded on the roster, if any.' })
  deptName!: string | null;

  @Field(() => Int)
  attemptNo!: number;

  @Field(() => AttemptState)
  state!: AttemptState;

  @Field()
  startedAt!: Date;

  @Field({ description: "The server's deadline (moves with resume and extend)." })
  deadlineAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When a proctor paused it (PAUSED only).' })
  pausedAt!: Date | null;

  @Field({ description: "The server's clock when the list was read: count down from here." })
  serverNow!: Date;

  @Field(() => Int, { description: 'Seconds until the deadline at serverNow (0 when past; frozen while PAUSED).' })
  secondsLeft!: number;

  @Field(() => Int, { description: 'Questions with a saved answer.' })
  answeredCount!: number;

  @Field(() => Int, { description: 'Questions of the attempt.' })
  itemCount!: number;

  @Field(() => Date, { nullable: true, description: 'The latest saved answer.' })
  lastSavedAt!: Date | null;

  @Field(() => Int, { description: 'Counted integrity events (forgiven ones are taken off).' })
  integrityCount!: number;

  @Field(() => Date, { nullable: true })
  submittedAt!: Date | null;

  @Field(() => SubmitSource, { nullable: true })
  submitSource!: SubmitSource | null;
}

export const ProctorAttemptPage = createPageType(ProctorAttemptRow, 'ProctorAttemptPage');
export type ProctorAttemptPage = InstanceType<typeof ProctorAttemptPage>;

@ObjectType({ description: 'An integrity event of an attempt as the proctor sees it.' })
export class ProctorIntegrityEvent {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  attemptId!: string;

  @Field(() => IntegrityEventType)
  eventType!: IntegrityEventType;

  @Field({ description: "True when the event counts against the examination's limit." })
  counted!: boolean;

  @Field(() => Date, { nullable: true, description: 'When the browser says it happened.' })
  occurredAt!: Date | null;

  @Field({ description: 'When the server received it.' })
  receivedAt!: Date;

  @Field(() => Int, { description: "The attempt's count after this event." })
  countAfter!: number;

  @Field(() => IntegrityAction, { nullable: true, description: 'What the policy did.' })
  actionTaken!: IntegrityAction | null;

  @Field()
  forgiven!: boolean;

  @Field(() => String, { nullable: true, description: 'Real name of the proctor who forgave it.' })
  forgivenByName!: string | null;

  @Field(() => String, { nullable: true })
  note!: string | null;
}

@ObjectType({ description: 'One proctor action in the history of an attempt or examination.' })
export class ProctorActionView {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  attemptId!: string;

  @Field(() => ID)
  examinationId!: string;

  @Field(() => ProctorActionKind)
  action!: ProctorActionKind;

  @Field()
  reason!: string;

  @Field(() => Int, { nullable: true, description: 'Minutes added (EXTEND).' })
  minutes!: number | null;

  @Field(() => ID, { nullable: true, description: 'The forgiven event (FORGIVE).' })
  integrityEventId!: string | null;

  @Field(() => ID)
  byUserId!: string;

  @Field({ description: 'Real name (or account) of the proctor.' })
  byName!: string;

  @Field({ description: 'Real name (or account) of the candidate.' })
  candidateName!: string;

  @Field()
  createTime!: Date;
}
