import { IsBoolean, IsDate, IsInt, IsNotEmpty, IsOptional, Matches, Max, MaxLength, Min } from 'class-validator';
import { Field, ID, InputType, Int } from 'type-graphql';

const ID_PATTERN = /^\d{1,19}$/;

@InputType({ description: "A candidate's accommodation on an examination (created, or replaced when one exists)." })
export class AccommodationInput {
  @Field(() => ID, { description: 'The examination.' })
  @IsNotEmpty({ message: 'exam.examinationNotFound' })
  @Matches(ID_PATTERN, { message: 'exam.examinationNotFound' })
  examinationId!: string;

  @Field(() => ID, { description: "The candidate (a user in the examination's audience)." })
  @IsNotEmpty({ message: 'exam.accommodationUserRequired' })
  @Matches(ID_PATTERN, { message: 'exam.accommodationNotCandidate' })
  userId!: string;

  @Field(() => Int, { defaultValue: 0, description: 'Extra time as a share of the duration, percent (0..300).' })
  @IsInt({ message: 'exam.extraTimePctRange' })
  @Min(0, { message: 'exam.extraTimePctRange' })
  @Max(300, { message: 'exam.extraTimePctRange' })
  extraTimePct: number = 0;

  @Field(() => Int, { defaultValue: 0, description: 'Extra minutes (0..600).' })
  @IsInt({ message: 'exam.extraTimeMinRange' })
  @Min(0, { message: 'exam.extraTimeMinRange' })
  @Max(600, { message: 'exam.extraTimeMinRange' })
  extraTimeMin: number = 0;

  @Field(() => Date, { nullable: true, description: "The candidate's own window start (null: the examination's)." })
  @IsOptional()
  @IsDate()
  openAtOverride?: Date | null;

  @Field(() => Date, { nullable: true, description: "The candidate's own window end (null: the examination's; at most 7 days after it)." })
  @IsOptional()
  @IsDate()
  closeAtOverride?: Date | null;

  @Field(() => Int, { nullable: true, description: "Attempts allowed to this candidate (1..100; null: the examination's)." })
  @IsOptional()
  @IsInt({ message: 'exam.maxAttemptsRange' })
  @Min(1, { message: 'exam.maxAttemptsRange' })
  @Max(100, { message: 'exam.maxAttemptsRange' })
  maxAttemptsOverride?: number | null;

  @Field({ defaultValue: false, description: 'Integrity events are logged but trigger no warning, lock or submit.' })
  @IsBoolean()
  integrityExempt: boolean = false;

  @Field(() => String, { nullable: true, description: 'Note for staff (at most 500 characters).' })
  @IsOptional()
  @MaxLength(500, { message: 'exam.accommodationNoteLength' })
  note?: string | null;
}
