import { Entity, Index, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { LogRecord } from './log-record.entity';

/** One API call: a GraphQL operation or a legacy REST path. */
@ObjectType({ description: 'One API call (GraphQL operation or legacy REST path).' })
@Entity({ tableName: 'blade_log_api' })
@Index({ properties: ['tenantId', 'createTime'] })
@Index({ properties: ['createTime'] })
export class ApiLog extends LogRecord {
  @Field({ description: 'Log type ("1": API call).' })
  @Property({ type: 'string', length: 2, default: '1' })
  type: string = '1';

  @Field({ description: 'Title: the operation name.' })
  @Property({ type: 'string', length: 255, default: '' })
  title: string = '';

  @Field(() => Int, { description: 'Duration in milliseconds.' })
  @Property({ type: 'integer', default: 0 })
  time: number = 0;

  @Field(() => Int, { description: 'HTTP status of the answer.' })
  @Property({ type: 'integer', default: 200 })
  httpStatus: number = 200;

  @Field(() => String, { nullable: true, description: 'Error code when the call failed.' })
  @Property({ type: 'string', length: 32, nullable: true })
  errorCode?: string | null;
}
