import type { RequestContext } from '../../core/http/request-context';
import { sourceOf, type LogWriter } from './log-writer';
import { cap } from './masked-url';
import { UsualLog } from './usual-log.entity';

export type UsualLogLevel = 'info' | 'warn' | 'error';

/** Usual logs: business events other modules record, e.g. `usualLog(context, 'info', 'user.unlock', {userIds})`. */
export class UsualLogService {
  constructor(private readonly writer: LogWriter) {}

  usualLog(context: RequestContext, level: UsualLogLevel, id: string, data: unknown): void {
    const row = new UsualLog();
    row.logLevel = level;
    row.logId = cap(id, 64);
    let text: string;
    try {
      text = typeof data === 'string' ? data : (JSON.stringify(data) ?? '');
    } catch {
      text = String(data);
    }
    row.logData = cap(text, 16_000);
    this.writer.write(row, sourceOf(context));
  }
}
