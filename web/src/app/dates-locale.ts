import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { AppLanguage } from '../i18n/languages';

/** The dayjs (and Mantine dates) locale of an app language. */
export function dayjsLocaleOf(language: AppLanguage): string {
  return language === 'zh-CN' ? 'zh-cn' : 'en';
}

/** Chinese weeks start on Monday, English ones on Sunday. */
export function firstDayOfWeekOf(language: AppLanguage): 0 | 1 {
  return language === 'zh-CN' ? 1 : 0;
}

/** Makes dayjs format in the app language (month and weekday names). */
export function syncDayjsLocale(language: AppLanguage): void {
  dayjs.locale(dayjsLocaleOf(language));
}
