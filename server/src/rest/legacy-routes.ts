import type { Services } from '../app/services';
import type { LegacyRoute, LegacyRouteOptions } from './legacy-route';
import { authRoutes } from './routes/auth.routes';
import { clientRoutes } from './routes/client.routes';
import { examAttemptRoutes } from './routes/exam-attempt.routes';
import { dictRoutes } from './routes/dict.routes';
import { deptRoutes } from './routes/dept.routes';
import { developRoutes } from './routes/develop.routes';
import { examPaperRoutes } from './routes/exam-paper.routes';
import { examQuestionRoutes } from './routes/exam-question.routes';
import { menuAdminRoutes } from './routes/menu-admin.routes';
import { logRoutes } from './routes/log.routes';
import { menuRoutes } from './routes/menu.routes';
import { noticeRoutes } from './routes/notice.routes';
import { paramRoutes } from './routes/param.routes';
import { tenantRoutes } from './routes/tenant.routes';
import { regionRoutes } from './routes/region.routes';
import { postRoutes } from './routes/post.routes';
import { roleRoutes } from './routes/role.routes';
import { scopeRoutes } from './routes/scope.routes';
import { topMenuRoutes } from './routes/top-menu.routes';
import { resourceRoutes } from './routes/resource.routes';
import { smsRoutes } from './routes/sms.routes';
import { userRoutes } from './routes/user.routes';
import { examCandidateRoutes } from './routes/exam-candidate.routes';
import { examExaminationRoutes } from './routes/exam-examination.routes';
import { examGradingRoutes } from './routes/exam-grading.routes';
import { examRosterFileRoutes } from './routes/exam-roster-files.routes';
import { flowAdminRoutes } from './routes/flow-admin.routes';
import { flowWorkRoutes } from './routes/flow-work.routes';
import { leaveRoutes } from './routes/leave.routes';
import { reportRoutes } from './routes/report.routes';

/** THE table of legacy paths (under /api): one file of rows per area in routes/; each capability adds its own. */
export function legacyRoutes(services: Services, options: LegacyRouteOptions): LegacyRoute[] {
  return [
    ...authRoutes(services),
    ...menuRoutes(),
    ...userRoutes(services, options),
    ...paramRoutes(options),
    ...tenantRoutes(options),
    ...clientRoutes(options),
    ...dictRoutes(),
    ...regionRoutes(),
    ...noticeRoutes(options),
    ...deptRoutes(),
    ...postRoutes(options),
    ...roleRoutes(),
    ...menuAdminRoutes(),
    ...topMenuRoutes(options),
    ...scopeRoutes(options),
    ...logRoutes(options),
    ...resourceRoutes(services, options),
    ...smsRoutes(options),
    ...reportRoutes(options),
    ...examExaminationRoutes(options),
    ...examCandidateRoutes(options),
    ...examRosterFileRoutes(services),
    ...examAttemptRoutes(services, options),
    ...examGradingRoutes(services, options),
    ...examQuestionRoutes(services, options),
    ...examPaperRoutes(services, options),
    ...flowAdminRoutes(services, options),
    ...flowWorkRoutes(options),
    ...leaveRoutes(options),
    ...developRoutes(services, options),
  ];
}
