import { Field, ID, Int, ObjectType } from 'type-graphql';
import { createPageType } from '../../../core/graphql/page.types';

/** Where a row of the work lists stands (legacy BladeFlow.status). */
export const WorkTaskStatus = { CLAIM: 'claim', TODO: 'todo', FINISH: 'finish' } as const;
export type WorkTaskStatus = (typeof WorkTaskStatus)[keyof typeof WorkTaskStatus];

/** One row of the claim / todo / sent / done lists (legacy BladeFlow field names where it has them). */
@ObjectType({ description: 'A row of the work lists: a task, or (sent list) an instance the caller started with its current tasks.' })
export class WorkflowTask {
  @Field(() => ID, { nullable: true, description: 'Task id (sent list: the first open task, if any).' })
  taskId!: string | null;

  @Field(() => String, { nullable: true, description: 'Task name (sent list: the names of the open tasks, comma-separated).' })
  taskName!: string | null;

  @Field(() => String, { nullable: true, description: 'Activity id of the task in the BPMN.' })
  taskDefinitionKey!: string | null;

  @Field(() => ID, { nullable: true, description: 'Assignee user id.' })
  assigneeId!: string | null;

  @Field(() => String, { nullable: true, description: 'Assignee name.' })
  assigneeName!: string | null;

  @Field(() => String, { nullable: true, description: 'Process category.' })
  category!: string | null;

  @Field(() => String, { nullable: true, description: 'Label of the category.' })
  categoryName!: string | null;

  @Field(() => Date, { nullable: true, description: 'Task creation (sent list: instance start) time (UTC).' })
  createdAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'Claim time (UTC).' })
  claimedAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'Task end (sent list: instance end) time (UTC).' })
  endedAt!: Date | null;

  @Field(() => ID, { description: 'Process instance id.' })
  processInstanceId!: string;

  @Field(() => ID, { description: 'Process definition id.' })
  processDefinitionId!: string;

  @Field({ description: 'Process definition key.' })
  processDefinitionKey!: string;

  @Field(() => String, { nullable: true, description: 'Process definition name.' })
  processDefinitionName!: string | null;

  @Field(() => Int, { nullable: true, description: 'Process definition version.' })
  processDefinitionVersion!: number | null;

  @Field(() => String, { nullable: true, description: 'Business table of the business key.' })
  businessTable!: string | null;

  @Field(() => String, { nullable: true, description: 'Business id of the business key.' })
  businessId!: string | null;

  @Field({ description: 'claim, todo or finish.' })
  status!: string;

  @Field({ description: 'Whether the process instance has ended.' })
  processIsFinished!: boolean;

  @Field(() => String, { nullable: true, description: 'PASS or REJECT once completed.' })
  outcome!: string | null;

  @Field(() => String, { nullable: true, description: 'The comment given on completion.' })
  comment!: string | null;

  @Field(() => String, { nullable: true, description: 'Name of the user who started the instance.' })
  startUserName!: string | null;
}

export const WorkflowTaskPage = createPageType(WorkflowTask, 'WorkflowTaskPage');
export type WorkflowTaskPage = InstanceType<typeof WorkflowTaskPage>;
