import { Entity, Property, Unique } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../../core/db/base.entity';

/** A system parameter (global key/value setting such as account.failCount). */
@ObjectType({ description: 'A system parameter: a global key/value setting.' })
@Entity({ tableName: 'blade_param' })
export class Param extends BaseEntity {
  @Field({ description: 'Display name.' })
  @Property({ type: 'string', length: 255 })
  paramName!: string;

  @Field({ description: 'Unique key, e.g. account.failCount.' })
  @Unique()
  @Property({ type: 'string', length: 255 })
  paramKey!: string;

  @Field({ description: 'Value.' })
  @Property({ type: 'string', length: 2000 })
  paramValue!: string;

  @Field(() => String, { nullable: true, description: 'Remark.' })
  @Property({ type: 'string', length: 255, nullable: true })
  remark?: string | null;
}
