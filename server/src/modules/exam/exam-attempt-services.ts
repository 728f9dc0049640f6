import type { LimiterFactory } from '../../core/shared-state/shared-state';
import type { StorageSelector } from '../resource/storage/storage-selector';
import type { MenuService } from '../system/menu/menu.service';
import { AccommodationLookup } from './accommodation/accommodation-lookup';
import { AttemptAccessCheck } from './attempt/attempt-access';
import { AnswerSaveService } from './attempt/answer-save.service';
import { AttemptCountLookup } from './attempt/attempt-count.lookup';
import { AttemptExtendListener } from './attempt/attempt-extend.listener';
import { AttemptFactsCache } from './attempt/attempt-facts';
import { AttemptQueryService } from './attempt/attempt-query.service';
import { AttemptStartService } from './attempt/attempt-start.service';
import { AttemptSubmitService } from './attempt/attempt-submit.service';
import { AttemptTimeoutSweep } from './attempt/attempt-sweep';
import { AttemptVoidListener } from './attempt/attempt-void.listener';
import { ExamRulesCache } from './attempt/exam-rules-cache';
import { IntegrityService } from './attempt/integrity.service';
import { ResponseFileService } from './attempt/response-file.service';
import { SnapshotCache } from './attempt/snapshot-cache';
import { ProctorActionService } from './proctor/proctor-action.service';
import { ProctorEndListener } from './proctor/proctor-end.listener';
import { ProctorForgiveService } from './proctor/proctor-forgive.service';
import { ProctorQueryService } from './proctor/proctor-query.service';
import { AttemptGradingStep } from './grading/attempt-grading';
import { AttemptReviewService } from './review/attempt-review.service';
import type { SweepStep } from '../../core/background/sweep-runner';
import type { LoadGauge } from '../../core/http/request-load';

/** Taking an examination: start, answers, files, submit, integrity, review, and the sweep steps (timeout, auto-grading). */
export interface ExamAttemptServices {
  starts: AttemptStartService;
  saves: AnswerSaveService;
  submits: AttemptSubmitService;
  queries: AttemptQueryService;
  files: ResponseFileService;
  integrity: IntegrityService;
  reviews: AttemptReviewService;
  /** Voids attempts when an examination is cancelled; answers the roster's "who started" check. */
  voidListener: AttemptVoidListener;
  /** Moves the deadlines of running attempts when the close time moves later. */
  extendListener: AttemptExtendListener;
  /** Submits running attempts when an examination is ended now. */
  endListener: ProctorEndListener;
  /** Running and awaiting-grading counts per examination. */
  attemptCounts: AttemptCountLookup;
  /** Proctoring: pause, resume, unlock, extend, submit, terminate one attempt. */
  proctoring: ProctorActionService;
  /** Proctoring: forgive integrity events. */
  proctorForgiveness: ProctorForgiveService;
  /** Proctoring: the console's attempt list, integrity events and action history. */
  proctorQueries: ProctorQueryService;
  /** Steps for the exam sweep runner: deadline timeouts, then auto-grading. */
  sweepSteps: SweepStep[];
}

export function createExamAttemptServices(
  menus: MenuService,
  storages: StorageSelector,
  limiters: LimiterFactory,
  load: LoadGauge,
): ExamAttemptServices {
  const snapshots = new SnapshotCache();
  const rules = new ExamRulesCache();
  const facts = new AttemptFactsCache(snapshots);
  const saves = new AnswerSaveService(menus, snapshots, rules, facts);
  const accommodations = new AccommodationLookup();
  return {
    starts: new AttemptStartService(menus, snapshots, facts, new AttemptAccessCheck(limiters), accommodations),
    saves,
    submits: new AttemptSubmitService(menus, saves, rules),
    queries: new AttemptQueryService(menus, snapshots),
    files: new ResponseFileService(menus, snapshots, saves, storages),
    integrity: new IntegrityService(menus, rules, accommodations),
    reviews: new AttemptReviewService(menus, snapshots),
    voidListener: new AttemptVoidListener(),
    extendListener: new AttemptExtendListener(),
    endListener: new ProctorEndListener(),
    attemptCounts: new AttemptCountLookup(),
    proctoring: new ProctorActionService(menus),
    proctorForgiveness: new ProctorForgiveService(menus),
    proctorQueries: new ProctorQueryService(menus),
    sweepSteps: [new AttemptTimeoutSweep(), new AttemptGradingStep(snapshots, load)],
  };
}
