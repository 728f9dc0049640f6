import { registerMessages, type Translation } from '../core/errors/messages';
import { AUTH_MESSAGES } from '../modules/auth/auth.messages';
import { REGION_MESSAGES } from '../modules/base/region/region.messages';
import { NOTICE_MESSAGES } from '../modules/desk/notice/notice.messages';
import { DATASOURCE_MESSAGES } from '../modules/develop/datasource/datasource.messages';
import { EXAM_ACCESS_MESSAGES } from '../modules/exam/accommodation/exam-access.messages';
import { EXAM_ATTEMPT_MESSAGES } from '../modules/exam/attempt/exam-attempt.messages';
import { EXAM_AUTHORING_MESSAGES } from '../modules/exam/exam-authoring.messages';
import { EXAM_DELIVERY_MESSAGES } from '../modules/exam/exam-delivery.messages';
import { EXAM_AUTHORING_FLOW_MESSAGES } from '../modules/exam/examination/exam-authoring-flow.messages';
import { EXAM_TIMING_MESSAGES } from '../modules/exam/examination/exam-timing.messages';
import { EXAM_GRADING_PAPER_MESSAGES } from '../modules/exam/grading/exam-grading-paper.messages';
import { EXAM_GRADING_MESSAGES } from '../modules/exam/grading/exam-grading.messages';
import { EXAM_PROCTOR_MESSAGES } from '../modules/exam/proctor/exam-proctor.messages';
import { EXAM_TOOLS_MESSAGES } from '../modules/exam/tools/exam-tools.messages';
import { LOG_MESSAGES } from '../modules/log/log.messages';
import { ATTACH_MESSAGES } from '../modules/resource/attach/attach.messages';
import { OSS_MESSAGES } from '../modules/resource/oss/oss.messages';
import { CLIENT_MESSAGES } from '../modules/system/client/client.messages';
import { DEPT_MESSAGES } from '../modules/system/dept/dept.messages';
import { DICT_MESSAGES } from '../modules/system/dict/dict.messages';
import { MENU_MESSAGES } from '../modules/system/menu/menu.messages';
import { PARAM_MESSAGES } from '../modules/system/param/param.messages';
import { POST_MESSAGES } from '../modules/system/post/post.messages';
import { ROLE_MESSAGES } from '../modules/system/role/role.messages';
import { SCOPE_MESSAGES } from '../modules/system/scope/scope.messages';
import { TENANT_PACKAGE_MESSAGES } from '../modules/system/tenant-package/tenant-package.messages';
import { TENANT_MESSAGES } from '../modules/system/tenant/tenant.messages';
import { TOP_MENU_MESSAGES } from '../modules/system/top-menu/top-menu.messages';
import { USER_MESSAGES } from '../modules/system/user/user.messages';

/**
 * Every module's message catalogue, the one place they are collected: a new module adds its
 * `<feature>.messages.ts` here. Core keeps the mechanism and the generic messages and imports no module.
 */
export const MODULE_CATALOGUES = [
  AUTH_MESSAGES,
  REGION_MESSAGES,
  NOTICE_MESSAGES,
  DATASOURCE_MESSAGES,
  EXAM_ACCESS_MESSAGES,
  EXAM_ATTEMPT_MESSAGES,
  EXAM_AUTHORING_MESSAGES,
  EXAM_DELIVERY_MESSAGES,
  EXAM_AUTHORING_FLOW_MESSAGES,
  EXAM_TIMING_MESSAGES,
  EXAM_GRADING_PAPER_MESSAGES,
  EXAM_GRADING_MESSAGES,
  EXAM_PROCTOR_MESSAGES,
  EXAM_TOOLS_MESSAGES,
  LOG_MESSAGES,
  ATTACH_MESSAGES,
  OSS_MESSAGES,
  CLIENT_MESSAGES,
  DEPT_MESSAGES,
  DICT_MESSAGES,
  MENU_MESSAGES,
  PARAM_MESSAGES,
  POST_MESSAGES,
  ROLE_MESSAGES,
  SCOPE_MESSAGES,
  TENANT_PACKAGE_MESSAGES,
  TENANT_MESSAGES,
  TOP_MENU_MESSAGES,
  USER_MESSAGES,
] as const;

/** Distributes over the union of catalogues (keyof a union would keep only the keys they share). */
type KeysOf<T> = T extends unknown ? keyof T : never;
type ModuleMessageKey = KeysOf<(typeof MODULE_CATALOGUES)[number]> & string;

declare module '../core/errors/messages' {
  // The modules' keys join MessageKey, so the compiler still checks every key a module throws.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the keys
  interface ModuleMessages extends Record<ModuleMessageKey, Translation> {}
}

for (const catalogue of MODULE_CATALOGUES) {
  registerMessages(catalogue);
}
