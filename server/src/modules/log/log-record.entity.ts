import { Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { TenantScopedEntity } from '../../core/db/base.entity';

/** Columns every log table has (legacy LogAbstract): where the server ran, who called what from where. */
@ObjectType({ description: 'Columns shared by the usual, API and error logs.' })
export abstract class LogRecord extends TenantScopedEntity {
  @Field({ description: 'Service that wrote the row: exam-server, or exam-web for errors uploaded by the browser.' })
  @Property({ type: 'string', length: 64, default: '' })
  serviceId: string = '';

  @Field({ description: 'Address of the server node.' })
  @Property({ type: 'string', length: 64, default: '' })
  serverIp: string = '';

  @Field({ description: 'Host name of the server node.' })
  @Property({ type: 'string', length: 255, default: '' })
  serverHost: string = '';

  @Field({ description: 'Environment (development, test, production).' })
  @Property({ type: 'string', length: 32, default: '' })
  env: string = '';

  @Field({ description: 'Client address.' })
  @Property({ type: 'string', length: 64, default: '' })
  remoteIp: string = '';

  @Field({ description: 'Client user agent.' })
  @Property({ type: 'string', length: 500, default: '' })
  userAgent: string = '';

  @Field({ description: 'Request path (never with secrets).' })
  @Property({ type: 'string', length: 1000, default: '' })
  requestUri: string = '';

  @Field({ description: 'HTTP method.' })
  @Property({ type: 'string', length: 16, default: '' })
  method: string = '';

  @Field({ description: 'Transport or component (graphql, rest, client, or a module name).' })
  @Property({ type: 'string', length: 255, default: '' })
  methodClass: string = '';

  @Field({ description: 'Operation or method name.' })
  @Property({ type: 'string', length: 255, default: '' })
  methodName: string = '';

  @Field(() => String, { nullable: true, description: 'Request parameters with secrets masked.' })
  @Property({ type: 'text', nullable: true })
  params?: string | null;

  @Field({ description: 'Account of the caller (empty when anonymous).' })
  @Property({ type: 'string', length: 64, default: '' })
  createBy: string = '';

  @Field({ description: 'Request id (X-Request-Id or generated).' })
  @Property({ type: 'string', length: 64, default: '' })
  requestId: string = '';
}
