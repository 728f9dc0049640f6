import { defineModule } from '../../core/module/module-descriptor';
import { ApiLog } from './api-log.entity';
import { ErrorLog } from './error-log.entity';
import type { LogServices } from './log-services';
import { LOG_MESSAGES } from './log.messages';
import { LogResolver } from './log.resolver';
import { UsualLog } from './usual-log.entity';

/** The services the log module's resolvers are built from (provided by app's `Services`). */
export interface LogModuleNeeds {
  logs: LogServices;
}

/** The log module: everything app/ collects from it (see CONTRIBUTING.md). */
export const LOG_MODULE = defineModule({
  name: 'log',
  entities: [UsualLog, ApiLog, ErrorLog],
  resolvers: [LogResolver],
  createResolvers: (services: LogModuleNeeds) => [new LogResolver(services.logs.query, services.logs.errors)],
  messages: [LOG_MESSAGES],
});
