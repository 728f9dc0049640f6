import { Entity, Index, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { LogRecord } from './log-record.entity';

/** An unexpected server error, or an error the web app captured and uploaded (serviceId exam-web). */
@ObjectType({ description: 'An unexpected server error or an uploaded browser error.' })
@Entity({ tableName: 'blade_log_error' })
@Index({ properties: ['tenantId', 'createTime'] })
@Index({ properties: ['createTime'] })
export class ErrorLog extends LogRecord {
  @Field(() => String, { nullable: true, description: 'Stack trace.' })
  @Property({ type: 'text', nullable: true })
  stackTrace?: string | null;

  @Field({ description: 'Exception name (error type).' })
  @Property({ type: 'string', length: 255, default: '' })
  exceptionName: string = '';

  @Field(() => String, { nullable: true, description: 'Error message.' })
  @Property({ type: 'text', nullable: true })
  message?: string | null;

  @Field({ description: 'Source file of the first stack frame.' })
  @Property({ type: 'string', length: 1000, default: '' })
  fileName: string = '';

  @Field(() => Int, { nullable: true, description: 'Line of the first stack frame.' })
  @Property({ type: 'integer', nullable: true })
  lineNumber?: number | null;
}
