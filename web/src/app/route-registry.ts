import { createElement, type ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { withPageStrings } from '../i18n/i18n';
import { lazyPage, type RetryablePage } from '../layout/navigation/lazy-page';
import { HomeSectionsContext } from '../shared/home/home-sections';

/**
 * Every page below loads through `lazy`: React.lazy with the 120 s chunk timeout and a retry (SPEC §8), its
 * code together with the pages' strings in the shown language.
 */
function lazy(load: () => Promise<{ default: ComponentType }>): RetryablePage {
  return lazyPage(withPageStrings(load));
}

/** A page that a menu path can show inside the admin layout. */
export interface RegisteredPage {
  /** i18n key of the page title, used when no menu entry names the page. */
  titleKey: string;
  component: ComponentType;
  /** false: visiting the page adds no tab (SPEC §2 "flagged as not a tab"). */
  isTab?: boolean;
}

/**
 * A home page with the registered sections (app/home-sections.ts) around it. The sections load with the
 * first home page in their own chunk, not with the shell.
 */
function homePage(loadPage: () => Promise<ComponentType>): ComponentType {
  return lazy(async () => {
    const [Page, { homeSections }] = await Promise.all([loadPage(), import('./home-sections')]);
    const WithSections = () => createElement(HomeSectionsContext.Provider, { value: homeSections }, createElement(Page));
    return { default: WithSections };
  });
}

/**
 * Menu path (after the index-suffix rule) -> lazy page. Menu entries whose path is not listed here
 * show the "page not available" view inside the layout.
 */
export const routeRegistry: Readonly<Record<string, RegisteredPage>> = {
  '/wel/index': {
    titleKey: 'menu:home',
    component: homePage(() => import('../features/home/welcome/HomePage').then((module) => module.HomePage)),
  },
  '/wel/dashboard': {
    titleKey: 'home:pages.dashboard',
    component: homePage(() => import('../features/home/dashboard/DashboardPage').then((module) => module.DashboardPage)),
  },
  '/wel/studentindex': {
    titleKey: 'home:pages.studentHome',
    component: homePage(() => import('../features/home/student/StudentHomePage').then((module) => module.StudentHomePage)),
  },
  '/info/index': {
    titleKey: 'info:title',
    component: lazy(() => import('../features/info/InfoPage').then((module) => ({ default: module.InfoPage }))),
  },
  '/test/index': {
    titleKey: 'home:pages.test',
    component: lazy(() => import('../features/home/test/TestPage').then((module) => ({ default: module.TestPage }))),
  },
  '/system/user': {
    titleKey: 'menu:user',
    component: lazy(() => import('../features/system/user/UserPage').then((module) => ({ default: module.UserPage }))),
  },
  '/system/param': {
    titleKey: 'menu:param',
    component: lazy(() => import('../features/system/param/ParamPage').then((module) => ({ default: module.ParamPage }))),
  },
  '/system/dict': {
    titleKey: 'menu:dict',
    component: lazy(() => import('../features/system/dict/DictPages').then((module) => ({ default: module.SystemDictPage }))),
  },
  '/system/dictbiz': {
    titleKey: 'menu:dictbiz',
    component: lazy(() => import('../features/system/dict/DictPages').then((module) => ({ default: module.BizDictPage }))),
  },
  '/dict-horizontal/index': {
    titleKey: 'dict:pages.horizontal',
    component: lazy(() => import('../features/system/dict/DictPages').then((module) => ({ default: module.DictHorizontalPage }))),
  },
  '/dict-vertical/index': {
    titleKey: 'dict:pages.vertical',
    component: lazy(() => import('../features/system/dict/DictPages').then((module) => ({ default: module.DictVerticalPage }))),
  },
  '/system/tenantpackage': {
    titleKey: 'menu:tenant_package',
    component: lazy(() =>
      import('../features/system/tenant-package/TenantPackagePage').then((module) => ({ default: module.TenantPackagePage })),
    ),
  },
  '/system/tenant': {
    titleKey: 'menu:tenant',
    component: lazy(() => import('../features/system/tenant/TenantPage').then((module) => ({ default: module.TenantPage }))),
  },
  '/system/client': {
    titleKey: 'menu:client',
    component: lazy(() => import('../features/system/client/ClientPage').then((module) => ({ default: module.ClientPage }))),
  },
  '/tool/datasource': {
    titleKey: 'menu:datasource',
    component: lazy(() => import('../features/tool/datasource/DatasourcePage').then((module) => ({ default: module.DatasourcePage }))),
  },
  '/tool/model': {
    titleKey: 'menu:model',
    component: lazy(() => import('../features/tool/model/ModelPage').then((module) => ({ default: module.ModelPage }))),
  },
  '/tool/code': {
    titleKey: 'menu:code',
    component: lazy(() => import('../features/tool/code/CodePage').then((module) => ({ default: module.CodePage }))),
  },
  '/base/region': {
    titleKey: 'menu:region',
    component: lazy(() => import('../features/base/region/RegionPage').then((module) => ({ default: module.RegionPage }))),
  },
  '/desk/notice': {
    titleKey: 'menu:notice',
    component: lazy(() => import('../features/desk/notice/NoticePage').then((module) => ({ default: module.NoticePage }))),
  },
  '/system/dept': {
    titleKey: 'menu:dept',
    component: lazy(() => import('../features/system/dept/DeptPage').then((module) => ({ default: module.DeptPage }))),
  },
  '/system/post': {
    titleKey: 'menu:post',
    component: lazy(() => import('../features/system/post/PostPage').then((module) => ({ default: module.PostPage }))),
  },
  '/system/menu': {
    titleKey: 'menu:menu',
    component: lazy(() => import('../features/system/menu/MenuPage').then((module) => ({ default: module.MenuPage }))),
  },
  '/system/topmenu': {
    titleKey: 'menu:topmenu',
    component: lazy(() => import('../features/system/topmenu/TopMenuPage').then((module) => ({ default: module.TopMenuPage }))),
  },
  '/authority/role': {
    titleKey: 'menu:role',
    component: lazy(() => import('../features/system/role/RolePage').then((module) => ({ default: module.RolePage }))),
  },
  '/authority/datascope': {
    titleKey: 'menu:data_scope',
    component: lazy(() => import('../features/system/scope/DataScopePage').then((module) => ({ default: module.DataScopePage }))),
  },
  '/authority/apiscope': {
    titleKey: 'menu:api_scope',
    component: lazy(() => import('../features/system/scope/ApiScopePage').then((module) => ({ default: module.ApiScopePage }))),
  },
  '/monitor/log/usual': {
    titleKey: 'menu:log_usual',
    component: lazy(() => import('../features/monitor/log/LogPages').then((module) => ({ default: module.UsualLogPage }))),
  },
  '/monitor/log/api': {
    titleKey: 'menu:log_api',
    component: lazy(() => import('../features/monitor/log/LogPages').then((module) => ({ default: module.ApiLogPage }))),
  },
  '/monitor/log/error': {
    titleKey: 'menu:log_error',
    component: lazy(() => import('../features/monitor/log/LogPages').then((module) => ({ default: module.ErrorLogPage }))),
  },
  '/resource/oss': {
    titleKey: 'menu:oss',
    component: lazy(() => import('../features/resource/oss/OssPage').then((module) => ({ default: module.OssPage }))),
  },
  '/resource/sms': {
    titleKey: 'menu:sms',
    component: lazy(() => import('../features/resource/sms/SmsPage').then((module) => ({ default: module.SmsPage }))),
  },
  '/report/reportlist': {
    titleKey: 'menu:report_list',
    component: lazy(() => import('../features/report/list/ReportListPage').then((module) => ({ default: module.ReportListPage }))),
  },
  '/report/view/:id': {
    titleKey: 'report:pages.viewer',
    // The viewer picks examination ids with the exam area's picker, composed here (features do not import each other).
    component: lazy(async () => {
      const [{ ReportViewerPage }, { ExamPicker }] = await Promise.all([
        import('../features/report/view/ReportViewerPage'),
        import('../features/exam/stats/ExamPicker'),
      ]);
      return { default: () => createElement(ReportViewerPage, { examinationPicker: ExamPicker }) };
    }),
  },
  '/report/design': {
    titleKey: 'report:pages.designer',
    component: lazy(() =>
      import('../features/report/design/ReportDesignerPage').then((module) => ({ default: module.ReportDesignerPage })),
    ),
  },
  '/report/design/:id': {
    titleKey: 'report:pages.designer',
    component: lazy(() =>
      import('../features/report/design/ReportDesignerPage').then((module) => ({ default: module.ReportDesignerPage })),
    ),
  },
  '/exam/my': {
    titleKey: 'menu:exam_take',
    component: lazy(() => import('../features/exam/my/MyExamsPage').then((module) => ({ default: module.MyExamsPage }))),
  },
  '/resource/attach': {
    titleKey: 'menu:attach',
    component: lazy(() => import('../features/resource/attach/AttachPage').then((module) => ({ default: module.AttachPage }))),
  },
  '/exam/bank': {
    titleKey: 'menu:exam_bank',
    component: lazy(() => import('../features/exam/bank/BankPage').then((module) => ({ default: module.BankPage }))),
  },
  '/exam/question': {
    titleKey: 'menu:exam_question',
    component: lazy(() => import('../features/exam/question/QuestionPage').then((module) => ({ default: module.QuestionPage }))),
  },
  '/bdqn/examQuestionAdd': {
    titleKey: 'examQuestion:editor.pageTitle',
    component: lazy(() => import('../features/exam/question/QuestionEditPage').then((module) => ({ default: module.QuestionEditPage }))),
  },
  '/exam/paper': {
    titleKey: 'menu:exam_paper',
    component: lazy(() => import('../features/exam/paper/PaperPage').then((module) => ({ default: module.PaperPage }))),
  },
  '/score/list': {
    titleKey: 'menu:exam_score',
    component: lazy(() => import('../features/exam/stats/ScoreStatsPage').then((module) => ({ default: module.ScoreStatsPage }))),
  },
  '/exam/examination': {
    titleKey: 'menu:exam_examination',
    component: lazy(() => import('../features/exam/examination/ExaminationPage').then((module) => ({ default: module.ExaminationPage }))),
  },
  '/exam/proctor': {
    titleKey: 'menu:exam_proctor',
    component: lazy(() => import('../features/exam/proctor/ProctorPage').then((module) => ({ default: module.ProctorPage }))),
  },
  '/exam/grading': {
    titleKey: 'menu:exam_grade',
    component: lazy(() => import('../features/exam/grading/GradingPage').then((module) => ({ default: module.GradingPage }))),
  },
  '/work/start': {
    titleKey: 'menu:work_start',
    component: lazy(() => import('../features/workflow/work/WorkListPages').then((module) => ({ default: module.StartListPage }))),
  },
  '/work/claim': {
    titleKey: 'menu:work_claim',
    component: lazy(() => import('../features/workflow/work/WorkListPages').then((module) => ({ default: module.ClaimListPage }))),
  },
  '/work/todo': {
    titleKey: 'menu:work_todo',
    component: lazy(() => import('../features/workflow/work/WorkListPages').then((module) => ({ default: module.TodoListPage }))),
  },
  '/work/send': {
    titleKey: 'menu:work_send',
    component: lazy(() => import('../features/workflow/work/WorkListPages').then((module) => ({ default: module.SendListPage }))),
  },
  '/work/done': {
    titleKey: 'menu:work_done',
    component: lazy(() => import('../features/workflow/work/WorkListPages').then((module) => ({ default: module.DoneListPage }))),
  },
  '/work/process/leave/form/:processDefinitionId': {
    titleKey: 'workflow:leave.formTitle',
    component: lazy(() => import('../features/workflow/leave/LeaveFormPage').then((module) => ({ default: module.LeaveFormPage }))),
  },
  '/work/process/leave/handle/:taskId/:processInstanceId/:businessId': {
    titleKey: 'workflow:leave.handleTitle',
    component: lazy(() => import('../features/workflow/leave/LeaveHandlePage').then((module) => ({ default: module.LeaveHandlePage }))),
  },
  '/work/process/leave/detail/:processInstanceId/:businessId': {
    titleKey: 'workflow:leave.detailTitle',
    component: lazy(() => import('../features/workflow/leave/LeaveDetailPage').then((module) => ({ default: module.LeaveDetailPage }))),
  },
  '/flow/follow': {
    titleKey: 'menu:flow_follow',
    component: lazy(() => import('../features/workflow/admin/follow/FollowPage').then((module) => ({ default: module.FollowPage }))),
  },
  '/flow/manager': {
    titleKey: 'menu:flow_manager',
    component: lazy(() => import('../features/workflow/admin/manager/ManagerPage').then((module) => ({ default: module.ManagerPage }))),
  },
  '/flow/deploy': {
    titleKey: 'menu:flow_deploy',
    component: lazy(() => import('../features/workflow/admin/deploy/DeployPage').then((module) => ({ default: module.DeployPage }))),
  },
  '/flow/model': {
    titleKey: 'menu:flow_model',
    component: lazy(() => import('../features/workflow/admin/model/ModelPage').then((module) => ({ default: module.ModelPage }))),
  },
};

export function findRegisteredPage(pathname: string): RegisteredPage | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (Object.prototype.hasOwnProperty.call(routeRegistry, normalized)) {
    return routeRegistry[normalized];
  }
  // Pages whose address carries ids (`/work/process/leave/form/:processDefinitionId`): the page reads them with matchPath.
  const pattern = Object.keys(routeRegistry).find((key) => key.includes('/:') && matchPath(key, normalized) !== null);
  return pattern === undefined ? undefined : routeRegistry[pattern];
}
