import type { EntityClass } from '@mikro-orm/core';
import { PLATFORM_TENANT_ID, type Actor } from '../../core/auth/actor';
import type { RequestContext } from '../../core/http/request-context';
import { traceOf, type RequestTrace } from '../../core/http/request-trace';
import type { LogBuffer } from './log-buffer';
import type { LogRecord } from './log-record.entity';
import { cap, maskedUrl } from './masked-url';
import type { ServerInfo } from './server-info';

/** Who did what from where, as far as it is known when a log row is made. */
export interface LogSource {
  actor: Actor | null;
  requestId: string;
  ip: string;
  userAgent: string;
  trace: RequestTrace | undefined;
}

export function sourceOf(context: RequestContext | null | undefined, trace: RequestTrace | undefined = traceOf(context)): LogSource {
  return {
    actor: context?.actor ?? trace?.actor ?? null,
    requestId: context?.requestId ?? trace?.requestId ?? '',
    ip: context?.ip ?? '',
    userAgent: context?.userAgent ?? '',
    trace,
  };
}

/**
 * Stamps the shared columns on log rows and hands them to the buffer. Rows of anonymous callers
 * belong to the platform tenant (a caller without a token cannot write into a tenant's logs).
 */
export class LogWriter {
  constructor(
    readonly buffer: LogBuffer,
    readonly server: ServerInfo,
  ) {}

  /** Stamps and queues a row of `entity`'s table: an instance of it (the default), or a plain object with all its columns. */
  write<T extends LogRecord>(row: T, source: LogSource, entity: EntityClass<T> = row.constructor as EntityClass<T>): T {
    const { actor, trace } = source;
    row.tenantId = actor?.tenantId ?? PLATFORM_TENANT_ID;
    row.createUser = actor?.userId ?? null;
    row.createDept = actor?.deptIds[0] ?? null;
    row.updateUser = row.createUser;
    row.createBy = cap(actor?.account, 64);
    row.serviceId ||= this.server.serviceId;
    row.serverHost = this.server.serverHost;
    row.serverIp = this.server.serverIp;
    row.env = this.server.env;
    row.remoteIp = cap(source.ip, 64);
    row.userAgent = cap(source.userAgent, 500);
    row.requestId = cap(source.requestId, 64);
    if (trace) {
      const url = maskedUrl(trace.url);
      row.requestUri ||= url.path;
      row.params ??= trace.transport === 'rest' ? url.params : '';
      row.method ||= trace.method;
      row.methodClass ||= trace.transport;
      row.methodName ||= cap(trace.operationName, 255);
    }
    this.buffer.add(row, entity);
    return row;
  }
}
