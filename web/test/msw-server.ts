import { setupServer } from 'msw/node';
import { loginMocks } from '../src/features/auth/login/login.mocks';
import { sessionMocks } from '../src/shared/session/session.mocks';
import { deptMocks } from '../src/features/system/dept/dept.mocks';
import { menuMocks } from '../src/features/system/menu/menu.mocks';
import { paramMocks } from '../src/features/system/param/param.mocks';
import { postMocks } from '../src/features/system/post/post.mocks';
import { roleMocks } from '../src/features/system/role/role.mocks';
import { scopeMocks } from '../src/features/system/scope/scope.mocks';
import { topMenuMocks } from '../src/features/system/topmenu/topmenu.mocks';
import { dictionaryMocks } from '../src/shared/hooks/dictionary.mocks';
import { userMocks } from '../src/features/system/user/user.mocks';
import { logMocks } from '../src/features/monitor/log/log.mocks';
import { ossMocks } from '../src/features/resource/oss/oss.mocks';
import { smsMocks } from '../src/features/resource/sms/sms.mocks';
import { reportMocks } from '../src/features/report/report.mocks';
import { lockMocks } from '../src/layout/lock/lock.mocks';
import { errorLogMocks } from '../src/layout/error-log/error-log.mocks';
import { noticePopoverMocks } from '../src/layout/notice/notice-popover.mocks';
import { infoMocks } from '../src/features/info/info.mocks';
import { registerMocks } from '../src/features/auth/register/register.mocks';
import { layoutMocks } from '../src/layout/layout.mocks';
import { examTakeMocks } from '../src/features/exam/exam-take.mocks';
import { bankMocks } from '../src/features/exam/bank/bank.mocks';
import { questionMocks } from '../src/features/exam/question/question.mocks';
import { paperMocks } from '../src/features/exam/paper/paper.mocks';
import { accommodationMocks } from '../src/features/exam/accommodation/accommodation.mocks';
import { examinationMocks } from '../src/features/exam/examination/examination.mocks';
import { workflowMocks } from '../src/features/workflow/workflow.mocks';

/** Default handlers: every feature's mocks (keyed by operation name). Override per test with server.use(). */
export const server = setupServer(
  ...Object.values(sessionMocks),
  ...Object.values(loginMocks),
  ...Object.values(paramMocks),
  ...Object.values(dictionaryMocks),
  ...Object.values(deptMocks),
  ...Object.values(postMocks),
  ...Object.values(roleMocks),
  ...Object.values(menuMocks),
  ...Object.values(topMenuMocks),
  ...Object.values(scopeMocks),
  ...Object.values(userMocks),
  ...Object.values(logMocks),
  ...Object.values(ossMocks),
  ...Object.values(smsMocks),
  ...Object.values(reportMocks),
  ...Object.values(lockMocks),
  ...Object.values(errorLogMocks),
  ...Object.values(noticePopoverMocks),
  ...Object.values(infoMocks),
  ...Object.values(registerMocks),
  ...Object.values(layoutMocks),
  ...Object.values(examTakeMocks),
  ...Object.values(bankMocks),
  ...Object.values(questionMocks),
  ...Object.values(paperMocks),
  ...Object.values(examinationMocks),
  ...Object.values(accommodationMocks),
  ...Object.values(workflowMocks),
);
