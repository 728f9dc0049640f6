import { createPageType } from '../../core/graphql/page.types';
import { ApiLog } from './api-log.entity';
import { ErrorLog } from './error-log.entity';
import { UsualLog } from './usual-log.entity';

export const UsualLogPage = createPageType(UsualLog, 'UsualLogPage');
export type UsualLogPage = InstanceType<typeof UsualLogPage>;
export const ApiLogPage = createPageType(ApiLog, 'ApiLogPage');
export type ApiLogPage = InstanceType<typeof ApiLogPage>;
export const ErrorLogPage = createPageType(ErrorLog, 'ErrorLogPage');
export type ErrorLogPage = InstanceType<typeof ErrorLogPage>;
