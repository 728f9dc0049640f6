import { AUTH_MODULE } from '../modules/auth/auth.module';
import { BASE_MODULE } from '../modules/base/base.module';
import { DESK_MODULE } from '../modules/desk/desk.module';
import { DEVELOP_MODULE } from '../modules/develop/develop.module';
import { EXAM_MODULE } from '../modules/exam/exam.module';
import { LOG_MODULE } from '../modules/log/log.module';
import { REPORT_MODULE } from '../modules/report/report.module';
import { RESOURCE_MODULE } from '../modules/resource/resource.module';
import { SYSTEM_MODULE } from '../modules/system/system.module';
import { WORKFLOW_MODULE } from '../modules/workflow/workflow.module';

/**
 * Every server module, the one list app/ collects entities, resolvers and message catalogues from:
 * a new module is one folder under `modules/` with its `<area>.module.ts` descriptor, plus one line here.
 * (Services are still wired in `services.ts`; CONTRIBUTING.md lists every other place a module touches.)
 */
export const MODULES = [
  SYSTEM_MODULE,
  AUTH_MODULE,
  BASE_MODULE,
  DESK_MODULE,
  DEVELOP_MODULE,
  LOG_MODULE,
  RESOURCE_MODULE,
  EXAM_MODULE,
  WORKFLOW_MODULE,
  REPORT_MODULE,
] as const;
