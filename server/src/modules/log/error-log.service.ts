import type { RequestContext, SignedInContext } from '../../core/http/request-context';
import { ErrorLog } from './error-log.entity';
import { sourceOf, type LogWriter } from './log-writer';
import { cap } from './masked-url';
import { WEB_SERVICE_ID } from './server-info';

/** One error the web app captured (SPEC §3 "Error log entry"). */
export interface ClientErrorEntry {
  type?: string | null;
  message?: string | null;
  stack?: string | null;
  info?: string | null;
  url?: string | null;
  time?: string | null;
}

export const CLIENT_ERROR_LIMITS = { entries: 50, type: 64, message: 2000, stack: 10_000, info: 2000, url: 1000, time: 64 } as const;

/** The first "at ... (file:line:column)" frame of a stack. */
function firstFrame(stack: string | undefined): { fileName: string; lineNumber: number | null } {
  const match = stack ? /at (?:.*? \()?(.+?):(\d+):\d+\)?$/m.exec(stack.split('\n').slice(1).join('\n')) : null;
  return match ? { fileName: cap(match[1], 1000), lineNumber: Number(match[2]) } : { fileName: '', lineNumber: null };
}

/** Error logs: unexpected server errors of both transports, and errors uploaded by the web app. */
export class ErrorLogService {
  constructor(private readonly writer: LogWriter) {}

  /** Records an unexpected (INTERNAL) error; never throws. */
  recordServerError(context: RequestContext | null, error: unknown): void {
    try {
      const failure = error instanceof Error ? error : new Error(typeof error === 'string' ? error : 'non-error thrown');
      const row = new ErrorLog();
      row.exceptionName = cap(failure.constructor.name !== 'Error' ? failure.constructor.name : failure.name, 255);
      row.message = cap(failure.message, CLIENT_ERROR_LIMITS.message);
      row.stackTrace = cap(failure.stack, 16_000);
      Object.assign(row, firstFrame(failure.stack));
      this.writer.write(row, sourceOf(context));
    } catch (problem) {
      context?.logger.error({ err: problem }, 'could not record an error log');
    }
  }

  /** Stores errors uploaded by the signed-in caller's browser (at most 50, each field cut to its limit). */
  recordClientErrors(context: SignedInContext, entries: ClientErrorEntry[]): number {
    const accepted = entries.slice(0, CLIENT_ERROR_LIMITS.entries);
    for (const entry of accepted) {
      const row = new ErrorLog();
      row.serviceId = WEB_SERVICE_ID;
      row.methodClass = 'client';
      row.method = 'CLIENT';
      row.exceptionName = cap(entry.type || 'error', CLIENT_ERROR_LIMITS.type);
      row.message = cap(entry.message, CLIENT_ERROR_LIMITS.message);
      row.stackTrace = cap(entry.stack, CLIENT_ERROR_LIMITS.stack);
      row.requestUri = cap(entry.url, CLIENT_ERROR_LIMITS.url);
      row.params = JSON.stringify({ info: cap(entry.info, CLIENT_ERROR_LIMITS.info), time: cap(entry.time, CLIENT_ERROR_LIMITS.time) });
      row.methodName = '';
      Object.assign(row, firstFrame(entry.stack ?? undefined));
      this.writer.write(row, sourceOf(context));
    }
    return accepted.length;
  }
}
