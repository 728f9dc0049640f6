import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, readStoredLanguage, supportedLanguages } from './languages';
import enAttach from './locales/en/attach.json';
import enAuth from './locales/en/auth.json';
import enClient from './locales/en/client.json';
import enCommon from './locales/en/common.json';
import enCrud from './locales/en/crud.json';
import enDatasource from './locales/en/datasource.json';
import enDept from './locales/en/dept.json';
import enDict from './locales/en/dict.json';
import enErrorLog from './locales/en/errorLog.json';
import enErrors from './locales/en/errors.json';
import enExamBank from './locales/en/examBank.json';
import enExamDashboard from './locales/en/examDashboard.json';
import enExamPaper from './locales/en/examPaper.json';
import enExamQuestion from './locales/en/examQuestion.json';
import enExamStats from './locales/en/examStats.json';
import enExamTake from './locales/en/examTake.json';
import enExamAccess from './locales/en/examAccess.json';
import enExamTools from './locales/en/examTools.json';
import enExamination from './locales/en/examination.json';
import enGrading from './locales/en/grading.json';
import enProctor from './locales/en/proctor.json';
import enHome from './locales/en/home.json';
import enInfo from './locales/en/info.json';
import enLayout from './locales/en/layout.json';
import enLock from './locales/en/lock.json';
import enLog from './locales/en/log.json';
import enMenu from './locales/en/menu.json';
import enMenuAdmin from './locales/en/menuAdmin.json';
import enNotice from './locales/en/notice.json';
import enNoticePopover from './locales/en/noticePopover.json';
import enOss from './locales/en/oss.json';
import enPost from './locales/en/post.json';
import enRegion from './locales/en/region.json';
import enRegister from './locales/en/register.json';
import enRole from './locales/en/role.json';
import enScope from './locales/en/scope.json';
import enSeed from './locales/en/seed.json';
import enSwitchRole from './locales/en/switchRole.json';
import enSystem from './locales/en/system.json';
import enTenant from './locales/en/tenant.json';
import enTenantPackage from './locales/en/tenantPackage.json';
import enTheme from './locales/en/theme.json';
import enTopmenu from './locales/en/topmenu.json';
import enTree from './locales/en/tree.json';
import enUser from './locales/en/user.json';
import zhAttach from './locales/zh-CN/attach.json';
import zhAuth from './locales/zh-CN/auth.json';
import zhClient from './locales/zh-CN/client.json';
import zhCommon from './locales/zh-CN/common.json';
import zhCrud from './locales/zh-CN/crud.json';
import zhDatasource from './locales/zh-CN/datasource.json';
import zhDept from './locales/zh-CN/dept.json';
import zhDict from './locales/zh-CN/dict.json';
import zhErrorLog from './locales/zh-CN/errorLog.json';
import zhErrors from './locales/zh-CN/errors.json';
import zhExamBank from './locales/zh-CN/examBank.json';
import zhExamDashboard from './locales/zh-CN/examDashboard.json';
import zhExamPaper from './locales/zh-CN/examPaper.json';
import zhExamQuestion from './locales/zh-CN/examQuestion.json';
import zhExamStats from './locales/zh-CN/examStats.json';
import zhExamTake from './locales/zh-CN/examTake.json';
import zhExamAccess from './locales/zh-CN/examAccess.json';
import zhExamTools from './locales/zh-CN/examTools.json';
import zhExamination from './locales/zh-CN/examination.json';
import zhGrading from './locales/zh-CN/grading.json';
import zhProctor from './locales/zh-CN/proctor.json';
import zhHome from './locales/zh-CN/home.json';
import zhInfo from './locales/zh-CN/info.json';
import zhLayout from './locales/zh-CN/layout.json';
import zhLock from './locales/zh-CN/lock.json';
import zhLog from './locales/zh-CN/log.json';
import zhMenu from './locales/zh-CN/menu.json';
import zhMenuAdmin from './locales/zh-CN/menuAdmin.json';
import zhNotice from './locales/zh-CN/notice.json';
import zhNoticePopover from './locales/zh-CN/noticePopover.json';
import zhOss from './locales/zh-CN/oss.json';
import zhPost from './locales/zh-CN/post.json';
import zhRegion from './locales/zh-CN/region.json';
import zhRegister from './locales/zh-CN/register.json';
import zhRole from './locales/zh-CN/role.json';
import zhScope from './locales/zh-CN/scope.json';
import zhSeed from './locales/zh-CN/seed.json';
import zhSwitchRole from './locales/zh-CN/switchRole.json';
import zhSystem from './locales/zh-CN/system.json';
import zhTenant from './locales/zh-CN/tenant.json';
import zhTenantPackage from './locales/zh-CN/tenantPackage.json';
import zhTheme from './locales/zh-CN/theme.json';
import zhTopmenu from './locales/zh-CN/topmenu.json';
import zhTree from './locales/zh-CN/tree.json';
import zhUser from './locales/zh-CN/user.json';

export const namespaces = [
  'common',
  'auth',
  'layout',
  'menu',
  'seed',
  'errors',
  'home',
  'crud',
  'system',
  'dict',
  'tenantPackage',
  'tenant',
  'client',
  'datasource',
  'region',
  'notice',
  'tree',
  'dept',
  'post',
  'role',
  'menuAdmin',
  'topmenu',
  'scope',
  'user',
  'log',
  'oss',
  'attach',
  'lock',
  'theme',
  'errorLog',
  'info',
  'noticePopover',
  'register',
  'switchRole',
  'examTake',
  'examBank',
  'examQuestion',
  'examPaper',
  'examStats',
  'examDashboard',
  'examination',
  'examAccess',
  'examTools',
  'grading',
  'proctor',
] as const;

/** The one i18next instance of the app (bundled resources, initialised synchronously). */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {
    'zh-CN': {
      common: zhCommon,
      auth: zhAuth,
      layout: zhLayout,
      menu: zhMenu,
      seed: zhSeed,
      errors: zhErrors,
      home: zhHome,
      crud: zhCrud,
      system: zhSystem,
      dict: zhDict,
      tenantPackage: zhTenantPackage,
      tenant: zhTenant,
      client: zhClient,
      datasource: zhDatasource,
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
      attach: zhAttach,
      lock: zhLock,
      theme: zhTheme,
      errorLog: zhErrorLog,
      info: zhInfo,
      noticePopover: zhNoticePopover,
      register: zhRegister,
      switchRole: zhSwitchRole,
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
    },
    en: {
      common: enCommon,
      auth: enAuth,
      layout: enLayout,
      menu: enMenu,
      seed: enSeed,
      errors: enErrors,
      home: enHome,
      crud: enCrud,
      system: enSystem,
      dict: enDict,
      tenantPackage: enTenantPackage,
      tenant: enTenant,
      client: enClient,
      datasource: enDatasource,
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
      attach: enAttach,
      lock: enLock,
      theme: enTheme,
      errorLog: enErrorLog,
      info: enInfo,
      noticePopover: enNoticePopover,
      register: enRegister,
      switchRole: enSwitchRole,
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
    },
  },
  lng: readStoredLanguage(),
  fallbackLng: defaultLanguage,
  supportedLngs: [...supportedLanguages],
  ns: [...namespaces],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
