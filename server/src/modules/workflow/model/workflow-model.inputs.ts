import { IsNotEmpty, IsOptional, Matches, MaxLength } from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';

/** Largest BPMN document accepted (models and uploads). */
export const MAX_BPMN_CHARS = 1_000_000;

@InputType({ description: 'Filters of the model list (each matches when the column contains the text).' })
export class WorkflowModelFilter {
  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(255)
  modelKey?: string;

  @Field({ nullable: true })
  @IsOptional()
  @MaxLength(255)
  name?: string;
}

@InputType({ description: 'A model to add (no id) or change (with id).' })
export class WorkflowModelInput {
  @Field(() => ID, { nullable: true })
  @IsOptional()
  @Matches(/^\d{1,19}$/)
  id?: string;

  @Field()
  @IsNotEmpty({ message: 'workflowAdmin.nameRequired' })
  @MaxLength(255)
  name!: string;

  @Field()
  @IsNotEmpty({ message: 'workflowAdmin.modelKeyRequired' })
  @Matches(/^[A-Za-z_][\w-]*$/, { message: 'workflowAdmin.modelKeyInvalid' })
  @MaxLength(255)
  modelKey!: string;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @MaxLength(2000)
  description?: string | null;

  @Field(() => String, { nullable: true, description: 'BPMN 2.0 XML (legacy modelEditorXml).' })
  @IsOptional()
  @MaxLength(MAX_BPMN_CHARS)
  xml?: string | null;
}

@InputType({ description: 'One BPMN file to deploy.' })
export class BpmnFileInput {
  @Field({ description: 'File name; must end with .bpmn or .bpmn20.xml.' })
  @IsNotEmpty()
  @MaxLength(255)
  name!: string;

  @Field({ description: 'BPMN 2.0 XML.' })
  @IsNotEmpty({ message: 'workflowAdmin.xmlRequired' })
  @MaxLength(MAX_BPMN_CHARS)
  xml!: string;
}

export const MAX_DEPLOY_FILES = 10;
export const MAX_TENANT_IDS = 100;
