// The en strings of the pages namespaces (namespaces.ts), one chunk loaded by locale-backend.ts.
import type { PageNamespace } from '../namespaces';
import enAttach from '../locales/en/attach.json';
import enClient from '../locales/en/client.json';
import enCrud from '../locales/en/crud.json';
import enDatasource from '../locales/en/datasource.json';
import enDevelop from '../locales/en/develop.json';
import enDept from '../locales/en/dept.json';
import enDict from '../locales/en/dict.json';
import enExamAccess from '../locales/en/examAccess.json';
import enExamBank from '../locales/en/examBank.json';
import enExamDashboard from '../locales/en/examDashboard.json';
import enExamPaper from '../locales/en/examPaper.json';
import enExamQuestion from '../locales/en/examQuestion.json';
import enExamStats from '../locales/en/examStats.json';
import enExamTake from '../locales/en/examTake.json';
import enExamTools from '../locales/en/examTools.json';
import enExamination from '../locales/en/examination.json';
import enGrading from '../locales/en/grading.json';
import enLog from '../locales/en/log.json';
import enMenuAdmin from '../locales/en/menuAdmin.json';
import enNotice from '../locales/en/notice.json';
import enOss from '../locales/en/oss.json';
import enPost from '../locales/en/post.json';
import enProctor from '../locales/en/proctor.json';
import enRegion from '../locales/en/region.json';
import enReport from '../locales/en/report.json';
import enRole from '../locales/en/role.json';
import enScope from '../locales/en/scope.json';
import enSms from '../locales/en/sms.json';
import enSystem from '../locales/en/system.json';
import enTenant from '../locales/en/tenant.json';
import enTenantPackage from '../locales/en/tenantPackage.json';
import enTopmenu from '../locales/en/topmenu.json';
import enTree from '../locales/en/tree.json';
import enUser from '../locales/en/user.json';
import enWorkflowDiagram from '../locales/en/workflowDiagram.json';
import enWorkflow from '../locales/en/workflow.json';
import enWorkflowAdmin from '../locales/en/workflowAdmin.json';

export const bundle: Record<PageNamespace, object> = {
  crud: enCrud,
  system: enSystem,
  dict: enDict,
  tenantPackage: enTenantPackage,
  tenant: enTenant,
  client: enClient,
  datasource: enDatasource,
  develop: enDevelop,
  region: enRegion,
  notice: enNotice,
  tree: enTree,
  dept: enDept,
  post: enPost,
  role: enRole,
  menuAdmin: enMenuAdmin,
  topmenu: enTopmenu,
  scope: enScope,
  user: enUser,
  log: enLog,
  oss: enOss,
  sms: enSms,
  report: enReport,
  attach: enAttach,
  examTake: enExamTake,
  examBank: enExamBank,
  examQuestion: enExamQuestion,
  examPaper: enExamPaper,
  examStats: enExamStats,
  examDashboard: enExamDashboard,
  examination: enExamination,
  examAccess: enExamAccess,
  examTools: enExamTools,
  grading: enGrading,
  proctor: enProctor,
  workflowDiagram: enWorkflowDiagram,
  workflow: enWorkflow,
  workflowAdmin: enWorkflowAdmin,
};
