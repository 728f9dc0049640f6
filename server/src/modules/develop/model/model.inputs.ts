import { IsOptional, Matches, MaxLength } from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';

@InputType({ description: 'Filters of the model list (each matches when the column contains the text).' })
export class ModelFilter {
  @Field({ nullable: true, description: 'Part of the model name.' })
  @IsOptional()
  @MaxLength(100)
  modelName?: string;

  @Field({ nullable: true, description: 'Part of the table name.' })
  @IsOptional()
  @MaxLength(64)
  modelTable?: string;

  @Field(() => ID, { nullable: true, description: 'Datasource id.' })
  @IsOptional()
  @Matches(/^\d{1,19}$/)
  datasourceId?: string;
}

@InputType({ description: 'A model to add (no id) or change (with id); the table must exist in the datasource.' })
export class ModelInput {
  @Field(() => ID, { nullable: true, description: 'Id of the model to change; absent to add one.' })
  @IsOptional()
  @Matches(/^\d{1,19}$/)
  id?: string;

  @Field(() => ID, { description: 'Datasource id (the built-in one for the product database).' })
  @Matches(/^\d{1,19}$/, { message: 'model.datasourceUnknown' })
  datasourceId!: string;

  @Field({ description: 'Name shown to people.' })
  @Matches(/\S/, { message: 'model.nameRequired' })
  @MaxLength(100)
  modelName!: string;

  @Field({ description: 'Lower camel-case key, e.g. notice.' })
  @Matches(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, { message: 'model.codeInvalid' })
  modelCode!: string;

  @Field({ description: "Physical table name, one of the datasource's tables." })
  @MaxLength(64)
  modelTable!: string;

  @Field({ description: 'Entity class name, e.g. Notice.' })
  @Matches(/^[A-Z][A-Za-z0-9]{0,63}$/, { message: 'model.classInvalid' })
  modelClass!: string;

  @Field(() => String, { nullable: true, description: 'Remark.' })
  @IsOptional()
  @MaxLength(255)
  modelRemark?: string | null;
}
