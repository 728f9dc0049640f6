import { Field, ID, Int, ObjectType } from 'type-graphql';
import { createPageType } from '../../../core/graphql/page.types';
import type { WfModel } from '../repository/wf-model.entity';

/** A designer draft (legacy FlowModel: `xml` is `modelEditorXml`, `version` goes up by one on every save). */
@ObjectType({ description: 'A BPMN model (designer draft) of the tenant.' })
export class WorkflowModel {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'Model key (becomes the process key when the XML says so).' })
  modelKey!: string;

  @Field()
  name!: string;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field(() => Int, { description: 'Save count: 1 after the first save, +1 on each save.' })
  version!: number;

  @Field(() => String, { nullable: true, description: 'BPMN 2.0 XML (legacy modelEditorXml); lists leave it out.' })
  xml!: string | null;

  @Field(() => ID, { nullable: true, description: 'User who created the model.' })
  createdBy!: string | null;

  @Field(() => ID, { nullable: true, description: 'User who saved it last.' })
  updatedBy!: string | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;

  @Field()
  tenantId!: string;
}

export const WorkflowModelPage = createPageType(WorkflowModel, 'WorkflowModelPage');
export type WorkflowModelPage = InstanceType<typeof WorkflowModelPage>;

@ObjectType({ description: 'One refused construct of a BPMN model.' })
export class ModelLintItem {
  @Field({ description: 'Id of the element (empty for the whole document).' })
  elementId!: string;

  @Field({ description: 'Message key.' })
  messageKey!: string;

  @Field({ description: "The message in the caller's language." })
  message!: string;
}

export function toWorkflowModel(row: WfModel, withXml: boolean): WorkflowModel {
  return {
    id: row.id,
    modelKey: row.modelKey,
    name: row.name,
    description: row.description ?? null,
    version: row.rev,
    xml: withXml ? (row.xml ?? null) : null,
    createdBy: row.createUser ?? null,
    updatedBy: row.updateUser ?? null,
    createdAt: row.createTime,
    updatedAt: row.updateTime,
    tenantId: row.tenantId,
  };
}
