import { IsOptional, Matches, MaxLength } from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';

@InputType({ description: 'A leave request to apply for (starts the approval), or with an id: an unstarted request to change.' })
export class LeaveRequestInput {
  @Field(() => ID, { nullable: true, description: 'Id of an unstarted request to change (legacy); absent to apply.' })
  @IsOptional()
  @Matches(/^\d{1,19}$/)
  id?: string | null;

  @Field(() => ID, { description: 'Process definition chosen from the start list (latest, active version).' })
  @Matches(/^\d{1,19}$/, { message: 'workflow.definitionNotFound' })
  processDefinitionId!: string;

  @Field(() => ID, { nullable: true, description: 'Approver (a user of the tenant).' })
  @IsOptional()
  @MaxLength(19)
  approverId?: string | null;

  @Field(() => Date, { nullable: true, description: 'First moment of the leave.' })
  @IsOptional()
  startTime?: Date | null;

  @Field(() => Date, { nullable: true, description: 'Last moment of the leave (not before the start).' })
  @IsOptional()
  endTime?: Date | null;

  @Field(() => String, { nullable: true, description: 'Reason (up to 2000 characters).' })
  @IsOptional()
  @MaxLength(2000)
  reason?: string | null;
}
