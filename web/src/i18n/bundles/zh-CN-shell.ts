// The zh-CN strings of the shell namespaces (namespaces.ts), one chunk loaded by locale-backend.ts.
import type { ShellNamespace } from '../namespaces';
import zhAuth from '../locales/zh-CN/auth.json';
import zhCommon from '../locales/zh-CN/common.json';
import zhErrorLog from '../locales/zh-CN/errorLog.json';
import zhErrors from '../locales/zh-CN/errors.json';
import zhHome from '../locales/zh-CN/home.json';
import zhInfo from '../locales/zh-CN/info.json';
import zhLayout from '../locales/zh-CN/layout.json';
import zhLock from '../locales/zh-CN/lock.json';
import zhMenu from '../locales/zh-CN/menu.json';
import zhNoticePopover from '../locales/zh-CN/noticePopover.json';
import zhRegister from '../locales/zh-CN/register.json';
import zhSeed from '../locales/zh-CN/seed.json';
import zhSwitchRole from '../locales/zh-CN/switchRole.json';
import zhTheme from '../locales/zh-CN/theme.json';

export const bundle: Record<ShellNamespace, object> = {
  common: zhCommon,
  auth: zhAuth,
  errors: zhErrors,
  register: zhRegister,
  theme: zhTheme,
  lock: zhLock,
  layout: zhLayout,
  menu: zhMenu,
  seed: zhSeed,
  noticePopover: zhNoticePopover,
  switchRole: zhSwitchRole,
  errorLog: zhErrorLog,
  home: zhHome,
  info: zhInfo,
};
