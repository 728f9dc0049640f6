import { Field, ID, Int, ObjectType } from 'type-graphql';
import { AuditView } from '../../../core/graphql/audit-view.types';

/** A leave request with the names and the approval's state (legacy ProcessLeave + flow.assigneeName). */
@ObjectType({ description: 'A leave request and where its approval stands.' })
/** The audit columns (id = the business id of the process; createUser = the applicant) come from AuditView. */
export class LeaveRequest extends AuditView {
  @Field(() => ID, { description: 'The process definition it was started with.' })
  processDefinitionId!: string;

  @Field(() => ID, { nullable: true, description: 'The approval’s process instance (null until started).' })
  processInstanceId!: string | null;

  @Field(() => Date, { description: 'First moment of the leave (UTC).' })
  startTime!: Date;

  @Field(() => Date, { description: 'Last moment of the leave (UTC).' })
  endTime!: Date;

  @Field(() => Int, { description: 'Whole days, computed by the server.' })
  days!: number;

  @Field({ description: 'Reason.' })
  reason!: string;

  @Field(() => ID, { description: 'The approver chosen on the form.' })
  approverId!: string;

  @Field(() => String, { nullable: true, description: 'Approver’s name.' })
  approverName!: string | null;

  @Field(() => Date, { description: 'When it was applied for (UTC).' })
  applyTime!: Date;

  @Field(() => String, { nullable: true, description: 'Applicant’s name.' })
  createUserName!: string | null;

  @Field(() => String, { nullable: true, description: 'RUNNING, COMPLETED, DELETED or FAILED; null until started.' })
  instanceStatus!: string | null;
}

/** A person a workflow form may name (the leave's approver): the id and the name shown, nothing more. */
@ObjectType({ description: 'A person a workflow form may name (e.g. the approver of a leave request).' })
export class WorkflowPerson {
  @Field(() => ID, { description: 'User id.' })
  id!: string;

  @Field({ description: 'Real name, else nickname, else account.' })
  name!: string;
}
