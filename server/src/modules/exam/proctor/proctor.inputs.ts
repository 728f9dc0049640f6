import { IsEnum, IsInt, IsOptional, Matches, Max, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { AttemptState } from '../shared/attempt-enums';

/** Something other than white space. */
const NOT_BLANK = /\S/;

@ArgsType()
export class ProctorReasonArgs {
  @Field(() => ID, { description: 'The attempt.' })
  id!: string;

  @Field({ description: 'Why (1..500 characters; kept in the proctor action history).' })
  @Matches(NOT_BLANK, { message: 'exam.proctorReasonRequired' })
  @MaxLength(500, { message: 'exam.proctorReasonTooLong' })
  reason!: string;
}

@ArgsType()
export class UnlockAttemptArgs extends ProctorReasonArgs {
  @Field({
    defaultValue: false,
    description:
      "Also set the attempt's integrity count back to 0 (its events stay in the history). Without it the next counted event locks " +
      'the attempt again.',
  })
  resetIntegrityCount: boolean = false;
}

@ArgsType()
export class ExtendAttemptArgs extends ProctorReasonArgs {
  @Field(() => Int, { description: 'Minutes added to the deadline (1..600).' })
  @IsInt({ message: 'exam.proctorMinutesRange' })
  @Min(1, { message: 'exam.proctorMinutesRange' })
  @Max(600, { message: 'exam.proctorMinutesRange' })
  minutes!: number;
}

@ArgsType()
export class ForgiveIntegrityEventArgs {
  @Field(() => ID, { description: 'The integrity event.' })
  eventId!: string;

  @Field({ description: 'Why the event is forgiven (1..500 characters).' })
  @Matches(NOT_BLANK, { message: 'exam.proctorNoteRequired' })
  @MaxLength(500, { message: 'exam.proctorNoteTooLong' })
  note!: string;
}

@InputType({ description: "Filters of the proctor console's attempt list." })
export class ProctorAttemptFilter {
  @Field(() => AttemptState, { nullable: true, description: 'Only attempts in this state.' })
  @IsOptional()
  @IsEnum(AttemptState)
  state?: AttemptState | null;

  @Field(() => String, { nullable: true, description: "Part of the candidate's account or real name." })
  @IsOptional()
  @MaxLength(100, { message: 'errors.paramTooLong' })
  keyword?: string | null;
}
