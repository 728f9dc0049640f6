import path from 'node:path';
import type { GraphQLSchema } from 'graphql';
import { buildSchema, type NonEmptyArray } from 'type-graphql';
import { createAuthChecker } from '../core/auth/auth-checker';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { ScreenLockResolver } from '../modules/auth/screen-lock.resolver';
import { DatasourceResolver } from '../modules/develop/datasource/datasource.resolver';
import { ClientResolver } from '../modules/system/client/client.resolver';
import { RegionResolver } from '../modules/base/region/region.resolver';
import { MyNoticeResolver } from '../modules/desk/notice/my-notice.resolver';
import { NoticeResolver } from '../modules/desk/notice/notice.resolver';
import { DictBizResolver } from '../modules/system/dict/dict-biz.resolver';
import { DictResolver } from '../modules/system/dict/dict.resolver';
import { QuestionBankResolver } from '../modules/exam/bank/question-bank.resolver';
import { PaperResolver } from '../modules/exam/paper/paper.resolver';
import { QuestionOptionResolver } from '../modules/exam/question/question-option.resolver';
import { QuestionResolver } from '../modules/exam/question/question.resolver';
import { LogResolver } from '../modules/log/log.resolver';
import { AttemptResolver } from '../modules/exam/attempt/attempt.resolver';
import { ProctorResolver } from '../modules/exam/proctor/proctor.resolver';
import { AttachResolver } from '../modules/resource/attach/attach.resolver';
import { OssResolver } from '../modules/resource/oss/oss.resolver';
import { MenuResolver } from '../modules/system/menu/menu.resolver';
import { ParamResolver } from '../modules/system/param/param.resolver';
import { TenantPackageResolver } from '../modules/system/tenant-package/tenant-package.resolver';
import { TenantResolver } from '../modules/system/tenant/tenant.resolver';
import { UserAccountResolver } from '../modules/system/user/user-account.resolver';
import { DeptResolver } from '../modules/system/dept/dept.resolver';
import { MenuAdminResolver } from '../modules/system/menu/menu-admin.resolver';
import { PostResolver } from '../modules/system/post/post.resolver';
import { RoleGrantResolver } from '../modules/system/role/role-grant.resolver';
import { RoleResolver } from '../modules/system/role/role.resolver';
import { ScopeResolver } from '../modules/system/scope/scope.resolver';
import { TopMenuResolver } from '../modules/system/top-menu/top-menu.resolver';
import { UserResolver } from '../modules/system/user/user.resolver';
import { ExamCandidateResolver } from '../modules/exam/candidate/candidate.resolver';
import { AccommodationResolver } from '../modules/exam/accommodation/accommodation.resolver';
import { ExaminationResolver } from '../modules/exam/examination/examination.resolver';
import { ExaminationToolsResolver } from '../modules/exam/tools/examination-tools.resolver';
import { ExamDashboardResolver } from '../modules/exam/dashboard/dashboard.resolver';
import { GradeChangeResolver } from '../modules/exam/grading/grade-change.resolver';
import { GradingResolver } from '../modules/exam/grading/grading.resolver';
import { GradingPaperResolver } from '../modules/exam/grading/grading-paper.resolver';
import { ExamStatsResolver } from '../modules/exam/stats/stats.resolver';
import { guardInputs } from '../core/input/input-boundary';
import type { Services } from './services';

/** Every resolver class; each capability adds its own. */
export const RESOLVERS: NonEmptyArray<new (...args: never[]) => object> = [
  AuthResolver,
  ScreenLockResolver,
  MenuResolver,
  ParamResolver,
  TenantResolver,
  TenantPackageResolver,
  ClientResolver,
  DatasourceResolver,
  UserResolver,
  UserAccountResolver,
  DictResolver,
  DictBizResolver,
  RegionResolver,
  NoticeResolver,
  MyNoticeResolver,
  DeptResolver,
  PostResolver,
  RoleResolver,
  RoleGrantResolver,
  MenuAdminResolver,
  TopMenuResolver,
  ScopeResolver,
  LogResolver,
  OssResolver,
  AttachResolver,
  ExaminationResolver,
  ExaminationToolsResolver,
  ExamCandidateResolver,
  AccommodationResolver,
  AttemptResolver,
  ProctorResolver,
  GradingResolver,
  GradingPaperResolver,
  GradeChangeResolver,
  ExamStatsResolver,
  ExamDashboardResolver,
  QuestionBankResolver,
  QuestionResolver,
  QuestionOptionResolver,
  PaperResolver,
];

export const SCHEMA_FILE = path.join(__dirname, '..', '..', '..', 'schema.graphql');

function instantiate(services: Services): Map<unknown, object> {
  return new Map<unknown, object>([
    [AuthResolver, new AuthResolver(services.clientConfig, services.auth, services.captcha, services.users, services.menus)],
    [ScreenLockResolver, new ScreenLockResolver(services.screenLock)],
    [MenuResolver, new MenuResolver(services.menus)],
    [ParamResolver, new ParamResolver(services.params)],
    [TenantResolver, new TenantResolver(services.tenants)],
    [TenantPackageResolver, new TenantPackageResolver(services.tenantPackages)],
    [ClientResolver, new ClientResolver(services.clients)],
    [DatasourceResolver, new DatasourceResolver(services.datasources, services.tenantDatasources)],
    [UserResolver, new UserResolver(services.users, services.userAdmin, services.userRegistrations)],
    [UserAccountResolver, new UserAccountResolver(services.users, services.userAccount, services.userRegistrations)],
    [DictResolver, new DictResolver(services.dicts)],
    [DictBizResolver, new DictBizResolver(services.dictBiz)],
    [RegionResolver, new RegionResolver(services.regions)],
    [NoticeResolver, new NoticeResolver(services.notices)],
    [MyNoticeResolver, new MyNoticeResolver(services.myNotices)],
    [DeptResolver, new DeptResolver(services.deptQueries, services.depts)],
    [PostResolver, new PostResolver(services.posts)],
    [RoleResolver, new RoleResolver(services.roles)],
    [RoleGrantResolver, new RoleGrantResolver(services.roleGrants)],
    [MenuAdminResolver, new MenuAdminResolver(services.menuAdminQueries, services.menuAdmin)],
    [TopMenuResolver, new TopMenuResolver(services.topMenuAdmin)],
    [ScopeResolver, new ScopeResolver(services.dataScopes, services.apiScopes)],
    [LogResolver, new LogResolver(services.logs.query, services.logs.errors)],
    [OssResolver, new OssResolver(services.resources.oss)],
    [AttachResolver, new AttachResolver(services.resources.attaches)],
    [AttemptResolver, new AttemptResolver(services.examAttempts)],
    [ProctorResolver, new ProctorResolver(services.examAttempts)],
    [ExaminationResolver, new ExaminationResolver(services.examDelivery.examinationQueries, services.examDelivery.examinationWrites, services.examDelivery.examinationLifecycle, services.examDelivery.examinationWindow)],
    [ExaminationToolsResolver, new ExaminationToolsResolver(services.examTools.copies, services.examTools.reminders)],
    [ExamCandidateResolver, new ExamCandidateResolver(services.examDelivery.roster, services.examDelivery.myExaminations)],
    [AccommodationResolver, new AccommodationResolver(services.examDelivery.accommodations)],
    [GradingResolver, new GradingResolver(services.examGrading.queue, services.examGrading.grading, services.examGrading.releases, services.examGrading.regrades)],
    [GradeChangeResolver, new GradeChangeResolver(services.examGrading.changes)],
    [GradingPaperResolver, new GradingPaperResolver(services.examGrading.papers, services.examGrading.grading, services.examGrading.gradingExport)],
    [ExamStatsResolver, new ExamStatsResolver(services.examGrading.stats, services.examGrading.scores, services.examGrading.statsCompare)],
    [ExamDashboardResolver, new ExamDashboardResolver(services.examGrading.staffDashboard)],
    [QuestionBankResolver, new QuestionBankResolver(services.examAuthoring.banks)],
    [QuestionResolver, new QuestionResolver(services.examAuthoring.questionQueries, services.examAuthoring.questionWrites)],
    [QuestionOptionResolver, new QuestionOptionResolver(services.examAuthoring.questionOptions)],
    [PaperResolver, new PaperResolver(services.examAuthoring.paperQueries, services.examAuthoring.paperWrites, services.examAuthoring.paperQuestions)],
  ]);
}

export async function createSchema(services: Services, options: { emitSchemaFile?: boolean } = {}): Promise<GraphQLSchema> {
  const instances = instantiate(services);
  const schema = await buildSchema({
    resolvers: RESOLVERS,
    container: {
      get: (someClass: unknown) => {
        const instance = instances.get(someClass);
        if (!instance) {
          throw new Error(`no instance registered for resolver ${String(someClass)}`);
        }
        return instance;
      },
    },
    // Permission codes first, then the API scopes of the operation's resources (root fields only).
    authChecker: createAuthChecker(
      async (context, codes, operation) => (await services.menus.hasPermission(context, codes)) && (operation === null || (await services.apiScopeGuard.allows(context, codes, operation))),
    ),
    authMode: 'error',
    validate: { forbidUnknownValues: false },
    emitSchemaFile: options.emitSchemaFile ? { path: SCHEMA_FILE, sortedSchema: true } : false,
  });
  return guardInputs(schema);
}
