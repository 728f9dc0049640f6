/** The web app's texts of the exam pages in one language, for steps that run in either. */
import { escapeRegExp } from '../system/browser-session';
import enCommon from '../../../web/src/i18n/locales/en/common.json';
import enCrud from '../../../web/src/i18n/locales/en/crud.json';
import enBank from '../../../web/src/i18n/locales/en/examBank.json';
import enPaper from '../../../web/src/i18n/locales/en/examPaper.json';
import enQuestion from '../../../web/src/i18n/locales/en/examQuestion.json';
import enTake from '../../../web/src/i18n/locales/en/examTake.json';
import enMenu from '../../../web/src/i18n/locales/en/menu.json';
import zhCommon from '../../../web/src/i18n/locales/zh-CN/common.json';
import zhCrud from '../../../web/src/i18n/locales/zh-CN/crud.json';
import zhBank from '../../../web/src/i18n/locales/zh-CN/examBank.json';
import zhPaper from '../../../web/src/i18n/locales/zh-CN/examPaper.json';
import zhQuestion from '../../../web/src/i18n/locales/zh-CN/examQuestion.json';
import zhTake from '../../../web/src/i18n/locales/zh-CN/examTake.json';
import zhMenu from '../../../web/src/i18n/locales/zh-CN/menu.json';

export type Lang = 'zh-CN' | 'en';

const zh = { common: zhCommon, crud: zhCrud, bank: zhBank, paper: zhPaper, question: zhQuestion, take: zhTake, menu: zhMenu };
const en: typeof zh = { common: enCommon, crud: enCrud, bank: enBank, paper: enPaper, question: enQuestion, take: enTake, menu: enMenu };

export type ExamTexts = typeof zh;

export function examTexts(lang: Lang): ExamTexts {
  return lang === 'en' ? en : zh;
}

/** A pattern matching `template` with every {{placeholder}} standing for a number. */
export function countPattern(template: string): RegExp {
  return new RegExp(`^${escapeRegExp(template).replace(/\\\{\\\{\w+\\\}\\\}/g, '\\d+')}$`);
}
