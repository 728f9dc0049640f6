// The en strings of the shell namespaces (namespaces.ts), one chunk loaded by locale-backend.ts.
import type { ShellNamespace } from '../namespaces';
import enAuth from '../locales/en/auth.json';
import enCommon from '../locales/en/common.json';
import enErrorLog from '../locales/en/errorLog.json';
import enErrors from '../locales/en/errors.json';
import enHome from '../locales/en/home.json';
import enInfo from '../locales/en/info.json';
import enLayout from '../locales/en/layout.json';
import enLock from '../locales/en/lock.json';
import enMenu from '../locales/en/menu.json';
import enNoticePopover from '../locales/en/noticePopover.json';
import enRegister from '../locales/en/register.json';
import enSeed from '../locales/en/seed.json';
import enSwitchRole from '../locales/en/switchRole.json';
import enTheme from '../locales/en/theme.json';

export const bundle: Record<ShellNamespace, object> = {
  common: enCommon,
  auth: enAuth,
  errors: enErrors,
  register: enRegister,
  theme: enTheme,
  lock: enLock,
  layout: enLayout,
  menu: enMenu,
  seed: enSeed,
  noticePopover: enNoticePopover,
  switchRole: enSwitchRole,
  errorLog: enErrorLog,
  home: enHome,
  info: enInfo,
};
