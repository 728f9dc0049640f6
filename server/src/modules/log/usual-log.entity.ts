import { Entity, Index, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { LogRecord } from './log-record.entity';

/** A business event a module chose to record (e.g. an account was unlocked). */
@ObjectType({ description: 'A business event recorded by a module.' })
@Entity({ tableName: 'blade_log_usual' })
@Index({ properties: ['tenantId', 'createTime'] })
@Index({ properties: ['createTime'] })
export class UsualLog extends LogRecord {
  @Field({ description: 'Level: info, warn or error.' })
  @Property({ type: 'string', length: 16, default: 'info' })
  logLevel: string = 'info';

  @Field({ description: 'Event id, e.g. user.unlock.' })
  @Property({ type: 'string', length: 64, default: '' })
  logId: string = '';

  @Field(() => String, { nullable: true, description: 'Event data (JSON).' })
  @Property({ type: 'text', nullable: true })
  logData?: string | null;
}
