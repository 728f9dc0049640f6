// The zh-CN strings of the pages namespaces (namespaces.ts), one chunk loaded by locale-backend.ts.
import type { PageNamespace } from '../namespaces';
import zhAttach from '../locales/zh-CN/attach.json';
import zhClient from '../locales/zh-CN/client.json';
import zhCrud from '../locales/zh-CN/crud.json';
import zhDatasource from '../locales/zh-CN/datasource.json';
import zhDevelop from '../locales/zh-CN/develop.json';
import zhDept from '../locales/zh-CN/dept.json';
import zhDict from '../locales/zh-CN/dict.json';
import zhExamAccess from '../locales/zh-CN/examAccess.json';
import zhExamBank from '../locales/zh-CN/examBank.json';
import zhExamDashboard from '../locales/zh-CN/examDashboard.json';
import zhExamPaper from '../locales/zh-CN/examPaper.json';
import zhExamQuestion from '../locales/zh-CN/examQuestion.json';
import zhExamStats from '../locales/zh-CN/examStats.json';
import zhExamTake from '../locales/zh-CN/examTake.json';
import zhExamTools from '../locales/zh-CN/examTools.json';
import zhExamination from '../locales/zh-CN/examination.json';
import zhGrading from '../locales/zh-CN/grading.json';
import zhLog from '../locales/zh-CN/log.json';
import zhMenuAdmin from '../locales/zh-CN/menuAdmin.json';
import zhNotice from '../locales/zh-CN/notice.json';
import zhOss from '../locales/zh-CN/oss.json';
import zhPost from '../locales/zh-CN/post.json';
import zhProctor from '../locales/zh-CN/proctor.json';
import zhRegion from '../locales/zh-CN/region.json';
import zhReport from '../locales/zh-CN/report.json';
import zhRole from '../locales/zh-CN/role.json';
import zhScope from '../locales/zh-CN/scope.json';
import zhSms from '../locales/zh-CN/sms.json';
import zhSystem from '../locales/zh-CN/system.json';
import zhTenant from '../locales/zh-CN/tenant.json';
import zhTenantPackage from '../locales/zh-CN/tenantPackage.json';
import zhTopmenu from '../locales/zh-CN/topmenu.json';
import zhTree from '../locales/zh-CN/tree.json';
import zhUser from '../locales/zh-CN/user.json';
import zhWorkflowDiagram from '../locales/zh-CN/workflowDiagram.json';
import zhWorkflow from '../locales/zh-CN/workflow.json';
import zhWorkflowAdmin from '../locales/zh-CN/workflowAdmin.json';

export const bundle: Record<PageNamespace, object> = {
  crud: zhCrud,
  system: zhSystem,
  dict: zhDict,
  tenantPackage: zhTenantPackage,
  tenant: zhTenant,
  client: zhClient,
  datasource: zhDatasource,
  develop: zhDevelop,
  region: zhRegion,
  notice: zhNotice,
  tree: zhTree,
  dept: zhDept,
  post: zhPost,
  role: zhRole,
  menuAdmin: zhMenuAdmin,
  topmenu: zhTopmenu,
  scope: zhScope,
  user: zhUser,
  log: zhLog,
  oss: zhOss,
  sms: zhSms,
  report: zhReport,
  attach: zhAttach,
  examTake: zhExamTake,
  examBank: zhExamBank,
  examQuestion: zhExamQuestion,
  examPaper: zhExamPaper,
  examStats: zhExamStats,
  examDashboard: zhExamDashboard,
  examination: zhExamination,
  examAccess: zhExamAccess,
  examTools: zhExamTools,
  grading: zhGrading,
  proctor: zhProctor,
  workflowDiagram: zhWorkflowDiagram,
  workflow: zhWorkflow,
  workflowAdmin: zhWorkflowAdmin,
};
