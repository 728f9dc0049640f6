import { Field, InterfaceType } from 'type-graphql';
import { AuditView } from '../../core/graphql/audit-view.types';

/**
 * What every log row shows (legacy LogAbstract): where the server ran, who called what from where, and the audit
 * columns. The usual, API and error logs implement it, so one fragment `on LogEntry` selects these fields of any kind.
 */
@InterfaceType('LogEntry', { description: 'Columns shared by the usual, API and error logs.' })
export abstract class LogEntry extends AuditView {
  @Field({ description: 'Service that wrote the row: exam-server, or exam-web for errors uploaded by the browser.' })
  serviceId!: string;

  @Field({ description: 'Address of the server node.' })
  serverIp!: string;

  @Field({ description: 'Host name of the server node.' })
  serverHost!: string;

  @Field({ description: 'Environment (development, test, production).' })
  env!: string;

  @Field({ description: 'Client address.' })
  remoteIp!: string;

  @Field({ description: 'Client user agent.' })
  userAgent!: string;

  @Field({ description: 'Request path (never with secrets).' })
  requestUri!: string;

  @Field({ description: 'HTTP method.' })
  method!: string;

  @Field({ description: 'Transport or component (graphql, rest, client, or a module name).' })
  methodClass!: string;

  @Field({ description: 'Operation or method name.' })
  methodName!: string;

  @Field(() => String, { nullable: true, description: 'Request parameters with secrets masked.' })
  params?: string | null;

  @Field({ description: 'Account of the caller (empty when anonymous).' })
  createBy!: string;

  @Field({ description: 'Request id (X-Request-Id or generated).' })
  requestId!: string;
}
