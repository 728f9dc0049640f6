import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { beginTrace, type RequestTrace, type Transport } from '../../core/http/request-trace';
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
      const trace = beginTrace(request, response, transport);
      response.once('finish', () => this.record(request, response.statusCode, trace));
      next();
    };
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
    const row = new ApiLog();
    row.title = cap(trace.operationName, 255);
    row.time = Number((process.hrtime.bigint() - trace.startedAt) / 1_000_000n);
    row.httpStatus = httpStatus;
    row.errorCode = trace.errorCode;
    this.writer.write(row, {
      actor: trace.actor,
      requestId: trace.requestId ?? '',
      ip: request.ip ?? '',
      userAgent: request.get('user-agent') ?? '',
      trace,
    });
  }
}
