import { Property } from '@mikro-orm/core';
import { ObjectType } from 'type-graphql';
import { TenantScopedEntity } from '../../core/db/base.entity';
import { LogEntry } from './log-entry.types';

/** Columns every log table has (legacy LogAbstract); their GraphQL fields are the LogEntry interface's. */
@ObjectType({ implements: LogEntry })
export abstract class LogRecord extends TenantScopedEntity implements LogEntry {
  @Property({ type: 'string', length: 64, default: '' })
  serviceId: string = '';

  @Property({ type: 'string', length: 64, default: '' })
  serverIp: string = '';

  @Property({ type: 'string', length: 255, default: '' })
  serverHost: string = '';

  @Property({ type: 'string', length: 32, default: '' })
  env: string = '';

  @Property({ type: 'string', length: 64, default: '' })
  remoteIp: string = '';

  @Property({ type: 'string', length: 500, default: '' })
  userAgent: string = '';

  @Property({ type: 'string', length: 1000, default: '' })
  requestUri: string = '';

  @Property({ type: 'string', length: 16, default: '' })
  method: string = '';

  @Property({ type: 'string', length: 255, default: '' })
  methodClass: string = '';

  @Property({ type: 'string', length: 255, default: '' })
  methodName: string = '';

  @Property({ type: 'text', nullable: true })
  params?: string | null;

  @Property({ type: 'string', length: 64, default: '' })
  createBy: string = '';

  @Property({ type: 'string', length: 64, default: '' })
  requestId: string = '';
}
