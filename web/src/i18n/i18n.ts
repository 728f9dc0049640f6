import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import enAuth from './locales/en/auth.json';
import enCommon from './locales/en/common.json';
import enCrud from './locales/en/crud.json';
import enErrors from './locales/en/errors.json';
import enHome from './locales/en/home.json';
import enLayout from './locales/en/layout.json';
import enMenu from './locales/en/menu.json';
import enSystem from './locales/en/system.json';
import enUser from './locales/en/user.json';
import zhAuth from './locales/zh-CN/auth.json';
import zhCommon from './locales/zh-CN/common.json';
import zhCrud from './locales/zh-CN/crud.json';
import zhErrors from './locales/zh-CN/errors.json';
import zhHome from './locales/zh-CN/home.json';
import zhLayout from './locales/zh-CN/layout.json';
import zhMenu from './locales/zh-CN/menu.json';
import zhSystem from './locales/zh-CN/system.json';
import zhUser from './locales/zh-CN/user.json';
import { defaultLanguage, readStoredLanguage, supportedLanguages } from './languages';

export const namespaces = ['common', 'auth', 'layout', 'menu', 'errors', 'home', 'crud', 'system', 'user'] as const;

/** The one i18next instance of the app (bundled resources, initialised synchronously). */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {
    'zh-CN': {
      common: zhCommon,
      auth: zhAuth,
      layout: zhLayout,
      menu: zhMenu,
      errors: zhErrors,
      home: zhHome,
      crud: zhCrud,
      system: zhSystem,
      user: zhUser,
    },
    en: {
      common: enCommon,
      auth: enAuth,
      layout: enLayout,
      menu: enMenu,
      errors: enErrors,
      home: enHome,
      crud: enCrud,
      system: enSystem,
      user: enUser,
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
