import { Field, ID, Int, ObjectType } from 'type-graphql';
import { createPageType } from '../../../core/graphql/page.types';
import { DataModel } from './model.entity';
import { ModelPrototype } from './model-prototype.entity';
import { PrototypeSettings } from './prototype-settings.types';

export const ModelPage = createPageType(DataModel, 'DataModelPage');
export type ModelPage = InstanceType<typeof ModelPage>;

export const ModelPrototypePage = createPageType(ModelPrototype, 'ModelPrototypePage');
export type ModelPrototypePage = InstanceType<typeof ModelPrototypePage>;

@ObjectType({ description: 'A datasource a model may read tables from; the built-in one (master) comes first.' })
export class ModelDatasourceOption {
  @Field(() => ID, { description: 'Datasource id.' })
  id!: string;

  @Field({ description: 'Name (master for the built-in one).' })
  name!: string;

  @Field({ description: 'Driver class.' })
  driverClass!: string;

  @Field({ description: "True for the product's own database: not editable or removable." })
  builtIn!: boolean;
}

@ObjectType({ description: 'A table of a datasource.' })
export class TableSummaryView {
  @Field({ description: 'Table name.' })
  name!: string;

  @Field({ description: 'Table comment (empty when the database keeps none).' })
  comment!: string;
}

@ObjectType({ description: 'A column of a table.' })
export class TableFieldView {
  @Field({ description: 'Column name.' })
  name!: string;

  @Field({ description: 'Base type (varchar, bigint, ...).' })
  dataType!: string;

  @Field({ description: 'Declared type (varchar(64), ...).' })
  columnType!: string;

  @Field({ description: 'Accepts null.' })
  nullable!: boolean;

  @Field(() => String, { nullable: true, description: 'Default value as the database states it.' })
  defaultValue!: string | null;

  @Field(() => Int, { nullable: true, description: 'Longest text.' })
  maxLength!: number | null;

  @Field({ description: 'Part of the primary key.' })
  primaryKey!: boolean;

  @Field({ description: 'Filled in by the database.' })
  autoIncrement!: boolean;

  @Field({ description: 'Column comment.' })
  comment!: string;

  @Field({ description: 'Property name (camel case).' })
  propertyName!: string;

  @Field({ description: 'TypeScript type.' })
  propertyType!: string;
}

@ObjectType({ description: 'A table with its columns.' })
export class TableInfoView extends TableSummaryView {
  @Field({ description: 'Entity class name, table prefix removed.' })
  entityName!: string;

  @Field({ description: 'Table prefix (up to the first underscore).' })
  tablePrefix!: string;

  @Field(() => [TableFieldView], { description: 'Columns in table order.' })
  fields!: TableFieldView[];
}

@ObjectType({
  implements: PrototypeSettings,
  description: 'Settings of one column: a stored row (with id) or a proposal from the table (no id).',
})
export class ModelPrototypeDraft extends PrototypeSettings {
  @Field(() => ID, { nullable: true, description: 'Id of the stored row; null for a proposal.' })
  id!: string | null;
}
