import type { SmsSendService } from '../resource/sms/sms-send.service';
import type { MenuService } from '../system/menu/menu.service';
import { AccommodationLookup } from './accommodation/accommodation-lookup';
import { AccommodationService } from './accommodation/accommodation.service';
import { ExamAudience } from './candidate/exam-audience';
import type { CandidateAttemptCheck } from './candidate/candidate-attempt-check';
import { MyExaminationService } from './candidate/my-examination.service';
import { RosterService } from './candidate/roster.service';
import type {
  ExaminationAttemptCounter,
  ExaminationCancelListener,
  ExaminationEndListener,
  ExaminationExtendListener,
} from './examination/examination-events';
import { ExaminationLifecycleService } from './examination/examination-lifecycle.service';
import { ExaminationQueryService } from './examination/examination-query.service';
import { ExaminationReminderSweep } from './examination/examination-reminder-sweep';
import { ExaminationStatusSweep } from './examination/examination-sweep';
import { ExaminationWindowService } from './examination/examination-window.service';
import { ExaminationWriteService } from './examination/examination-write.service';
import { PaperStatusLookup } from './examination/paper-status-lookup';
import type { SweepStep } from '../../core/background/sweep-runner';
import type { PaperFreezer } from './shared/paper-freezer';

/** Exam delivery: examinations, their lifecycle and sweep, rosters, and the candidate's own examinations. */
export interface ExamDeliveryServices {
  examinationQueries: ExaminationQueryService;
  examinationWrites: ExaminationWriteService;
  examinationLifecycle: ExaminationLifecycleService;
  /** Moving the close and ending now. */
  examinationWindow: ExaminationWindowService;
  roster: RosterService;
  audience: ExamAudience;
  myExaminations: MyExaminationService;
  /** Candidates' accommodations (extra time, own window, attempts, integrity exemption). */
  accommodations: AccommodationService;
  /** Steps of the exam sweep contributed by delivery (the attempts module adds its timeout step beside it). */
  sweepSteps: SweepStep[];
}

export interface ExamDeliveryHooks {
  /** Told of every cancellation (the attempts module voids attempts). */
  cancelListeners: ExaminationCancelListener[];
  /** Told of every moved close time (the attempts module moves running deadlines). */
  extendListeners: ExaminationExtendListener[];
  /** Told when an examination was ended now (the proctor module submits running attempts). */
  endListeners: ExaminationEndListener[];
  /** Running and awaiting-grading attempt counts shown with each examination; null until the attempts module provides it. */
  attemptCounter: ExaminationAttemptCounter | null;
  /** Which candidates started; null until the attempts module provides it. */
  attemptCheck: CandidateAttemptCheck | null;
  /** SMS reminders before the start: the resource module's sender and the zone times are written in. */
  smsReminders: { sms: SmsSendService; timeZone: string };
}

export function createExamDeliveryServices(menus: MenuService, freezer: PaperFreezer, hooks: ExamDeliveryHooks): ExamDeliveryServices {
  const examinationQueries = new ExaminationQueryService(menus, hooks.attemptCounter);
  const audience = new ExamAudience();
  return {
    examinationQueries,
    examinationWrites: new ExaminationWriteService(menus, examinationQueries, new PaperStatusLookup()),
    examinationLifecycle: new ExaminationLifecycleService(menus, examinationQueries, freezer, hooks.cancelListeners),
    examinationWindow: new ExaminationWindowService(menus, examinationQueries, hooks.extendListeners, hooks.endListeners),
    roster: new RosterService(menus, hooks.attemptCheck),
    audience,
    myExaminations: new MyExaminationService(menus, audience, hooks.attemptCheck, new AccommodationLookup()),
    accommodations: new AccommodationService(menus, audience),
    sweepSteps: [new ExaminationStatusSweep(), new ExaminationReminderSweep(hooks.smsReminders.sms, hooks.smsReminders.timeZone)],
  };
}
