import { DATA_SCOPE_RULE_MESSAGES } from '../auth/data-scope.messages';
import { XLSX_UPLOAD_MESSAGES } from '../files/xlsx-upload.messages';
import { INPUT_BOUNDARY_MESSAGES } from './input-boundary-messages';

/**
 * The message mechanism: languages, the registry and translate. Core owns only the generic messages (errors.*,
 * the platform refusal) and those of its own mechanisms (input boundary, spreadsheet upload, scope rule
 * syntax); every module owns its catalogue (`<feature>.messages.ts`) and app/messages.ts registers them all,
 * so core imports no module.
 */
export type Language = 'zh-CN' | 'en';
export type Translation = Readonly<Record<Language, string>>;
export type MessageCatalogue = Readonly<Record<string, Translation>>;

const CORE_MESSAGES = {
  'errors.unauthenticated': { 'zh-CN': '请求未授权', en: 'Not signed in or the session has expired' },
  'errors.forbidden': { 'zh-CN': '没有权限执行此操作', en: 'You are not allowed to do this' },
  'errors.notFound': { 'zh-CN': '数据不存在', en: 'The record does not exist' },
  'errors.validation': { 'zh-CN': '参数校验失败', en: 'Some values are not valid' },
  'errors.conflict': { 'zh-CN': '数据已存在', en: 'The record already exists' },
  'errors.rateLimited': { 'zh-CN': '请求过于频繁，请稍后再试', en: 'Too many requests, please try again later' },
  'errors.internal': { 'zh-CN': '服务器异常', en: 'Internal server error' },
  'errors.unavailable': { 'zh-CN': '服务暂时不可用，请稍后再试', en: 'The service is briefly unavailable, please try again' },
  'errors.paramMissing': { 'zh-CN': '缺少必要的请求参数: {name}', en: 'Missing required parameter: {name}' },
  'errors.paramType': { 'zh-CN': '请求参数格式错误: {name}', en: 'Parameter has the wrong format: {name}' },
  'errors.paramTooLong': { 'zh-CN': '参数过长: {name}', en: 'Parameter is too long: {name}' },
  'errors.pathNotFound': { 'zh-CN': '系统未知异常[HttpStatus]:404', en: 'Unknown path [HttpStatus]:404' },
  'errors.bodyMissing': { 'zh-CN': '消息不能读取', en: 'The request body is missing or not JSON' },
  'errors.sortField': { 'zh-CN': '不支持按该字段排序: {name}', en: 'Cannot sort by this field: {name}' },
  'errors.required': { 'zh-CN': '{name}不能为空', en: '{name} is required' },
  'errors.selectOne': { 'zh-CN': '请至少选择一条数据', en: 'Select at least one record' },
  'errors.parentNotFound': { 'zh-CN': '父节点不存在', en: 'The parent does not exist' },
  'errors.parentSelf': { 'zh-CN': '父节点不可选择自身!', en: 'A node cannot be its own parent' },
  'errors.parentDescendant': { 'zh-CN': '父节点不可选择自身的下级节点!', en: 'A node cannot be moved under one of its own children' },
  'errors.hasChildren': { 'zh-CN': '请先删除子节点!', en: 'Delete the child nodes first' },
  'errors.dictUnknown': { 'zh-CN': '{name}不是有效的选项', en: '{name} is not a valid choice' },
  'platform.administratorOnly': {
    'zh-CN': '只有平台管理员可以执行此操作',
    en: 'Only the platform administrators may do this',
  },
  ...INPUT_BOUNDARY_MESSAGES,
  ...XLSX_UPLOAD_MESSAGES,
  ...DATA_SCOPE_RULE_MESSAGES,
} as const satisfies MessageCatalogue;

/**
 * The keys of the modules' catalogues, merged in by app/messages.ts (declaration merging), so a key a module
 * throws is still checked by the compiler.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ModuleMessages {}

export type MessageKey = keyof typeof CORE_MESSAGES | (keyof ModuleMessages & string);

const registry = new Map<string, Translation>(Object.entries(CORE_MESSAGES));

/** Adds a module's catalogue; a key registered twice with other texts is a programming error. */
export function registerMessages(catalogue: MessageCatalogue): void {
  for (const [key, translation] of Object.entries(catalogue)) {
    const known = registry.get(key);
    if (known && known !== translation) {
      throw new Error(`message key registered twice: ${key}`);
    }
    registry.set(key, translation);
  }
}

/** Every registered key with its texts (for the catalogue test). */
export function registeredMessages(): ReadonlyMap<string, Translation> {
  return registry;
}

export function isMessageKey(value: string): value is MessageKey {
  return registry.has(value);
}

/** Picks zh-CN unless the Accept-Language header prefers English. */
export function languageFrom(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) {
    return 'zh-CN';
  }
  const first = acceptLanguage.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'zh-CN';
}

/** The key's text in the language with `{name}` placeholders filled; an unregistered key comes back as it is. */
export function translate(key: MessageKey, language: Language, params: Record<string, string | number> = {}): string {
  const template = registry.get(key)?.[language] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}
