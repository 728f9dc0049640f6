import { Field, ID, Int, ObjectType } from 'type-graphql';

/** One row of an instance's history (legacy BladeFlow history fields), or a `candidate` row for a user task not reached yet. */
@ObjectType({ description: 'A visited activity, a taken sequence flow, or (type candidate) a user task not reached yet.' })
export class FlowHistoryItem {
  @Field(() => ID, { description: 'The process instance the row belongs to.' })
  processInstanceId!: string;

  @Field(() => ID, { nullable: true, description: 'The user task behind the row, when it is one.' })
  taskId!: string | null;

  @Field({ description: 'Activity (or sequence flow) id in the BPMN.' })
  activityId!: string;

  @Field(() => String, { nullable: true, description: 'Activity name.' })
  activityName!: string | null;

  @Field({ description: 'startEvent, userTask, exclusiveGateway, parallelGateway, sequenceFlow, endEvent, candidate, ...' })
  activityType!: string;

  @Field(() => ID, { nullable: true, description: 'Who handled the task.' })
  assigneeId!: string | null;

  @Field(() => String, { nullable: true, description: 'Name of who handled the task; on candidate rows the candidates’ names.' })
  assigneeName!: string | null;

  @Field(() => Date, { nullable: true, description: 'Start (UTC).' })
  createdAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'End (UTC); null while open.' })
  endedAt!: Date | null;

  @Field(() => Int, { nullable: true, description: 'Duration in milliseconds once ended.' })
  durationMs!: number | null;

  @Field(() => String, { nullable: true, description: 'Comment given on the task.' })
  comment!: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Whether the task was passed (null: not a completed task).' })
  pass!: boolean | null;
}

@ObjectType({ description: 'What the flow chart needs: the BPMN of the instance’s own definition version and its history.' })
export class ProcessDiagram {
  @Field({ description: 'BPMN 2.0 XML of the definition version.' })
  xml!: string;

  @Field(() => [FlowHistoryItem], { description: 'History in order (empty when asked by definition).' })
  history!: FlowHistoryItem[];

  @Field(() => [String], { description: 'Activity ids of the open tasks.' })
  currentActivityIds!: string[];
}
