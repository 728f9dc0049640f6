import { AuthSession } from '../modules/auth/auth-session.entity';
import { Captcha } from '../modules/auth/captcha.entity';
import { LoginFailure } from '../modules/auth/login-failure.entity';
import { RefreshToken } from '../modules/auth/refresh-token.entity';
import { Attempt } from '../modules/exam/attempt/attempt.entity';
import { AttemptItem } from '../modules/exam/attempt/attempt-item.entity';
import { IntegrityEvent } from '../modules/exam/attempt/integrity-event.entity';
import { ResponseFile } from '../modules/exam/attempt/response-file.entity';
import { GradeChange } from '../modules/exam/grading/grade-change.entity';
import { ProctorAction } from '../modules/exam/proctor/proctor-action.entity';
import { GradingLock } from '../modules/exam/grading/grading-lock.entity';
import { KeyOverride } from '../modules/exam/grading/key-override.entity';
import { ExamAudienceDept } from '../modules/exam/examination/exam-audience-dept.entity';
import { ExamCandidate } from '../modules/exam/candidate/exam-candidate.entity';
import { ExamAccommodation } from '../modules/exam/accommodation/accommodation.entity';
import { ExamPaperSnapshot } from '../modules/exam/examination/exam-paper-snapshot.entity';
import { Examination } from '../modules/exam/examination/examination.entity';
import { Datasource } from '../modules/develop/datasource/datasource.entity';
import { Region } from '../modules/base/region/region.entity';
import { NoticeRead } from '../modules/desk/notice/notice-read.entity';
import { NoticeRecipient } from '../modules/desk/notice/notice-recipient.entity';
import { Notice } from '../modules/desk/notice/notice.entity';
import { QuestionBank } from '../modules/exam/bank/question-bank.entity';
import { PaperDrawRule } from '../modules/exam/paper/paper-draw-rule.entity';
import { PaperQuestion } from '../modules/exam/paper/paper-question.entity';
import { PaperSection } from '../modules/exam/paper/paper-section.entity';
import { Paper } from '../modules/exam/paper/paper.entity';
import { QuestionOption } from '../modules/exam/question/question-option.entity';
import { Question } from '../modules/exam/question/question.entity';
import { ApiLog } from '../modules/log/api-log.entity';
import { ErrorLog } from '../modules/log/error-log.entity';
import { UsualLog } from '../modules/log/usual-log.entity';
import { Attach } from '../modules/resource/attach/attach.entity';
import { Oss } from '../modules/resource/oss/oss.entity';
import { Client } from '../modules/system/client/client.entity';
import { Dept } from '../modules/system/dept/dept.entity';
import { DictBiz } from '../modules/system/dict/dict-biz.entity';
import { Dict } from '../modules/system/dict/dict.entity';
import { Menu } from '../modules/system/menu/menu.entity';
import { Param } from '../modules/system/param/param.entity';
import { Post } from '../modules/system/post/post.entity';
import { RoleMenu } from '../modules/system/role/role-menu.entity';
import { RoleScope } from '../modules/system/role/role-scope.entity';
import { Role } from '../modules/system/role/role.entity';
import { TenantPackage } from '../modules/system/tenant-package/tenant-package.entity';
import { ApiScope } from '../modules/system/scope/api-scope.entity';
import { DataScope } from '../modules/system/scope/data-scope.entity';
import { Tenant } from '../modules/system/tenant/tenant.entity';
import { TopMenuSetting } from '../modules/system/top-menu/top-menu-setting.entity';
import { TopMenu } from '../modules/system/top-menu/top-menu.entity';
import { UserDept } from '../modules/system/user/user-dept.entity';
import { UserApp, UserOther, UserWeb } from '../modules/system/user/user-platform.entity';
import { User } from '../modules/system/user/user.entity';

/** Every entity of the application; each capability adds its own here. */
export const ENTITIES = [
  Tenant,
  TenantPackage,
  Datasource,
  User,
  UserDept,
  UserWeb,
  UserApp,
  UserOther,
  Role,
  RoleMenu,
  RoleScope,
  Dept,
  Post,
  Menu,
  TopMenu,
  TopMenuSetting,
  Client,
  Param,
  Dict,
  DictBiz,
  Region,
  Notice,
  NoticeRead,
  NoticeRecipient,
  DataScope,
  ApiScope,
  AuthSession,
  RefreshToken,
  Captcha,
  LoginFailure,
  UsualLog,
  ApiLog,
  ErrorLog,
  Oss,
  Attach,
  QuestionBank,
  Question,
  QuestionOption,
  Paper,
  PaperSection,
  PaperQuestion,
  PaperDrawRule,
  Examination,
  ExamPaperSnapshot,
  ExamCandidate,
  ExamAudienceDept,
  ExamAccommodation,
  Attempt,
  AttemptItem,
  ResponseFile,
  IntegrityEvent,
  GradeChange,
  GradingLock,
  KeyOverride,
  ProctorAction,
];
