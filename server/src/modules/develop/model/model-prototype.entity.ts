import { Entity, Index, Property, type Opt } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../../core/db/base.entity';
import { IdType } from '../../../core/db/id.type';

/** How one column of a model appears in generated code (legacy blade_model_prototype); platform-level like its model. */
@ObjectType({ description: 'How one column of a model appears in generated code.' })
@Entity({ tableName: 'blade_model_prototype' })
export class ModelPrototype extends BaseEntity {
  @Field(() => ID, { description: 'Model id.' })
  @Index()
  @Property({ type: IdType })
  modelId!: string;

  @Field({ description: 'Column name.' })
  @Property({ type: 'string', length: 64 })
  jdbcName!: string;

  @Field({ description: 'Column type as the database declares it (varchar(64), bigint, ...).' })
  @Property({ type: 'string', length: 100 })
  jdbcType!: string;

  @Field(() => String, { description: 'Column comment.' })
  @Property({ type: 'string', length: 255, default: '' })
  jdbcComment: Opt<string> = '';

  @Field({ description: 'Property name (camel case).' })
  @Property({ type: 'string', length: 64 })
  propertyName!: string;

  @Field({ description: 'TypeScript type: string, number, boolean, Date or unknown.' })
  @Property({ type: 'string', length: 32 })
  propertyType!: string;

  @Field({ description: 'GraphQL type: ID, String, Int, Float, Boolean, DateTimeISO or JSON.' })
  @Property({ type: 'string', length: 32 })
  propertyEntity!: string;

  @Field(() => Boolean, { description: 'Shown in the list.' })
  @Property({ type: 'boolean', default: false })
  isList: Opt<boolean> = false;

  @Field(() => Boolean, { description: 'Shown in the form.' })
  @Property({ type: 'boolean', default: false })
  isForm: Opt<boolean> = false;

  @Field(() => Boolean, { description: 'Takes a whole row of the form.' })
  @Property({ type: 'boolean', default: false })
  isRow: Opt<boolean> = false;

  @Field(() => Boolean, { description: 'Required in the form.' })
  @Property({ type: 'boolean', default: false })
  isRequired: Opt<boolean> = false;

  @Field(() => Boolean, { description: 'A search field of the list.' })
  @Property({ type: 'boolean', default: false })
  isQuery: Opt<boolean> = false;

  @Field({ description: 'Form component: input, textarea, number, select, radio, checkbox, switch, date, datetime.' })
  @Property({ type: 'string', length: 32 })
  componentType!: string;

  @Field(() => String, { description: 'Dictionary code of a select, radio or checkbox (empty: none).' })
  @Property({ type: 'string', length: 64, default: '' })
  dictCode: Opt<string> = '';

  @Field({ description: 'Search operator: equal, notequal, gt, ge, lt, le, between, like, likeleft, likeright.' })
  @Property({ type: 'string', length: 32 })
  queryType!: string;

  @Field(() => Int, { nullable: true, description: 'Longest accepted text (validation); null: no limit.' })
  @Property({ type: 'integer', nullable: true })
  maxLength?: number | null;

  @Field(() => Int, { description: 'Position of the column in the table.' })
  @Property({ type: 'integer', default: 0 })
  sort: Opt<number> = 0;
}
