import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { beginTrace, type RequestTrace, type Transport } from '../../core/http/request-trace';
import { PLATFORM_TENANT_ID } from '../../core/auth/actor';
import { nextId } from '../../core/ids/snowflake';
import { ApiLog } from './api-log.entity';
import type { LogWriter } from './log-writer';
import { cap } from './masked-url';

/** Records every GraphQL operation and legacy REST call when its answer has been sent. */
export class ApiLogService {
  constructor(
    private readonly writer: LogWriter,
    /** Share of successful reads recorded (0..1); errors and writes are always recorded. */
    private readonly sampleRate: number,
    private readonly random: () => number = Math.random,
  ) {}

  /** Express middleware of one transport: starts the request's trace and logs the call once answered. */
  middleware(transport: Transport): RequestHandler {
    return (request: Request, response: Response, next: NextFunction) => {
      this.track(request, response, transport);
      next();
    };
  }

  /** Starts the request's trace and logs the call once answered (the middleware, and the direct GraphQL handler). */
  track(request: Request, response: Response, transport: Transport): void {
    const trace = beginTrace(request, response, transport);
    response.once('finish', () => this.record(request, response.statusCode, trace));
  }

  record(request: Request, httpStatus: number, trace: RequestTrace): void {
    if (request.method === 'OPTIONS' || request.method === 'HEAD') {
      return;
    }
    const failed = httpStatus >= 400 || trace.errorCode !== null;
    const write = trace.transport === 'graphql' ? trace.operationType === 'mutation' : request.method !== 'GET';
    if (!failed && !write && this.sampleRate < 1 && this.random() >= this.sampleRate) {
      return;
    }
    const row = apiLogRow(cap(trace.operationName, 255), Number((process.hrtime.bigint() - trace.startedAt) / 1_000_000n), httpStatus);
    row.errorCode = trace.errorCode;
    this.writer.write(
      row,
      { actor: trace.actor, requestId: trace.requestId ?? '', ip: request.ip ?? '', userAgent: request.get('user-agent') ?? '', trace },
      ApiLog,
    );
  }
}

/**
 * A plain row with every column of ApiLog and the entity's defaults (LogWriter stamps the shared ones): one per
 * request, inserted in bulk; never an entity instance, whose construction costs more than the row.
 */
export function apiLogRow(title: string, time: number, httpStatus: number): ApiLog {
  const now = new Date();
  return {
    id: nextId(),
    tenantId: PLATFORM_TENANT_ID,
    createUser: null,
    createDept: null,
    createTime: now,
    updateUser: null,
    updateTime: now,
    status: 1,
    isDeleted: 0,
    serviceId: '',
    serverIp: '',
    serverHost: '',
    env: '',
    remoteIp: '',
    userAgent: '',
    requestUri: '',
    method: '',
    methodClass: '',
    methodName: '',
    params: null,
    createBy: '',
    requestId: '',
    type: '1',
    title,
    time,
    httpStatus,
    errorCode: null,
  };
}
