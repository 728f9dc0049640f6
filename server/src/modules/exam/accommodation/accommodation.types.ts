import { Field, ID, Int, ObjectType } from 'type-graphql';

@ObjectType('Accommodation', {
  description: "A candidate's accommodation on an examination: extra time, own window, attempts, integrity exemption.",
})
export class AccommodationView {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  examinationId!: string;

  @Field(() => ID, { description: 'The candidate.' })
  userId!: string;

  @Field({ description: "The candidate's login account." })
  account!: string;

  @Field({ description: "The candidate's real name." })
  realName!: string;

  @Field(() => Int, { description: 'Extra time as a share of the duration, percent.' })
  extraTimePct!: number;

  @Field(() => Int, { description: 'Extra minutes.' })
  extraTimeMin!: number;

  @Field(() => Date, { nullable: true, description: "Own window start (null: the examination's)." })
  openAtOverride!: Date | null;

  @Field(() => Date, { nullable: true, description: "Own window end (null: the examination's)." })
  closeAtOverride!: Date | null;

  @Field(() => Int, { nullable: true, description: "Attempts allowed (null: the examination's)." })
  maxAttemptsOverride!: number | null;

  @Field({ description: 'Integrity events trigger no action (still logged).' })
  integrityExempt!: boolean;

  @Field(() => String, { nullable: true, description: 'Note for staff.' })
  note!: string | null;

  @Field(() => ID, { nullable: true, description: 'Who last changed it.' })
  updateUser!: string | null;

  @Field(() => Date, { description: 'When it was last changed.' })
  updateTime!: Date;
}
