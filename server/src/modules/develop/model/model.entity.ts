import { Entity, Index, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../../core/db/base.entity';
import { IdType } from '../../../core/db/id.type';

/**
 * A data model: one table of a datasource chosen for code generation (legacy blade_model). Platform-level like
 * blade_datasource: no tenant owns it, only the platform administrator reads or changes it (issue 16 item 4),
 * and it describes databases, not a tenant's rows.
 */
@ObjectType({ description: 'A table of a datasource chosen for code generation.' })
@Entity({ tableName: 'blade_model' })
export class DataModel extends BaseEntity {
  @Field(() => ID, { description: 'Datasource id (the built-in one is the product database).' })
  @Property({ type: IdType })
  datasourceId!: string;

  @Field({ description: 'Name shown to people (defaults to the table comment).' })
  @Property({ type: 'string', length: 100 })
  modelName!: string;

  @Field({ description: 'Lower camel-case key, e.g. notice.' })
  @Property({ type: 'string', length: 100 })
  modelCode!: string;

  @Field({ description: 'Physical table name.' })
  @Index()
  @Property({ type: 'string', length: 64 })
  modelTable!: string;

  @Field({ description: 'Entity class name, table prefix removed (blade_notice -> Notice).' })
  @Property({ type: 'string', length: 100 })
  modelClass!: string;

  @Field(() => String, { nullable: true, description: 'Remark.' })
  @Property({ type: 'string', length: 255, nullable: true })
  modelRemark?: string | null;
}
