import type { AppConfig } from '../../config/env';
import type { MenuService } from '../system/menu/menu.service';
import { ApiLogService } from './api-log.service';
import { ErrorLogService } from './error-log.service';
import { LogBuffer } from './log-buffer';
import { LogQueryService } from './log-query.service';
import { LogRetention } from './log-retention';
import { LogWriter } from './log-writer';
import { describeServer } from './server-info';
import { UsualLogService } from './usual-log.service';

/** The log module: one buffer shared by the three writers, the list/detail reads and the purge. */
export interface LogServices {
  buffer: LogBuffer;
  api: ApiLogService;
  errors: ErrorLogService;
  usual: UsualLogService;
  query: LogQueryService;
  retention: LogRetention;
}

export function createLogServices(config: AppConfig, menus: MenuService): LogServices {
  const buffer = new LogBuffer();
  const writer = new LogWriter(buffer, describeServer(config.nodeEnv));
  return {
    buffer,
    api: new ApiLogService(writer, config.logApiSampleRate),
    errors: new ErrorLogService(writer),
    usual: new UsualLogService(writer),
    query: new LogQueryService(menus),
    retention: new LogRetention(config.logRetentionDays),
  };
}
